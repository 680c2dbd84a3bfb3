import { DATA_ROOM_LIMITS, SHARED_SPACES_MESSAGES as M, type RoomFile, type RoomTree } from '@atrium/contract';
import { AppError, validation } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { inlineSafe } from '../../platform/storage/content-disposition.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { storeUploadedParts, type UploadPart } from '../data-room/upload.ts';
import { folderTree, holderOf, ownRoom, toRoom, toRoomFile, type SharedSpacesKit } from './kit.ts';
import type { vdrFiles } from './tables.ts';

const VIEW_URL_TTL_MS = 15 * 60 * 1000;

/** What is inside a room (spec 3 §7.7): tree, folders, files copied from the master room or uploaded. */
export function createContentFlows(kit: SharedSpacesKit) {
  const { store, deps } = kit;
  const db = deps.database.db;

  async function folderIdOf(roomId: number, folderExternalId: string | null | undefined, path = 'folderExternalId') {
    if (!folderExternalId) return null;
    const f = await store.folders.one(roomId, folderExternalId);
    if (!f) throw validation(M.folderNotFound, [{ path, message: M.folderNotFound }]);
    return f.id;
  }
  async function ownFile(ctx: TenantContext, roomExternalId: string, fileExternalId: string) {
    const r = await ownRoom(kit, ctx, roomExternalId);
    const f = await store.files.one(r.room.id, fileExternalId);
    if (!f) throw new AppError('NOT_FOUND', M.fileNotFound);
    return { room: r, file: f };
  }
  /** Inserts room files holding their blobs; `sole` when the room owns the blob alone (a direct upload). */
  async function insertHolding(rows: (typeof vdrFiles.$inferInsert)[], sole: boolean, roomId: number) {
    const inserted = await store.files.insert(rows);
    await kit.blobHolds.hold(inserted.map((f) => ({ storageKey: f.storageKey, holder: holderOf(f.externalId), sole })));
    await store.rooms.touch(roomId);
    return inserted;
  }

  return {
    /** The assistant's read of a tenant's room: its name and files; null when the tenant has no such room. */
    async roomFilesOf(tenantId: number, roomExternalId: string) {
      const r = await store.rooms.one(tenantId, roomExternalId);
      if (!r) return null;
      const files = await store.files.list(r.room.id);
      return {
        room: { externalId: r.room.externalId, name: r.room.name },
        files: files.map((f) => toRoomFile(f.file, f.folderExternalId)),
      };
    },

    async tree(ctx: TenantContext, externalId: string): Promise<RoomTree> {
      const r = await ownRoom(kit, ctx, externalId);
      const [folders, files] = await Promise.all([store.folders.list(r.room.id), store.files.list(r.room.id)]);
      return {
        room: await toRoom(kit, r),
        folders: folderTree(folders, files),
        files: files.map((f) => toRoomFile(f.file, f.folderExternalId)),
      };
    },

    async createFolder(
      ctx: TenantContext,
      b: { roomExternalId: string; name: string; parentExternalId?: string | null },
    ) {
      const r = await ownRoom(kit, ctx, b.roomExternalId);
      const parentId = await folderIdOf(r.room.id, b.parentExternalId, 'parentExternalId');
      const f = await store.folders.insert({ roomId: r.room.id, parentId, name: b.name });
      return { externalId: f.externalId, name: f.name, fileCount: 0, nodes: [] };
    },

    /**
     * POST master/copy: room files that share the master files' stored blobs (held, so deleting the master file keeps
     * them) and keep their analysis. Another tenant's file id is 404.
     */
    async copyFromMaster(
      ctx: TenantContext,
      b: { roomExternalId: string; fileExternalIds: string[]; folderExternalId?: string | null },
    ): Promise<RoomFile[]> {
      const r = await ownRoom(kit, ctx, b.roomExternalId);
      const folderId = await folderIdOf(r.room.id, b.folderExternalId);
      const blobs = await kit.dataRoom.files.blobsOf(ctx, b.fileExternalIds);
      if (!blobs.length)
        throw validation(M.fileNotFound, [{ path: 'fileExternalIds', message: 'Links cannot be copied to a room' }]);
      const folderExternalId = b.folderExternalId ?? null;
      const inserted = await withTransaction(db, () =>
        insertHolding(
          blobs.map((m) => ({
            roomId: r.room.id,
            folderId,
            name: m.name,
            size: m.size,
            contentType: m.contentType,
            storageKey: m.storageKey,
            masterFileExternalId: m.externalId,
            processingState: m.processingState,
            summaryState: m.summaryState,
            aiAnalysis: m.aiAnalysis,
          })),
          false,
          r.room.id,
        ),
      );
      return inserted.map((f) => toRoomFile(f, folderExternalId));
    },

    /** POST file: a direct upload, streamed and checked like the master room's (spec 3 §5). */
    async upload(
      ctx: TenantContext,
      q: { roomExternalId: string; folderExternalId?: string; uploadId?: string },
      parts: AsyncIterable<UploadPart>,
      extra: { financialMonth?: string } = {},
    ): Promise<RoomFile[]> {
      const r = await ownRoom(kit, ctx, q.roomExternalId);
      const folderId = await folderIdOf(r.room.id, q.folderExternalId);
      const blobs = await storeUploadedParts(
        {
          storage: deps.storage,
          realtime: deps.realtime,
          userExternalId: ctx.user.externalId,
          tenantExternalId: ctx.tenant.externalId,
          uploadId: q.uploadId ?? null,
          maxBytes: deps.config.dataRoomMaxDocumentBytes ?? DATA_ROOM_LIMITS.maxDocumentBytes,
          maxFiles: DATA_ROOM_LIMITS.maxFilesPerUpload,
        },
        parts,
      );
      try {
        if (!blobs.length)
          throw validation('Choose at least one file', [{ path: 'files', message: 'Choose at least one file' }]);
        const inserted = await withTransaction(db, () =>
          insertHolding(
            blobs.map((b) => ({
              roomId: r.room.id,
              folderId,
              name: b.name,
              size: b.size,
              contentType: b.contentType,
              storageKey: b.storageKey,
              financialMonth: extra.financialMonth ?? null,
            })),
            true,
            r.room.id,
          ),
        );
        return inserted.map((f) => toRoomFile(f, q.folderExternalId ?? null));
      } catch (err) {
        await kit.blobHolds.purge(blobs.map((b) => b.storageKey));
        throw err;
      }
    },

    /** PATCH update-file-room-settings: rename a room file or move it inside the room. */
    async updateFile(
      ctx: TenantContext,
      b: { roomExternalId: string; fileExternalId: string; name?: string; folderExternalId?: string | null },
    ): Promise<RoomFile> {
      const { room, file } = await ownFile(ctx, b.roomExternalId, b.fileExternalId);
      const folderId =
        b.folderExternalId === undefined ? undefined : await folderIdOf(room.room.id, b.folderExternalId);
      await store.files.update(file.file.id, { name: b.name, folderId });
      const f = (await store.files.one(room.room.id, b.fileExternalId))!;
      return toRoomFile(f.file, f.folderExternalId);
    },

    /** Takes a file out of the room; the blob goes only when nothing else (the master file, another room) holds it. */
    async removeFile(ctx: TenantContext, roomExternalId: string, fileExternalId: string) {
      const { file } = await ownFile(ctx, roomExternalId, fileExternalId);
      const gone = await withTransaction(db, async () => {
        await store.files.remove(file.file.id);
        return kit.blobHolds.release([{ storageKey: file.file.storageKey, holder: holderOf(file.file.externalId) }]);
      });
      await kit.blobHolds.purge(gone);
      return null;
    },

    /** A URL for the owner to preview a room file, or (`download`) to save it. */
    async viewUrl(ctx: TenantContext, roomExternalId: string, fileExternalId: string, download = false) {
      const { file } = await ownFile(ctx, roomExternalId, fileExternalId);
      const contentType = file.file.contentType ?? 'application/octet-stream';
      return deps.storage.signedUrl(file.file.storageKey, {
        downloadName: file.file.name,
        contentType,
        ttlMs: VIEW_URL_TTL_MS,
        inline: !download && inlineSafe(contentType),
      });
    },

    /**
     * GET search (spec 3 §3 search history type 1): the room's files whose name or analysed title holds the term; the
     * term is saved in the member's search history of rooms.
     */
    async search(ctx: TenantContext, roomExternalId: string, term: string): Promise<RoomFile[]> {
      const r = await ownRoom(kit, ctx, roomExternalId);
      const needle = term.trim().toLowerCase();
      const files = await store.files.list(r.room.id);
      await kit.saveSearch(ctx, term.trim());
      return files
        .filter(
          (f) =>
            f.file.name.toLowerCase().includes(needle) ||
            (f.file.aiAnalysis?.documentTitle ?? '').toLowerCase().includes(needle),
        )
        .map((f) => toRoomFile(f.file, f.folderExternalId));
    },
  };
}
export type ContentFlows = ReturnType<typeof createContentFlows>;
