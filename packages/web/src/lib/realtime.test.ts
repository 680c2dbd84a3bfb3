import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime';

/** A stand-in for the browser WebSocket that records frames and lets the test drive open/close/message. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  readonly url: string;
  readonly protocols: string[];
  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverDrop() {
    this.readyState = 3;
    this.onclose?.();
  }
  serverSend(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const last = () => FakeSocket.instances[FakeSocket.instances.length - 1];

describe('RealtimeClient', () => {
  it('carries the token as a subprotocol and delivers events of subscribed channels', () => {
    const client = new RealtimeClient(() => 'ws://test/ws', 7000);
    const got: unknown[] = [];
    client.open('tok');
    client.subscribe('/channel/user/u1', (e) => got.push(e));
    last().serverOpen();
    expect(last().protocols).toEqual(['atrium.bearer', 'tok']);
    expect(last().sent).toContainEqual({ type: 'SUBSCRIBE', content: { channel: '/channel/user/u1' } });
    last().serverSend({
      type: 'EVENT',
      content: { channel: '/channel/user/u1', event: { type: 'NEW_NOTIFICATION', content: { count: 3 } } },
    });
    last().serverSend({
      type: 'EVENT',
      content: { channel: '/channel/user/other', event: { type: 'X', content: null } },
    });
    expect(got).toEqual([{ type: 'NEW_NOTIFICATION', content: { count: 3 } }]);
  });

  it('reconnects 7 s after a drop, resubscribes and flushes what was queued', () => {
    const client = new RealtimeClient(() => 'ws://test/ws', 7000);
    client.open('tok');
    client.subscribe('/channel/user/u1', () => {});
    last().serverOpen();
    last().serverDrop();
    expect(client.status).toBe('reconnecting');
    const unsubscribe = client.subscribe('/channel/tenant/t1', () => {});
    unsubscribe(); // queued while offline
    vi.advanceTimersByTime(6999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    last().serverOpen();
    expect(last().sent).toEqual([
      { type: 'SUBSCRIBE', content: { channel: '/channel/user/u1' } },
      { type: 'UNSUBSCRIBE', content: { channel: '/channel/tenant/t1' } },
    ]);
  });

  it('does not reconnect after close (logout)', () => {
    const client = new RealtimeClient(() => 'ws://test/ws', 7000);
    client.open('tok');
    last().serverOpen();
    client.close();
    vi.advanceTimersByTime(60000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.status).toBe('closed');
  });
});
