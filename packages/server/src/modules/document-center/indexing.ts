import { z } from 'zod';
import { DOC_CENTER_LIMITS } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { enqueueJob, QUEUES, type JobWriter } from '../../platform/jobs/enqueue.ts';
import type { JobHandler, JobRunner } from '../../platform/jobs/runner.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { ExtractionFailed, MAX_TEXT_CHARS, readAll } from '../../platform/extract/common.ts';
import type { ExtractionThread } from '../../platform/extract/thread.ts';
import type { DocumentIndexService } from '../document-index/service.ts';
import { createDocCenterStore, type DocItemRow } from './store.ts';

const payloadSchema = z.object({ itemId: z.number().int().positive() });

/** Plain text needs no parser: its bytes are the text. */
const PLAIN_TEXT = new Set(['txt', 'text', 'md', 'csv']);
const extensionOf = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/**
 * Whether the assistant may quote the file to any member of its company: PERSONAL items are their owner's alone, so
 * they stay out of the tenant-wide index.
 */
export const indexable = (chain: DocItemRow[]) => chain.every((r) => r.ownership !== 'PERSONAL');

/** Queues the indexing of an uploaded (or replaced) file; joins the upload's transaction. */
export const queueIndexing = (db: JobWriter, itemId: number) => enqueueJob(db, QUEUES.documentCenterIndex, { itemId });

/**
 * The `document-center-index` job (payload {itemId}): extracts the file's text in the app's extraction thread and
 * hands it to the document index (issue 18 #4: DOCUMENT_QA answers from document-center files too). The index write
 * runs under the tenant tree's lock after checking the file is still there with the same content and still not
 * PERSONAL, so a delete or a move into a personal folder meanwhile (which remove the passages under the same lock)
 * always wins. A file whose text cannot be extracted is indexed empty (nothing to quote).
 */
export function createDocCenterIndexJob(
  deps: AppDeps,
  s: { extraction: ExtractionThread; documentIndex: Pick<DocumentIndexService, 'indexFile'> },
): JobHandler {
  const db = deps.database.db;
  const store = createDocCenterStore(db);
  return async (rawPayload, job) => {
    const parsed = payloadSchema.safeParse(rawPayload);
    if (!parsed.success) {
      deps.log.error({ jobId: job.id, payload: rawPayload }, 'document-center-index job with a bad payload skipped');
      return;
    }
    const row = await store.byId(parsed.data.itemId);
    if (!row || row.kind !== 'FILE' || !row.storageKey) return;
    let text: string | null = null;
    try {
      const data = await readAll(
        await deps.storage.get(row.storageKey),
        DOC_CENTER_LIMITS.maxFileBytes,
        Number(row.size) || undefined,
      );
      const ext = extensionOf(row.name);
      text = PLAIN_TEXT.has(ext)
        ? data.toString('utf8', 0, Math.min(data.length, MAX_TEXT_CHARS * 4)).slice(0, MAX_TEXT_CHARS)
        : await s.extraction.extract(data, ext);
    } catch (err) {
      if (!(await store.byId(row.id))) return; // deleted meanwhile (its blob with it)
      if (!(err instanceof ExtractionFailed)) throw err;
      deps.log.info({ itemId: row.id, reason: err.message }, 'document-center file without extractable text');
    }
    await withTransaction(db, async () => {
      await store.lockTenantTree(row.tenantId);
      const now = await store.byId(row.id);
      if (!now || now.storageKey !== row.storageKey || !indexable(await store.ancestry(now.id))) return;
      await s.documentIndex.indexFile({
        tenantId: now.tenantId,
        fileExternalId: now.externalId,
        kind: 'DOCUMENT_CENTER',
        name: now.name,
        text,
      });
    });
  };
}

/** Registers the document center's indexing job on the app's runner. */
export function registerDocCenterIndexing(
  runner: JobRunner,
  deps: AppDeps,
  s: { extraction: ExtractionThread; documentIndex: Pick<DocumentIndexService, 'indexFile'> },
) {
  runner.register(QUEUES.documentCenterIndex, createDocCenterIndexJob(deps, s));
}
