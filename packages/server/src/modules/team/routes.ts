import {
  associatedProductSchema,
  associatedProductsQuery,
  createTeamUserBody,
  externalIdParams,
  ofCompanyQuery,
  pageSchema,
  teamFilterSchema,
  teamMemberDetailSchema,
  teamMemberSchema,
  teamPageQuery,
  updateTeamMemberBody,
  TEAM_MESSAGES,
  API,
} from '@atrium/contract';
import { z } from 'zod';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { TeamService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['team'];

/** /api/atrium-team (spec 1 §7.4) and POST /api/atrium-user/admin/create-user. */
export function teamRoutes(app: ZodApp, { guard, services }: RouteDeps<{ team: TeamService }>) {
  const staffOnly = guard.requirePermission('portalAccess');

  app.post(
    API.team.paged,
    {
      onRequest: staffOnly,
      schema: {
        querystring: teamPageQuery,
        body: teamFilterSchema,
        response: replies(pageSchema(teamMemberSchema)),
        tags,
      },
    },
    async (req) => ok(await services.team.page(ctxOf(req), req.body, req.query)),
  );

  app.get(
    API.team.employee,
    { onRequest: staffOnly, schema: { params: externalIdParams, response: replies(teamMemberDetailSchema), tags } },
    async (req) => ok(await services.team.member(ctxOf(req), req.params.id)),
  );

  app.post(
    API.team.employeeAssociatedProducts,
    {
      onRequest: staffOnly,
      schema: {
        querystring: associatedProductsQuery,
        body: z.unknown().optional(),
        response: replies(pageSchema(associatedProductSchema)),
        tags,
      },
    },
    async (req) => ok(await services.team.associatedProducts(ctxOf(req), req.query)),
  );

  app.put(
    API.team.employeeUpdate,
    {
      onRequest: staffOnly,
      schema: { params: externalIdParams, body: updateTeamMemberBody, response: replies(teamMemberSchema), tags },
    },
    async (req) => ok(await services.team.update(ctxOf(req), req.params.id, req.body), TEAM_MESSAGES.userUpdated),
  );

  app.get(
    API.team.ofCompanyPaged,
    {
      onRequest: guard.requireUser,
      schema: {
        params: externalIdParams,
        querystring: ofCompanyQuery,
        response: replies(pageSchema(teamMemberSchema)),
        tags,
      },
    },
    async (req) => ok(await services.team.ofCompany(ctxOf(req), req.params.id, req.query)),
  );

  app.post(
    API.user.adminCreateUser,
    { onRequest: staffOnly, schema: { body: createTeamUserBody, response: replies(teamMemberSchema), tags } },
    async (req) => ok(await services.team.createUser(ctxOf(req), req.body), TEAM_MESSAGES.userCreated),
  );
}
