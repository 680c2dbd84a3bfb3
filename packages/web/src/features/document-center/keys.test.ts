import { describe, expect, it } from 'vitest';
import { matchQuery, type QueryKey } from '@tanstack/react-query';
import { documentCenterKeys } from './keys';
import { folderItemsQuery } from './api/folder-items';
import { folderPathQuery } from './api/folder-path';
import { searchItemsQuery } from './api/search-items';
import { moveFoldersQuery } from './api/move-items';
import { documentTreeQuery } from './api/document-tree';

const covers = (filter: QueryKey, key: QueryKey) =>
  matchQuery({ queryKey: filter }, { queryKey: key, queryHash: '' } as never);

describe('documentCenterKeys', () => {
  it("`all` (refreshed after create, rename, move, delete and upload) covers every query of the tenant's document center", () => {
    const source = { kind: 'one', tenant: 't1' } as const;
    const keys = [
      folderItemsQuery(source, 'f1', 'ALL').queryKey,
      folderPathQuery(source, 'f1').queryKey,
      searchItemsQuery(source, 'nda').queryKey,
      moveFoldersQuery(source, null, true).queryKey,
      documentTreeQuery('t1', true).queryKey,
    ];
    for (const key of keys) {
      expect(covers(documentCenterKeys.all('t1'), key)).toBe(true);
      expect(covers(documentCenterKeys.all('t2'), key)).toBe(false);
    }
  });

  it('the move picker keeps its former key', () => {
    expect(documentCenterKeys.folders('t1', null)).toEqual([...documentCenterKeys.all('t1'), 'folders', null]);
  });
});
