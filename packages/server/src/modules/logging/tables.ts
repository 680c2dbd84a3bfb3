import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export const userVisitSessions = pgTable('user_visit_sessions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionEvent: text('session_event').notNull(),
  ip: text(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clientErrorLogs = pgTable('client_error_logs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text().notNull(),
  stack: text(),
  componentStack: text('component_stack'),
  clientTime: text('client_time').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
