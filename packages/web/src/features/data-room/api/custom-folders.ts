import type {
  CustomFolderNode,
  CustomFoldersDeleted,
  CustomFoldersRestored,
  DataRoomFile,
  RestoreCustomFolders,
} from '@atrium/contract';
import { http } from '../../../lib/http';
import { API } from '@atrium/contract';

/** Custom folder calls (spec 3 §7.3). */
export const customFoldersApi = {
  /** One level: the roots, or the children of `parentExternalId`. */
  children: (parentExternalId: string | null) =>
    http.get<CustomFolderNode[]>(API.dataRoom.customFolder, { query: { parentExternalId } }),
  create: (name: string, parentExternalId: string | null) =>
    http.post<CustomFolderNode>(API.dataRoom.customFolderCreate, { name, parentExternalId }),
  /** Deletes folders; their files go back to Processing. The reply carries what `restore` needs. */
  remove: (externalIds: string[]) => http.post<CustomFoldersDeleted>(API.dataRoom.customFolderDelete, { externalIds }),
  /** Undo of a folder delete. */
  restore: (body: RestoreCustomFolders) => http.post<CustomFoldersRestored>(API.dataRoom.customFolderRestore, body),
  files: (externalId: string) => http.get<DataRoomFile[]>(API.dataRoom.customFolderFiles, { query: { externalId } }),
  tree: () => http.get<CustomFolderNode[]>(API.dataRoom.customFolderTree),
  moveFiles: (fileExternalIds: string[], toExternalId: string) =>
    http.post<DataRoomFile[]>(API.dataRoom.customFolderMoveFiles, { fileExternalIds, toExternalId }),
};
