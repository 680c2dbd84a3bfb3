import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RealtimeEvent } from '@atrium/contract';

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
    open: () => undefined,
    close: () => undefined,
  },
}));
vi.mock('./api/notification-api', async (orig) => {
  const real = await orig<typeof import('./api/notification-api')>();
  return {
    ...real,
    notificationApi: { ...real.notificationApi, countUnread: vi.fn().mockResolvedValue({ count: 4 }) },
  };
});

const { sessionStore } = await import('../../session/session');
const { useNotificationRealtime } = await import('./useNotificationRealtime');
const { useUnreadCount } = await import('./api/unread-count');
const { notificationKeys } = await import('./keys');

function Badge() {
  useNotificationRealtime();
  const count = useUnreadCount().data?.count;
  return <output data-testid="count">{count ?? '-'}</output>;
}

describe('NEW_NOTIFICATION over realtime', () => {
  afterEach(() => handlers.clear());

  it('sets the badge count from the event and refreshes the lists without refetching the count', async () => {
    sessionStore.set({
      token: 'tok',
      expiresAt: null,
      status: 'authenticated',
      user: {
        externalId: 'user-1',
        user: { firstName: 'A', lastName: 'B', email: 'a@b.c', externalId: 'user-1', userRoles: [] },
      } as never,
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <Badge />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));
    const handler = handlers.get('/channel/user/user-1');
    expect(handler).toBeDefined();

    act(() =>
      handler!({ type: 'NEW_NOTIFICATION', content: { count: 5, notification: { externalId: 'n', title: 'Hi' } } }),
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('5'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.lists });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: notificationKeys.countUnread });

    act(() => handler!({ type: 'NEW_MESSAGE', content: { count: 99 } }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('count')).toHaveTextContent('5');
  });
});
