import { customerListQuery, customerShape, pageSchema } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../app.js';
import { ctxOf } from '../../platform/http/auth-guard.js';
import { ok, replies } from '../../platform/http/envelope.js';

/** /api/customer-management: the portal's customer list. */
export function customerRoutes(app: ZodApp, { guard, services }: RouteDeps) {
  app.get(
    '/api/customer-management',
    {
      onRequest: guard.requirePermission('portalAccess'),
      schema: { querystring: customerListQuery, response: replies(pageSchema(customerShape)), tags: ['customers'] },
    },
    async (req) => ok(await services.customers.list(ctxOf(req), req.query)),
  );
}
