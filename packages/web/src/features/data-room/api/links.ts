import { API, type DataRoomFile } from '@atrium/contract';
import { http } from '../../../lib/http';

/** Where a new link goes: a taxonomy folder (static id; 9997 the master folder) or a custom folder. */
export type LinkTarget = { parentStaticId: number } | { customFolderExternalId: string };

/** Link calls of the data room (URL rows; moved, searched and deleted by the file calls). */
export const linksApi = {
  create: (name: string, url: string, at: LinkTarget) =>
    http.post<DataRoomFile>(API.dataRoom.createLink, {
      name,
      url,
      ...('parentStaticId' in at ? { parentId: at.parentStaticId } : { customParentId: at.customFolderExternalId }),
    }),
  update: (externalId: string, name: string, url: string) =>
    http.put<DataRoomFile>(API.dataRoom.updateLink, { externalId, name, url }),
};
