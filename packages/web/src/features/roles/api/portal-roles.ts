import { useApiQuery } from '../../../components/useApi';
import { roleKeys } from '../keys';
import { roleApi } from './role-api';

/** GET /api/roles/portal: the roles of the internal tenant; kept five minutes. */
export const portalRolesQuery = () => ({
  queryKey: roleKeys.portal,
  queryFn: () => roleApi.portal(),
  staleTime: 5 * 60_000,
});

/** errorMessage is the screen's own failure text. */
export const usePortalRoles = (errorMessage?: string) => useApiQuery({ ...portalRolesQuery(), errorMessage });
