import { useApiQuery } from '../../../components/useApi';
import { documentCenterKeys } from '../keys';
import type { BrowserSource } from '../browser-source';
import { documentCenterApi } from './document-center-api';

/** GET path?externalId: the breadcrumbs of a folder (none at the root). */
export const folderPathQuery = (source: BrowserSource, folder: string | null) => ({
  queryKey: documentCenterKeys.path(source.tenant, folder ?? ''),
  queryFn: () => documentCenterApi.path(folder!),
  enabled: folder !== null,
});

export const useFolderPath = (source: BrowserSource, folder: string | null) =>
  useApiQuery({ ...folderPathQuery(source, folder), silent: true });
