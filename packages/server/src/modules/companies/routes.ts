import { companyEditSchema, companySchema, COMPANY_PATHS, externalIdParams, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { CompanyService } from './service.ts';
import { ctxOf, tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { profileOfEdit } from './edit.ts';

/** /api/atrium-company: the company profile of a tenant. */
export function companyRoutes(app: ZodApp, { guard, services }: RouteDeps<{ companies: CompanyService }>) {
  app.get(
    API.company.tenant,
    { onRequest: guard.requireTenant, schema: { response: replies(companySchema), tags: ['companies'] } },
    async (req) => ok(await services.companies.companyOfTenant(tenantCtxOf(req).tenant.externalId)),
  );

  // The edit modal of settings (spec 1 §2.6, §5): company admin of the tenant, or staff admin/KAM.
  app.put(
    COMPANY_PATHS.update,
    {
      onRequest: guard.requireUser,
      schema: {
        params: externalIdParams,
        body: companyEditSchema,
        response: replies(companySchema),
        tags: ['companies'],
      },
    },
    async (req) =>
      ok(await services.companies.updateCompany(ctxOf(req), req.params.id, profileOfEdit(req.body)), 'Company updated'),
  );
}
