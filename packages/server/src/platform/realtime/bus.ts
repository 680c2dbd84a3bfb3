import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '@atrium/contract';

export interface BusMessage {
  channel: string;
  event: RealtimeEvent;
}

export type BusHandler = (msg: BusMessage) => void;

/**
 * Several events published at once (a chat post's NEW_MESSAGE to each of its members) travel as ONE bus message on
 * this channel — one NOTIFY or PUBLISH instead of one per member — and are handed out one by one on arrival. Not a
 * `/channel/...` name, so no socket can subscribe to it.
 */
export const BATCH_CHANNEL = '/system/batch';
export const BATCH_EVENT = 'BATCH';

export function batchMessage(msgs: BusMessage[]): BusMessage {
  return { channel: BATCH_CHANNEL, event: { type: BATCH_EVENT, content: msgs } };
}

/**
 * Fans events out to every server process. Each process delivers them to its own sockets.
 * `publish` never rejects because the shared transport is down: the event still reaches this
 * process's sockets, the failure is logged and `state()` reports 'down'.
 */
export interface RealtimeBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  publish(msg: BusMessage): Promise<void>;
  /** Adds a handler for every message (from this process and the others); returns its removal. */
  subscribe(handler: BusHandler): () => void;
  /** 'up' when connected to the shared transport. */
  state(): 'up' | 'down';
  close(): Promise<void>;
}

/** Local fan-out shared by every bus: handlers of this process, called synchronously, isolated from each other. */
export function createLocalFanout(log?: { error(o: unknown, m?: string): void }) {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  return {
    emit(msg: BusMessage) {
      if (msg.channel === BATCH_CHANNEL && msg.event.type === BATCH_EVENT) {
        for (const one of msg.event.content as BusMessage[]) this.emit(one);
        return;
      }
      for (const h of em.listeners('msg') as BusHandler[]) {
        try {
          h(msg);
        } catch (err) {
          log?.error({ err }, 'realtime handler failed');
        }
      }
    },
    subscribe(handler: BusHandler) {
      em.on('msg', handler);
      return () => {
        em.off('msg', handler);
      };
    },
    clear: () => em.removeAllListeners(),
  };
}

/** Single-process bus: the default on embedded PGlite. */
export function createMemoryBus(): RealtimeBus {
  const local = createLocalFanout();
  return {
    kind: 'memory',
    async publish(msg) {
      local.emit(msg);
    },
    subscribe: local.subscribe,
    state: () => 'up',
    async close() {
      local.clear();
    },
  };
}
