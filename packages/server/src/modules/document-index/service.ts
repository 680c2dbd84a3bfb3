import type { AppDeps } from '../../platform/deps.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { chunkText } from './chunk.ts';
import { toSearchText, type SearchText } from './query.ts';
import { COMMON_TERM_PASSAGES, createDocumentIndexStore, type IndexedFileKind, type PassageHit } from './store.ts';

export type SearchScope =
  { kind: 'tenant' } | { kind: 'room'; roomExternalId: string } | { kind: 'file'; fileExternalId: string };

export interface SearchPassagesInput {
  tenantId: number;
  scope: SearchScope;
  query: string;
  limit?: number;
}

export interface PassageResult {
  /** The file to open: a master data-room file (tenant scope) or the room's copy (room scope, a room file). */
  documentId: string;
  name: string;
  /** The shared room the file opens in; null for the master data room. */
  roomExternalId: string | null;
  /** Where the file lives: a data-room file or a document-center file (tenant and file scopes only). */
  source: IndexedFileKind;
  text: string;
  rank: number;
}

/** A shared room's file as the index needs it: the master file whose passages it shares (null: a direct upload). */
export interface RoomSourceFile {
  externalId: string;
  name: string;
  masterFileExternalId: string | null;
}

/**
 * What the index asks the shared spaces (through their service; it never reads their tables): a room's files, and a
 * room file by its id. Both are of the given tenant only (null when the room or file is not the tenant's).
 */
export interface RoomSources {
  filesOfRoom(tenantId: number, roomExternalId: string): Promise<RoomSourceFile[] | null>;
  roomFileOf(tenantId: number, fileExternalId: string): Promise<(RoomSourceFile & { roomExternalId: string }) | null>;
}

/** The sample a question of common terms only is answered from (store.ts SearchSample). */
const SAMPLE = { rows: 20_000, hits: 30 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SEARCH_LIMITS = {
  defaultLimit: 8,
  maxLimit: 20,
  /** Passages of one document in one answer at most. */
  perDocument: 2,
} as const;

/**
 * The document index (issue 18 #4): passages of the extracted text of a tenant's files, written when the owning
 * module's analysis finishes (`indexFile`), dropped when a file is deleted (`removeFiles`), and searched by the
 * assistant (`searchPassages`) within a scope: the tenant's files, one shared room's, or one file. The modules that own
 * the files call this service; it never reads their tables.
 */
export function createDocumentIndexService(
  deps: AppDeps,
  s: {
    rooms: RoomSources;
    /** A term in at least this many passages is common (default COMMON_TERM_PASSAGES; tests lower it). */
    commonTermPassages?: number;
  },
) {
  const commonAt = s.commonTermPassages ?? COMMON_TERM_PASSAGES;
  const store = createDocumentIndexStore(deps.database.db);
  const db = deps.database.db;

  // The planner's lexeme statistics, read at most once a minute (they change only with ANALYZE).
  let stats: { at: number; lexemes: Promise<Map<string, number>> } | null = null;
  function commonLexemes() {
    if (!stats || Date.now() - stats.at > 60_000) {
      const lexemes = store.commonLexemes().catch(() => new Map<string, number>());
      stats = { at: Date.now(), lexemes };
    }
    return stats.lexemes;
  }

  /** Passages of `all` first, then of `any` not already there, at most `perDocument` of a document, `limit` in all. */
  function merge(all: PassageHit[], any: PassageHit[], limit: number) {
    const seen = new Set(all.map((h) => `${h.fileExternalId}:${h.ordinal}`));
    const perFile = new Map<string, number>();
    for (const h of all) perFile.set(h.fileExternalId, (perFile.get(h.fileExternalId) ?? 0) + 1);
    const out: PassageHit[] = [...all];
    for (const h of any) {
      if (out.length >= limit) break;
      const n = perFile.get(h.fileExternalId) ?? 0;
      if (seen.has(`${h.fileExternalId}:${h.ordinal}`) || n >= SEARCH_LIMITS.perDocument) continue;
      perFile.set(h.fileExternalId, n + 1);
      out.push(h);
    }
    return out;
  }

  /** Files of which `hits` already hold as many passages as one answer may cite: `merge` would skip the rest. */
  function fullFiles(hits: PassageHit[]) {
    const n = new Map<string, number>();
    for (const h of hits) n.set(h.fileExternalId, (n.get(h.fileExternalId) ?? 0) + 1);
    return [...n].filter(([, k]) => k >= SEARCH_LIMITS.perDocument).map(([f]) => f);
  }

  const join = (terms: SearchText[], op: string): SearchText => ({
    raw: terms.map((t) => t.raw).join(op),
    folded: terms.map((t) => t.folded).join(op),
  });

  async function ranked(tenantId: number, files: string[] | null, query: string, limit: number) {
    const text = toSearchText(query);
    if (!text.terms.length) return [];
    const base = { tenantId, files, limit, perFile: SEARCH_LIMITS.perDocument };
    // A term is common when the planner's lexeme statistics say it is in many passages (none are, before the first
    // ANALYZE or on a small table: the index then serves every question).
    const counts = await commonLexemes();
    const isCommon = (t: SearchText) => (counts.get(t.folded) ?? 0) >= commonAt;
    const rare = text.terms.filter((t) => !isCommon(t));
    const common = text.terms.filter(isCommon);

    // Only common terms: a bounded sample of the passages holding all of them (then any), ranked by the question.
    async function sampled(terms: SearchText[]) {
      const all = await store.search({ ...base, searchText: join(terms, ' '), rankText: text.any, sample: SAMPLE });
      if (all.length >= limit || terms.length === 1) return all;
      const any = await store.search({
        ...base,
        searchText: join(terms, ' or '),
        rankText: text.any,
        sample: SAMPLE,
        excludeFiles: fullFiles(all),
      });
      return merge(all, any, limit);
    }
    if (!rare.length) return sampled(common);

    // A rare term makes the index selective. Passages holding every term first; when they are too few, those holding
    // some of them.
    const all = await store.search({ ...base, searchText: text.all });
    if (all.length >= limit || text.terms.length === 1) return all;
    // Candidates are the passages holding one of the question's rarer terms (a word in most passages would fill the
    // candidate list at random); all its terms rank them.
    let any = await store.search({
      ...base,
      searchText: join(rare, ' or '),
      rankText: text.any,
      excludeFiles: fullFiles(all),
    });
    // The rarer terms may be found nowhere (a word the statistics do not list): then the common ones pick a sample.
    // (Passages holding every term hold the rarer ones: with some, the rarer terms are found.)
    if (!any.length && !all.length && common.length) any = await sampled(common);
    return merge(all, any, limit);
  }

  return {
    /** Indexes (or re-indexes) a file's extracted text; joins the caller's transaction when there is one. */
    async indexFile(file: {
      tenantId: number;
      fileExternalId: string;
      kind: IndexedFileKind;
      name: string;
      text: string | null;
    }): Promise<{ passages: number }> {
      const passages = file.text ? chunkText(file.text) : [];
      await withTransaction(db, () => store.replaceFile(file, passages));
      return { passages: passages.length };
    },

    /** Drops the files' passages (deleted, or moved where the assistant must not search). */
    removeFiles: (tenantId: number, fileExternalIds: string[]) => store.removeFiles(tenantId, fileExternalIds),

    /** A renamed file is cited by its new name from now on (its text, hence its passages, are unchanged). */
    renameFile: (tenantId: number, fileExternalId: string, name: string) =>
      store.renameFile(tenantId, fileExternalId, name),

    /** Whether the tenant has any indexed passage (the assistant offers document questions then). */
    hasPassages: (tenantId: number) => store.hasPassages(tenantId),

    passageCount: (tenantId: number, fileExternalId: string) => store.passageCount(tenantId, fileExternalId),

    /**
     * The best passages for a question within the scope, best first, at most two of one document. Every query is of
     * `tenantId` alone; a room or file of another tenant gives nothing. The question's text only chooses passages: it
     * never widens the scope.
     */
    async searchPassages(input: SearchPassagesInput): Promise<PassageResult[]> {
      const limit = Math.min(
        Math.max(Math.trunc(input.limit ?? SEARCH_LIMITS.defaultLimit), 1),
        SEARCH_LIMITS.maxLimit,
      );
      const { tenantId, scope } = input;
      // An id that is not a uuid names nothing (and must not reach a uuid comparison).
      if (scope.kind === 'room' && !UUID.test(scope.roomExternalId)) return [];
      if (scope.kind === 'file' && !UUID.test(scope.fileExternalId)) return [];
      if (scope.kind === 'tenant') {
        const hits = await ranked(tenantId, null, input.query, limit);
        return hits.map((h) => ({
          documentId: h.fileExternalId,
          name: h.fileName,
          roomExternalId: null,
          source: h.fileKind,
          text: h.text,
          rank: h.rank,
        }));
      }
      // A room's files (or one room file) share their master file's passages: search those, cite the room's copy.
      let roomExternalId: string;
      let files: RoomSourceFile[];
      if (scope.kind === 'room') {
        const found = await s.rooms.filesOfRoom(tenantId, scope.roomExternalId);
        if (!found) return [];
        roomExternalId = scope.roomExternalId;
        files = found;
      } else {
        const roomFile = await s.rooms.roomFileOf(tenantId, scope.fileExternalId);
        if (!roomFile) {
          const hits = await ranked(tenantId, [scope.fileExternalId], input.query, limit);
          return hits.map((h) => ({
            documentId: h.fileExternalId,
            name: h.fileName,
            roomExternalId: null,
            source: h.fileKind,
            text: h.text,
            rank: h.rank,
          }));
        }
        roomExternalId = roomFile.roomExternalId;
        files = [roomFile];
      }
      const byMaster = new Map<string, RoomSourceFile>();
      for (const f of files)
        if (f.masterFileExternalId && !byMaster.has(f.masterFileExternalId)) byMaster.set(f.masterFileExternalId, f);
      const hits = await ranked(tenantId, [...byMaster.keys()], input.query, limit);
      return hits.map((h) => {
        const f = byMaster.get(h.fileExternalId)!;
        return {
          documentId: f.externalId,
          name: f.name,
          roomExternalId,
          source: 'DATA_ROOM' as const,
          text: h.text,
          rank: h.rank,
        };
      });
    },
  };
}
export type DocumentIndexService = ReturnType<typeof createDocumentIndexService>;
