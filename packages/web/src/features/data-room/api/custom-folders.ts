import type { CustomFolderNode, DataRoomFile } from '@atrium/contract';
import { http } from '../../../lib/http';

const C = '/api/data-room/custom/folder';

/** Custom folder calls (spec 3 §7.3). */
export const customFoldersApi = {
  /** One level: the roots, or the children of `parentExternalId`. */
  children: (parentExternalId: string | null) => http.get<CustomFolderNode[]>(C, { query: { parentExternalId } }),
  create: (name: string, parentExternalId: string | null) =>
    http.post<CustomFolderNode>(`${C}/create`, { name, parentExternalId }),
  remove: (externalIds: string[]) => http.post<{ deleted: number }>(`${C}/delete`, { externalIds }),
  files: (externalId: string) => http.get<DataRoomFile[]>(`${C}/files`, { query: { externalId } }),
  tree: () => http.get<CustomFolderNode[]>(`${C}/tree`),
  moveFiles: (fileExternalIds: string[], toExternalId: string) =>
    http.post<DataRoomFile[]>(`${C}/move/files`, { fileExternalIds, toExternalId }),
};
