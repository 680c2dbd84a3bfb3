import { DATA_ROOM_LIMITS, TAXONOMY, type TaxonomyEntry } from '@atrium/contract';

/** Visible taxonomy entries in display order; a hidden entry hides its subtree too. */
export function visibleTaxonomyEntries(entries: readonly TaxonomyEntry[] = TAXONOMY): TaxonomyEntry[] {
  const out: TaxonomyEntry[] = [];
  (function walk(list: readonly TaxonomyEntry[]) {
    for (const e of list) {
      if (e.hidden) continue;
      out.push(e);
      walk(e.entries);
    }
  })(entries);
  return out;
}

/** Most taxonomy suggestions shown above the server matches. */
export const TAXONOMY_SUGGESTION_LIMIT = 8;

/**
 * Taxonomy suggestions of the search box (spec 3 §5): the term is trimmed, needs at least 2 characters and matches
 * names containing it, case-insensitively. `labelOf` gives the name shown (translated, with its number), so a user
 * finds a folder by what they read; hidden entries are never suggested.
 */
export function searchTaxonomy(
  term: string,
  labelOf: (e: TaxonomyEntry) => string,
  limit = TAXONOMY_SUGGESTION_LIMIT,
): TaxonomyEntry[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle.length < DATA_ROOM_LIMITS.minTaxonomySearchLength) return [];
  return visibleTaxonomyEntries()
    .filter((e) => labelOf(e).toLocaleLowerCase().includes(needle))
    .slice(0, limit);
}
