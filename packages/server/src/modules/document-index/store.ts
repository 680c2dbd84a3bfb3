import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { inTransaction, withTransaction } from '../../platform/transaction.ts';
import type { SearchText } from './query.ts';
import { documentIndexPassages } from './tables.ts';

export type IndexedFileKind = 'DATA_ROOM' | 'DOCUMENT_CENTER';

export interface PassageHit {
  fileExternalId: string;
  fileKind: IndexedFileKind;
  fileName: string;
  ordinal: number;
  text: string;
  rank: number;
}

/**
 * Matching passages ranked per query: only this many candidates are ranked (ts_rank_cd costs ~11 µs a passage with the
 * vector in the row, ~50 µs when it was read from the TOAST table), so a word found in many of a large tenant's
 * passages stays fast.
 */
const CANDIDATES = 200;

/**
 * A bounded sample instead of the GIN index, for questions whose every term is common (the service decides from the
 * planner's statistics): the GIN bitmap of such a question is built over a large share of the table (five words each
 * in 45 % of a million passages: ~1 s at 10 callers) before the LIMIT can stop anything, while a scan of the tenant's
 * passages in table order stops at the `hits`-th match, and reads at most `rows` passages.
 */
export interface SearchSample {
  rows: number;
  hits: number;
}
const INSERT_BATCH = 500;

const tsqueryOf = (text: SearchText) =>
  sql`(websearch_to_tsquery('english', ${text.raw}) || websearch_to_tsquery('simple', ${text.folded}))`;
const filesFilter = (files: string[] | null): SQL =>
  files
    ? sql`and p.file_external_id in (${sql.join(
        files.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;

type PassageRow = {
  file_external_id: string;
  file_kind: IndexedFileKind;
  file_name: string;
  ordinal: number;
  text: string;
  rank: number;
};
const hitsOf = (result: unknown): PassageHit[] =>
  (result as { rows: PassageRow[] }).rows.map((r) => ({
    fileExternalId: r.file_external_id,
    fileKind: r.file_kind,
    fileName: r.file_name,
    ordinal: Number(r.ordinal),
    text: r.text,
    rank: Number(r.rank),
  }));

/** A term found in at least this many passages is common: it ranks, but does not pick, candidates. */
export const COMMON_TERM_PASSAGES = 2_000;

/** SQL of the document index: the passages of a tenant's files, written and removed by file, searched by tsquery. */
export function createDocumentIndexStore(db: Db) {
  return {
    /** The file's passages become `passages` (none: the file leaves the index). */
    async replaceFile(
      file: { tenantId: number; fileExternalId: string; kind: IndexedFileKind; name: string },
      passages: string[],
    ) {
      await db
        .delete(documentIndexPassages)
        .where(
          and(
            eq(documentIndexPassages.tenantId, file.tenantId),
            eq(documentIndexPassages.fileExternalId, file.fileExternalId),
          ),
        );
      for (let at = 0; at < passages.length; at += INSERT_BATCH)
        await db.insert(documentIndexPassages).values(
          passages.slice(at, at + INSERT_BATCH).map((text, i) => ({
            tenantId: file.tenantId,
            fileExternalId: file.fileExternalId,
            fileKind: file.kind,
            fileName: file.name,
            ordinal: at + i,
            text,
          })),
        );
    },

    async removeFiles(tenantId: number, fileExternalIds: string[]) {
      if (!fileExternalIds.length) return;
      await db
        .delete(documentIndexPassages)
        .where(
          and(
            eq(documentIndexPassages.tenantId, tenantId),
            inArray(documentIndexPassages.fileExternalId, fileExternalIds),
          ),
        );
    },

    /** The name the file's passages are cited by (a renamed file keeps its passages). */
    async renameFile(tenantId: number, fileExternalId: string, name: string) {
      await db
        .update(documentIndexPassages)
        .set({ fileName: name })
        .where(
          and(eq(documentIndexPassages.tenantId, tenantId), eq(documentIndexPassages.fileExternalId, fileExternalId)),
        );
    },

    /**
     * How often the most common lexemes occur, from the planner's statistics of the search vector (ANALYZE keeps them;
     * none before the first ANALYZE, or on a small PGlite table): lexeme → estimated number of passages.
     */
    async commonLexemes(): Promise<Map<string, number>> {
      const result = await db.execute(
        sql`select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs, c.reltuples as rows
            from pg_stats s join pg_class c on c.relname = s.tablename and c.relnamespace = (select oid from pg_namespace where nspname = s.schemaname)
            where s.schemaname = current_schema() and s.tablename = 'document_index_passages' and s.attname = 'search_vector'`,
      );
      const row = (result as unknown as { rows: { elems: string[] | null; freqs: number[] | null; rows: number }[] })
        .rows[0];
      const out = new Map<string, number>();
      if (!row?.elems || !row.freqs) return out;
      row.elems.forEach((e, i) => out.set(e, Number(row.freqs![i]) * Number(row.rows)));
      return out;
    },

    async hasPassages(tenantId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(documentIndexPassages)
        .where(eq(documentIndexPassages.tenantId, tenantId))
        .limit(1);
      return rows.length > 0;
    },

    async passageCount(tenantId: number, fileExternalId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(documentIndexPassages)
        .where(
          and(eq(documentIndexPassages.tenantId, tenantId), eq(documentIndexPassages.fileExternalId, fileExternalId)),
        );
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * The tenant's passages matching the websearch text (through both configurations of the search vector), among
     * `files` when given, best first by ts_rank_cd, at most `perFile` of one file so a long document cannot crowd out
     * the others. The tenant filter is always there: no argument widens it.
     */
    async search(q: {
      tenantId: number;
      files: string[] | null;
      /** Which passages are candidates. */
      searchText: SearchText;
      /** How candidates are ranked (default: searchText). */
      rankText?: SearchText;
      /** Candidates from a bounded scan instead of the GIN index. */
      sample?: SearchSample;
      /** Files whose passages are not candidates. */
      excludeFiles?: string[];
      limit: number;
      perFile: number;
    }): Promise<PassageHit[]> {
      if (q.files && !q.files.length) return [];
      const tsquery = tsqueryOf(q.searchText);
      const rankQuery = tsqueryOf(q.rankText ?? q.searchText);
      const inFiles = filesFilter(q.files);
      // Passages of files the caller already holds enough of are not candidates: ranking them is wasted work (a
      // question led by a document's reference would rank that document's passages a second time).
      const notInFiles = q.excludeFiles?.length
        ? sql`and p.file_external_id <> all(${`{${q.excludeFiles.join(',')}}`}::uuid[])`
        : sql``;
      const columns = sql`p.file_external_id, p.file_kind, p.file_name, p.ordinal, p.text, p.search_vector`;
      const run = () =>
        db.execute(
          // The tsquery is written out (not taken from a CTE) so the planner sees it and picks the GIN index. The rank
          // is computed above the candidates' LIMIT, on the row the scan already read (no second look-up by id).
          sql`with ranked as (
              select c.file_external_id, c.file_kind, c.file_name, c.ordinal, c.text,
                ts_rank_cd(c.search_vector, ${rankQuery}) as rank
              from (${
                q.sample
                  ? // The filter sits above the inner LIMIT, so no index on search_vector can serve it: the scan stops early.
                    sql`select * from (
                      select ${columns} from document_index_passages p
                      where p.tenant_id = ${q.tenantId} ${inFiles} limit ${q.sample.rows}
                    ) p where p.search_vector @@ ${tsquery} ${notInFiles}
                    limit ${q.sample.hits}`
                  : sql`select ${columns} from document_index_passages p
                    where p.tenant_id = ${q.tenantId} ${inFiles} ${notInFiles} and p.search_vector @@ ${tsquery}
                    limit ${CANDIDATES}`
              }) c
            ),
            per_file as (
              select *, row_number() over (partition by file_external_id order by rank desc, ordinal) as n from ranked
            )
            select file_external_id, file_kind, file_name, ordinal, text, rank from per_file
            where n <= ${q.perFile}
            order by rank desc, file_external_id, ordinal
            limit ${q.limit}`,
        );
      if (!q.sample) return hitsOf(await run());
      const joined = inTransaction();
      return hitsOf(
        await withTransaction(db, async () => {
          // Only a scan that stops early serves a sample: with statistics that undercount the tenant's passages
          // (after a bulk load) the planner would first build a bitmap of all of them. A sequential scan starts at
          // the table's first page, not where another scan is (synchronized scans), so the sample is the same
          // passages each time and stays in the cache. Both settings end with this transaction (an error rolls them
          // back); a caller's transaction gets them reset.
          await db.execute(
            sql`select set_config('enable_bitmapscan', 'off', true), set_config('synchronize_seqscans', 'off', true)`,
          );
          const rows = await run();
          if (joined) {
            await db.execute(sql`reset enable_bitmapscan`);
            await db.execute(sql`reset synchronize_seqscans`);
          }
          return rows;
        }),
      );
    },
  };
}
export type DocumentIndexStore = ReturnType<typeof createDocumentIndexStore>;
