import { TAXONOMY, type StatsEntry, type TaxonomyEntry, API } from '@atrium/contract';
import { http } from '../../../lib/http';

/** The tree POST stats takes: static ids and children only (the server fills the counts). */
export interface StatsRequestNode {
  staticId: number;
  entries: StatsRequestNode[];
}
export const statsRequestTree = (entries: readonly TaxonomyEntry[] = TAXONOMY): StatsRequestNode[] =>
  entries.map((e) => ({ staticId: e.staticId, entries: statsRequestTree(e.entries) }));

/** Counts of one entry: files in its subtree and active red flags in its subtree. */
export interface EntryStats {
  count: number;
  redFlags: number;
}

/** Flattens the reply (the same tree with counts, plus the master 9997 root entry) to a map by static id. */
export function statsById(reply: readonly StatsEntry[]): Map<number, EntryStats> {
  const out = new Map<number, EntryStats>();
  (function walk(list: readonly StatsEntry[]) {
    for (const e of list) {
      out.set(e.staticId, { count: e.count ?? 0, redFlags: e.redFlags ?? 0 });
      if (Array.isArray(e.entries)) walk(e.entries);
    }
  })(reply);
  return out;
}

/** POST /api/data-room/stats with the taxonomy tree (spec 3 §7.2). */
export const statsApi = {
  stats: () => http.post<StatsEntry[]>(API.dataRoom.stats, statsRequestTree()),
};
