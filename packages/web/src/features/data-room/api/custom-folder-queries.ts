import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CustomFolderNode, DataRoomFile } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { dataRoomKeys } from '../keys';
import { customFoldersApi } from './custom-folders';

/** GET custom/folder?parentExternalId: one level of the custom tree (null = the roots). */
export const customChildrenQuery = (tenant: string, parentExternalId: string | null) => ({
  queryKey: dataRoomKeys.customChildren(tenant, parentExternalId),
  queryFn: () => customFoldersApi.children(parentExternalId),
});

/** GET custom/folder/tree: the whole tree with every folder's count. */
export const customTreeQuery = (tenant: string) => ({
  queryKey: dataRoomKeys.customTree(tenant),
  queryFn: () => customFoldersApi.tree(),
  staleTime: 0,
});

/** The custom tree's roots. */
export const useCustomRoots = (tenant: string, enabled: boolean) =>
  useApiQuery<CustomFolderNode[]>({ ...customChildrenQuery(tenant, null), enabled: enabled && !!tenant });

/** Fetches (or reads from the cache) the children of a folder, on its first expand. */
export function useFetchCustomChildren(tenant: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (parentExternalId: string) => queryClient.fetchQuery(customChildrenQuery(tenant, parentExternalId)),
    [queryClient, tenant],
  );
}

/** Fetches the whole tree now (counts after an upload into a custom folder). */
export function useFetchCustomTree(tenant: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(customTreeQuery(tenant)), [queryClient, tenant]);
}

/** GET custom/folder/files?externalId: the files of one custom folder. */
export const customFolderFilesQuery = (tenant: string, folderExternalId: string, enabled: boolean) => ({
  queryKey: dataRoomKeys.customFiles(tenant, folderExternalId),
  queryFn: () => customFoldersApi.files(folderExternalId),
  enabled,
});

export const useCustomFolderFiles = (tenant: string, folderExternalId: string, enabled: boolean) =>
  useApiQuery<DataRoomFile[]>(customFolderFilesQuery(tenant, folderExternalId, enabled));
