import type { DataRoomFile } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { dataRoomKeys } from '../keys';
import { useDataRoomTenant } from '../useTenant';
import { summaryApi } from './summary';

/**
 * GET file-by-external: one file, read from `dataRoomKeys.file` — the key realtime STATE_CHANGED events patch
 * (useDataRoomEvents) and red-flag changes invalidate.
 */
export const dataRoomFileQuery = (tenant: string, fileExternalId: string | null) => ({
  queryKey: dataRoomKeys.file(tenant, fileExternalId ?? ''),
  queryFn: () => summaryApi.fileByExternal(fileExternalId!),
  enabled: !!fileExternalId && !!tenant,
});

/** The file of the details drawer: its failure shows in the drawer (no toast), no refetch on window focus. */
export function useDataRoomFile(fileExternalId: string | null) {
  const tenant = useDataRoomTenant();
  return useApiQuery<DataRoomFile>({
    ...dataRoomFileQuery(tenant, fileExternalId),
    refetchOnWindowFocus: false,
    silent: true,
  });
}

/** The file a `?documentId=` link names (the files screen opens its folder and highlights it). */
export const useLinkedDataRoomFile = (tenant: string, fileExternalId: string | null) =>
  useApiQuery<DataRoomFile>(dataRoomFileQuery(tenant, fileExternalId));
