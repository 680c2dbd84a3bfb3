/**
 * `npm run bench:task-bulk` (node bench/task-bulk.ts): POST /api/task/bulk (issue 14 #5) in process (app.inject).
 * BENCH_CUSTOMERS client companies (default 500, the call's limit), each with one member, get one task per call, for
 * 1, 50 and all of them: with the task asking the customer (each company's members notified) and without (only the
 * preparer hears, once). BENCH_REPEAT (3) calls per case; the median is printed.
 * Database: PGlite in memory, or DATABASE_URL (a fresh database `atrium_bench_task_bulk` on that server).
 */
import pg from 'pg';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';

const CUSTOMERS = Math.min(500, Number(process.env.BENCH_CUSTOMERS ?? 500));
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const ADMIN_URL = process.env.DATABASE_URL || '';
const DB_NAME = 'atrium_bench_task_bulk';

async function databaseUrl(): Promise<string | null> {
  if (!ADMIN_URL) return null;
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${DB_NAME}`);
  await c.end();
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
}

const url = await databaseUrl();
const database = await openDatabase({ url, dataDir: null });
const config = loadConfig(
  { APP_ENV: 'prod', REALTIME_BUS: 'memory', DEMO_PASSWORD: 'Bench-demo-pass-1' },
  { databaseUrl: url },
);
const deps = await createDeps(config, { database, log: createLogger('silent') });
const { app, services } = await buildApp(deps);
await seedDemoData(database.db, config, services);
const admin = await services.users.byEmail('admin@atrium.dev');
const { token } = await services.auth.tokens.issue(admin!.id);
const member = await services.users.byEmail('member@acme.example');

// The customers: companies written straight into the table, each with the Acme member as its one member.
const raw = database.raw;
const companies = (
  await raw.query<{ id: number; external_id: string }>(
    `insert into tenants (name, account_type) select 'Bench Co ' || g, 'COMPANY' from generate_series(1, ${CUSTOMERS}) g returning id, external_id`,
  )
).rows;
await raw.query(
  `insert into tenant_memberships (tenant_id, user_id, workspace_id)
   select t.id, m.user_id, m.workspace_id from unnest($1::int[]) t(id),
   (select user_id, workspace_id from tenant_memberships where user_id = $2 limit 1) m`,
  [companies.map((c) => c.id), member!.id],
);

console.log(
  `database: ${url ? 'PostgreSQL' : 'PGlite (in memory)'}; ${CUSTOMERS} customers, median of ${REPEAT} calls`,
);
let n = 0;
for (const asksCustomer of [false, true])
  for (const size of [...new Set([1, Math.min(50, CUSTOMERS), CUSTOMERS])]) {
    const times: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const s = performance.now();
      const r = await app.inject({
        method: 'POST',
        url: '/api/task/bulk',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          tenantExternalIds: companies.slice(0, size).map((c) => c.external_id),
          name: `Bench task ${++n}`,
          doneByCustomer: asksCustomer,
          preparerExternalId: admin!.externalId,
        },
      });
      times.push(performance.now() - s);
      if (r.statusCode !== 200) throw new Error(`bulk answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `bulk of ${size} customer(s), ${asksCustomer ? 'asks the customer' : 'provider work'}: ${times[Math.floor(times.length / 2)].toFixed(0)} ms`,
    );
  }
await app.close();
await deps.realtime.bus.close();
await database.close();
process.exit(0);
