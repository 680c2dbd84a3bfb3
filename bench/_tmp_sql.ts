import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createFunderStore } from '/work/main/packages/server/src/modules/fundraising/funder-store.ts';
import { createFunderSearch } from '/work/main/packages/server/src/modules/fundraising/funder-search.ts';
import { createListStore } from '/work/main/packages/server/src/modules/fundraising/list-store.ts';
const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:5432/atrium_bench_funders4' });
const logged: { q: string; p: unknown[] }[] = [];
const db = drizzle({ client: pool, logger: { logQuery: (q, p) => logged.push({ q, p }) } }) as any;
const search = createFunderSearch(createFunderStore(db));
await search.advanced({ filters: { stages: ['SEED'], sectors: ['fintech'], locations: ['us'], name: 'harbor' }, page: 0, pageSize: 50 });
await search.advanced({ filters: { stages: ['SERIES_A'], sectors: ['ai'], checkSizeMin: 500000, checkSizeMax: 2000000, name: 'ridge cap' }, page: 0, pageSize: 50 });
const lists = createListStore(db);
const lid = (await pool.query("select id from funder_lists where name='Bench list'")).rows[0].id;
await lists.entries(lid, { page: 7, pageSize: 50, orderBy: 'name', sortDirection: 'ASC' });
await lists.entries(lid, { page: 14, pageSize: 50, orderBy: 'rank', sortDirection: 'DESC' });
for (const l of logged) {
  let q = l.q;
  l.p.forEach((v, i) => {}); 
  const r = await pool.query('explain (analyze, buffers) ' + q, l.p as any[]);
  console.log('----\n' + q + '\n' + JSON.stringify(l.p) + '\n' + r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
await pool.end();
