import { API, apiPath, type ManagedUserDetail } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { userManagementKeys } from '../keys';

/** GET /api/atrium-user/admin/users/{id}: one account with its companies and open invitations. */
export const fetchManagedUser = (externalId: string) =>
  http.get<ManagedUserDetail>(apiPath(API.userManagement.user, { id: externalId }), { noTenant: true });

export const useManagedUser = (externalId: string | null) =>
  useApiQuery({
    queryKey: userManagementKeys.user(externalId ?? ''),
    queryFn: () => fetchManagedUser(externalId!),
    enabled: !!externalId,
    silent: true,
  });
