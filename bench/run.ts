/**
 * `npm run bench`: GET /auth/current-user and GET /api/workspace/all of the real app (and /api/app-config,
 * which touches no database), on embedded PGlite and on PostgreSQL, against a bare Fastify JSON route
 * started in the same run, with autocannon.
 * Each server runs in its own process; autocannon runs here.
 *
 * Environment: DATABASE_URL (default postgres://root@127.0.0.1:5432/test; a fresh database is created
 * and dropped), BENCH_CONNECTIONS (50), BENCH_DURATION seconds per measurement (10), BENCH_WARMUP (3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PG_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const HERE = import.meta.dirname;

interface Target {
  port: number;
  token?: string;
  child: ChildProcess;
}

function startTarget(args: string[]): Promise<Target> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(HERE, 'target.ts'), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /READY (\{.*\})/.exec(buf);
      if (m) resolve({ ...(JSON.parse(m[1]) as { port: number; token?: string }), child });
    });
    child.on('exit', (code) => reject(new Error(`target ${args.join(' ')} exited with ${code}`)));
  });
}

async function stopTarget(t: Target) {
  const done = new Promise((r) => t.child.once('exit', r));
  t.child.kill('SIGTERM');
  await done;
}

interface Row {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string>, seconds: number) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function benchRoute(
  database: string,
  base: string,
  route: string,
  headers: Record<string, string>,
): Promise<Row> {
  if (WARMUP > 0) await measure(base + route, headers, WARMUP);
  const m = await measure(base + route, headers, DURATION);
  const row = { database, route, ...m };
  console.error(
    `  ${database.padEnd(10)} ${route.padEnd(22)} ${Math.round(m.rps)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms${m.non2xx ? `  non-2xx ${m.non2xx}` : ''}`,
  );
  return row;
}

async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql: string) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The two measured routes, and /api/app-config: no database, the app's own floor (hooks, validation, serialisation). */
const APP_ROUTES = ['/api/app-config', '/auth/current-user', '/api/workspace/all'];
const rows: Row[] = [];

const loadBefore = os.loadavg()[0];
console.error(
  `autocannon, ${CONNECTIONS} connections, ${DURATION} s per route (after ${WARMUP} s warm-up); load average ${loadBefore.toFixed(2)}`,
);
const bare = await startTarget(['bare']);
try {
  rows.push(await benchRoute('-', `http://127.0.0.1:${bare.port}`, '/bare', {}));
} finally {
  await stopTarget(bare);
}

async function benchApp(label: string, args: string[]) {
  const app = await startTarget(['app', ...args]);
  try {
    for (const route of APP_ROUTES)
      rows.push(
        await benchRoute(label, `http://127.0.0.1:${app.port}`, route, { authorization: `Bearer ${app.token}` }),
      );
  } finally {
    await stopTarget(app);
  }
}

await benchApp('PGlite', []);
if (await pgReachable()) {
  const name = `atrium_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    await benchApp('PostgreSQL', [url.toString()]);
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.error(`PostgreSQL not reachable at ${PG_URL}; skipped`);
}

const bareRps = rows[0].rps;
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const loadAfter = os.loadavg()[0];
console.log(
  `\nNode ${process.version}, ${os.cpus().length} CPUs (${cpu}), ${CONNECTIONS} connections, ${DURATION} s per route`,
);
console.log(
  `1-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after${Math.max(loadBefore, loadAfter) > os.cpus().length + 1 ? ' — other work was running; figures are pessimistic' : ''}\n`,
);
console.log('| database | route | requests/s | p50 ms | p99 ms | vs bare | non-2xx |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const ratio = r.route === '/bare' ? '100%' : `${Math.round((r.rps / bareRps) * 100)}%`;
  console.log(
    `| ${r.database} | ${r.route} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.non2xx + r.errors} |`,
  );
}
const pgRows = rows.filter((r) => r.database === 'PostgreSQL');
if (pgRows.length) {
  const miss = pgRows.filter(
    (r) => r.route !== '/api/app-config' && (r.rps < 0.3 * bareRps || r.p99 >= 25 || r.non2xx + r.errors > 0),
  );
  console.log(
    `\nTarget on PostgreSQL (≥30% of bare, p99 < 25 ms, no errors): ${miss.length ? `missed by ${miss.map((r) => r.route).join(', ')}` : 'met'}`,
  );
}
