import { pgTable, integer, text, timestamp, primaryKey, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/** Provider employees assigned to a tenant (spec 2 §1 "experts"): at most one KAM per tenant, any number of experts. */
export const tenantExperts = pgTable(
  'tenant_experts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** KAM | EXPERT */
    role: text().notNull(),
    service: text(),
    module: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    index('tenant_experts_user_idx').on(t.userId),
    uniqueIndex('tenant_experts_one_kam_idx')
      .on(t.tenantId)
      .where(sql`${t.role} = 'KAM'`),
  ],
);
