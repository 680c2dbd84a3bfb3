import type { DocCenterOwnership } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { documentCenterKeys } from '../keys';
import { tenantParam, type BrowserSource } from '../browser-source';
import { documentCenterApi } from './document-center-api';

/** GET files (or, staff on a client company's ALL view, files/portal): the items of one folder. */
export const folderItemsQuery = (
  source: BrowserSource,
  folder: string | null,
  ownership: DocCenterOwnership,
  enabled = true,
) => ({
  queryKey: documentCenterKeys.files(source.tenant, folder, ownership),
  queryFn: () =>
    source.kind === 'portal' && ownership === 'ALL'
      ? documentCenterApi.portalFiles(source.tenant, folder)
      : documentCenterApi.files(folder, ownership, tenantParam(source)),
  enabled,
});

export const useFolderItems = (
  source: BrowserSource,
  folder: string | null,
  ownership: DocCenterOwnership,
  enabled = true,
) => useApiQuery({ ...folderItemsQuery(source, folder, ownership, enabled), silent: true });
