import { describe, expect, it } from 'vitest';
import { matchQuery } from '@tanstack/react-query';
import { chatKeys } from './keys';

const covers = (prefix: readonly unknown[], key: readonly unknown[]) =>
  matchQuery({ queryKey: prefix }, { queryKey: key, queryHash: '' } as never);

describe('chatKeys', () => {
  const filter = { searchValue: 'acme', activityFilter: 'ALL' as const, dateFilter: null };
  const portal = chatKeys.portalList('ALL' as never, {} as never);

  it("a tenant's client lists cover each of its searches and filters, not another tenant's nor the portal's", () => {
    expect(covers(chatKeys.clientLists('t1'), chatKeys.clientList('t1', filter))).toBe(true);
    expect(covers(chatKeys.clientLists('t1'), chatKeys.clientList('t1', {}))).toBe(true);
    expect(covers(chatKeys.clientLists('t2'), chatKeys.clientList('t1', filter))).toBe(false);
    expect(covers(chatKeys.clientLists('t1'), portal)).toBe(false);
  });

  it('the portal lists cover every kind and filter, and no client list', () => {
    expect(covers(chatKeys.portalLists, portal)).toBe(true);
    expect(covers(chatKeys.portalLists, chatKeys.clientList('t1', filter))).toBe(false);
  });

  it('`lists` (refreshed after create, rename, leave, members) covers both inboxes and nothing else', () => {
    expect(covers(chatKeys.lists, chatKeys.clientList('t1', filter))).toBe(true);
    expect(covers(chatKeys.lists, portal)).toBe(true);
    expect(covers(chatKeys.lists, chatKeys.conversation('c1'))).toBe(false);
    expect(covers(chatKeys.lists, chatKeys.countUnread)).toBe(false);
  });

  it('a conversation and its team channel are separate entries', () => {
    expect(covers(chatKeys.conversation('c1'), chatKeys.internalConversation('c1'))).toBe(false);
    expect(chatKeys.findByMembers('t1', ['b', 'a'])).toEqual(chatKeys.findByMembers('t1', ['a', 'b']));
  });
});
