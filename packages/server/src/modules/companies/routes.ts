import { companySchema } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../app.js';
import { tenantCtxOf } from '../../platform/http/auth-guard.js';
import { ok, replies } from '../../platform/http/envelope.js';

/** /api/atrium-company: the company profile of a tenant. */
export function companyRoutes(app: ZodApp, { guard, services }: RouteDeps) {
  app.get(
    '/api/atrium-company/tenant',
    { onRequest: guard.requireTenant, schema: { response: replies(companySchema), tags: ['companies'] } },
    async (req) => ok(await services.companies.companyOfTenant(tenantCtxOf(req).tenant.externalId)),
  );
}
