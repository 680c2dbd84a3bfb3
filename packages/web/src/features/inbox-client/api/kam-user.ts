import { API, withQuery, type UserSummary } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';

/** GET get-kam-user-by-tenant?externalId: the selected company's key account manager (null when none). */
export const useKamUser = (tenantExternalId: string | undefined, enabled: boolean) =>
  useApiQuery({
    queryKey: ['chat', 'kam-user', tenantExternalId ?? ''],
    queryFn: () => http.get<UserSummary | null>(withQuery(API.user.kamUserByTenant, { externalId: tenantExternalId! })),
    enabled: enabled && !!tenantExternalId,
    silent: true,
  });
