import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RealtimeEvent } from '@atrium/contract';
import { newMessageEvent } from './testData';

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
vi.mock('../chat/api/chat-api', async (orig) => {
  const real = await orig<typeof import('../chat')>();
  return { ...real, chatApi: { ...real.chatApi, countUnread: vi.fn().mockResolvedValue({ count: 1 }) } };
});
const notify = vi.fn();
vi.mock('../../lib/notify', () => ({
  notify: (...a: unknown[]) => notify(...a),
  notifyActionError: vi.fn(),
  errorMessage: () => '',
}));

const { sessionStore } = await import('../../session/session');
const { workspaceStore } = await import('../../workspace/workspace');
const { chatApi } = await import('../chat');
const { openConversationStore, portalConversationInPath, useChatShellRealtime, useChatUnreadCount } =
  await import('./shellChat');

function Badge() {
  useChatShellRealtime();
  return <output data-testid="count">{useChatUnreadCount().data?.count ?? '-'}</output>;
}

async function mount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Badge />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
  return (e: RealtimeEvent) => act(() => handlers.get('/channel/user/me')!(e));
}

describe('shell chat events', () => {
  beforeEach(() => {
    workspaceStore.set((w) => ({
      ...w,
      atriumMembership: null,
      selectedTenantMembership: { tenant: { externalId: 'tenant-1' } } as never,
    }));
    sessionStore.set({
      token: 'tok',
      expiresAt: null,
      status: 'authenticated',
      user: {
        externalId: 'me',
        user: { firstName: 'O', lastName: 'O', email: 'o@x', externalId: 'me', userRoles: [] },
      } as never,
    });
  });
  afterEach(() => {
    handlers.clear();
    notify.mockReset();
    openConversationStore.set(null);
  });

  it('NEW_MESSAGE sets the unread chat count and toasts the sender', async () => {
    const emit = await mount();
    emit({ type: 'NEW_MESSAGE', content: newMessageEvent('c1', 'Hello', { unreadChatCount: 7 }) });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('7'));
    expect(notify).toHaveBeenCalledWith('You received a new message from Kim Kam', 'info');
  });

  it('does not toast for the conversation on screen, nor for my own message', async () => {
    const emit = await mount();
    openConversationStore.set('c1');
    emit({ type: 'NEW_MESSAGE', content: newMessageEvent('c1', 'Hello', { unreadChatCount: 0 }) });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
    const own = newMessageEvent('c2', 'Mine', { unreadChatCount: 0 });
    own.message.user = { externalId: 'me', firstName: 'O', lastName: 'O', email: 'o@x' };
    emit({ type: 'NEW_MESSAGE', content: own });
    expect(notify).not.toHaveBeenCalled();
  });

  it("refetches instead of taking the count of another company's message", async () => {
    const emit = await mount();
    vi.mocked(chatApi.countUnread).mockResolvedValueOnce({ count: 4 });
    emit({
      type: 'NEW_MESSAGE',
      content: newMessageEvent('c9', 'Other', { tenantExternalId: 'tenant-2', unreadChatCount: 9 }),
    });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));
    expect(notify).toHaveBeenCalledWith('You received a new message from Kim Kam', 'info');
  });

  it('CONVERSATION_READ sets the count', async () => {
    const emit = await mount();
    emit({
      type: 'CONVERSATION_READ',
      content: { conversationExternalId: 'c1', unreadMessagesCount: 0, unreadChatCount: 0 },
    });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
  });

  it('waits for the selected tenant before asking for the count (the call needs the tenant header)', async () => {
    vi.mocked(chatApi.countUnread).mockClear();
    workspaceStore.set((w) => ({ ...w, selectedTenantMembership: null }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Badge />
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(chatApi.countUnread).not.toHaveBeenCalled();
    act(() =>
      workspaceStore.set((w) => ({ ...w, selectedTenantMembership: { tenant: { externalId: 'tenant-1' } } as never })),
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    expect(chatApi.countUnread).toHaveBeenCalledTimes(1);
  });

  it('reads the open portal conversation from the address, not the placeholder', () => {
    expect(portalConversationInPath('/portal/inbox/abc-1')).toBe('abc-1');
    expect(portalConversationInPath('/portal/inbox/:atriumChatTeamExternalId')).toBeNull();
    expect(portalConversationInPath('/one/communications/abc-1')).toBeNull();
  });
});
