import { describe, expect, it } from 'vitest';
import { matchQuery, type QueryKey } from '@tanstack/react-query';
import { notificationKeys } from './keys';
import { notificationPageQuery } from './api/notification-page';
import { unreadCountQuery } from './api/unread-count';

const covers = (filter: QueryKey, key: QueryKey) =>
  matchQuery({ queryKey: filter }, { queryKey: key, queryHash: '' } as never);

describe('notificationKeys', () => {
  it('`lists` (refreshed by NEW_NOTIFICATION and status changes) covers every page, not the badge count', () => {
    expect(covers(notificationKeys.lists, notificationPageQuery(2, 20).queryKey)).toBe(true);
    expect(covers(notificationKeys.lists, unreadCountQuery().queryKey)).toBe(false);
  });

  it('`all` (refetched after a reconnect) covers the pages and the count', () => {
    expect(covers(notificationKeys.all, notificationPageQuery(0, 20).queryKey)).toBe(true);
    expect(covers(notificationKeys.all, unreadCountQuery().queryKey)).toBe(true);
  });
});
