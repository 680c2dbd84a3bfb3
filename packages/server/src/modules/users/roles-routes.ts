import { z } from 'zod';
import { externalIdParams, roleSchema, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { UserService } from './service.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['roles'];

/** /api/atrium-roles: the roles a membership can hold — company roles for customer tenants, portal roles for the internal one. */
export function roleRoutes(app: ZodApp, { guard, services }: RouteDeps<{ users: UserService }>) {
  const list = z.array(roleSchema);
  app.get(API.roles.company, { onRequest: guard.requireUser, schema: { response: replies(list), tags } }, async () =>
    ok(await services.users.rolesOfScope('COMPANY')),
  );
  app.get(API.roles.portal, { onRequest: guard.requireUser, schema: { response: replies(list), tags } }, async () =>
    ok(await services.users.rolesOfScope('PORTAL')),
  );
  app.get(
    API.roles.byId,
    { onRequest: guard.requireUser, schema: { params: externalIdParams, response: replies(roleSchema), tags } },
    async (req) => ok(await services.users.roleByExternalId(req.params.id)),
  );
}
