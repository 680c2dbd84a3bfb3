import { LIMITS, WS_TOKEN_PROTOCOL, type ClientFrame, type RealtimeEvent, type ServerFrame } from '@atrium/contract';

type Handler = (event: RealtimeEvent) => void;

/**
 * The browser side of /ws: authenticates with the bearer token, keeps subscriptions,
 * reconnects 7 s after a drop, resubscribes and flushes frames queued while offline.
 */
export class RealtimeClient {
  private ws: WebSocket | null = null;
  private token: string | null = null;
  private handlers = new Map<string, Set<Handler>>();
  private queue: ClientFrame[] = [];
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private closedByUser = true;
  private statusListeners = new Set<(s: RealtimeStatus) => void>();
  status: RealtimeStatus = 'closed';

  private readonly url: () => string;
  private readonly reconnectMs: number;
  constructor(
    url = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
    reconnectMs = LIMITS.websocketReconnectMs,
  ) {
    this.url = url;
    this.reconnectMs = reconnectMs;
  }

  open(token: string) {
    if (this.token === token && this.ws) return;
    this.close();
    this.token = token;
    this.closedByUser = false;
    this.connect();
  }

  /** Closes for good (logout); subscriptions are forgotten. */
  close() {
    this.closedByUser = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.ws?.close(1000);
    this.ws = null;
    this.token = null;
    this.handlers.clear();
    this.queue = [];
    this.setStatus('closed');
  }

  /** Listens to `/channel/{name}/{id}`; returns the unsubscribe function. */
  subscribe(channel: string, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.send({ type: 'SUBSCRIBE', content: { channel } });
    }
    set.add(handler);
    return () => {
      const s = this.handlers.get(channel);
      if (!s) return;
      s.delete(handler);
      if (s.size === 0) {
        this.handlers.delete(channel);
        this.send({ type: 'UNSUBSCRIBE', content: { channel } });
      }
    };
  }

  onStatus(l: (s: RealtimeStatus) => void) {
    this.statusListeners.add(l);
    return () => {
      this.statusListeners.delete(l);
    };
  }

  private setStatus(s: RealtimeStatus) {
    this.status = s;
    this.statusListeners.forEach((l) => l(s));
  }

  private send(frame: ClientFrame) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
    else if (frame.type !== 'SUBSCRIBE') this.queue.push(frame); // subscriptions are replayed on open anyway
  }

  private connect() {
    if (!this.token) return;
    this.setStatus('connecting');
    const ws = new WebSocket(this.url(), [WS_TOKEN_PROTOCOL, this.token]);
    this.ws = ws;
    ws.onopen = () => {
      this.setStatus('open');
      for (const channel of this.handlers.keys()) ws.send(JSON.stringify({ type: 'SUBSCRIBE', content: { channel } }));
      const pending = this.queue;
      this.queue = [];
      pending.forEach((f) => ws.send(JSON.stringify(f)));
    };
    ws.onmessage = (msg) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(msg.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'EVENT') this.handlers.get(frame.content.channel)?.forEach((h) => h(frame.content.event));
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closedByUser) return;
      this.setStatus('reconnecting');
      this.reconnectTimer = setTimeout(() => this.connect(), this.reconnectMs);
    };
  }
}
export type RealtimeStatus = 'closed' | 'connecting' | 'open' | 'reconnecting';

export const realtime = new RealtimeClient();
