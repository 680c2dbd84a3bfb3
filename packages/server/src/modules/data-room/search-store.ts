import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface FileHit {
  external_id: string;
  name: string;
  type: string;
  parent_static_id: number | null;
  custom_folder_external_id: string | null;
  suggested_static_id: number | null;
  file_url: string | null;
  snippet: string | null;
}
export interface FolderHit {
  external_id: string;
  name: string;
}

/** Marks ts_headline puts around matched words; the service strips them (and reads "no marks" as "the text did not match"). */
export const MARK_START = '[[';
export const MARK_STOP = ']]';
/** Full-text hits ranked per query: only this many candidates are ranked, so a very common word stays fast. */
const CANDIDATES = 500;

/** Search SQL of the data room (spec 3 §2.2): full text over files (names and extracted text) and custom folder names. */
export function createSearchStore(db: Db) {
  return {
    /**
     * Files and links whose search_vector matches the tsquery text (built by the service from plain words), best rank
     * first, names containing the raw term ahead of text-only matches; a snippet of the extracted text around the match.
     */
    async files(tenantId: number, tsquery: string, term: string, limit: number): Promise<FileHit[]> {
      const like = `%${escapeLike(term)}%`;
      return rowsOf<FileHit>(
        db,
        // The tsquery is written out (not taken from a CTE) so the planner sees it: a rare word uses the GIN index, a word
        // in most documents a scan that stops at the candidate limit.
        sql`with hits as (
              select f.id, f.name, f.search_vector from data_room_files f
              where f.tenant_id = ${tenantId} and f.search_vector @@ to_tsquery('simple', ${tsquery}) limit ${CANDIDATES}
            ),
            ranked as (
              select id, (name ilike ${like}) as in_name, ts_rank(search_vector, to_tsquery('simple', ${tsquery})) as rank
              from hits order by in_name desc, rank desc, id desc limit ${limit}
            )
            select f.external_id, f.name, f.type, f.parent_static_id, cf.external_id as custom_folder_external_id, f.suggested_static_id, f.file_url,
              case when f.extracted_text is null then null
                   else ts_headline('simple', left(f.extracted_text, 20000), to_tsquery('simple', ${tsquery}), ${`StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=24, MinWords=10, MaxFragments=1`}) end as snippet
            from ranked join data_room_files f on f.id = ranked.id
            left join data_room_custom_folders cf on cf.id = f.custom_folder_id
            order by ranked.in_name desc, ranked.rank desc, f.id desc`,
      );
    },

    /** Custom folders whose name contains the term (case-insensitive). */
    async folders(tenantId: number, term: string, limit: number): Promise<FolderHit[]> {
      const like = `%${escapeLike(term)}%`;
      return rowsOf<FolderHit>(
        db,
        sql`select external_id, name from data_room_custom_folders where tenant_id = ${tenantId} and name ilike ${like} order by lower(name), id limit ${limit}`,
      );
    },
  };
}
export type SearchStore = ReturnType<typeof createSearchStore>;
