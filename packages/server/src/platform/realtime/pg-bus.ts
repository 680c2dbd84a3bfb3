import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { RawSql } from '../db.ts';
import { createLocalFanout, type BusMessage, type RealtimeBus } from './bus.ts';

export type BusLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const PG_CHANNEL = 'atrium_realtime';
/** NOTIFY payloads must stay under 8000 bytes; larger messages travel base64-chunked below this size. */
const MAX_PAYLOAD_BYTES = 7900;
const CHUNK_CHARS = 7000;
/** Incomplete chunked messages are dropped after this long. */
const CHUNK_TTL_MS = 30_000;

/**
 * Wire format of one NOTIFY payload:
 *  - `M{"s":source,"c":channel,"e":event}`                 a whole message
 *  - `C<source>:<messageId>:<index>:<total>:<base64 part>`  one part of a large message
 * A process delivers its own messages locally at once and ignores their echo.
 */
export function encodeNotifyPayloads(source: string, msg: BusMessage): string[] {
  const json = JSON.stringify({ s: source, c: msg.channel, e: msg.event });
  if (Buffer.byteLength(json) + 1 <= MAX_PAYLOAD_BYTES) return [`M${json}`];
  const b64 = Buffer.from(json).toString('base64');
  const id = randomUUID();
  const total = Math.ceil(b64.length / CHUNK_CHARS);
  const parts: string[] = [];
  for (let i = 0; i < total; i++)
    parts.push(`C${source}:${id}:${i}:${total}:${b64.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS)}`);
  return parts;
}

/** Reassembles payloads into messages; returns the message and its source once complete. */
export function createNotifyDecoder() {
  const pending = new Map<string, { parts: (string | undefined)[]; got: number; at: number }>();
  return {
    decode(payload: string): { source: string; msg: BusMessage } | null {
      if (payload.startsWith('M')) {
        const o = JSON.parse(payload.slice(1)) as { s: string; c: string; e: BusMessage['event'] };
        return { source: o.s, msg: { channel: o.c, event: o.e } };
      }
      if (!payload.startsWith('C')) return null;
      const m = /^C([^:]+):([^:]+):(\d+):(\d+):(.*)$/s.exec(payload);
      if (!m) return null;
      const [, , id, idx, tot, part] = m;
      const now = Date.now();
      for (const [k, v] of pending) if (now - v.at > CHUNK_TTL_MS) pending.delete(k);
      const total = Number(tot);
      let entry = pending.get(id);
      if (!entry) {
        entry = { parts: new Array(total), got: 0, at: now };
        pending.set(id, entry);
      }
      if (entry.parts[Number(idx)] === undefined) {
        entry.parts[Number(idx)] = part;
        entry.got++;
      }
      if (entry.got < total) return null;
      pending.delete(id);
      const o = JSON.parse(Buffer.from(entry.parts.join(''), 'base64').toString('utf8')) as {
        s: string;
        c: string;
        e: BusMessage['event'];
      };
      return { source: o.s, msg: { channel: o.c, event: o.e } };
    },
    pendingCount: () => pending.size,
  };
}

/**
 * Fan-out through PostgreSQL LISTEN/NOTIFY: publishes with `pg_notify` through the application's pool,
 * listens on one dedicated connection that reconnects with back-off when it drops.
 * Several servers on the same database (not merely the same cluster) share events.
 */
export async function createPgBus(opts: {
  url: string;
  raw: RawSql;
  log: BusLog;
  channel?: string;
}): Promise<RealtimeBus> {
  const channel = opts.channel ?? PG_CHANNEL;
  const source = randomUUID();
  const local = createLocalFanout(opts.log);
  const decoder = createNotifyDecoder();
  let client: pg.Client | null = null;
  let up = false;
  let closed = false;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | null = null;

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, 30_000);
    opts.log.warn(`realtime: PostgreSQL listener down, reconnecting in ${wait} ms`);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, wait);
    retryTimer.unref();
  }

  async function connect(): Promise<boolean> {
    const c = new pg.Client({ connectionString: opts.url, keepAlive: true, application_name: 'atrium-realtime' });
    client = c;
    const lost = () => {
      if (client !== c) return;
      up = false;
      client = null;
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      scheduleReconnect();
    };
    c.on('error', (err) => {
      opts.log.warn({ err }, 'realtime: PostgreSQL listener error');
      lost();
    });
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      let decoded: ReturnType<typeof decoder.decode>;
      try {
        decoded = decoder.decode(n.payload);
      } catch (err) {
        opts.log.warn({ err }, 'realtime: malformed notification ignored');
        return;
      }
      if (decoded && decoded.source !== source) local.emit(decoded.msg);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) {
        await c.end();
        return false;
      }
      up = true;
      retryMs = 250;
      opts.log.info(`realtime: listening on PostgreSQL channel ${channel}`);
      return true;
    } catch (err) {
      opts.log.warn({ err }, 'realtime: cannot connect the PostgreSQL listener');
      lost();
      return false;
    }
  }

  await connect();

  return {
    kind: 'postgres',
    async publish(msg) {
      local.emit(msg);
      const payloads = encodeNotifyPayloads(source, msg);
      try {
        // One statement, so every part of a chunked message is committed (and delivered) together.
        if (payloads.length === 1) await opts.raw.query('select pg_notify($1, $2)', [channel, payloads[0]]);
        else
          await opts.raw.query(
            'select pg_notify($1, p) from unnest($2::text[]) with ordinality as u(p, i) order by i',
            [channel, payloads],
          );
      } catch (err) {
        opts.log.error({ err, channel: msg.channel }, 'realtime: NOTIFY failed; the event reached this server only');
      }
    },
    subscribe: local.subscribe,
    state: () => (up ? 'up' : 'down'),
    async close() {
      closed = true;
      up = false;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = null;
      local.clear();
      if (c) await c.end().catch(() => {});
    },
  };
}
