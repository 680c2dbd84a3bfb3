import { pgTable, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/**
 * Where staff are in onboarding a customer (spec 1 §7.5 onboarding / onboarding-status; the statuses are ours:
 * PENDING, IN_PROGRESS, COMPLETED). A customer without a row is PENDING.
 */
export const customerOnboarding = pgTable(
  'customer_onboarding',
  {
    tenantId: integer('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_onboarding_status_idx').on(t.status)],
);
