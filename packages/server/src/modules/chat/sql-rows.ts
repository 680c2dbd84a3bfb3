import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { statementName } from '../../platform/named-statements.ts';

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

/** The driver-level pieces of drizzle that `preparedRows` uses (both drivers' sessions have them). */
interface PreparingDb {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Rows of a query whose text never varies (ids as one array parameter, `= any(…)`): on node-postgres a named statement,
 * parsed once per connection and, after PostgreSQL's first five runs, planned once (a generic plan). Only for
 * queries whose plan does not depend on the values (look-ups by key); a list's page of ids is planned per request.
 * PGlite ignores the name.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const d = db as unknown as PreparingDb;
  const q = d.dialect.sqlToQuery(query);
  const name = statementName('chat', q.sql);
  const r = (await d.session.prepareQuery(q, undefined, name, false).execute()) as { rows: T[] };
  return r.rows;
}

/** An int[] parameter (one placeholder whatever the length, so the query text stays the same). */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param(values)}::int[]`;
