import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DATA_ROOM_MESSAGES,
  DOC_CENTER_LIMITS,
  wholeMb,
  type DocCenterItem,
  type DocCenterOwnership,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import { isStorageTooLarge } from '../../platform/storage/errors.ts';
import { docScope, visibleTo, type Scope } from './access.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { freeName, safeName } from './names.ts';
import type { DocCenterStore, DocItemRow } from './store.ts';
import { uniquePaths, zipStream } from './zip.ts';
import { queueIndexing } from './indexing.ts';
import type { DocumentIndexService } from '../document-index/service.ts';

/** One file part of a multipart upload, as the route hands it over (a stream that must be consumed or drained). */
export interface DocUploadPart {
  fileName: string;
  mimeType: string;
  stream: Readable & { truncated?: boolean };
}

interface FilesDeps {
  deps: AppDeps;
  store: DocCenterStore;
  itemOf(
    ctx: RequestContext,
    externalId: string,
    what?: string,
  ): Promise<{ scope: Scope; row: DocItemRow; chain: DocItemRow[] }>;
  folderOf(scope: Scope, externalId: string | null | undefined): Promise<DocItemRow | null>;
  requireWritable(scope: Scope, row: DocItemRow): void;
  ownershipFor(scope: Scope, parent: DocItemRow | null, asked?: DocCenterOwnership): DocCenterOwnership;
  view(scope: Scope, rows: DocItemRow[], counts?: Map<number, number>): Promise<DocCenterItem[]>;
  /** The assistant's document index: files are queued for it on upload and leave it on delete. */
  documentIndex: Pick<DocumentIndexService, 'removeFiles'>;
}

const LIMIT = DOC_CENTER_LIMITS.maxFileBytes;
const tooLarge = (name: string) =>
  new AppError('PAYLOAD_TOO_LARGE', DATA_ROOM_MESSAGES.exceededMaxSize(name, wholeMb(LIMIT)));
const MIME = /^[\w.+-]+\/[\w.+-]+$/;

/** Upload, download (one or a zip) and delete of document-center items; blobs live in deps.storage. */
export function createDocCenterFiles(f: FilesDeps) {
  const { deps, store } = f;
  const db = deps.database.db;

  /** Items of one tenant the caller may see, by external id (the first id decides the tenant). */
  async function visibleItems(ctx: RequestContext, externalIds: string[]) {
    const ids = [...new Set(externalIds)];
    const { scope } = await f.itemOf(ctx, ids[0], 'File');
    const rows = await store.byExternalIds(scope.tenantId, ids);
    if (rows.length !== ids.length) throw notFound('File');
    for (const r of rows) {
      if (!(await store.ancestry(r.id)).every((c) => visibleTo(scope, c))) throw notFound('File');
    }
    return { scope, rows };
  }

  return {
    /**
     * POST files/upload: any file type below DOC_CENTER_LIMITS.maxFileBytes, streamed to storage. A name listed in
     * overwrittenFiles replaces the file of that name in the folder (same item, new content); any other name already
     * taken gets ' (2)', ' (3)'… (decision). All rows in one transaction; on failure no row and no blob remain.
     */
    async upload(
      ts: TenantScope,
      q: { parentId?: string; overwrittenFiles?: string },
      parts: AsyncIterable<DocUploadPart>,
    ): Promise<DocCenterItem[]> {
      const scope = docScope(ts);
      await f.folderOf(scope, q.parentId);
      const overwrite = new Set(
        (q.overwrittenFiles ?? '')
          .split(',')
          .map((n) => n.trim().toLowerCase())
          .filter(Boolean),
      );
      const stored: { key: string; name: string; contentType: string; size: number }[] = [];
      const replaced: string[] = [];
      try {
        for await (const part of parts) {
          const name = safeName(part.fileName);
          const contentType = MIME.test(part.mimeType) ? part.mimeType.toLowerCase() : 'application/octet-stream';
          const key = `doc-center/${scope.tenantExternalId}/${randomUUID()}`;
          let obj;
          try {
            obj = await deps.storage.put(key, part.stream, { contentType, maxBytes: LIMIT });
          } catch (err) {
            part.stream.resume();
            if (isStorageTooLarge(err)) throw tooLarge(name);
            throw err;
          }
          stored.push({ key, name, contentType, size: obj.size });
          if (part.stream.truncated || obj.size >= LIMIT) throw tooLarge(name);
        }
        if (!stored.length) throw validation('No file was sent', [{ path: 'files', message: 'Required' }]);
        const rows = await withTransaction(db, async () => {
          await store.lockTenantTree(scope.tenantId);
          const parent = await f.folderOf(scope, q.parentId);
          const siblings = await store.namesIn(scope.tenantId, parent?.id ?? null);
          const taken = new Set(siblings.map((s) => s.name.toLowerCase()));
          const claimed = new Set<number>();
          const out: DocItemRow[] = [];
          for (const s of stored) {
            const same = siblings.find(
              (r) =>
                r.kind === 'FILE' &&
                !claimed.has(r.id) &&
                visibleTo(scope, r) &&
                r.name.toLowerCase() === s.name.toLowerCase(),
            );
            if (same && overwrite.has(s.name.toLowerCase())) {
              f.requireWritable(scope, same);
              claimed.add(same.id);
              if (same.storageKey) replaced.push(same.storageKey);
              out.push(await store.update(same.id, { size: s.size, contentType: s.contentType, storageKey: s.key }));
              if (same.ownership !== 'PERSONAL') await queueIndexing(db, same.id);
              continue;
            }
            const name = freeName(s.name, taken);
            taken.add(name.toLowerCase());
            const ownership = f.ownershipFor(scope, parent);
            const row = await store.insert({
              tenantId: scope.tenantId,
              parentId: parent?.id ?? null,
              kind: 'FILE',
              name,
              ownership,
              ownerUserId: scope.userId,
              size: s.size,
              contentType: s.contentType,
              storageKey: s.key,
            });
            out.push(row);
            // PERSONAL files are their owner's alone: the tenant-wide index never holds them.
            if (ownership !== 'PERSONAL') await queueIndexing(db, row.id);
          }
          return out;
        });
        await Promise.all(replaced.map((k) => deps.storage.delete(k).catch(() => undefined)));
        return f.view(scope, rows, new Map(rows.map((r) => [r.id, 0])));
      } catch (err) {
        await Promise.all(stored.map((s) => deps.storage.delete(s.key).catch(() => undefined)));
        throw err;
      }
    },

    /** GET files/download: one file under its own name. */
    async download(ctx: RequestContext, externalId: string) {
      const { row } = await f.itemOf(ctx, externalId);
      if (row.kind !== 'FILE' || !row.storageKey) throw notFound('File');
      return {
        name: row.name,
        contentType: row.contentType ?? 'application/octet-stream',
        size: Number(row.size),
        stream: await deps.storage.get(row.storageKey),
      };
    },

    /** GET files/download-multiple: a streamed files.zip; a folder brings the files beneath it under its own path. */
    async downloadMultiple(ctx: RequestContext, externalIds: string[]) {
      const { scope, rows } = await visibleItems(ctx, externalIds);
      const sub = await store.subtree(rows.map((r) => r.id));
      const byId = new Map(sub.map((r) => [r.id, r]));
      const top = new Set(rows.map((r) => r.id));
      // A path runs up to one of the selected items; a hidden item hides everything beneath it.
      const pathOf = (r: DocItemRow): string | null => {
        const names: string[] = [];
        for (let x: DocItemRow | undefined = r; x; x = top.has(x.id) ? undefined : byId.get(x.parentId ?? -1)) {
          if (!visibleTo(scope, x)) return null;
          names.unshift(x.name.replace(/[\\/]/g, '_'));
        }
        return names.join('/');
      };
      const files = sub
        .filter((r) => r.kind === 'FILE' && r.storageKey)
        .map((r) => ({ r, path: pathOf(r) }))
        .filter((x): x is { r: DocItemRow; path: string } => x.path !== null);
      if (!files.length) throw notFound('File');
      const paths = uniquePaths(files.map((x) => x.path));
      return {
        name: 'files.zip',
        stream: zipStream(files.map((x, i) => ({ path: paths[i], open: () => deps.storage.get(x.r.storageKey!) }))),
      };
    },

    /** POST files/delete: folders with everything beneath them; blobs removed after the commit. */
    async delete(ctx: RequestContext, externalIds: string[]): Promise<{ deleted: number }> {
      const keys: string[] = [];
      const deleted = await withTransaction(db, async () => {
        const { scope, rows } = await visibleItems(ctx, externalIds);
        rows.forEach((r) => f.requireWritable(scope, r));
        await store.lockTenantTree(scope.tenantId);
        const sub = await store.subtree(rows.map((r) => r.id));
        keys.push(...sub.map((r) => r.storageKey).filter((k): k is string => !!k));
        await store.deleteIds(rows.map((r) => r.id));
        await f.documentIndex.removeFiles(
          scope.tenantId,
          sub.filter((r) => r.kind === 'FILE').map((r) => r.externalId),
        );
        return new Set(sub.map((r) => r.id)).size;
      });
      await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
      return { deleted };
    },
  };
}
