import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ChatPage, Conversation, RealtimeEvent } from '@atrium/contract';
import { conversation as fixture, message } from '../../test/fixtures';

// A realtime client the test drives by hand.
const handlers = new Map<string, (e: RealtimeEvent) => void>();
vi.mock('../../lib/realtime', () => ({
  realtime: {
    status: 'open',
    subscribe: (channel: string, h: (e: RealtimeEvent) => void) => {
      handlers.set(channel, h);
      return () => handlers.delete(channel);
    },
    onStatus: () => () => undefined,
  },
}));

const { sessionStore } = await import('../../session/session');
const { INITIAL_LIST_STATE, toInboxRequest } = await import('./filters');
const { portalListQuery } = await import('./api/portal-list');
const { patchRow, putOnTop, usePortalInboxRealtime } = await import('./live-updates');

const row = (id: string) => fixture({ externalId: id, unreadMessagesCount: 1 });
const data = (ids: string[]): InfiniteData<ChatPage<Conversation>, number> => ({
  pages: [{ content: ids.map(row), page: { number: 0, size: 20, totalElements: ids.length, totalPages: 1 } }],
  pageParams: [0],
});
const idsOf = (d: InfiniteData<ChatPage<Conversation>, number> | undefined) =>
  d!.pages[0].content.map((c) => c.externalId);

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Two lists the portal screen reads (its own query options): the first tab, and the same tab searched.
  const { kind, body } = toInboxRequest(INITIAL_LIST_STATE);
  const first = portalListQuery(kind, body).queryKey;
  const searched = portalListQuery(kind, { ...body, searchValue: 'acme' }).queryKey;
  client.setQueryData(first, data(['a', 'b']));
  client.setQueryData(searched, data(['a', 'b']));
  return { client, first, searched };
}

describe('portal list live updates reach the lists the inbox reads', () => {
  beforeEach(() =>
    sessionStore.set({
      token: 'tok',
      expiresAt: null,
      status: 'authenticated',
      user: { externalId: 'me', user: { externalId: 'me', userRoles: [] } } as never,
    }),
  );
  afterEach(() => handlers.clear());

  it('patchRow and putOnTop change every cached list', () => {
    const { client, first, searched } = setup();
    patchRow(client, 'b', { unreadMessagesCount: 0 });
    putOnTop(client, row('c'));
    for (const key of [first, searched]) {
      expect(idsOf(client.getQueryData(key))).toEqual(['c', 'a', 'b']);
      expect(client.getQueryData(key)!.pages[0].content[2].unreadMessagesCount).toBe(0);
    }
  });

  it('NEW_MESSAGE moves the row up; CONVERSATION_UPDATED refetches every list', async () => {
    const { client, first, searched } = setup();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => usePortalInboxRealtime(null), { wrapper });
    const emit = (e: RealtimeEvent) => act(() => handlers.get('/channel/user/me')!(e));
    emit({
      type: 'NEW_MESSAGE',
      content: {
        message: { ...message('m1', 'Hello', null, '2026-01-02T09:30:00.000Z'), conversationExternalId: 'b' },
        conversationExternalId: 'b',
        conversationType: 'PRIVATE',
        parentConversationExternalId: null,
        tenantExternalId: 't1',
        senderName: 'Kim',
        unreadMessagesCount: 2,
        unreadChatCount: 1,
        currentThreadStatus: null,
      },
    });
    expect(idsOf(client.getQueryData(first))).toEqual(['b', 'a']);
    expect(idsOf(client.getQueryData(searched))).toEqual(['b', 'a']);
    emit({ type: 'CONVERSATION_UPDATED', content: { conversationExternalId: 'a', reason: 'TITLE' } });
    await waitFor(() => expect(client.getQueryState(first)?.isInvalidated).toBe(true));
    expect(client.getQueryState(searched)?.isInvalidated).toBe(true);
  });
});
