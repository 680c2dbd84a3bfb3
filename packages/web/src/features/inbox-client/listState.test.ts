import { describe, expect, it } from 'vitest';
import type { ChatPage, Conversation } from '@atrium/contract';
import {
  applyNewMessage,
  conversationIdFromParam,
  flattenChats,
  prependChat,
  previewText,
  replaceChat,
  setUnread,
  type ChatListData,
} from './listState';
import { conversation, message, newMessageEvent } from './testData';

const page = (content: Conversation[], number = 0, totalPages = 2): ChatPage<Conversation> => ({
  content,
  page: { number, totalPages, size: 20, totalElements: 40 },
});
const data = (...pages: Conversation[][]): ChatListData => ({
  pages: pages.map((p, i) => page(p, i, pages.length)),
  pageParams: pages.map((_, i) => i),
});
const ids = (d: ChatListData | null | undefined) => flattenChats(d ?? undefined).map((c) => c.externalId);

describe('applyNewMessage', () => {
  it('moves the conversation to the top, with the new last text and the unread count from the event', () => {
    const before = data([conversation('a'), conversation('b')], [conversation('c')]);
    const after = applyNewMessage(before, newMessageEvent('c', 'Hello there'), null)!;
    expect(ids(after)).toEqual(['c', 'a', 'b']);
    const c = flattenChats(after)[0];
    expect(c.lastMessageText).toBe('Hello there');
    expect(c.unreadMessagesCount).toBe(3);
    expect(c.lastMessageAt).toBe('2026-01-02T09:30:00.000Z');
  });

  it('keeps the open conversation read', () => {
    const after = applyNewMessage(data([conversation('a'), conversation('b')]), newMessageEvent('b', 'Hi'), 'b')!;
    expect(ids(after)).toEqual(['b', 'a']);
    expect(flattenChats(after)[0].unreadMessagesCount).toBe(0);
  });

  it('names the files of a files-only message', () => {
    const e = newMessageEvent('a', null);
    e.message = message('a', null, {
      files: [
        {
          externalId: 'f',
          name: 'deck.pdf',
          contentType: 'application/pdf',
          size: 1,
          createdAt: '',
          messageExternalId: null,
          submitterUser: null,
        },
      ],
    });
    expect(flattenChats(applyNewMessage(data([conversation('a')]), e, null)!)[0].lastMessageText).toBe('deck.pdf');
  });

  it('answers null for a conversation the list has not loaded, so the list refetches', () => {
    expect(applyNewMessage(data([conversation('a')]), newMessageEvent('zzz', 'Hi'), null)).toBeNull();
    expect(applyNewMessage(undefined, newMessageEvent('a', 'Hi'), null)).toBeNull();
  });
});

describe('read state and list edits', () => {
  it('marks one conversation read (0) or unread (1) on every page', () => {
    const d = data([conversation('a', { unreadMessagesCount: 4 })], [conversation('b')]);
    expect(flattenChats(setUnread(d, 'a', 0))[0].unreadMessagesCount).toBe(0);
    expect(flattenChats(setUnread(d, 'b', 1))[1].unreadMessagesCount).toBe(1);
  });

  it('prepends a new conversation once, removing an older copy', () => {
    const d = data([conversation('a'), conversation('b')], [conversation('c')]);
    expect(ids(prependChat(d, conversation('c')))).toEqual(['c', 'a', 'b']);
    expect(ids(prependChat(d, conversation('n')))).toEqual(['n', 'a', 'b', 'c']);
  });

  it('replaces a changed conversation in place, without moving it', () => {
    const d = data([conversation('a'), conversation('b', { title: 'Old' })]);
    const after = replaceChat(d, conversation('b', { title: 'New' }));
    expect(ids(after)).toEqual(['a', 'b']);
    expect(flattenChats(after)[1].title).toBe('New');
  });

  it('flattens pages without duplicates when a row shifted between pages', () => {
    expect(ids(data([conversation('a'), conversation('b')], [conversation('b'), conversation('c')]))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('row texts', () => {
  it('reads mention markup as @name in the preview', () => {
    expect(previewText('Hi @[Kim Kam](0f8fad5b-d9cb-469f-a165-70867728950e), see\nthis')).toBe('Hi @Kim Kam, see this');
  });

  it('treats the route placeholder as no conversation', () => {
    expect(conversationIdFromParam(':atriumChatTeamExternalId')).toBeNull();
    expect(conversationIdFromParam(undefined)).toBeNull();
    expect(conversationIdFromParam('abc')).toBe('abc');
  });
});
