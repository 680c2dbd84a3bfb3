/**
 * `npm run bench:retrieval` (node bench/retrieval.ts): the assistant's document retrieval (issue 18 benchmark) on
 * PostgreSQL (DATABASE_URL's server, default postgres://root@127.0.0.1:5432/test; a fresh database
 * `atrium_bench_retrieval`, dropped at the end unless BENCH_KEEP=1).
 *  1. Migrates the database and adds one tenant (the reference data and a bare tenant row, no demo data).
 *  2. Writes BENCH_DOCS documents × BENCH_PASSAGES_PER_DOC passages in SQL (INSERT … SELECT generate_series): each
 *     passage about 1,000 characters, ten sentences out of 5,000 made of words drawn at random from a 219-word English
 *     and Spanish contract vocabulary (so a common word is in ~45 % of all passages), a party name out of 1,000
 *     ('Zephyr417', ~0.1 %) and the document's own reference ('ref1a2b3c4d', its 100 passages). PostgreSQL fills the
 *     generated search vector; its GIN index is built after the load.
 *  3. BENCH_CALLERS concurrent callers each run BENCH_ROUNDS questions through the document index's service
 *     (searchPassages, tenant scope, the call the DOCUMENT_QA tool makes), drawn from a mix of broad questions, party
 *     and reference look-ups, a Spanish one and one that matches nothing; p50/p99 per kind and overall, and the CPU
 *     per search of this process and of the database's backends.
 * Knobs: BENCH_DOCS (10000), BENCH_PASSAGES_PER_DOC (100), BENCH_CALLERS (10), BENCH_ROUNDS (60), BENCH_SKIP_SEED=1
 * (reuse a kept database), BENCH_KEEP=1, BENCH_DB (the database's name, default atrium_bench_retrieval).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';
import { createDocumentIndexService } from '../packages/server/src/modules/document-index/service.ts';
import { cpuMsOf, dbBackends } from './cpu.ts';
import { ADMIN_URL, admin } from './pg-admin.ts';
import { CONTRACT_WORDS } from './vocabulary.ts';

const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const PER_DOC = Number(process.env.BENCH_PASSAGES_PER_DOC ?? 100);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const SKIP_SEED = process.env.BENCH_SKIP_SEED === '1';
const KEEP = process.env.BENCH_KEEP === '1';
const DB_NAME = process.env.BENCH_DB || 'atrium_bench_retrieval';
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

// The data room bench's words (each once) and a few the questions below ask about (pro-rata, exclusivity, Spanish
// contract terms): 219 words, so a word is in ~45 % of the passages.
const VOCAB = [
  ...new Set([
    ...CONTRACT_WORDS,
    ...'control pro-rata exclusivity penalty exclusividad penalización distribuidor territorio incumplimiento'.split(
      ' ',
    ),
  ]),
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const summary = (name: string, xs: number[]) =>
  console.log(
    `${name.padEnd(34)} n=${String(xs.length).padEnd(5)} p50=${pct(xs, 0.5).toFixed(1)} ms  p99=${pct(xs, 0.99).toFixed(1)} ms  max=${Math.max(...xs).toFixed(1)} ms`,
  );

async function seed(c: pg.Client): Promise<number> {
  const q = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = Date.now();
    const r = await c.query(sql, params);
    console.error(`  seed: ${label} (${r.rowCount ?? 0} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  };
  const tenant = await q(
    'tenant',
    `insert into tenants (name, account_type) values ('Bench Retrieval Inc.', 'COMPANY') returning id`,
  );
  const tenantId = tenant.rows[0].id as number;
  // 5,000 sentences of 13 words at random from the vocabulary; a passage is 10 of them, picked by a hash of its number.
  await q('sentences', `create temporary table bench_sentences (id int primary key, t text not null)`);
  await q(
    'sentences',
    `insert into bench_sentences select g, initcap((select string_agg(w, ' ') from (select ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int] as w
       from generate_series(1, 13) k where g > 0) x)) from generate_series(1, 5000) g`,
    [VOCAB],
  );
  // The GIN index is built once after the load (faster than growing it row by row), as a restore would; its
  // definition is read from the migrated schema so the bench follows the migrations.
  const searchIndex = (await c.query(`select pg_get_indexdef('document_index_passages_search_idx'::regclass) as def`))
    .rows[0].def as string;
  await q('drop the search index for the load', 'drop index document_index_passages_search_idx');
  const batch = Math.max(1, Math.floor(100_000 / PER_DOC));
  for (let from = 1; from <= DOCS; from += batch) {
    const to = Math.min(DOCS, from + batch - 1);
    await q(
      `passages of documents ${from}–${to}`,
      `insert into document_index_passages (tenant_id, file_external_id, file_kind, file_name, ordinal, text)
       select $1, d.ext_id, 'DATA_ROOM', 'Document ' || d.g || '.pdf', p,
              'Party Zephyr' || ((d.g * 7 + p) % 1000) || ' Holdings ref' || substr(md5(d.g::text), 1, 8) || '. ' ||
              (select string_agg(s.t, '. ') from generate_series(1, 10) k
                 join bench_sentences s on s.id = 1 + (hashint8(d.g::bigint * 1000003 + p * 16 + k)::bigint % 5000 + 5000) % 5000) || '.'
       from (select g, md5('doc' || g)::uuid as ext_id from generate_series(${from}, ${to}) g) d,
            generate_series(0, ${PER_DOC - 1}) p`,
      [tenantId],
    );
  }
  await q('search index', searchIndex);
  await q('vacuum analyze', 'vacuum analyze document_index_passages');
  return tenantId;
}

type Kind = 'broad question' | 'party + topic' | 'document reference' | 'Spanish question' | 'no match';
function question(i: number): { kind: Kind; q: string } {
  const n = Math.floor(Math.random() * 1_000);
  const doc = 1 + Math.floor(Math.random() * DOCS);
  switch (i % 5) {
    case 0:
      return { kind: 'broad question', q: 'What does the lease say about the renewal option and holdover rent?' };
    case 1:
      return { kind: 'party + topic', q: `What did we agree with Zephyr${n} Holdings about indemnity?` };
    case 2:
      return { kind: 'document reference', q: `ref${md5(String(doc)).slice(0, 8)} termination notice` };
    case 3:
      return { kind: 'Spanish question', q: '¿Qué dice la cláusula de exclusividad del contrato de distribución?' };
    default:
      return { kind: 'no match', q: 'blockchain tokenomics airdrop' };
  }
}
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

async function main() {
  if (!SKIP_SEED) {
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${DB_NAME}`);
  }
  const database = await openDatabase({ url: dbUrl, dataDir: null });
  const config = loadConfig({ APP_ENV: 'dev', REALTIME_BUS: 'memory', TOKEN_CACHE_MS: '0' }, { databaseUrl: dbUrl });
  const deps = await createDeps(config, { database, log: createLogger('silent') });
  const index = createDocumentIndexService(deps, {
    rooms: { filesOfRoom: async () => null, roomFileOf: async () => null },
  });
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const t0 = Date.now();
    const tenantId = SKIP_SEED
      ? ((await c.query(`select id from tenants where name = 'Bench Retrieval Inc.'`)).rows[0].id as number)
      : await seed(c);
    if (!SKIP_SEED) console.log(`seed: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const size = (
      await c.query(
        `select count(*)::int as n, count(distinct file_external_id)::int as docs, pg_size_pretty(pg_total_relation_size('document_index_passages')) as size from document_index_passages where tenant_id = $1`,
        [tenantId],
      )
    ).rows[0];
    console.log(`passages: ${size.n} in ${size.docs} documents, table with indexes ${size.size}`);

    // Warm-up: one round of every kind.
    for (let i = 0; i < 5; i++)
      await index.searchPassages({ tenantId, scope: { kind: 'tenant' }, query: question(i).q });

    const times = new Map<Kind, number[]>();
    const all: number[] = [];
    let empty = 0;
    // CPU of this process (the service) and of the database's backends over the run (the pool's connections stay open).
    const [db0, node0] = [cpuMsOf(await dbBackends(ADMIN_URL, DB_NAME)), process.cpuUsage()];
    const wall = performance.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async (_, caller) => {
        for (let r = 0; r < ROUNDS; r++) {
          const { kind, q } = question(caller + r);
          const s = performance.now();
          const hits = await index.searchPassages({ tenantId, scope: { kind: 'tenant' }, query: q });
          const ms = performance.now() - s;
          if (!hits.length && kind !== 'no match') empty++;
          all.push(ms);
          times.set(kind, [...(times.get(kind) ?? []), ms]);
        }
      }),
    );
    const seconds = (performance.now() - wall) / 1000;
    const dbMs = cpuMsOf(await dbBackends(ADMIN_URL, DB_NAME)) - db0;
    const node = process.cpuUsage(node0);
    console.log(
      `\n${CALLERS} callers × ${ROUNDS} questions, ${(all.length / seconds).toFixed(0)} searches/s, CPU per search: ` +
        `node ${((node.user + node.system) / 1000 / all.length).toFixed(2)} ms, database ${(dbMs / all.length).toFixed(2)} ms`,
    );
    for (const [kind, xs] of times) summary(kind, xs);
    summary('all', all);
    if (empty) console.log(`(${empty} questions that should match found nothing)`);
  } finally {
    await c.end();
    await database.close();
    if (!KEEP) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

await main();
