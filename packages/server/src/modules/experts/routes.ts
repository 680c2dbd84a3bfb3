import { z } from 'zod';
import { assignExpertBody, assignKamBody, CHAT_PATHS, expertSchema, userSummaryShape, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { ExpertService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tenantParams = z.object({ tenantExternalId: z.string().uuid() });
const expertParams = tenantParams.extend({ userExternalId: z.string().uuid() });
const expertList = replies(z.array(expertSchema));

/** /api/atrium-company/experts and assign-kam (spec 2 §1, §7). */
export function expertRoutes(app: ZodApp, { guard, services }: RouteDeps<{ experts: ExpertService }>) {
  const tags = ['experts'];
  app.get(
    `${CHAT_PATHS.experts}/:tenantExternalId`,
    {
      onRequest: guard.requireUser,
      schema: { params: tenantParams, response: expertList, tags, summary: 'Experts of a tenant, KAM first' },
    },
    async (req) => ok(await services.experts.list(ctxOf(req), req.params.tenantExternalId)),
  );
  // GET get-kam-user-by-tenant?externalId (spec 1 §7.3): the tenant's KAM or null.
  app.get(
    API.user.kamUserByTenant,
    {
      onRequest: guard.requireUser,
      schema: {
        querystring: z.object({ externalId: z.string().uuid() }),
        response: replies(userSummaryShape.nullable()),
        tags,
        summary: "A tenant's key account manager (null when it has none)",
      },
    },
    async (req) => ok(await services.experts.kamUserOfTenant(ctxOf(req), req.query.externalId)),
  );
  app.post(
    API.company.assignKam,
    {
      onRequest: guard.requireUser,
      schema: {
        body: assignKamBody,
        response: expertList,
        tags,
        summary: 'Make a staff user the KAM of a tenant (staff admins)',
      },
    },
    async (req) => ok(await services.experts.assignKam(ctxOf(req), req.body)),
  );
  app.post(
    CHAT_PATHS.experts,
    {
      onRequest: guard.requireUser,
      schema: {
        body: assignExpertBody,
        response: expertList,
        tags,
        summary: 'Assign a staff user to a tenant as expert',
      },
    },
    async (req) => ok(await services.experts.assignExpert(ctxOf(req), req.body)),
  );
  app.delete(
    `${CHAT_PATHS.experts}/:tenantExternalId/:userExternalId`,
    {
      onRequest: guard.requireUser,
      schema: { params: expertParams, response: expertList, tags, summary: 'Remove an expert from a tenant' },
    },
    async (req) =>
      ok(await services.experts.remove(ctxOf(req), req.params.tenantExternalId, req.params.userExternalId)),
  );
}
