import type { DataRoomSearchMatch, SearchHistoryItem, SearchHistoryType } from '@atrium/contract';
import { http } from '../../../lib/http';
import { API } from '@atrium/contract';

/** Search history kind of the master room (spec 3 §3: 0 = data room). */
export const DATA_ROOM_HISTORY_TYPE: SearchHistoryType = 0;

/** The app bar's server search and the user's search history (spec 3 §7.1, §7.2). */
export const searchApi = {
  /** GET /api/data-room/search?t= — folders, files and URLs of the selected tenant. */
  search: (t: string, signal?: AbortSignal) =>
    http.get<DataRoomSearchMatch[]>(API.dataRoom.search, { query: { t }, signal }),
  /** GET /api/search-history/user?type= — newest first. */
  history: (type: SearchHistoryType = DATA_ROOM_HISTORY_TYPE) =>
    http.get<SearchHistoryItem[]>(API.searchHistory.user, { query: { type } }),
  /** POST /api/search-history — the saved item moves to the front. */
  saveHistory: (search: string, type: SearchHistoryType = DATA_ROOM_HISTORY_TYPE) =>
    http.post<SearchHistoryItem>(API.searchHistory.root, { search, type }),
};
