import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PrivateChatFilter, RealtimeEvent } from '@atrium/contract';
import { conversation, newMessageEvent } from './testData';
import type { ChatListData } from './listState';

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
const { clientListQuery } = await import('./api/client-list');
const { useClientChatListRealtime } = await import('./live-updates');

const filter: PrivateChatFilter = { searchValue: 'ki', activityFilter: 'ALL', dateFilter: null };
const page = (ids: string[]): ChatListData => ({
  pages: [
    {
      content: ids.map((id) => conversation(id)),
      page: { number: 0, size: 20, totalElements: ids.length, totalPages: 1 },
    },
  ],
  pageParams: [0],
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The list the inbox screen reads (its own query options), and another tenant's.
  const mine = clientListQuery('tenant-1', filter).queryKey;
  const other = clientListQuery('tenant-2', filter).queryKey;
  client.setQueryData(mine, page(['a', 'b']));
  client.setQueryData(other, page(['a', 'b']));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useClientChatListRealtime('tenant-1', null, () => undefined), { wrapper });
  const emit = (e: RealtimeEvent) => act(() => handlers.get('/channel/user/me')!(e));
  return { client, mine, other, emit };
}

describe('client list live updates reach the lists the inbox reads', () => {
  beforeEach(() =>
    sessionStore.set({
      token: 'tok',
      expiresAt: null,
      status: 'authenticated',
      user: { externalId: 'me', user: { externalId: 'me', userRoles: [] } } as never,
    }),
  );
  afterEach(() => handlers.clear());

  it("NEW_MESSAGE moves the row to the top of the tenant's lists only", () => {
    const { client, mine, other, emit } = setup();
    emit({ type: 'NEW_MESSAGE', content: newMessageEvent('b', 'Hello') });
    expect(client.getQueryData(mine)!.pages[0].content.map((c) => c.externalId)).toEqual(['b', 'a']);
    expect(client.getQueryData(other)!.pages[0].content.map((c) => c.externalId)).toEqual(['a', 'b']);
  });

  it('CONVERSATION_READ sets the row count; CONVERSATION_UPDATED refetches the list', async () => {
    const { client, mine, other, emit } = setup();
    emit({
      type: 'CONVERSATION_READ',
      content: { conversationExternalId: 'a', unreadMessagesCount: 4, unreadChatCount: 1 },
    });
    expect(client.getQueryData(mine)!.pages[0].content[0].unreadMessagesCount).toBe(4);
    emit({ type: 'CONVERSATION_UPDATED', content: { conversationExternalId: 'a', reason: 'MEMBERS' } });
    await waitFor(() => expect(client.getQueryState(mine)?.isInvalidated).toBe(true));
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
