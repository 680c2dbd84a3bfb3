import {
  externalIdParams,
  invitationShape,
  managedUserDetailSchema,
  managedUserInvitationParams,
  managedUserSchema,
  managedUserStatusBody,
  pageSchema,
  userManagementFilterSchema,
  userManagementPageQuery,
  USER_MANAGEMENT_MESSAGES as M,
  API,
} from '@atrium/contract';
import { z } from 'zod';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { emptyReply, ok, replies } from '../../platform/http/envelope.ts';
import type { UserManagementService } from './service.ts';

const tags = ['user-management'];

/** /api/atrium-user/admin/users… — portal user management (spec 1 §2.1); portal admins only (the service checks). */
export function userManagementRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ userManagement: UserManagementService }>,
) {
  const staffOnly = guard.requirePermission('portalAccess');
  const um = services.userManagement;

  app.post(
    API.userManagement.paged,
    {
      onRequest: staffOnly,
      schema: {
        querystring: userManagementPageQuery,
        body: userManagementFilterSchema,
        response: replies(pageSchema(managedUserSchema)),
        tags,
      },
    },
    async (req) => ok(await um.page(ctxOf(req), req.body, req.query)),
  );

  app.get(
    API.userManagement.user,
    { onRequest: staffOnly, schema: { params: externalIdParams, response: replies(managedUserDetailSchema), tags } },
    async (req) => ok(await um.detail(ctxOf(req), req.params.id)),
  );

  app.put(
    API.userManagement.status,
    {
      onRequest: staffOnly,
      schema: {
        params: externalIdParams,
        body: managedUserStatusBody,
        response: replies(managedUserDetailSchema),
        tags,
      },
    },
    async (req) =>
      ok(
        await um.setStatus(ctxOf(req), req.params.id, req.body.status),
        req.body.status === 'ACTIVE' ? M.reactivated : M.deactivated,
      ),
  );

  app.post(
    API.userManagement.resendVerification,
    {
      onRequest: staffOnly,
      schema: { params: externalIdParams, body: z.unknown().optional(), response: emptyReply, tags },
    },
    async (req) => ok(await um.resendVerification(ctxOf(req), req.params.id), M.verificationSent),
  );

  app.post(
    API.userManagement.resendInvitation,
    {
      onRequest: staffOnly,
      schema: {
        params: managedUserInvitationParams,
        body: z.unknown().optional(),
        response: replies(invitationShape),
        tags,
      },
    },
    async (req) => ok(await um.resendInvitation(ctxOf(req), req.params.id, req.params.invitationId), M.invitationSent),
  );
}
