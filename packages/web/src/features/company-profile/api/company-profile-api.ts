import { COMPANY_PATHS, type Company, type CompanyEdit, API } from '@atrium/contract';
import { http } from '../../lib/http';
import { useApiQuery } from '../../components/useApi';
import { useWorkspace } from '../../workspace/workspace';

export const companyProfileApi = {
  ofTenant: () => http.get<Company>(API.company.tenant),
  update: (externalId: string, body: CompanyEdit) =>
    http.put<Company>(COMPANY_PATHS.update.replace(':id', externalId), body),
};

export const companyKeys = { ofTenant: (tenant: string | null) => ['company', 'tenant', tenant] as const };

/** The selected tenant's company; failures are ignored (spec 1 §8 "Company and team load failure"). */
export function useTenantCompany() {
  const tenant = useWorkspace().selectedTenantMembership?.tenant.externalId ?? null;
  return useApiQuery({
    queryKey: companyKeys.ofTenant(tenant),
    queryFn: companyProfileApi.ofTenant,
    enabled: !!tenant,
    silent: true,
    retry: false,
  });
}
