import type { RedFlag } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { dataRoomKeys } from '../keys';
import { useDataRoomTenant } from '../useTenant';
import { redFlagsApi } from './red-flags';

/** GET red-flag?staticId&fileExternalId: a folder's (9999 = the whole room) or one file's flags. */
export const redFlagsQuery = (tenant: string, staticId: number, fileExternalId: string | null) => ({
  queryKey: dataRoomKeys.redFlags(tenant, staticId, fileExternalId),
  queryFn: () => redFlagsApi.list(staticId, fileExternalId),
  enabled: !!tenant,
});

export function useRedFlags(staticId: number, fileExternalId: string | null) {
  const tenant = useDataRoomTenant();
  return useApiQuery<RedFlag[]>({ ...redFlagsQuery(tenant, staticId, fileExternalId), silent: true });
}
