import { pgTable, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export const userVisitSessions = pgTable(
  'user_visit_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionEvent: text('session_event').notNull(),
    /** The app path the visit started on. */
    page: text(),
    ip: text(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_visit_sessions_created_idx').on(t.createdAt)],
);

export const clientErrorLogs = pgTable(
  'client_error_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    stack: text(),
    componentStack: text('component_stack'),
    clientTime: text('client_time').notNull(),
    /** The app path the error happened on. */
    page: text(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on message: a btree entry has a size ceiling below the 5,000 characters a message may have.
  (t) => [index('client_error_logs_created_idx').on(t.createdAt)],
);
