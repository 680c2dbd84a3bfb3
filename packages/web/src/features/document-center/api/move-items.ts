import { useApiMutation, useApiQuery } from '../../../components/useApi';
import { documentCenterKeys } from '../keys';
import { tenantParam, type BrowserSource } from '../browser-source';
import { documentCenterApi } from './document-center-api';

/** GET files-small?type=FOLDER&parentId: the folders of one level of the move picker. */
export const moveFoldersQuery = (source: BrowserSource, parent: string | null, enabled: boolean) => ({
  queryKey: documentCenterKeys.folders(source.tenant, parent),
  queryFn: () => documentCenterApi.folders(parent, tenantParam(source)),
  enabled,
});

export const useMoveFolders = (source: BrowserSource, parent: string | null, enabled: boolean) =>
  useApiQuery({ ...moveFoldersQuery(source, parent, enabled), silent: true });

/** POST files/move into `destination` (null = the root); refreshes everything of the document center. */
export const useMoveItems = (source: BrowserSource, options: { successMessage: string; onSuccess: () => void }) =>
  useApiMutation<unknown, { ids: string[]; destination: string | null }>({
    mutationFn: ({ ids, destination }) => documentCenterApi.move(ids, destination),
    invalidate: [documentCenterKeys.all(source.tenant)],
    ...options,
  });
