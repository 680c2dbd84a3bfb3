import fs from 'node:fs';
import path from 'node:path';
import { transactional, withTransaction } from './transaction.ts';

import type { Db } from './db-handle.ts';

export type { Db } from './db-handle.ts';

/** Runs a raw parameterised query; used by LISTEN/NOTIFY plumbing and health checks. */
export interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database {
  /** Queries go to the transaction of the current `withTransaction`, if any, else to the pool (platform/transaction.ts). */
  db: Db;
  /** Runs `fn` in one transaction; every query through `db` made while it runs is part of it. */
  withTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  raw: RawSql;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL when on a server; null on PGlite. */
  url: string | null;
  /** The PGlite instance when embedded (its LISTEN/NOTIFY stays within this process). */
  pglite: import('@electric-sql/pglite').PGlite | null;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

/** Any fixed key: every server of one database takes the same lock around its migrations. */
const MIGRATION_LOCK_KEY = 727400;

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir/pgdata` (or in memory, optionally
 * started from an image made by `dumpDataDir`), and applies migrations.
 */
export async function openDatabase(opts: {
  url: string | null;
  dataDir: string | null;
  pgliteImage?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.default.Pool({ connectionString: opts.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // An idle connection that the server ends (restart, failover, admin command) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`postgres: idle connection closed: ${err.message}`));
    const db = drizzle({ client: pool }) as unknown as Db;
    // Two servers starting at once would both apply the same migration; the second waits for the first here
    // and then finds nothing left to apply.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle({ client: lockClient }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
    return {
      db: transactional(db),
      withTransaction: (fn) => withTransaction(db, fn),
      raw: { query: (text, params) => pool.query(text, params as unknown[]) as never },
      kind: 'postgres',
      url: opts.url,
      pglite: null,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
  }
  // pg_trgm backs the funder name search's trigram index (fundraising migration); btree_gin lets the funders'
  // composite GIN index hold their kind beside the arrays and the trigrams (funder_search migration).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    extensions: { pg_trgm, btree_gin },
    ...(opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {}),
  });
  await client.waitReady;
  const db = drizzle({ client }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: transactional(db),
    withTransaction: (fn) => withTransaction(db, fn),
    raw: { query: (text, params) => client.query(text, params as unknown[]) as never },
    kind: 'pglite',
    url: null,
    pglite: client,
    close: () => client.close(),
  };
}
