/**
 * `npm run bench:task-bulk` (node bench/task-bulk.ts): POST /api/task/bulk (issue 14 #5) in process (app.inject).
 * BENCH_CUSTOMERS client companies (default 500, the call's limit), each with one member, get one task per call, for
 * 1, 50 and all of them: with the task asking the customer (each company's members notified) and without (only the
 * preparer hears, once). BENCH_REPEAT (3) calls per case; the median is printed.
 * Database: PGlite in memory, or DATABASE_URL (a fresh database `atrium_bench_task_bulk` on that server).
 */
import { inProcessApp } from './in-process.ts';

const CUSTOMERS = Math.min(500, Number(process.env.BENCH_CUSTOMERS ?? 500));
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);

const { url, database, deps, app, services, headersOf } = await inProcessApp('atrium_bench_task_bulk');
const admin = await services.users.byEmail('admin@atrium.dev');
const adminHeaders = await headersOf('admin@atrium.dev');
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
        headers: adminHeaders,
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
