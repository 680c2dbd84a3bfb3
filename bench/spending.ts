/**
 * `node bench/spending.ts`: spending, its details and the founder update (issue 17 items 4 and 7) on a generated ledger,
 * in process. A CSV of BENCH_ROWS transactions (default 100,000 over five years, 12 categories, 300 vendors) is
 * imported, then BENCH_CALLS (default 50) sequential calls of each: GET /api/accounting/spending (newest month),
 * GET /api/accounting/spending/details (one category, all months, sorted by amount, page 3 of 25), and
 * GET /api/accounting/founder-update (the PDF). p50 and p99 of each.
 * Database: PGlite in memory, or DATABASE_URL (a fresh database `atrium_bench_spending` on that server).
 */
import { inProcessApp } from './in-process.ts';
import { csvMultipart, ledgerCsv } from './ledger-csv.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);

const { url, database, deps, app, headersOf } = await inProcessApp('atrium_bench_spending');
const headers = await headersOf('owner@acme.example', 'Acme Inc.');

const file = csvMultipart(ledgerCsv(ROWS));
const r = await app.inject({
  method: 'POST',
  url: '/api/ledger/import',
  headers: { ...headers, ...file.headers },
  payload: file.body,
});
if (r.statusCode !== 201) throw new Error(`import answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
const month = (r.json() as { content: { lastDate: string } }).content.lastDate.slice(0, 7);
console.log(`database: ${url ? 'PostgreSQL' : 'PGlite (in memory)'}; ${ROWS} transactions; ${CALLS} calls each`);

async function time(name: string, path: string) {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const s = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers });
    times.push(performance.now() - s);
    if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${name}: p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
}
await time('spending', '/api/accounting/spending');
await time('details', '/api/accounting/spending/details?category=Payroll&sort=amount&dir=asc&page=3&pageSize=25');
await time('founder update PDF', `/api/accounting/founder-update?month=${month}`);
await app.close();
await deps.realtime.bus.close();
await database.close();
process.exit(0);
