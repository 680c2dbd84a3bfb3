import { allTaxonomyEntries, taxonomyEntry, taxonomySubtreeIds, TAXONOMY_IDS, type StatsEntry } from '@atrium/contract';

export interface Counts {
  files: number;
  redFlags: number;
}
/** An entry of the tree POST stats receives: at least a static id, any other fields are kept. */
export type StatsInput = { staticId: number; entries?: unknown[] } & Record<string, unknown>;

/** Per taxonomy entry: the files and active red flags of its whole subtree, from the per-static-id counts. */
export function subtreeTotals(direct: Map<number, Counts>): Map<number, Counts> {
  const out = new Map<number, Counts>();
  for (const e of allTaxonomyEntries()) {
    const c = { files: 0, redFlags: 0 };
    for (const id of taxonomySubtreeIds(e.staticId)) {
      const d = direct.get(id);
      if (d) {
        c.files += d.files;
        c.redFlags += d.redFlags;
      }
    }
    out.set(e.staticId, c);
  }
  return out;
}

const isInput = (x: unknown): x is StatsInput =>
  typeof x === 'object' && x !== null && typeof (x as { staticId?: unknown }).staticId === 'number';

/**
 * The tree as given, each entry with `count` (files in its subtree) and `redFlags` (active flags in its subtree),
 * followed by the master folder (9997) as an extra root entry. A taxonomy id counts its real subtree even when the
 * tree sent leaves children out; an unknown id counts what is placed on it plus the children sent.
 */
export function statsOf(tree: StatsInput[], direct: Map<number, Counts>): (StatsEntry & Record<string, unknown>)[] {
  const totals = subtreeTotals(direct);
  const walk = (e: StatsInput): StatsEntry & Record<string, unknown> => {
    const entries = (e.entries ?? []).filter(isInput).map(walk);
    const known = taxonomyEntry(e.staticId) ? totals.get(e.staticId) : undefined;
    const own = direct.get(e.staticId) ?? { files: 0, redFlags: 0 };
    const count = known ? known.files : own.files + entries.reduce((n, x) => n + x.count, 0);
    const redFlags = known ? known.redFlags : own.redFlags + entries.reduce((n, x) => n + x.redFlags, 0);
    return { ...e, staticId: e.staticId, count, redFlags, entries };
  };
  const out = tree.map(walk);
  if (!tree.some((e) => e.staticId === TAXONOMY_IDS.master)) {
    const m = direct.get(TAXONOMY_IDS.master) ?? { files: 0, redFlags: 0 };
    out.push({ staticId: TAXONOMY_IDS.master, count: m.files, redFlags: m.redFlags, entries: [] });
  }
  return out;
}
