import { TAXONOMY, TAXONOMY_IDS, type StatsEntry, type TaxonomyEntry, type TreeFilter } from '@atrium/contract';

/** staticId → files in that entry's subtree, from POST /api/data-room/stats (which adds the master 9997 as a root). */
export type CountMap = ReadonlyMap<number, number>;

export function countsFromStats(stats: readonly StatsEntry[] | undefined): CountMap {
  const map = new Map<number, number>();
  const walk = (entries: readonly StatsEntry[]) => {
    for (const e of entries) {
      map.set(e.staticId, e.count);
      walk(e.entries ?? []);
    }
  };
  walk(stats ?? []);
  return map;
}

/**
 * The standard tree the panel shows (spec 3 §2.3): Common is the whole taxonomy, Active only the entries whose count
 * is above 0; hidden entries never show. Custom shows no standard tree (the custom tree takes its place).
 */
export function visibleTaxonomy(
  filter: TreeFilter,
  counts: CountMap,
  entries: readonly TaxonomyEntry[] = TAXONOMY,
): TaxonomyEntry[] {
  if (filter === 'CUSTOM') return [];
  return entries
    .filter((e) => !e.hidden)
    .filter((e) => filter === 'COMMON' || (counts.get(e.staticId) ?? 0) > 0)
    .map((e) => ({ ...e, count: counts.get(e.staticId) ?? 0, entries: visibleTaxonomy(filter, counts, e.entries) }));
}

/** Tree level colours of spec 3 §9 (blue, purple, green, orange); deeper levels repeat the last. */
export const LEVEL_COLOURS = ['#1e63d6', '#7b3fc4', '#2e7d32', '#c25e00'] as const;
export const levelColour = (level: number) => LEVEL_COLOURS[Math.min(level, LEVEL_COLOURS.length - 1)];

export const isMaster = (staticId: number) => staticId === TAXONOMY_IDS.master;
