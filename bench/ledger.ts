/**
 * `npm run bench:ledger` (node bench/ledger.ts): the ledger import and the dashboards at scale, in process.
 *  - Import: a generated CSV of BENCH_ROWS transactions (default 100,000; five years of a busy company: 2 accounts,
 *    12 categories) posted to /api/ledger/import (app.inject, multipart): rows/s and the growth of the process's RSS.
 *  - Dashboards: BENCH_CALLS (200) sequential GET /api/accounting/dashboard on that ledger: p50 and p99.
 *  - Dashboards at scale: BENCH_LEDGER_ROWS (default 1,000,000) transactions written by SQL (more than a CSV may hold),
 *    the monthly aggregate rebuilt as an import or sync rebuilds it, then the same BENCH_CALLS dashboard calls.
 * Database: PGlite in memory, or DATABASE_URL (a fresh database `atrium_bench_ledger` on that server).
 */
import { inProcessApp } from './in-process.ts';
import { csvMultipart, ledgerCsv } from './ledger-csv.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);

const { url, database, deps, app, headersOf } = await inProcessApp('atrium_bench_ledger');
const headers = await headersOf('owner@acme.example', 'Acme Inc.');

const file = csvMultipart(ledgerCsv(ROWS));
let peak = process.memoryUsage().rss;
const before = peak;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const t0 = performance.now();
const r = await app.inject({
  method: 'POST',
  url: '/api/ledger/import',
  headers: { ...headers, ...file.headers },
  payload: file.body,
});
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
if (r.statusCode !== 201) throw new Error(`import answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
console.log(`database: ${url ? 'PostgreSQL' : 'PGlite (in memory)'}`);
console.log(
  `import: ${ROWS} rows (${(file.body.length / 1e6).toFixed(1)} MB) in ${seconds.toFixed(1)} s = ${Math.round(ROWS / seconds)} rows/s; RSS +${Math.round((peak - before) / 1e6)} MB`,
);

const times: number[] = [];
for (let i = 0; i < CALLS; i++) {
  const s = performance.now();
  const d = await app.inject({ method: 'GET', url: '/api/accounting/dashboard', headers });
  times.push(performance.now() - s);
  if (d.statusCode !== 200) throw new Error(`dashboard answered ${d.statusCode}`);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
console.log(`dashboard: ${CALLS} calls, p50 ${pct(50)} ms, p99 ${pct(99)} ms`);

// The dashboards on a ledger of BENCH_LEDGER_ROWS transactions (default 1,000,000; more than one CSV may hold, so
// written by SQL like a Merge sync would), with the monthly aggregate rebuilt as an import or sync rebuilds it.
const BIG = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
if (BIG > 0) {
  const tid = (await database.raw.query<{ id: number }>("select id from tenants where name = 'Acme Inc.'")).rows[0].id;
  const accounts = (
    await database.raw.query<{ id: number }>('select id from ledger_accounts where tenant_id = $1 order by id', [tid])
  ).rows.map((a) => a.id);
  const s0 = performance.now();
  await database.raw.query('delete from ledger_monthly where tenant_id = $1', [tid]);
  await database.raw.query('delete from ledger_transactions where tenant_id = $1', [tid]);
  await database.raw.query(
    `insert into ledger_transactions (tenant_id, account_id, date, category, amount, counterparty)
     select $1, case when i % 7 = 0 then $3::int else $2::int end,
            date '2021-01-01' + ((i::bigint * 1826) / $4)::int,
            (array['Revenue','Payroll','Rent','Software','Marketing','Travel','Meals','Legal','Hardware','Contractors','Insurance','Utilities'])[1 + i % 12],
            case when i = 0 then 500000000 when i % 12 = 0 then 1200 + i % 500 else -(100 + i % 900) end,
            'Vendor ' || (i % 300)
     from generate_series(0, $4 - 1) as i`,
    [tid, accounts[0], accounts[1] ?? accounts[0], BIG],
  );
  const s1 = performance.now();
  await database.raw.query(
    `insert into ledger_monthly (tenant_id, month, account_id, category, amount)
     select tenant_id, date_trunc('month', date)::date, account_id, category, sum(amount)
     from ledger_transactions where tenant_id = $1 group by 1, 2, 3, 4`,
    [tid],
  );
  const s2 = performance.now();
  const n = (
    await database.raw.query<{ n: string }>('select count(*)::text as n from ledger_monthly where tenant_id = $1', [
      tid,
    ])
  ).rows[0].n;
  console.log(
    `ledger of ${BIG} transactions: written in ${((s1 - s0) / 1000).toFixed(1)} s; monthly aggregate (${n} rows) rebuilt in ${((s2 - s1) / 1000).toFixed(1)} s`,
  );
  const big: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const s = performance.now();
    const d = await app.inject({ method: 'GET', url: '/api/accounting/dashboard', headers });
    big.push(performance.now() - s);
    if (d.statusCode !== 200) throw new Error(`dashboard answered ${d.statusCode}`);
  }
  big.sort((a, b) => a - b);
  const q = (p: number) => big[Math.min(big.length - 1, Math.floor((p / 100) * big.length))].toFixed(1);
  console.log(`dashboard on ${BIG} transactions: ${CALLS} calls, p50 ${q(50)} ms, p99 ${q(99)} ms`);
}
await app.close();
await deps.realtime.bus.close();
await database.close();
process.exit(0);
