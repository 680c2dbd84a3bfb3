/**
 * `npm run bench:shared-spaces` (node bench/shared-spaces.ts): a shared room opened by many guests at once, and the
 * room analytics over many view events, on PostgreSQL (DATABASE_URL's server, default postgres://root@127.0.0.1:5432/test;
 * a fresh database `atrium_bench_shared_spaces`). The app listens in this process on a free port; the guests are
 * concurrent fetches from the same process (client and server share the two cores).
 *  1. A room of BENCH_FILES files (one uploaded PDF, copied from the master room; the rest rows sharing its blob).
 *  2. BENCH_GUESTS guests at once, each from its own address: request a code, read it from the outbox, verify it
 *     (p50/p99 of the verification), then the room tree, then the first file's preview bytes.
 *  3. BENCH_EVENTS view events in the room, then GET analytics BENCH_QUERIES times (p50/p99).
 * Knobs: BENCH_FILES (1000), BENCH_GUESTS (200), BENCH_EVENTS (1000000), BENCH_QUERIES (30).
 */
import pg from 'pg';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';
import { ADMIN_URL, admin } from './pg-admin.ts';

const FILES = Number(process.env.BENCH_FILES ?? 1000);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 30);
const DB_NAME = 'atrium_bench_shared_spaces';
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const summary = (name: string, xs: number[]) =>
  console.log(
    `${name.padEnd(28)} n=${String(xs.length).padEnd(5)} p50=${pct(xs, 0.5).toFixed(1)} ms  p99=${pct(xs, 0.99).toFixed(1)} ms`,
  );

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n' + ' '.repeat(2000),
);

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const database = await openDatabase({ url: dbUrl, dataDir: null });
  const config = loadConfig(
    { APP_ENV: 'dev', REALTIME_BUS: 'memory', DEMO_PASSWORD: 'Bench-demo-pass-1', TOKEN_CACHE_MS: '0' },
    { databaseUrl: dbUrl },
  );
  const deps = await createDeps(config, { database, log: createLogger('silent') });
  const { app, services } = await buildApp(deps);
  await seedDemoData(database.db, config, services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  try {
    const owner = (await c.query(`select id from users where email = 'owner@acme.example'`)).rows[0].id as number;
    const tenant = (await c.query(`select external_id from tenants where name = 'Acme Inc.'`)).rows[0]
      .external_id as string;
    const { token } = await services.auth.tokens.issue(owner);
    const h = { authorization: `Bearer ${token}`, 'x-tenant-id': tenant };
    const json = async (r: Response) => ((await r.json()) as { content: any }).content;

    // 1. The room.
    const form = new FormData();
    form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'Deck.pdf');
    const up = await json(
      await fetch(`${base}/api/data-room/upload-files?parentId=9997`, { method: 'POST', headers: h, body: form }),
    );
    const room = await json(
      await fetch(`${base}/api/virtual-data-room`, {
        method: 'POST',
        headers: { ...h, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench room' }),
      }),
    );
    const copied = await json(
      await fetch(`${base}/api/virtual-data-room/master/copy`, {
        method: 'POST',
        headers: { ...h, 'content-type': 'application/json' },
        body: JSON.stringify({ roomExternalId: room.externalId, fileExternalIds: [up[0].externalId] }),
      }),
    );
    const roomId = (await c.query(`select id from vdr_rooms where external_id = $1`, [room.externalId])).rows[0].id;
    await c.query(
      `insert into vdr_files (room_id, name, size, content_type, storage_key, processing_state, summary_state)
       select room_id, 'File ' || g || '.pdf', size, content_type, storage_key, processing_state, summary_state
       from vdr_files, generate_series(2, $2::int) g where room_id = $1`,
      [roomId, FILES],
    );
    const emails = Array.from({ length: GUESTS }, (_, i) => `guest-${i}@bench.example`);
    for (let i = 0; i < emails.length; i += 100)
      await fetch(`${base}/api/virtual-data-room-guest/create?roomExternalId=${room.externalId}`, {
        method: 'POST',
        headers: { ...h, 'content-type': 'application/json' },
        body: JSON.stringify(
          emails.slice(i, i + 100).map((email) => ({ guest: { email }, permissionType: 'CAN_VIEW' })),
        ),
      });
    console.log(`room: ${FILES} files, ${GUESTS} guests`);

    // 2. Every guest at once.
    const G = '/api/virtual-data-room-guest';
    const timed = async <T>(into: number[], fn: () => Promise<T>) => {
      const t0 = performance.now();
      const r = await fn();
      into.push(performance.now() - t0);
      return r;
    };
    const [ask, verify, tree, view] = [[], [], [], []] as number[][];
    let failures = 0;
    await Promise.all(
      emails.map(async (email, i) => {
        const ip = {
          'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          'content-type': 'application/json',
        };
        await timed(ask, () =>
          fetch(`${base}${G}/public/request-code`, {
            method: 'POST',
            headers: ip,
            body: JSON.stringify({ roomExternalId: room.externalId, email }),
          }),
        );
        const text = (
          await pool.query(`select text_body from mail_outbox where to_address = $1 order by id desc limit 1`, [email])
        ).rows[0].text_body as string;
        const code = /\b(\d{6})\b/.exec(text)![1];
        const s = await timed(verify, async () =>
          json(
            await fetch(`${base}${G}/public/verify-code`, {
              method: 'POST',
              headers: ip,
              body: JSON.stringify({ roomExternalId: room.externalId, email, code }),
            }),
          ),
        );
        const gh = { 'x-guest-token': s.token };
        const r = await timed(tree, () => fetch(`${base}${G}/shared/room`, { headers: gh }));
        const body = await json(r);
        if (body.files.length !== FILES) failures++;
        const v = await timed(view, () =>
          fetch(`${base}${G}/shared/file/view?fileExternalId=${copied[0].externalId}`, { headers: gh }),
        );
        await v.arrayBuffer();
        if (v.status !== 200) failures++;
      }),
    );
    summary('request code', ask);
    summary('verify code', verify);
    summary(`room tree (${FILES} files)`, tree);
    summary('first file preview', view);
    console.log(`failures: ${failures}`);

    // 3. Analytics over many events.
    const t0 = Date.now();
    // What the app records per event (vdr_events) and keeps per guest and file (vdr_event_totals), written in bulk.
    await c.query(
      `with g as (select array_agg(id order by id) ids, array_agg(email order by id) emails from vdr_guests where room_id = $1),
            f as (select array_agg(id order by id) ids from (select id from vdr_files where room_id = $1 order by id limit 50) x)
       insert into vdr_events (room_id, guest_id, email, file_id, kind, seconds, created_at)
       select $1, g.ids[1 + s % $3], g.emails[1 + s % $3], f.ids[1 + s % 50],
              case when s % 10 = 0 then 'DOWNLOAD' else 'VIEW' end, s % 300, now() - (s % 90) * interval '1 day'
       from generate_series(1, $2::int) s, g, f`,
      [roomId, EVENTS, GUESTS],
    );
    await c.query(
      `insert into vdr_event_totals (room_id, email, file_id, opens, downloads, seconds, last_at)
       select room_id, email, coalesce(file_id, 0), count(*) filter (where kind <> 'DOWNLOAD'),
              count(*) filter (where kind = 'DOWNLOAD'), sum(seconds), max(created_at)
       from vdr_events where room_id = $1 group by room_id, email, coalesce(file_id, 0)
       on conflict (room_id, email, file_id) do update set opens = excluded.opens, downloads = excluded.downloads,
         seconds = excluded.seconds, last_at = excluded.last_at`,
      [roomId],
    );
    await c.query('analyze vdr_events; analyze vdr_event_totals');
    console.log(`events: ${EVENTS} inserted in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const an: number[] = [];
    let rows = 0;
    for (let i = 0; i < QUERIES; i++) {
      const r = await timed(an, () =>
        fetch(`${base}/api/virtual-data-room/analytics?roomExternalId=${room.externalId}`, { headers: h }),
      );
      rows = (await json(r)).length;
    }
    summary(`analytics (${rows} rows)`, an);
  } finally {
    await c.end();
    await pool.end();
    await app.close();
    await deps.realtime.bus.close();
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

await main();
