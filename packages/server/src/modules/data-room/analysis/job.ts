import { z } from 'zod';
import { DATA_ROOM_LIMITS, DATA_ROOM_MESSAGES, type ProcessingState } from '@atrium/contract';
import type { AppDeps } from '../../../platform/deps.ts';
import type { AiProvider } from '../../../platform/ai/provider.ts';
import type { JobHandler } from '../../../platform/jobs/runner.ts';
import { withTransaction } from '../../../platform/transaction.ts';
import { createAnalysisStore, type AnalysisFile } from './store.ts';
import { publishStateChanged } from './events.ts';
import { ExtractionFailed, hasUsableText, readAll } from '../../../platform/extract/common.ts';
import type { ExtractionThread } from '../../../platform/extract/thread.ts';
import type { DocumentIndexService } from '../../document-index/service.ts';

const payloadSchema = z.object({ fileId: z.number().int().positive() });

const DONE: readonly ProcessingState[] = ['PROCESSED_AND_NOT_PLACED', 'PROCESSED_PLACED_NOT_SEEN', 'PROCESSED_SEEN'];

/**
 * The `document-analysis` job (payload {fileId}): walks the file through the processing states of spec 3 §3 in order —
 * PROCESSING_SUGGESTED_FOLDER → PROCESSED_SUGGESTED_FOLDER → PROCESSING_AI_SUMMARY → PROCESSED_AND_NOT_PLACED (in the
 * master folder) or PROCESSED_PLACED_NOT_SEEN (already placed) — committing each step and publishing STATE_CHANGED to
 * every member of the file's tenant. A file without extractable text ends CANNOT_BE_ANALYZED with the spec's message;
 * a file deleted meanwhile ends the job quietly.
 */
export function createDocumentAnalysisJob(
  deps: AppDeps,
  s: {
    memberExternalIds: (tenantId: number) => Promise<string[]>;
    ai: AiProvider;
    extraction: ExtractionThread;
    /** The assistant's document index: the extracted text is indexed in the same transaction that completes the file. */
    documentIndex: Pick<DocumentIndexService, 'indexFile'>;
    now?: () => Date;
  },
): JobHandler {
  const store = createAnalysisStore(deps.database.db);

  return async (rawPayload, job) => {
    const parsed = payloadSchema.safeParse(rawPayload);
    if (!parsed.success) {
      deps.log.error({ jobId: job.id, payload: rawPayload }, 'document-analysis job with a bad payload skipped');
      return;
    }
    const { fileId } = parsed.data;
    const initial = await store.file(fileId);
    if (!initial) return;
    if (DONE.includes(initial.processingState) && initial.summaryState === 'PROCESSED') return;
    const members = await s.memberExternalIds(initial.tenantId);
    const publish = async (file: AnalysisFile) =>
      publishStateChanged(deps, members, file, await store.activeFlagCount(file.id));

    async function cannotBeAnalyzed(reason: string) {
      const file = await store.update(fileId, {
        processingState: 'CANNOT_BE_ANALYZED',
        summaryState: 'CANNOT_BE_ANALYZED',
        analysisError: DATA_ROOM_MESSAGES.cannotBeAnalyzed,
      });
      deps.log.info({ fileId, reason }, 'document cannot be analyzed');
      if (file) await publish(file);
    }

    try {
      let file = await store.update(fileId, {
        processingState: 'PROCESSING_SUGGESTED_FOLDER',
        summaryState: 'NOT_PROCESSED',
        analysisError: null,
      });
      if (!file) return;
      await publish(file);

      let text: string;
      try {
        if (!file.storageKey) throw new ExtractionFailed('no stored content');
        const data = await readAll(
          await deps.storage.get(file.storageKey),
          DATA_ROOM_LIMITS.maxDocumentBytes,
          file.size || undefined,
        );
        text = await s.extraction.extract(data, file.extension);
      } catch (err) {
        if (!(await store.file(fileId))) return; // deleted meanwhile (its blob with it)
        if (err instanceof ExtractionFailed) return cannotBeAnalyzed(err.message);
        throw err;
      }
      if (!hasUsableText(text)) return cannotBeAnalyzed('no text');

      const result = await s.ai.analyse(text, { fileName: file.name, now: s.now?.() });
      file = await store.update(fileId, {
        processingState: 'PROCESSED_SUGGESTED_FOLDER',
        suggestedStaticId: result.suggestedStaticId,
        extractedText: text,
      });
      if (!file) return;
      await publish(file);

      file = await store.update(fileId, {
        processingState: 'PROCESSING_AI_SUMMARY',
        summaryState: 'PROCESSING_AI_SUMMARY',
      });
      if (!file) return;
      await publish(file);

      file = await withTransaction(deps.database.db, async () => {
        const done = await store.complete(fileId, result.summary);
        if (done)
          await s.documentIndex.indexFile({
            tenantId: done.tenantId,
            fileExternalId: done.externalId,
            kind: 'DATA_ROOM',
            name: done.name,
            text,
          });
        if (done)
          await store.replaceAiFlags(
            done,
            result.redFlags.map((name, i) => ({ name, quote: result.redFlagQuotes?.[i] || null })),
          );
        return done;
      });
      if (!file) return;
      await publish(file);
    } catch (err) {
      // The runner retries; after the last attempt the file must not stay 'being analysed' forever.
      if (job.lastAttempt)
        await cannotBeAnalyzed(err instanceof Error ? err.message : String(err)).catch(() => undefined);
      throw err;
    }
  };
}
