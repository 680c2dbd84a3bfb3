import { pgTable, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenancy/tables.ts';

/**
 * The tax reminders already sent (issue 17 item 3): one row per company, filing, due date and threshold (days before
 * the date). The daily job inserts the row before it notifies, in one transaction, so a reminder goes out once.
 */
export const taxRemindersSent = pgTable(
  'tax_reminders_sent',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    filingId: text('filing_id').notNull(),
    dueDate: text('due_date').notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    recipients: integer().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_reminders_sent_unique_idx').on(t.tenantId, t.filingId, t.dueDate, t.thresholdDays)],
);
