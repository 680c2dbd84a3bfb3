import type { RealtimeEvent } from '@atrium/contract';
import type { RequestContext } from '../http/context.ts';
import { batchMessage, type RealtimeBus } from './bus.ts';

/** Decides whether a user may subscribe to `/channel/{name}/{id}`. */
export type ChannelAuthorizer = (ctx: Omit<RequestContext, 'tenant' | 'membership'>, id: string) => Promise<boolean>;

/** Tunables of the /ws endpoint; read when a socket connects (tests shorten them). */
export interface RealtimeSettings {
  /** How often an open socket's token is resolved again; a revoked or expired token closes the socket (4401). */
  tokenRecheckMs: number;
  /** Ping interval; a socket that did not answer the previous ping is dropped. */
  heartbeatMs: number;
  /** Subscriptions one socket may hold. */
  maxSubscriptionsPerSocket: number;
  /** A socket whose unsent output exceeds this many bytes is closed (slow consumer). */
  maxBufferedBytes: number;
}

export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = {
  tokenRecheckMs: 60_000,
  heartbeatMs: 30_000,
  maxSubscriptionsPerSocket: 500,
  maxBufferedBytes: 4 * 1024 * 1024,
};

/** What modules use: publish events and declare who may listen to their channels. */
export interface Realtime {
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  /** Publishes several events as one bus message (each still reaches its own channel's sockets). */
  publishMany(events: { channel: string; event: RealtimeEvent }[]): Promise<void>;
  registerChannel(name: string, authorize: ChannelAuthorizer): void;
  authorizer(name: string): ChannelAuthorizer | undefined;
  bus: RealtimeBus;
  settings: RealtimeSettings;
  /** Open sockets on this process (set by the /ws endpoint). */
  connections(): number;
}

export function createRealtime(bus: RealtimeBus, settings: Partial<RealtimeSettings> = {}): Realtime {
  const authorizers = new Map<string, ChannelAuthorizer>();
  return {
    bus,
    settings: { ...DEFAULT_REALTIME_SETTINGS, ...settings },
    publish: (channel, event) => bus.publish({ channel, event }),
    async publishMany(events) {
      if (events.length === 0) return;
      await bus.publish(events.length === 1 ? events[0] : batchMessage(events));
    },
    registerChannel(name, authorize) {
      authorizers.set(name, authorize);
    },
    authorizer: (name) => authorizers.get(name),
    connections: () => 0,
  };
}
