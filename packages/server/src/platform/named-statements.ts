import type { Db } from './db-handle.ts';

/** Each name is a server-side statement on every pooled connection: a bounded number of them per process. */
const MAX_STATEMENTS = 128;
const names = new Map<string, string>();

/**
 * The statement name of a query text: the same name for the same text for the life of the process (node-postgres
 * refuses one name for two texts), a new one while under the bound, none beyond it (the query then runs unnamed).
 */
export function statementName(prefix: string, text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_STATEMENTS) {
    name = `atrium_${prefix}_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/** The driver-level piece of drizzle that every query goes through (both drivers' sessions have it). */
interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    ...rest: unknown[]
  ): unknown;
}

/**
 * The same database, but every query built from it runs as a named statement (node-postgres): parsed once per pooled
 * connection and, after PostgreSQL's first five runs, planned once if the generic plan costs no more than the custom
 * ones. Only for queries whose best plan does not depend on the values. PGlite ignores the names.
 */
export function withNamedStatements(db: Db, prefix: string): Db {
  const base = (db as unknown as { session: Session }).session;
  const session = Object.create(base as object, {
    prepareQuery: {
      value: (
        query: { sql: string; params: unknown[] },
        fields: unknown,
        name: string | undefined,
        ...rest: unknown[]
      ) => base.prepareQuery(query, fields, name || statementName(prefix, query.sql), ...rest),
    },
  }) as Session;
  // Query builders take the session from the database object they start from (`db.select`, `db.with(…).select`).
  return Object.create(db as object, { session: { value: session } }) as Db;
}
