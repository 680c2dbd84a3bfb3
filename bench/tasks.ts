/**
 * `npm run bench:tasks` (node bench/tasks.ts): the task list and the customers list at scale on PostgreSQL.
 *  1. A fresh database `atrium_bench_tasks` on DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test):
 *     migrations and demo data through the app, then bench/tasks-seed.ts in SQL (BENCH_CUSTOMERS companies, default
 *     2,000; BENCH_TASKS tasks, default 100,000).
 *  2. One server process (bench/target.ts): autocannon with BENCH_CONNECTIONS concurrent callers (10) on
 *     - the portal task list as the default tab asks for it (All Tasks; IN_PROGRESS, PENDING, OVERDUE,
 *       WAITING_FOR_REVIEW; due date ascending; page 0 of 20) as a portal admin,
 *     - the same list, tab "Assigned to me", as a bench staff member,
 *     - a customer's task list (the default tab with their company's header),
 *     - the portal customers list (GET /api/customer-management, page 0 of 20, by name),
 *     - the staff workload (GET /api/task/workload);
 *     p50 and p99 of each, and the CPU time per request of the server and of the database.
 *  3. The database is dropped at the end (BENCH_KEEP=1 keeps it; BENCH_SKIP_SEED=1 reuses a kept one).
 * Knobs: BENCH_CONNECTIONS (10), BENCH_DURATION seconds (5), BENCH_WARMUP (1), BENCH_CUSTOMERS, BENCH_TASKS,
 * BENCH_DB (the database's name, default atrium_bench_tasks).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMsOf, dbBackends } from './cpu.ts';
import { API } from '@atrium/contract';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';
import { seedTasksBench } from './tasks-seed.ts';
import { ADMIN_URL, admin } from './pg-admin.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2000);
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const DB_NAME = process.env.BENCH_DB || 'atrium_bench_tasks';
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
/** The default tab of the task list (packages/web/src/features/tasks/list-state.ts). */
const DEFAULT_FILTER = {
  tab: 'ALL',
  statuses: ['IN_PROGRESS', 'PENDING', 'OVERDUE', 'WAITING_FOR_REVIEW'],
  orderBy: 'dueDate',
  order: 'asc',
};

interface Fixture {
  adminToken: string;
  staffToken: string;
  customer: { token: string; tenant: string };
}

async function prepare(): Promise<Fixture> {
  if (!process.env.BENCH_SKIP_SEED) {
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${DB_NAME}`);
  }
  const database = await openDatabase({ url: dbUrl, dataDir: null });
  const config = loadConfig(
    { APP_ENV: 'prod', REALTIME_BUS: 'memory', DEMO_PASSWORD: 'Bench-demo-pass-1', JOBS_ENABLED: 'false' },
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
      await seedTasksBench(c, config.internalEmailDomain, CUSTOMERS, TASKS);
      console.error(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    const counts = (
      await c.query(`select (select count(*) from tasks)::int as tasks, (select count(*) from product_flows)::int as flows,
                            (select count(*) from tenants where not is_internal)::int as customers,
                            (select count(*) from tasks where status <> 'DONE')::int as open`)
    ).rows[0];
    console.error(`data: ${JSON.stringify(counts)}`);
    const row = async <T>(sql: string) => (await c.query(sql)).rows[0] as T;
    const tokenOf = async (email: string) =>
      (
        await services.auth.tokens.issue(
          (await row<{ id: number }>(`select id from users where email = '${email}'`)).id,
        )
      ).token;
    const tenant = (await row<{ external_id: string }>(`select external_id from tenants where name = 'Bench Co 1'`))
      .external_id;
    return {
      adminToken: await tokenOf(`admin@${config.internalEmailDomain}`),
      staffToken: await tokenOf(`benchstaff3@${config.internalEmailDomain}`),
      customer: { token: await tokenOf('person0@benchco1.example'), tenant },
    };
  } finally {
    await c.end();
    await app.close();
    await deps.realtime.bus.close();
    await database.close();
  }
}

let targetPid = 0;
function startTarget(): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'target.ts'), 'app', dbUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        JOBS_ENABLED: 'false',
        DATA_DIR: path.join(os.tmpdir(), 'atrium-bench-tasks'),
      },
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

async function load(
  base: string,
  name: string,
  o: { method: 'GET' | 'POST'; path: string; token: string; tenant?: string; body?: unknown },
) {
  const headers: Record<string, string> = { authorization: `Bearer ${o.token}`, 'content-type': 'application/json' };
  if (o.tenant) headers['x-tenant-id'] = o.tenant;
  const body = o.body === undefined ? undefined : JSON.stringify(o.body);
  const run = (seconds: number) =>
    autocannon({ url: base + o.path, method: o.method, connections: CONNECTIONS, duration: seconds, headers, body });
  const probe = await fetch(base + o.path, { method: o.method, headers, body });
  const text = await probe.text();
  if (!probe.ok) throw new Error(`${name}: ${probe.status} ${text.slice(0, 300)}`);
  const json = JSON.parse(text) as { content: { total?: number; totalCapped?: boolean; rows?: unknown[] } };
  if (WARMUP > 0) await run(WARMUP);
  const backends = await dbBackends(ADMIN_URL, DB_NAME);
  const [s0, d0] = [cpuMsOf([targetPid]), cpuMsOf(backends)];
  const r = await run(DURATION);
  const n = Math.max(1, r.requests.total);
  const total = `${json.content.total ?? json.content.rows?.length ?? '-'}${json.content.totalCapped ? '+' : ''}`;
  console.log(
    `  ${name.padEnd(44)} total ${String(total).padStart(6)}  ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms` +
      `  cpu/req server ${((cpuMsOf([targetPid]) - s0) / n).toFixed(2)} ms db ${((cpuMsOf(backends) - d0) / n).toFixed(2)} ms` +
      `${r.non2xx + r.errors + r.timeouts ? `  bad ${r.non2xx + r.errors + r.timeouts}` : ''}`,
  );
}

const f = await prepare();
const target = await startTarget();
const base = `http://127.0.0.1:${target.port}`;
try {
  console.log(
    `HTTP (autocannon, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up), one server, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}:`,
  );
  const list = `${API.task.filter}?page=0&pageSize=20`;
  await load(base, 'tasks: portal, default tab (admin)', {
    method: 'POST',
    path: list,
    token: f.adminToken,
    body: DEFAULT_FILTER,
  });
  await load(base, 'tasks: portal, assigned to me (staff)', {
    method: 'POST',
    path: list,
    token: f.staffToken,
    body: { ...DEFAULT_FILTER, tab: 'ASSIGNED_TO_ME' },
  });
  await load(base, 'tasks: customer, default tab', {
    method: 'POST',
    path: list,
    token: f.customer.token,
    tenant: f.customer.tenant,
    body: DEFAULT_FILTER,
  });
  await load(base, 'customers list (page 0, by name)', {
    method: 'GET',
    path: `${API.customerManagement.root}?page=0&pageSize=20`,
    token: f.adminToken,
  });
  await load(base, 'workload', { method: 'GET', path: API.taskPlanning.workload, token: f.adminToken });
} finally {
  const done = new Promise((r) => target.child.once('exit', r));
  target.child.kill('SIGTERM');
  await done;
  if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}
process.exit(0);
