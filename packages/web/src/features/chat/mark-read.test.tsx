import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { chatApi } from './api/chat-api';
import { chatKeys } from './keys';
import { bumpUnreadCountVersion, useMarkRead } from './api/mark-read';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMarkRead(), { wrapper });
  return { client, markRead: result.current };
}

describe('marking a conversation read', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets the unread chat count from the reply', async () => {
    vi.spyOn(chatApi, 'markRead').mockResolvedValue({ count: 2 } as never);
    const { client, markRead } = setup();
    await act(() => markRead('c-1'));
    expect(client.getQueryData(chatKeys.countUnread)).toEqual({ count: 2 });
  });

  it('does not let a slow reply undo a newer message that raised the badge meanwhile', async () => {
    let answer: (v: { count: number }) => void = () => undefined;
    vi.spyOn(chatApi, 'markRead').mockReturnValue(new Promise((r) => (answer = r)) as never);
    const { client, markRead } = setup();
    const pending = markRead('c-1');
    // A NEW_MESSAGE arrives while the read is in flight: the shell sets the count to 1.
    bumpUnreadCountVersion();
    client.setQueryData(chatKeys.countUnread, { count: 1 });
    await act(async () => {
      answer({ count: 0 });
      await pending;
    });
    expect(client.getQueryData(chatKeys.countUnread)).toEqual({ count: 1 });
    // …and the count is marked for a fresh fetch instead.
    expect(client.getQueryState(chatKeys.countUnread)?.isInvalidated).toBe(true);
  });
});
