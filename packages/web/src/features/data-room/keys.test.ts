import { describe, expect, it } from 'vitest';
import { matchQuery, type QueryKey } from '@tanstack/react-query';
import { dataRoomKeys } from './keys';
import { filesPageQuery } from './api/files-page';
import { customChildrenQuery, customFolderFilesQuery, customTreeQuery } from './api/custom-folder-queries';
import { dataRoomFileQuery } from './api/file-by-external';
import { redFlagsQuery } from './api/red-flag-list';
import { statsQuery } from './api/stats-query';
import { searchHistoryQuery, searchQuery } from './api/search-query';

const T = 'tenant-1';
const covers = (filter: QueryKey, key: QueryKey) =>
  matchQuery({ queryKey: filter }, { queryKey: key, queryHash: '' } as never);

/** What the screens read, built by the same query options they use. */
const read = {
  filesPage: filesPageQuery(T, { parentId: 8, sort: 'type', direction: 'desc', page: 1 }, true).queryKey,
  customRoots: customChildrenQuery(T, null).queryKey,
  customChildren: customChildrenQuery(T, 'f-1').queryKey,
  customTree: customTreeQuery(T).queryKey,
  customFiles: customFolderFilesQuery(T, 'f-1', true).queryKey,
  file: dataRoomFileQuery(T, 'file-1').queryKey,
  redFlags: redFlagsQuery(T, 9999, null).queryKey,
  stats: statsQuery(T).queryKey,
  search: searchQuery(T, 'nda', true).queryKey,
};

describe('dataRoomKeys', () => {
  it("`all` (a reconnect, an import, a deleted folder) covers every data-room query of the tenant, and no other tenant's", () => {
    for (const key of Object.values(read)) {
      expect(covers(dataRoomKeys.all(T), key)).toBe(true);
      expect(covers(dataRoomKeys.all('tenant-2'), key)).toBe(false);
    }
  });

  it('the keys live updates and red-flag changes invalidate cover the lists the screens read', () => {
    expect(covers(dataRoomKeys.filesAll(T), read.filesPage)).toBe(true);
    expect(covers(dataRoomKeys.customAll(T), read.customRoots)).toBe(true);
    expect(covers(dataRoomKeys.customAll(T), read.customChildren)).toBe(true);
    expect(covers(dataRoomKeys.customAll(T), read.customFiles)).toBe(true);
    expect(covers(dataRoomKeys.customAll(T), read.customTree)).toBe(true);
    expect(covers(dataRoomKeys.redFlagsAll(T), read.redFlags)).toBe(true);
    expect(covers(dataRoomKeys.stats(T), read.stats)).toBe(true);
    expect(covers(dataRoomKeys.file(T, 'file-1'), read.file)).toBe(true);
    expect(covers(dataRoomKeys.filesAll(T), read.file)).toBe(false);
  });

  it('search history is kept apart from the room (a reconnect does not refetch it)', () => {
    const history = searchHistoryQuery(T, true).queryKey;
    expect(covers(dataRoomKeys.all(T), history)).toBe(false);
    expect(history).toEqual(dataRoomKeys.searchHistory(T, 0));
  });
});
