import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, MIGRATIONS_DIR, type Database } from '../src/platform/db.ts';

export const TEST_PG_URL = process.env.DATABASE_URL || null;

/**
 * Migrating a new PGlite costs 10–45 s on two busy cores (initdb plus every migration) and dominated the
 * server suite. The first test file migrates once and leaves an image of the migrated database; every other
 * file starts from it. On PostgreSQL a migrated template database plays the same part.
 */
async function migrationsHash() {
  const files = (await fs.readdir(MIGRATIONS_DIR, { recursive: true })).map(String).sort();
  const h = createHash('sha256');
  for (const f of files) {
    const full = path.join(MIGRATIONS_DIR, f);
    if ((await fs.stat(full)).isFile()) h.update(f).update(await fs.readFile(full));
  }
  return h.digest('hex').slice(0, 16);
}

async function pgliteImage(): Promise<Blob | null> {
  const file = path.join(os.tmpdir(), `atrium-pglite-${await migrationsHash()}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    return null;
  }
}

async function savePgliteImage(database: Database) {
  const file = path.join(os.tmpdir(), `atrium-pglite-${await migrationsHash()}.tar`);
  const image = await database.pglite!.dumpDataDir('none');
  // Written under a temporary name and renamed, so a parallel file never reads half an image.
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await fs.rename(partial, file);
  // Images of earlier migration sets are never read again.
  for (const name of await fs.readdir(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (/^atrium-pglite-[0-9a-f]{16}\.tar$/.test(name) && full !== file) await fs.rm(full, { force: true });
  }
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL! });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** The migrated template database on the PostgreSQL server, made once by whichever file gets the lock first. */
async function postgresTemplate() {
  const name = `atrium_tpl_${await migrationsHash()}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(727401)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount) return;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(TEST_PG_URL!);
      url.pathname = `/${name}`;
      const migrated = await openDatabase({ url: url.toString(), dataDir: null });
      await migrated.close();
    } finally {
      await admin.query('select pg_advisory_unlock(727401)');
    }
  });
  return name;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped when the file ends).
 */
export async function freshDatabase(): Promise<Database> {
  if (!TEST_PG_URL) {
    const image = await pgliteImage();
    const database = await openDatabase({ url: null, dataDir: null, pgliteImage: image ?? undefined });
    if (!image) await savePgliteImage(database);
    return database;
  }
  const template = await postgresTemplate();
  const name = `atrium_t_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  const close = database.close;
  database.close = async () => {
    await close();
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return database;
}
