import { DATA_ROOM_LIMITS, type DataRoomSearchMatch } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { createSearchStore, MARK_START, MARK_STOP, type FileHit } from './search-store.ts';

const MAX_WORDS = 8;

/**
 * A to_tsquery text from what a person typed: every word must match, the last one as a prefix (typing 'arren' finds
 * 'arrendamiento'). Words are quoted literals with the tsquery operators removed, so nothing typed can break the query;
 * PostgreSQL's own parser splits them into lexemes exactly as it did the documents ('simple' dictionary).
 */
export function toTsQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/['\\&|!():*<>]/g, '').toLowerCase())
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS);
  if (!words.length) return null;
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/** A snippet when the extracted text matched (ts_headline marked a word), without the marks; else null. */
export function snippetOf(headline: string | null): string | null {
  if (!headline || !headline.includes(MARK_START)) return null;
  return headline.split(MARK_START).join('').split(MARK_STOP).join('').replace(/\s+/g, ' ').trim();
}

const fileMatch = (h: FileHit): DataRoomSearchMatch => ({
  externalId: h.external_id,
  name: h.name,
  type: h.type === 'URL' ? 'URL' : 'FILE',
  staticId: null,
  parentStaticId: h.parent_static_id === null ? null : Number(h.parent_static_id),
  customFolderExternalId: h.custom_folder_external_id,
  suggestedStaticId: h.suggested_static_id === null ? null : Number(h.suggested_static_id),
  fileUrl: h.file_url,
  snippet: snippetOf(h.snippet),
});

/**
 * GET /api/data-room/search (spec 3 §2.2, §7.2): custom folders whose name contains the text (FOLDER), then files and
 * links matching it in full text (names and extracted text), at most searchResultLimit. Taxonomy entries are matched
 * by the browser, which puts them first.
 */
export function createDataRoomSearch(deps: AppDeps) {
  const store = createSearchStore(deps.database.db);
  const limit = DATA_ROOM_LIMITS.searchResultLimit;
  return {
    async search(ctx: TenantContext, text: string): Promise<DataRoomSearchMatch[]> {
      const term = text.trim();
      const folders = await store.folders(ctx.tenant.id, term, limit);
      const out: DataRoomSearchMatch[] = folders.map((f) => ({
        externalId: f.external_id,
        name: f.name,
        type: 'FOLDER',
        staticId: null,
        parentStaticId: null,
        customFolderExternalId: f.external_id,
        suggestedStaticId: null,
        fileUrl: null,
        snippet: null,
      }));
      const q = toTsQuery(term);
      if (q && out.length < limit)
        out.push(...(await store.files(ctx.tenant.id, q, term, limit - out.length)).map(fileMatch));
      return out;
    },
  };
}
export type DataRoomSearch = ReturnType<typeof createDataRoomSearch>;
