import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLocalFanout, type BusMessage, type RealtimeBus } from './bus.ts';
import type { BusLog } from './pg-bus.ts';

/** The pub/sub channel of one deployment: `REDIS_PREFIX` (default 'atrium') + ':realtime'. */
export const redisChannel = (prefix: string) => `${prefix}:realtime`;

/**
 * Fan-out through Redis pub/sub: one publisher and one subscriber connection; ioredis reconnects and
 * re-subscribes by itself. A process delivers its own messages locally at once and ignores their echo.
 */
export async function createRedisBus(opts: {
  url: string;
  log: BusLog;
  channel?: string;
  connectTimeoutMs?: number;
}): Promise<RealtimeBus> {
  const channel = opts.channel ?? redisChannel('atrium');
  const source = randomUUID();
  const local = createLocalFanout(opts.log);
  const retryStrategy = (times: number) => Math.min(250 * 2 ** Math.min(times, 7), 30_000);
  // The publisher fails fast while disconnected instead of queueing events for later.
  const pub = new Redis(opts.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
    lazyConnect: true,
    connectionName: 'atrium-realtime-pub',
  });
  const sub = new Redis(opts.url, { retryStrategy, lazyConnect: true, connectionName: 'atrium-realtime-sub' });
  let closed = false;
  for (const [name, conn] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    conn.on('error', (err) => opts.log.warn({ err }, `realtime: Redis ${name} error`));
    conn.on('end', () => {
      if (!closed) opts.log.warn(`realtime: Redis ${name} connection ended`);
    });
  }
  sub.on('message', (ch: string, payload: string) => {
    if (ch !== channel) return;
    try {
      const o = JSON.parse(payload) as { s: string; c: string; e: BusMessage['event'] };
      if (o.s !== source) local.emit({ channel: o.c, event: o.e });
    } catch (err) {
      opts.log.warn({ err }, 'realtime: malformed Redis message ignored');
    }
  });

  const timeout = opts.connectTimeoutMs ?? 5000;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect().then(() => sub.subscribe(channel))]),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${timeout} ms`)), timeout).unref(),
      ),
    ]);
    opts.log.info(`realtime: subscribed to Redis channel ${channel}`);
  } catch (err) {
    // Keep starting: ioredis keeps retrying, /api/health reports realtime down meanwhile.
    opts.log.error({ err }, 'realtime: Redis is not reachable yet');
    if (sub.status !== 'ready') void sub.subscribe(channel).catch(() => {});
  }

  return {
    kind: 'redis',
    async publish(msg) {
      local.emit(msg);
      try {
        await pub.publish(channel, JSON.stringify({ s: source, c: msg.channel, e: msg.event }));
      } catch (err) {
        opts.log.error(
          { err, channel: msg.channel },
          'realtime: Redis PUBLISH failed; the event reached this server only',
        );
      }
    },
    subscribe: local.subscribe,
    state: () => (pub.status === 'ready' && sub.status === 'ready' ? 'up' : 'down'),
    async close() {
      closed = true;
      local.clear();
      await Promise.all([pub.quit().catch(() => pub.disconnect()), sub.quit().catch(() => sub.disconnect())]);
    },
  };
}
