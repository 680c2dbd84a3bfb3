import { useApiQuery } from '../../../components/useApi';
import { useWorkspace } from '../../../workspace/workspace';
import { companyKeys } from '../keys';
import { companyProfileApi } from './company-profile-api';

/** GET /api/company/tenant: the selected tenant's company. */
export const tenantCompanyQuery = (tenant: string | null) => ({
  queryKey: companyKeys.ofTenant(tenant),
  queryFn: () => companyProfileApi.ofTenant(),
  enabled: !!tenant,
});

/** Failures are ignored (spec 1 §8 "Company and team load failure"): no toast, no retry. */
export function useTenantCompany() {
  const tenant = useWorkspace().selectedTenantMembership?.tenant.externalId ?? null;
  return useApiQuery({ ...tenantCompanyQuery(tenant), silent: true, retry: false });
}
