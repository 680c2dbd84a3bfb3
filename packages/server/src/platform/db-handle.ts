import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The query builder stores use. Tables are imported where they are queried; no relational schema is registered. */
export type Db = PgDatabase<PgQueryResultHKT>;
