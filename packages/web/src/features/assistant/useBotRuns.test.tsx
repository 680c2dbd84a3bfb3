import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@atrium/contract';
import { realtime } from '../../lib/realtime';
import { sessionStore } from '../../session/session';
import { useBotRuns } from './hooks/useBotRuns';
import { assistantMessage } from './test-utils';

const ref = { conversationExternalId: 'c1', messageExternalId: 'm1' };
const stored = assistantMessage({
  message: JSON.stringify({ type: 'MARKDOWN', content: 'Part' }),
  isIncomplete: true,
});

function setup() {
  sessionStore.set({
    token: 'tok',
    expiresAt: null,
    status: 'authenticated',
    user: { externalId: 'me' } as never,
  });
  let deliver: (e: RealtimeEvent) => void = () => {};
  vi.spyOn(realtime, 'subscribe').mockImplementation((_channel, handler) => {
    deliver = handler as (e: RealtimeEvent) => void;
    return () => {};
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useBotRuns(), { wrapper });
  return { hook, deliver: (e: RealtimeEvent) => act(() => deliver(e)) };
}

describe('bot runs of this tab', () => {
  it('after Stop (HTTP stream gone) the realtime END still completes the own reply; a late copy starts nothing', () => {
    const { hook, deliver } = setup();
    act(() => {
      hook.result.current.dispatch({ type: 'BOT_MESSAGE_START', content: ref });
      hook.result.current.dispatch({ type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'Part', offset: 0 } });
      hook.result.current.stopAll('c1');
    });
    // The realtime copies of the own reply: the chunk is not applied twice, the END brings the stored message.
    deliver({ type: 'BOT_MESSAGE_CHUNK', content: { ...ref, chunk: 'Part', offset: 0 } });
    deliver({ type: 'BOT_MESSAGE_END', content: { ...ref, message: stored } });
    expect(hook.result.current.runs.m1).toMatchObject({ text: 'Part', status: 'done', message: stored });
    act(() => hook.result.current.settle('m1'));
    deliver({ type: 'BOT_MESSAGE_START', content: ref });
    deliver({ type: 'BOT_MESSAGE_END', content: { ...ref, message: stored } });
    expect(hook.result.current.runs).toEqual({});
  });
});
