import { pgTable, integer, smallint, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/** Searches a user saved, per tenant and type (0 data room, 1 virtual data room); one row per text, bumped on reuse. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    search: text().notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_unique_idx').on(t.tenantId, t.userId, t.type, t.search),
    index('search_history_recent_idx').on(t.tenantId, t.userId, t.type, t.searchedAt),
  ],
);
