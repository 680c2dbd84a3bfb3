import { pgTable, integer, text, timestamp, jsonb, index } from 'drizzle-orm/pg-core';

/**
 * The background job queue on the application's own database (DESIGN: jobs). A job is inserted in the same transaction
 * as the rows it works on, so a committed upload always has its analysis queued; a worker claims one with
 * FOR UPDATE SKIP LOCKED, and a job whose worker died (locked_until passed) is claimed again after a restart.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    queue: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** queued | running | done | failed */
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_claim_idx').on(t.queue, t.status, t.runAt)],
);
