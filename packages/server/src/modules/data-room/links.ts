import {
  DATA_ROOM_MESSAGES,
  TAXONOMY_IDS,
  isHiddenStaticId,
  isPlaceableStaticId,
  type DataRoomFile,
} from '@atrium/contract';
import { AppError, validation } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import type { CustomFoldersService } from './custom-folders.ts';
import { toDataRoomFile } from './file-row.ts';
import { toFile } from './files-service.ts';
import type { FileStore } from './store.ts';

const fieldError = (path: string, message: string) => validation(message, [{ path, message }]);

/**
 * Links of the master data room (spec 3 §2.10, §3 'type URL'): rows of data_room_files with type URL, a name and the
 * address (file_url), no bytes. They are listed, moved, searched and deleted like files by the files calls; they are
 * never analysed (no job, state PROCESSED_SEEN) and never fetched by the server. Address checks live in the contract.
 */
export function createDataRoomLinks(store: FileStore, folders: Pick<CustomFoldersService, 'ownFolder'>) {
  return {
    /** A link in a taxonomy folder (the master folder when none is given) or, with customParentId, a custom folder. */
    async create(
      ctx: TenantContext,
      body: { name: string; url: string; parentId?: number; customParentId?: string },
    ): Promise<DataRoomFile> {
      if (body.customParentId !== undefined && body.parentId !== undefined)
        throw fieldError('parentId', 'Give either parentId or customParentId');
      let at: { parentStaticId: number | null; customFolderId: number | null } = {
        parentStaticId: body.parentId ?? TAXONOMY_IDS.master,
        customFolderId: null,
      };
      let customFolderExternalId: string | null = null;
      if (body.customParentId !== undefined) {
        const folder = await folders.ownFolder(ctx, body.customParentId);
        at = { parentStaticId: null, customFolderId: folder.id };
        customFolderExternalId = folder.externalId;
      } else if (isHiddenStaticId(at.parentStaticId!)) {
        throw fieldError('parentId', DATA_ROOM_MESSAGES.folderHidden);
      } else if (!isPlaceableStaticId(at.parentStaticId!)) {
        throw new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.folderNotFound);
      }
      const [row] = await store.insert([
        {
          tenantId: ctx.tenant.id,
          type: 'URL',
          name: body.name,
          extension: 'url',
          fileUrl: body.url,
          parentStaticId: at.parentStaticId,
          customFolderId: at.customFolderId,
          processingState: 'PROCESSED_SEEN',
          uploadedByUserId: ctx.user.id,
        },
      ]);
      return toDataRoomFile(row, { redFlags: 0, customFolderExternalId });
    },

    /** A link's new name and address; a file (not a link) or another tenant's id is 404. */
    async update(ctx: TenantContext, body: { externalId: string; name: string; url: string }): Promise<DataRoomFile> {
      const [found] = await store.byExternalIds(ctx.tenant.id, [body.externalId]);
      if (!found || found.row.type !== 'URL') throw new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.fileNotFound);
      await store.updateLink(ctx.tenant.id, found.row.id, { name: body.name, fileUrl: body.url });
      const [again] = await store.byIds(ctx.tenant.id, [found.row.id]);
      return toFile(again);
    },
  };
}
export type DataRoomLinksService = ReturnType<typeof createDataRoomLinks>;
