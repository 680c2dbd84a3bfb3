import { keepPreviousData } from '@tanstack/react-query';
import type { DataRoomFilesPage, FileSortField } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { dataRoomKeys } from '../keys';
import { filesApi } from './files';

export interface FilesPageParams {
  parentId: number;
  sort: FileSortField;
  direction: 'asc' | 'desc';
  page: number;
}

/** GET files?parentId&page&size&sort&direction: one page of a taxonomy folder (folders first on page 0). */
export const filesPageQuery = (
  tenant: string,
  { parentId, sort, direction, page }: FilesPageParams,
  enabled: boolean,
) => ({
  queryKey: dataRoomKeys.files(tenant, parentId, `${sort}:${direction}`, page),
  queryFn: () => filesApi.list({ parentId, page, sort, direction }),
  enabled,
  // The previous page stays on screen while the next one loads.
  placeholderData: keepPreviousData,
});

export const useFilesPage = (tenant: string, params: FilesPageParams, enabled: boolean) =>
  useApiQuery<DataRoomFilesPage>(filesPageQuery(tenant, params, enabled));
