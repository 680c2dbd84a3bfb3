import { pgTable, integer, text, timestamp, date, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { productFlows } from './tables.ts';

/** A flow that recurs (issue 14 item 8): the job opens `next_period_start`'s period on that day and moves it on. */
export const flowRecurrences = pgTable(
  'flow_recurrences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => productFlows.id, { onDelete: 'cascade' }),
    frequency: text().notNull(),
    nextPeriodStart: date('next_period_start', { mode: 'string' }).notNull(),
    setByUserId: integer('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flow_recurrences_flow_uq').on(t.flowId),
    index('flow_recurrences_next_idx').on(t.nextPeriodStart),
  ],
);

/** The periods a recurring flow has opened: the unique (flow, period) row makes a second run create nothing. */
export const flowRecurrencePeriods = pgTable(
  'flow_recurrence_periods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => productFlows.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    taskCount: integer('task_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flow_recurrence_periods_uq').on(t.flowId, t.periodStart)],
);

/** A user's secret iCal feed of their task due dates: only the SHA-256 of the token is kept; one feed per user. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_user_uq').on(t.userId), uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash)],
);
