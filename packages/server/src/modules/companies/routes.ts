import {
  companyEditSchema,
  companySchema,
  createCompanyBody,
  onboardingCompanySchema,
  COMPANY_PATHS,
  externalIdParams,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { CompanyService } from './service.ts';
import { ctxOf, tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { companyProfileOf, profileOfEdit } from './edit.ts';

/** /api/atrium-company: the company profile of a tenant. */
export function companyRoutes(app: ZodApp, { guard, services }: RouteDeps<{ companies: CompanyService }>) {
  app.get(
    API.company.tenant,
    { onRequest: guard.requireTenant, schema: { response: replies(companySchema), tags: ['companies'] } },
    async (req) => ok(await services.companies.companyOfTenant(tenantCtxOf(req).tenant.externalId)),
  );

  // /one/company-add: the onboarding company form; whoever may create companies (sign-up grants it).
  app.post(
    API.company.create,
    {
      onRequest: guard.requirePermission('companyCreate'),
      schema: { body: createCompanyBody, response: replies(companySchema), tags: ['companies'] },
    },
    async (req) =>
      ok(
        await services.companies.createForUser(ctxOf(req), {
          company: companyProfileOf(req.body.company),
          accountType: req.body.accountType,
          workspaceExternalId: req.body.workspaceExternalId,
        }),
        'Company created',
      ),
  );

  // /company-form: the selected company's onboarding company form (company admin, or staff admin/KAM).
  app.post(
    API.company.requiredProfileInformation,
    {
      onRequest: guard.requireTenant,
      schema: { body: onboardingCompanySchema, response: replies(companySchema), tags: ['companies'] },
    },
    async (req) => {
      const ctx = tenantCtxOf(req);
      return ok(
        await services.companies.saveCompanyForm(ctx, ctx.tenant.externalId, companyProfileOf(req.body)),
        'Company updated',
      );
    },
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
