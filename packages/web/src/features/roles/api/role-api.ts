import type { Role } from '@atrium/contract';
import { http } from '../../lib/http';
import { useApiQuery } from '../../components/useApi';
import { API } from '@atrium/contract';

export const roleApi = {
  company: () => http.get<Role[]>(API.roles.company, { noTenant: true }),
  portal: () => http.get<Role[]>(API.roles.portal, { noTenant: true }),
};

/** Company (customer tenant) roles; errorMessage is the screen's own failure text. */
export const useCompanyRoles = (errorMessage?: string) =>
  useApiQuery({ queryKey: ['roles', 'company'], queryFn: roleApi.company, staleTime: 5 * 60_000, errorMessage });
/** Portal (internal tenant) roles. */
export const usePortalRoles = (errorMessage?: string) =>
  useApiQuery({ queryKey: ['roles', 'portal'], queryFn: roleApi.portal, staleTime: 5 * 60_000, errorMessage });
