/**
 * `npm run bench:chat` (node bench/chat.ts): the chat at scale on PostgreSQL.
 *  1. A fresh database `atrium_bench_chat` on DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test):
 *     migrations and demo data through the app, then bench/chat-seed.ts in SQL (50 tenants, 10,000 conversations,
 *     1,000,000 messages).
 *  2. One server process (bench/target.ts, REALTIME_BUS=postgres): autocannon on the portal inbox list with its
 *     filters, the client inbox list and a page of messages (p50, p99); then 1,000 websockets, each subscribed to
 *     its user channel, 50 of them members of a 50-member group, and the time from the POST of a message in that
 *     group to its NEW_MESSAGE on every member's socket.
 *  3. The same delivery test with two server processes on the same database: the poster on the first, the
 *     sockets split across both.
 * Knobs: BENCH_CONNECTIONS (10), BENCH_DURATION seconds (5), BENCH_WARMUP (1), BENCH_POSTS (100), BENCH_SOCKETS (1000),
 * BENCH_ONLY=http|delivery, BENCH_KEEP=1 keeps the database, BENCH_SKIP_SEED=1 reuses a kept one, BENCH_CPU_PROF=<dir>
 * writes the server's CPU profile, BENCH_DB the database's name (default atrium_bench_chat).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMsOf, dbBackends } from './cpu.ts';
import WebSocket from 'ws';
import { CHAT_PATHS } from '@atrium/contract';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';
import { seedChatBench } from './chat-seed.ts';
import { ADMIN_URL, admin } from './pg-admin.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const POSTS = Number(process.env.BENCH_POSTS ?? 100);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const DB_NAME = process.env.BENCH_DB || 'atrium_bench_chat';
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
const C = CHAT_PATHS.conversation;
const M = CHAT_PATHS.message;

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');

interface Fixture {
  internalTenant: string;
  kimToken: string;
  client: { token: string; tenant: string };
  conversation: string;
  group: string;
  poster: { token: string; tenant: string };
  groupMembers: Set<string>;
  sockets: { externalId: string; token: string }[];
}

/** Migrations, demo data, bulk chat data, and the tokens the measurements use. */
async function prepare(): Promise<Fixture> {
  if (!process.env.BENCH_SKIP_SEED) {
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${DB_NAME}`);
  }
  const database = await openDatabase({ url: dbUrl, dataDir: null });
  const config = loadConfig(
    { APP_ENV: 'prod', REALTIME_BUS: 'memory', DEMO_PASSWORD: 'Bench-demo-pass-1' },
    { databaseUrl: dbUrl },
  );
  const deps = await createDeps(config, { database, log: createLogger('silent') });
  const { app, services } = await buildApp(deps);
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    if (!process.env.BENCH_SKIP_SEED) {
      await seedDemoData(database.db, config, services);
      const t0 = Date.now();
      await seedChatBench(c, config.internalEmailDomain);
      console.error(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    const counts = (
      await c.query(`select (select count(*) from chat_conversations)::int as conversations, (select count(*) from chat_messages)::int as messages,
                                          (select count(*) from chat_members)::int as members, (select count(*) from tenants where name like 'Bench Co %')::int as tenants`)
    ).rows[0];
    console.error(`data: ${JSON.stringify(counts)}`);
    const tokenOf = async (userId: number) => (await services.auth.tokens.issue(userId)).token;
    const row = async <T>(sql: string, params: unknown[] = []) => (await c.query(sql, params)).rows[0] as T;
    const internalTenant = (await row<{ external_id: string }>('select external_id from tenants where is_internal'))
      .external_id;
    const kim = await row<{ id: number }>(`select id from users where email = 'kam@atrium.dev'`);
    const t1 = (await row<{ external_id: string }>(`select external_id from tenants where name = 'Bench Co 1'`))
      .external_id;
    const person0 = await row<{ id: number }>(`select id from users where email = 'person0@benchco1.example'`);
    const conv = await row<{ external_id: string }>(
      `select c.external_id from chat_conversations c join chat_members m on m.conversation_id = c.id where m.user_id = $1 and c.type = 'PRIVATE' order by c.id limit 1`,
      [person0.id],
    );
    const group = await row<{ id: number; external_id: string }>(
      `select id, external_id from chat_conversations where title = 'Bench all-hands'`,
    );
    const members = (
      await c.query(
        `select u.id, u.external_id from chat_members m join users u on u.id = m.user_id where m.conversation_id = $1`,
        [group.id],
      )
    ).rows as { id: number; external_id: string }[];
    // 1,000 socket users: the 50 group members and 950 other bench users.
    const others = (
      await c.query(
        `select id, external_id from users where (email like 'person%@benchco%' or email like 'benchstaff%') and id <> all($1::int[]) order by id limit $2`,
        [members.map((m) => m.id), SOCKETS - members.length],
      )
    ).rows as { id: number; external_id: string }[];
    const sockets: Fixture['sockets'] = [];
    for (const u of [...members, ...others]) sockets.push({ externalId: u.external_id, token: await tokenOf(u.id) });
    const posterToken = sockets.find(
      (s) => s.externalId === members.find((m) => m.id === person0.id)!.external_id,
    )!.token;
    return {
      internalTenant,
      kimToken: await tokenOf(kim.id),
      client: { token: posterToken, tenant: t1 },
      conversation: conv.external_id,
      group: group.external_id,
      poster: { token: posterToken, tenant: t1 },
      groupMembers: new Set(members.map((m) => m.external_id)),
      sockets,
    };
  } finally {
    await c.end();
    await app.close();
    await deps.realtime.bus.close();
    await database.close();
  }
}

interface Target {
  port: number;
  child: ChildProcess;
}
function startTarget(): Promise<Target> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=<dir> writes the server's V8 CPU profile there when it stops (open it in Chrome DevTools).
    const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...prof, path.join(import.meta.dirname, 'target.ts'), 'app', dbUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'atrium-bench-chat') },
    });
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /READY (\{.*\})/.exec(buf);
      if (m) {
        targetPid = child.pid!;
        resolve({ port: (JSON.parse(m[1]) as { port: number }).port, child });
      }
    });
    child.on('exit', (code) => reject(new Error(`target exited with ${code}`)));
  });
}
async function stopTarget(t: Target) {
  const done = new Promise((r) => t.child.once('exit', r));
  t.child.kill('SIGTERM');
  await done;
}

interface HttpRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** CPU time per request of the server process and of the database's backends (ms): unlike latency, barely moved by other load. */
  serverCpuMs: number;
  dbCpuMs: number;
}

/** The server process whose CPU `load` reads (Linux /proc). */
let targetPid = 0;
async function load(
  base: string,
  name: string,
  opts: { method: 'GET' | 'POST'; path: string; token: string; tenant: string; body?: unknown },
): Promise<HttpRow> {
  const run = (seconds: number) =>
    autocannon({
      url: base + opts.path,
      method: opts.method,
      connections: CONNECTIONS,
      duration: seconds,
      headers: {
        authorization: `Bearer ${opts.token}`,
        'x-tenant-id': opts.tenant,
        'content-type': 'application/json',
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  // One request first, so a broken route fails loudly instead of being timed.
  const probe = await fetch(base + opts.path, {
    method: opts.method,
    headers: { authorization: `Bearer ${opts.token}`, 'x-tenant-id': opts.tenant, 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await probe.text();
  const json = JSON.parse(text) as { success: boolean; content: { page?: { totalElements: number } } };
  if (!probe.ok) throw new Error(`${name}: ${probe.status} ${JSON.stringify(json)}`);
  if (WARMUP > 0) await run(WARMUP);
  const backends = await dbBackends(ADMIN_URL, DB_NAME);
  const [server0, db0] = [cpuMsOf([targetPid]), cpuMsOf(backends)];
  const r = await run(DURATION);
  const requests = Math.max(1, r.requests.total);
  const row = {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    serverCpuMs: (cpuMsOf([targetPid]) - server0) / requests,
    dbCpuMs: (cpuMsOf(backends) - db0) / requests,
  };
  console.error(
    `  ${name.padEnd(48)} total ${String(json.content.page?.totalElements ?? '-').padStart(5)}  ${Math.round(row.rps)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms` +
      `  cpu/req server ${row.serverCpuMs.toFixed(2)} ms db ${row.dbCpuMs.toFixed(2)} ms  ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB${row.bad ? `  bad ${row.bad}` : ''}`,
  );
  return row;
}

async function httpBench(base: string, f: Fixture) {
  const portal = (filter: string, body: unknown) => ({
    method: 'POST' as const,
    path: `${C}/filter/get-inbox-chats-by-filter?filter=${filter}&page=0`,
    token: f.kimToken,
    tenant: f.internalTenant,
    body,
  });
  const rows: HttpRow[] = [];
  rows.push(await load(base, 'portal ALL', portal('ALL', {})));
  rows.push(
    await load(base, 'portal ALL, page 5', {
      ...portal('ALL', {}),
      path: `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=5`,
    }),
  );
  rows.push(await load(base, 'portal ALL status OPEN', portal('ALL', { status: 'OPEN' })));
  rows.push(await load(base, 'portal ALL unread', portal('ALL', { readStatus: 'UNREAD' })));
  rows.push(await load(base, 'portal ALL urgent', portal('ALL', { generalPortalFilters: ['URGENT'] })));
  rows.push(await load(base, 'portal ALL search "Benchco7"', portal('ALL', { searchValue: 'Benchco7' })));
  rows.push(await load(base, 'portal ALL other clients (8,000)', portal('ALL', { otherClients: true })));
  rows.push(await load(base, 'portal ADMIN_READ_ONLY', portal('ADMIN_READ_ONLY', {})));
  rows.push(await load(base, 'portal MENTIONS', portal('MENTIONS', {})));
  rows.push(await load(base, 'portal TEAM', portal('TEAM', {})));
  rows.push(
    await load(base, 'client inbox (Bench Co 1 member)', {
      method: 'POST',
      path: `${C}/chat/private?tenantExternalId=${f.client.tenant}&page=0`,
      token: f.client.token,
      tenant: f.client.tenant,
      body: {},
    }),
  );
  for (const page of [0, 3]) {
    rows.push(
      await load(base, `messages page ${page} (20 of 95)`, {
        method: 'GET',
        path: `${M}/conversation?conversationExternalId=${f.conversation}&page=${page}`,
        token: f.client.token,
        tenant: f.client.tenant,
      }),
    );
  }
  return rows;
}

/** Opens the 1,000 sockets (round-robin over `ports`), each subscribed to its user channel. */
async function openSockets(
  ports: number[],
  f: Fixture,
  onEvent: (userExternalId: string, text: string, at: number) => void,
) {
  const open: WebSocket[] = [];
  const connect = (s: Fixture['sockets'][number], i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${ports[i % ports.length]}/ws`, {
        headers: { authorization: `Bearer ${s.token}` },
      });
      const channel = `/channel/user/${s.externalId}`;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'SUBSCRIBE', content: { channel } })));
      ws.on('message', (raw) => {
        const at = performance.now();
        const frame = JSON.parse(String(raw)) as {
          type: string;
          content: { event?: { type: string; content: { message?: { message?: string | null } } } };
        };
        if (frame.type === 'SUBSCRIBED') resolve();
        else if (frame.type === 'SUBSCRIBE_DENIED') reject(new Error(`denied ${channel}`));
        else if (frame.type === 'EVENT' && frame.content.event?.type === 'NEW_MESSAGE')
          onEvent(s.externalId, frame.content.event.content.message?.message ?? '', at);
      });
      ws.on('error', reject);
      open.push(ws);
    });
  for (let i = 0; i < f.sockets.length; i += 50)
    await Promise.all(f.sockets.slice(i, i + 50).map((s, j) => connect(s, i + j)));
  return open;
}

async function deliveryBench(label: string, ports: number[], f: Fixture) {
  const arrivals = new Map<string, Map<string, number>>();
  const sockets = await openSockets(ports, f, (user, text, at) => {
    const m = /\[bench (\d+)\]/.exec(text);
    if (!m || !f.groupMembers.has(user)) return;
    arrivals.get(m[1])?.set(user, at);
  });
  const perDelivery: number[] = [];
  const perMessage: number[] = [];
  let missing = 0;
  try {
    const base = `http://127.0.0.1:${ports[0]}`;
    for (let i = 0; i < POSTS + 5; i++) {
      const seq = String(i);
      const got = new Map<string, number>();
      arrivals.set(seq, got);
      const t0 = performance.now();
      const res = await fetch(`${base}${M}/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${f.poster.token}`,
          'x-tenant-id': f.poster.tenant,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ conversationExternalId: f.group, message: `Delivery check [bench ${seq}]` }),
      });
      if (!res.ok) throw new Error(`post ${res.status} ${await res.text()}`);
      const deadline = Date.now() + 5000;
      while (got.size < f.groupMembers.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      if (got.size < f.groupMembers.size) {
        const absent = [...f.groupMembers].filter((u) => !got.has(u));
        console.error(
          `    post ${i}: ${absent.length} member(s) got no NEW_MESSAGE within 5 s: ${absent.slice(0, 5).join(', ')}`,
        );
      }
      if (i < 5) continue; // warm-up posts
      missing += f.groupMembers.size - got.size;
      const times = [...got.values()].map((at) => at - t0);
      perDelivery.push(...times);
      if (got.size === f.groupMembers.size) perMessage.push(Math.max(...times));
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    for (const ws of sockets) ws.terminate();
  }
  const row = {
    label,
    sockets: sockets.length,
    posts: POSTS,
    deliveryP50: pct(perDelivery, 50),
    deliveryP99: pct(perDelivery, 99),
    allP50: pct(perMessage, 50),
    allP99: pct(perMessage, 99),
    missing,
  };
  console.error(
    `  ${label}: ${row.sockets} sockets, ${POSTS} posts — each delivery p50 ${ms(row.deliveryP50)} ms p99 ${ms(row.deliveryP99)} ms; ` +
      `last of 50 p50 ${ms(row.allP50)} ms p99 ${ms(row.allP99)} ms; missing ${missing}`,
  );
  return row;
}

const load0 = os.loadavg()[0];
console.error(
  `chat bench on ${DB_NAME}; ${os.cpus().length} cores, Node ${process.version}; load average ${load0.toFixed(2)}`,
);
const fixture = await prepare();
const results: Record<string, unknown> = {};
const a = await startTarget();
try {
  if (process.env.BENCH_ONLY !== 'delivery') {
    console.error(
      `HTTP (autocannon, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up), one server:`,
    );
    results.http = await httpBench(`http://127.0.0.1:${a.port}`, fixture);
  }
  if (process.env.BENCH_ONLY !== 'http') {
    console.error('Delivery:');
    results.oneProcess = await deliveryBench('one process', [a.port], fixture);
    const b = await startTarget();
    try {
      results.twoProcesses = await deliveryBench('two processes (postgres bus)', [a.port, b.port], fixture);
    } finally {
      await stopTarget(b);
    }
  }
} finally {
  await stopTarget(a);
  if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}
console.error(`load average after ${os.loadavg()[0].toFixed(2)}`);
console.log(JSON.stringify(results, null, 2));
