import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** A timestamp column as returned by either driver. */
export const toDate = (v: Date | string | null | undefined): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(v);
export const iso = (v: Date | string | null | undefined): string | null => toDate(v)?.toISOString() ?? null;

/** `a, b, c` for an IN list (callers make sure it is not empty). */
export const inList = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
