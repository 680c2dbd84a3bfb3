import { randomUUID } from 'node:crypto';
import {
  DATA_ROOM_LIMITS,
  DATA_ROOM_MESSAGES,
  TAXONOMY,
  TAXONOMY_IDS,
  fileExtension,
  isHiddenStaticId,
  isPlaceableStaticId,
  taxonomyEntry,
  type AiAnalysis,
  type DataRoomFile,
  type DataRoomFilesPage,
  type FileSortField,
  type PresignedUrl,
  type TaxonomyEntry,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { DocumentIndexService } from '../document-index/service.ts';
import { AppError, validation } from '../../platform/errors.ts';
import type { RequestContext, TenantContext } from '../../platform/http/context.ts';
import { enqueueJob, QUEUES } from '../../platform/jobs/enqueue.ts';
import { inlineSafe } from '../../platform/storage/content-disposition.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { createBlobHolds } from '../../platform/storage/blob-holds.ts';
import { toDataRoomFile, toFolderRow } from './file-row.ts';
import { safeFileName } from './file-name.ts';
import type { FileLocation, FileRecord, FileStore } from './store.ts';
import { dataRoomKey, storeUploadedParts, type StoredBlob, type UploadPart } from './upload.ts';
import { statsOf, subtreeTotals, type StatsInput } from './stats.ts';

/** How long a pre-signed URL of a data-room file is valid. */
export const PRESIGNED_TTL_MS = 15 * 60 * 1000;

export const toFile = (r: FileRecord): DataRoomFile =>
  toDataRoomFile(r.row, { redFlags: r.redFlags, customFolderExternalId: r.customFolderExternalId });

/** Placement of new files: a taxonomy entry (9997 = master) or a custom folder (by internal id). */
export type Placement = { parentStaticId: number } | { customFolderId: number };

export interface ImportBlob {
  name: string;
  size: number;
  contentType: string | null;
  sourceStorageKey: string;
  sourceExternalId: string;
}

/** The hidden Safe/KISS entry (174): a clear 400 naming the parameter that chose it. */
const folderHidden = (path: string) =>
  validation(DATA_ROOM_MESSAGES.folderHidden, [{ path, message: DATA_ROOM_MESSAGES.folderHidden }]);
const destinationInvalid = () =>
  validation(DATA_ROOM_MESSAGES.destinationInvalid, [
    { path: 'destination', message: DATA_ROOM_MESSAGES.destinationInvalid },
  ]);

/** Files of the master data room (spec 3 §7.2): list, upload, move, approve, delete, download, statistics, summary. */
export function createDataRoomFiles(
  deps: AppDeps,
  store: FileStore,
  documentIndex: Pick<DocumentIndexService, 'removeFiles'>,
) {
  const db = deps.database.db;
  const maxBytes = () => deps.config.dataRoomMaxDocumentBytes ?? DATA_ROOM_LIMITS.maxDocumentBytes;
  const blobHolds = createBlobHolds(db, deps.storage);

  /** The caller's files with these ids, all of them, or 404 (another tenant's id is not found). */
  async function ownFiles(ctx: TenantContext, externalIds: string[]): Promise<FileRecord[]> {
    const unique = [...new Set(externalIds)];
    const found = await store.byExternalIds(ctx.tenant.id, unique);
    if (found.length !== unique.length) throw new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.fileNotFound);
    return found;
  }
  async function ownFile(ctx: TenantContext, externalId: string) {
    return (await ownFiles(ctx, [externalId]))[0];
  }
  const reload = async (ctx: TenantContext, ids: number[]) => {
    const byId = new Map((await store.byIds(ctx.tenant.id, ids)).map((r) => [r.row.id, r]));
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is FileRecord => !!r)
      .map(toFile);
  };

  /**
   * Inserts rows for stored blobs and enqueues their analysis, in the caller's `withTransaction`. The reply is built from
   * the inserted rows (NOT_PROCESSED), not re-read, so it never depends on how fast the analysis worker starts.
   */
  async function insertRows(
    ctx: TenantContext,
    blobs: (StoredBlob & { sourceExternalId?: string })[],
    at: Placement,
  ): Promise<DataRoomFile[]> {
    const folderExternalId =
      'customFolderId' in at ? await store.customFolderExternalId(ctx.tenant.id, at.customFolderId) : null;
    if ('customFolderId' in at && !folderExternalId) throw new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.folderNotFound);
    const inserted = await store.insert(
      blobs.map((b) => ({
        externalId: b.externalId,
        tenantId: ctx.tenant.id,
        name: b.name,
        extension: b.extension,
        size: b.size,
        contentType: b.contentType,
        storageKey: b.storageKey,
        parentStaticId: 'parentStaticId' in at ? at.parentStaticId : null,
        customFolderId: 'customFolderId' in at ? at.customFolderId : null,
        sourceExternalId: b.sourceExternalId ?? null,
        uploadedByUserId: ctx.user.id,
      })),
    );
    for (const r of inserted) await enqueueJob(db, QUEUES.documentAnalysis, { fileId: r.id });
    return inserted.map((row) => toDataRoomFile(row, { redFlags: 0, customFolderExternalId: folderExternalId }));
  }

  return {
    /** Files of a taxonomy entry (or the master folder), with its visible child entries as FOLDER rows on page 0. */
    async list(
      ctx: TenantContext,
      q: { parentId: number; page: number; size: number; sort: FileSortField; direction: 'asc' | 'desc' },
    ): Promise<DataRoomFilesPage> {
      const isRoot = q.parentId === TAXONOMY_IDS.root;
      if (!isRoot && !isPlaceableStaticId(q.parentId))
        throw new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.folderNotFound);
      const children: readonly TaxonomyEntry[] = isRoot ? TAXONOMY : (taxonomyEntry(q.parentId)?.entries ?? []);
      let folders: DataRoomFile[] = [];
      if (q.page === 0 && children.length) {
        const totals = subtreeTotals(await store.countsByStaticId(ctx.tenant.id));
        folders = children
          .filter((e) => !e.hidden)
          .map((e) => toFolderRow(e, totals.get(e.staticId)?.files ?? 0, totals.get(e.staticId)?.redFlags ?? 0));
      }
      const { rows, total } = isRoot
        ? { rows: [], total: 0 }
        : await store.page(ctx.tenant.id, { parentStaticId: q.parentId }, q);
      return {
        folders,
        content: rows.map(toFile),
        page: { number: q.page, size: q.size, totalElements: total, totalPages: Math.ceil(total / q.size) },
      };
    },

    /**
     * Streams the uploaded files to storage, then inserts their rows and analysis jobs in one transaction. Any failure
     * leaves no row and no blob.
     */
    async upload(
      ctx: TenantContext,
      at: Placement,
      parts: AsyncIterable<UploadPart>,
      uploadId: string | null,
    ): Promise<DataRoomFile[]> {
      if ('parentStaticId' in at && isHiddenStaticId(at.parentStaticId)) throw folderHidden('parentId');
      if ('parentStaticId' in at && !isPlaceableStaticId(at.parentStaticId))
        throw new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.folderNotFound);
      const blobs = await storeUploadedParts(
        {
          storage: deps.storage,
          realtime: deps.realtime,
          userExternalId: ctx.user.externalId,
          tenantExternalId: ctx.tenant.externalId,
          uploadId,
          maxBytes: maxBytes(),
          maxFiles: DATA_ROOM_LIMITS.maxFilesPerUpload,
        },
        parts,
      );
      try {
        if (!blobs.length)
          throw validation('Choose at least one file', [{ path: 'files', message: 'Choose at least one file' }]);
        return await withTransaction(db, async () => insertRows(ctx, blobs, at));
      } catch (err) {
        await Promise.all(blobs.map((b) => deps.storage.delete(b.storageKey).catch(() => undefined)));
        throw err;
      }
    },

    /** Copies blobs (document-center items) into the data room, then rows + analysis jobs in one transaction. */
    async addFromBlobs(anyCtx: RequestContext, blobs: ImportBlob[], placement: Placement): Promise<DataRoomFile[]> {
      if (!anyCtx.tenant || !anyCtx.membership) throw new AppError('FORBIDDEN', 'Select a company first');
      const ctx = anyCtx as TenantContext;
      if ('parentStaticId' in placement && isHiddenStaticId(placement.parentStaticId)) throw folderHidden('parentId');
      if ('parentStaticId' in placement && !isPlaceableStaticId(placement.parentStaticId)) throw destinationInvalid();
      const copied: StoredBlob[] = [];
      try {
        for (const b of blobs) {
          const externalId = randomUUID();
          const storageKey = dataRoomKey(ctx.tenant.externalId, externalId);
          const name = safeFileName(b.name);
          const contentType = b.contentType ?? 'application/octet-stream';
          const obj = await deps.storage.put(storageKey, await deps.storage.get(b.sourceStorageKey), { contentType });
          copied.push({ externalId, name, extension: fileExtension(name), contentType, size: obj.size, storageKey });
        }
        const withSource = copied.map((c, i) => ({ ...c, sourceExternalId: blobs[i].sourceExternalId }));
        return await withTransaction(db, async () => insertRows(ctx, withSource, placement));
      } catch (err) {
        await Promise.all(copied.map((b) => deps.storage.delete(b.storageKey).catch(() => undefined)));
        throw err;
      }
    },

    /** Moves files (from anywhere in the room) to a taxonomy entry or the master folder; their analysis stays. */
    async move(ctx: TenantContext, fileExternalIds: string[], destination: number): Promise<DataRoomFile[]> {
      if (isHiddenStaticId(destination)) throw folderHidden('destination');
      if (!isPlaceableStaticId(destination)) throw destinationInvalid();
      const files = await ownFiles(ctx, fileExternalIds);
      const ids = files.map((f) => f.row.id);
      await withTransaction(db, async () => store.moveTo(ctx.tenant.id, ids, { parentStaticId: destination }));
      return reload(ctx, ids);
    },

    /** Moves files to a custom folder (internal id, already checked to be the tenant's). */
    async moveToCustom(ctx: TenantContext, fileExternalIds: string[], customFolderId: number): Promise<DataRoomFile[]> {
      const files = await ownFiles(ctx, fileExternalIds);
      const ids = files.map((f) => f.row.id);
      await withTransaction(db, async () => store.moveTo(ctx.tenant.id, ids, { customFolderId }));
      return reload(ctx, ids);
    },

    /**
     * Approve: files with a suggested folder go there (a finished analysis becomes PROCESSED_PLACED_NOT_SEEN); files
     * without one stay where they are and are listed in `left` with the reason. None approvable → 400 naming them.
     */
    async approve(
      ctx: TenantContext,
      fileExternalIds: string[],
    ): Promise<{ files: DataRoomFile[]; left: { name: string; reason: string }[] }> {
      const files = await ownFiles(ctx, fileExternalIds);
      const approvable = (f: FileRecord) =>
        f.row.suggestedStaticId !== null && isPlaceableStaticId(f.row.suggestedStaticId);
      const ok = files.filter(approvable);
      // Named in the order asked.
      const order = (f: FileRecord) => fileExternalIds.indexOf(f.row.externalId);
      const left = files
        .filter((f) => !approvable(f))
        .sort((a, b) => order(a) - order(b))
        .map((f) => ({
          name: f.row.name,
          reason:
            f.row.processingState === 'CANNOT_BE_ANALYZED'
              ? DATA_ROOM_MESSAGES.notApprovable.cannotBeAnalyzed
              : DATA_ROOM_MESSAGES.notApprovable.noSuggestion,
        }));
      if (!ok.length)
        throw validation(
          DATA_ROOM_MESSAGES.nothingToApprove,
          left.map((f) => ({ path: 'fileExternalIds', message: DATA_ROOM_MESSAGES.notMoved([f]) })),
        );
      const ids = ok.map((f) => f.row.id);
      await withTransaction(db, async () => store.placeAtSuggestion(ctx.tenant.id, ids));
      return { files: await reload(ctx, ids), left };
    },

    /**
     * Deletes the rows (their red flags cascade) and their passages in the assistant's document index, and, after the
     * commit, their blobs.
     */
    async remove(ctx: TenantContext, fileExternalIds: string[]): Promise<{ deleted: number }> {
      const files = await ownFiles(ctx, fileExternalIds);
      const deleted = await withTransaction(db, async () => {
        await documentIndex.removeFiles(
          ctx.tenant.id,
          files.map((f) => f.row.externalId),
        );
        return store.remove(
          ctx.tenant.id,
          files.map((f) => f.row.id),
        );
      });
      // A blob a shared room still holds stays until the room lets go of it (platform/storage/blob-holds.ts).
      await blobHolds.deleteUnlessHeld(files.map((f) => f.row.storageKey).filter((k): k is string => !!k));
      return { deleted };
    },

    /**
     * The files to download, in the order asked. Links (URL rows) have no bytes: they are left out of the download,
     * and a selection of links only is refused (400 naming fileExternalIds).
     */
    async forDownload(ctx: TenantContext, fileExternalIds: string[]) {
      const files = await ownFiles(ctx, fileExternalIds);
      const byExt = new Map(files.map((f) => [f.row.externalId, f]));
      const ordered = [...new Set(fileExternalIds)].map((id) => byExt.get(id)!).filter((f) => !!f.row.storageKey);
      if (!ordered.length)
        throw validation(DATA_ROOM_MESSAGES.noFilesToDownload, [
          { path: 'fileExternalIds', message: DATA_ROOM_MESSAGES.noFilesToDownload },
        ]);
      return ordered.map((f) => ({
        name: f.row.name,
        size: f.row.size,
        contentType: f.row.contentType ?? 'application/octet-stream',
        open: () => deps.storage.get(f.row.storageKey!),
      }));
    },

    /** A URL to view the file; opening a placed file for the first time marks it PROCESSED_SEEN. */
    async presignedUrl(ctx: TenantContext, externalId: string): Promise<PresignedUrl> {
      const f = await ownFile(ctx, externalId);
      if (!f.row.storageKey) throw new AppError('NOT_FOUND', DATA_ROOM_MESSAGES.fileNotFound);
      const contentType = f.row.contentType ?? 'application/octet-stream';
      if (f.row.processingState === 'PROCESSED_PLACED_NOT_SEEN') await store.markSeen(ctx.tenant.id, f.row.id);
      return deps.storage.signedUrl(f.row.storageKey, {
        downloadName: f.row.name,
        contentType,
        ttlMs: PRESIGNED_TTL_MS,
        inline: inlineSafe(contentType),
      });
    },

    async file(ctx: TenantContext, externalId: string): Promise<DataRoomFile> {
      return toFile(await ownFile(ctx, externalId));
    },

    /** The given taxonomy tree with files and active red flags per subtree, plus the master folder as an extra root. */
    async stats(ctx: TenantContext, tree: StatsInput[]) {
      return statsOf(tree, await store.countsByStaticId(ctx.tenant.id));
    },

    async updateSummary(ctx: TenantContext, externalId: string, analysis: AiAnalysis): Promise<DataRoomFile> {
      const f = await ownFile(ctx, externalId);
      await store.setAnalysis(ctx.tenant.id, f.row.id, analysis);
      return (await reload(ctx, [f.row.id]))[0];
    },

    /**
     * The stored blobs of files of the caller's tenant, with their analysis, for a shared room's copy (files without a
     * blob, i.e. links, are left out). 404 when one is not the tenant's.
     */
    async blobsOf(ctx: TenantContext, externalIds: string[]) {
      const files = await ownFiles(ctx, externalIds);
      return files
        .filter((f) => !!f.row.storageKey)
        .map((f) => ({
          externalId: f.row.externalId,
          name: f.row.name,
          size: Number(f.row.size),
          contentType: f.row.contentType,
          storageKey: f.row.storageKey!,
          processingState: f.row.processingState as DataRoomFile['processingState'],
          summaryState: f.row.summaryState as DataRoomFile['summaryState'],
          aiAnalysis: f.row.aiAnalysis ?? null,
        }));
    },

    /** Files of a custom folder (internal id, already checked). */
    async inCustomFolder(ctx: TenantContext, customFolderId: number): Promise<DataRoomFile[]> {
      return (await store.all(ctx.tenant.id, { customFolderId } as FileLocation)).map(toFile);
    },
  };
}
export type DataRoomFilesService = ReturnType<typeof createDataRoomFiles>;
