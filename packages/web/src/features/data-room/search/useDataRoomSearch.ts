import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_ROOM_LIMITS, type DataRoomSearchMatch, type TaxonomyEntry } from '@atrium/contract';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useDataRoomTenant } from '../useTenant';
import { useSearchHistory as useHistoryOf, useServerSearch } from '../api/search-query';
import { taxonomyLabel } from '../taxonomy-label';
import { searchTaxonomy } from './taxonomy-search';

/** One line of the dropdown: a taxonomy folder (found in the browser) or a server match. */
export type SearchResult =
  | { kind: 'taxonomy'; key: string; name: string; type: 'FOLDER'; entry: TaxonomyEntry }
  | { kind: 'server'; key: string; name: string; type: DataRoomSearchMatch['type']; match: DataRoomSearchMatch };

/**
 * The matches of the app-bar search (spec 3 §2.2, §5): taxonomy folders from 2 characters (trimmed, case-insensitive),
 * then the server's matches of the term debounced by 200 ms.
 */
export function useDataRoomSearch(text: string) {
  const { t } = useTranslation();
  const tenant = useDataRoomTenant();
  const term = text.trim();
  const debounced = useDebouncedValue(term, DATA_ROOM_LIMITS.debounce.search);
  const serverEnabled = !!tenant && debounced.length >= DATA_ROOM_LIMITS.minTaxonomySearchLength;
  const server = useServerSearch(tenant, debounced, serverEnabled);
  const results = useMemo<SearchResult[]>(() => {
    const labelOf = (e: TaxonomyEntry) => taxonomyLabel(t, e);
    const taxonomy: SearchResult[] = searchTaxonomy(term, labelOf).map((entry) => ({
      kind: 'taxonomy',
      key: `t-${entry.staticId}`,
      name: labelOf(entry),
      type: 'FOLDER',
      entry,
    }));
    const fromServer: SearchResult[] =
      serverEnabled && debounced === term
        ? (server.data ?? []).map((match, i) => ({
            kind: 'server',
            key: `s-${match.externalId ?? match.staticId ?? i}-${i}`,
            name: match.name,
            type: match.type,
            match,
          }))
        : [];
    return [...taxonomy, ...fromServer];
  }, [t, term, debounced, serverEnabled, server.data]);
  const loading = term.length >= DATA_ROOM_LIMITS.minTaxonomySearchLength && (term !== debounced || server.isFetching);
  return {
    term,
    results,
    loading,
    tooShort: term.length > 0 && term.length < DATA_ROOM_LIMITS.minTaxonomySearchLength,
    error: server.isError,
  };
}

/** The user's data-room search history, newest first. */
export const useSearchHistory = (enabled: boolean) => useHistoryOf(useDataRoomTenant(), enabled);
