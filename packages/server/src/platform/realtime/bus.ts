import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '@atrium/contract';

export interface BusMessage {
  channel: string;
  event: RealtimeEvent;
}

/** Fans events out to every server process. Each process delivers them to its own sockets. */
export interface RealtimeBus {
  publish(msg: BusMessage): Promise<void>;
  subscribe(handler: (msg: BusMessage) => void): void;
  /** 'up' when connected to the shared transport. */
  state(): 'up' | 'down';
  close(): Promise<void>;
}

/** Single-process bus: the default on embedded PGlite. */
export function createMemoryBus(): RealtimeBus {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  return {
    async publish(msg) {
      em.emit('msg', msg);
    },
    subscribe(handler) {
      em.on('msg', handler);
    },
    state: () => 'up',
    async close() {
      em.removeAllListeners();
    },
  };
}
