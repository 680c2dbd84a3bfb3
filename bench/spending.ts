/**
 * `node bench/spending.ts`: spending, its details and the founder update (issue 17 items 4 and 7) on a generated ledger,
 * in process. A CSV of BENCH_ROWS transactions (default 100,000 over five years, 12 categories, 300 vendors) is
 * imported, then BENCH_CALLS (default 50) sequential calls of each: GET /api/accounting/spending (newest month),
 * GET /api/accounting/spending/details (one category, all months, sorted by amount, page 3 of 25), and
 * GET /api/accounting/founder-update (the PDF). p50 and p99 of each.
 * Database: PGlite in memory, or DATABASE_URL (a fresh database `atrium_bench_spending` on that server).
 */
import pg from 'pg';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const ADMIN_URL = process.env.DATABASE_URL || '';
const DB_NAME = 'atrium_bench_spending';

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

const CATEGORIES = [
  'Revenue',
  'Payroll',
  'Rent',
  'Software',
  'Marketing',
  'Travel',
  'Meals',
  'Legal',
  'Hardware',
  'Contractors',
  'Insurance',
  'Utilities',
];
function csv(rows: number): Buffer {
  const lines = ['Date,Account,Category,Amount,Vendor', '2021-01-01,Operating Checking,Opening balance,50000000,'];
  const start = Date.UTC(2021, 0, 1);
  const span = 5 * 365 * 86_400_000;
  for (let i = 1; i < rows; i++) {
    const date = new Date(start + Math.floor((i / rows) * span)).toISOString().slice(0, 10);
    const cat = CATEGORIES[i % CATEGORIES.length];
    const amount = cat === 'Revenue' ? 1200 + (i % 500) : -(100 + (i % 900));
    lines.push(`${date},${i % 7 === 0 ? 'Card' : 'Operating Checking'},${cat},${amount}.${i % 100},Vendor ${i % 300}`);
  }
  return Buffer.from(lines.join('\n') + '\n');
}

function multipart(data: Buffer) {
  const boundary = '----benchspending';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
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
const owner = await services.users.byEmail('owner@acme.example');
const { token } = await services.auth.tokens.issue(owner!.id);
const tenant = (
  await database.raw.query<{ external_id: string }>("select external_id from tenants where name = 'Acme Inc.'")
).rows[0].external_id;
const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': tenant };

const file = multipart(csv(ROWS));
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
