import { useQuery } from '@tanstack/react-query';
import { dataRoomKeys } from '../keys';
import { DATA_ROOM_HISTORY_TYPE, searchApi } from './search';

/** GET data-room/search?t=: the server's matches of a term (the request is cancelled when the term moves on). */
export const searchQuery = (tenant: string, term: string, enabled: boolean) => ({
  queryKey: dataRoomKeys.search(tenant, term),
  queryFn: ({ signal }: { signal: AbortSignal }) => searchApi.search(term, signal),
  enabled,
  staleTime: 10_000,
});

export const useServerSearch = (tenant: string, term: string, enabled: boolean) =>
  useQuery(searchQuery(tenant, term, enabled));

/** GET search-history/user?type=0: the user's data-room searches, newest first. */
export const searchHistoryQuery = (tenant: string, enabled: boolean) => ({
  queryKey: dataRoomKeys.searchHistory(tenant, DATA_ROOM_HISTORY_TYPE),
  queryFn: () => searchApi.history(DATA_ROOM_HISTORY_TYPE),
  enabled: enabled && !!tenant,
  staleTime: 30_000,
});

export const useSearchHistory = (tenant: string, enabled: boolean) => useQuery(searchHistoryQuery(tenant, enabled));
