import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createFunderStore } from '../packages/server/src/modules/fundraising/funder-store.ts';
import { createFunderSearch } from '../packages/server/src/modules/fundraising/funder-search.ts';
import { createListStore } from '../packages/server/src/modules/fundraising/list-store.ts';
const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:5432/atrium_bench_funders4', max: 10 });
const db = drizzle({ client: pool }) as any;
const search = createFunderSearch(createFunderStore(db));
const lists = createListStore(db);
const lid = (await pool.query("select id from funder_lists where name='Bench list'")).rows[0].id;
const terms = ['harbor', 'ridge cap', 'lumen', 'stone', 'aster peak', 'vale', 'quarry', 'nimbus'];
const filterSets: any[] = [
  { stages: ['SEED'], sectors: ['fintech'], locations: ['us'] },
  { stages: ['SERIES_A'], sectors: ['ai'], checkSizeMin: 500_000, checkSizeMax: 2_000_000 },
  { types: ['INVESTOR'], sectors: ['climate'], locations: ['madrid'] },
];
const kind = process.argv[2];
const call = (i: number) => kind === 'list' ? lists.entries(lid, { page: (i * 7) % 100, pageSize: 50, orderBy: (['name','addedAt','nextContact','rank'] as const)[i % 4], sortDirection: i % 8 < 4 ? 'ASC' : 'DESC' })
  : search.advanced({ filters: { ...filterSets[i % 3], name: terms[i % terms.length] }, page: 0, pageSize: 50 });
for (let i = 0; i < 100; i++) await call(i);
const c0 = process.cpuUsage(); const t0 = performance.now();
const ts: number[] = [];
await Promise.all(Array.from({ length: 10 }, async (_, c) => { for (let r = 0; r < 100; r++) { const s = performance.now(); await call(c * 100 + r); ts.push(performance.now() - s); } }));
ts.sort((a, b) => a - b); console.log('p50', ts[500].toFixed(1), 'p99', ts[990].toFixed(1), 'max', ts[999].toFixed(1));
const cu = process.cpuUsage(c0);
console.log(kind, 'node cpu ms/call', ((cu.user + cu.system) / 1000 / 1000).toFixed(2), 'wall', (performance.now() - t0).toFixed(0));
await pool.end();
