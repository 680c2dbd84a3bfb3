import pg from 'pg';

/** The PostgreSQL server's default database, from which the benches create and drop their own databases. */
export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

/** One statement on a connection of its own (CREATE and DROP DATABASE cannot run inside a transaction). */
export async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
