import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTIVE_RED_FLAG_STATUSES,
  TAXONOMY_IDS,
  type AiAnalysis,
  type ProcessingState,
  type SummaryState,
} from '@atrium/contract';
import type { Db } from '../../../platform/db.ts';
import { dataRoomFiles, dataRoomRedFlags } from '../tables.ts';

const analysisColumns = {
  id: dataRoomFiles.id,
  externalId: dataRoomFiles.externalId,
  tenantId: dataRoomFiles.tenantId,
  name: dataRoomFiles.name,
  extension: dataRoomFiles.extension,
  type: dataRoomFiles.type,
  storageKey: dataRoomFiles.storageKey,
  size: dataRoomFiles.size,
  processingState: dataRoomFiles.processingState,
  summaryState: dataRoomFiles.summaryState,
  suggestedStaticId: dataRoomFiles.suggestedStaticId,
  aiAnalysis: dataRoomFiles.aiAnalysis,
};
export type AnalysisFile = {
  id: number;
  externalId: string;
  tenantId: number;
  name: string;
  extension: string;
  type: string;
  storageKey: string | null;
  /** Bytes stored (0 when unknown). */
  size: number;
  processingState: ProcessingState;
  summaryState: SummaryState;
  suggestedStaticId: number | null;
  aiAnalysis: AiAnalysis | null;
};

/** SQL of the analysis job: reads and writes data_room_files and data_room_red_flags (the job runs outside a request, by file id). */
export function createAnalysisStore(db: Db) {
  return {
    async file(id: number): Promise<AnalysisFile | null> {
      const rows = await db.select(analysisColumns).from(dataRoomFiles).where(eq(dataRoomFiles.id, id));
      return (rows[0] as AnalysisFile | undefined) ?? null;
    },

    /** Moves a file to the next state (with any fields found on the way); null when the file is gone. */
    async update(
      id: number,
      patch: {
        processingState: ProcessingState;
        summaryState?: SummaryState;
        suggestedStaticId?: number | null;
        extractedText?: string | null;
        analysisError?: string | null;
      },
    ): Promise<AnalysisFile | null> {
      const rows = await db
        .update(dataRoomFiles)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(dataRoomFiles.id, id))
        .returning(analysisColumns);
      return (rows[0] as AnalysisFile | undefined) ?? null;
    },

    /**
     * The last step, in one statement: the summary is saved, the summary is PROCESSED and the file becomes
     * PROCESSED_AND_NOT_PLACED while it waits in the master folder, PROCESSED_PLACED_NOT_SEEN when it already sits in
     * a taxonomy or custom folder (placement read at this moment, so a move during the analysis counts).
     */
    async complete(id: number, aiAnalysis: AiAnalysis): Promise<AnalysisFile | null> {
      const rows = await db
        .update(dataRoomFiles)
        .set({
          aiAnalysis,
          summaryState: 'PROCESSED',
          analysisError: null,
          processingState: sql`case when ${dataRoomFiles.customFolderId} is null and ${dataRoomFiles.parentStaticId} = ${TAXONOMY_IDS.master} then 'PROCESSED_AND_NOT_PLACED' else 'PROCESSED_PLACED_NOT_SEEN' end`,
          updatedAt: new Date(),
        })
        .where(eq(dataRoomFiles.id, id))
        .returning(analysisColumns);
      return (rows[0] as AnalysisFile | undefined) ?? null;
    },

    /**
     * The analysis's red flags of a file: earlier AI flags nobody touched yet (CREATED) are replaced; a flag someone
     * dismissed, fixed or assigned keeps its name from being raised again.
     */
    /** The analysis' flags replace its earlier ones still CREATED; each with the sentence that raised it, if any. */
    async replaceAiFlags(file: { id: number; tenantId: number }, flags: { name: string; quote: string | null }[]) {
      await db
        .delete(dataRoomRedFlags)
        .where(
          and(
            eq(dataRoomRedFlags.fileId, file.id),
            eq(dataRoomRedFlags.source, 'AI'),
            eq(dataRoomRedFlags.status, 'CREATED'),
          ),
        );
      const kept = await db
        .select({ name: dataRoomRedFlags.name })
        .from(dataRoomRedFlags)
        .where(and(eq(dataRoomRedFlags.fileId, file.id), eq(dataRoomRedFlags.source, 'AI')));
      const taken = new Set(kept.map((r) => r.name.toLowerCase()));
      const fresh = new Map<string, string | null>();
      for (const f of flags) {
        const name = f.name.trim().slice(0, 200);
        if (name && !taken.has(name.toLowerCase()) && !fresh.has(name))
          fresh.set(name, f.quote?.trim().slice(0, 1000) || null);
      }
      if (fresh.size > 0)
        await db.insert(dataRoomRedFlags).values(
          [...fresh].map(([name, quote]) => ({
            tenantId: file.tenantId,
            fileId: file.id,
            name,
            quote,
            source: 'AI',
            status: 'CREATED',
          })),
        );
    },

    async activeFlagCount(fileId: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(dataRoomRedFlags)
        .where(
          and(eq(dataRoomRedFlags.fileId, fileId), inArray(dataRoomRedFlags.status, [...ACTIVE_RED_FLAG_STATUSES])),
        );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
export type AnalysisStore = ReturnType<typeof createAnalysisStore>;
