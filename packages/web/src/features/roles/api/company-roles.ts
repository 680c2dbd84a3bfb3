import { useApiQuery } from '../../../components/useApi';
import { roleKeys } from '../keys';
import { roleApi } from './role-api';

/** GET /api/roles/company: the roles of a company (customer tenant); kept five minutes. */
export const companyRolesQuery = () => ({
  queryKey: roleKeys.company,
  queryFn: () => roleApi.company(),
  staleTime: 5 * 60_000,
});

/** errorMessage is the screen's own failure text. */
export const useCompanyRoles = (errorMessage?: string) => useApiQuery({ ...companyRolesQuery(), errorMessage });
