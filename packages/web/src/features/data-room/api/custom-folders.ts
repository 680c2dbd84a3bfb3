import type { CustomFolderNode, DataRoomFile, DeletedCount } from '@atrium/contract';
import { http } from '../../../lib/http';
import { API } from '@atrium/contract';

/** Custom folder calls (spec 3 §7.3). */
export const customFoldersApi = {
  /** One level: the roots, or the children of `parentExternalId`. */
  children: (parentExternalId: string | null) =>
    http.get<CustomFolderNode[]>(API.dataRoom.customFolder, { query: { parentExternalId } }),
  create: (name: string, parentExternalId: string | null) =>
    http.post<CustomFolderNode>(API.dataRoom.customFolderCreate, { name, parentExternalId }),
  remove: (externalIds: string[]) => http.post<DeletedCount>(API.dataRoom.customFolderDelete, { externalIds }),
  files: (externalId: string) => http.get<DataRoomFile[]>(API.dataRoom.customFolderFiles, { query: { externalId } }),
  tree: () => http.get<CustomFolderNode[]>(API.dataRoom.customFolderTree),
  moveFiles: (fileExternalIds: string[], toExternalId: string) =>
    http.post<DataRoomFile[]>(API.dataRoom.customFolderMoveFiles, { fileExternalIds, toExternalId }),
};
