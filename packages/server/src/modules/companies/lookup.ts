import { PERMISSIONS, USER_SEARCH_MAX, type CompanyByTerm, type TenantName } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden } from '../../platform/errors.ts';
import type { TenancyService } from '../tenancy/service.ts';

/** Client companies for the portal's chat and statistics pickers (staff only; the internal tenant never appears). */
export function createCompanyLookup(s: { tenancy: TenancyService }) {
  const requireStaff = (ctx: RequestContext) => {
    if (!ctx.permissions.has(PERMISSIONS.portalAccess.uuid)) throw forbidden();
  };
  return {
    /** GET /api/atrium-company/by-term?term: the startup autocomplete. */
    async byTerm(ctx: RequestContext, term: string): Promise<CompanyByTerm[]> {
      requireStaff(ctx);
      const rows = await s.tenancy.clientTenants({ term, limit: USER_SEARCH_MAX });
      return rows.map((t) => ({ companyName: t.name, tenantExternalId: t.externalId }));
    },
    /** GET /api/atrium-company/tenants: every client tenant by name. */
    async tenants(ctx: RequestContext): Promise<TenantName[]> {
      requireStaff(ctx);
      return (await s.tenancy.clientTenants()).map((t) => ({ name: t.name, externalId: t.externalId }));
    },
  };
}
export type CompanyLookup = ReturnType<typeof createCompanyLookup>;
