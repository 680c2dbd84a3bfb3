import { and, eq, inArray, ne } from 'drizzle-orm';
import { jobs } from './tables.ts';
import type { Db } from '../db.ts';
import { signalJobEnqueued } from './wake.ts';

/** A database handle: inside `withTransaction` the job commits (or rolls back) with the rows it works on. */
export type JobWriter = Pick<Db, 'insert'>;

/** Queue names in one place. */
export const QUEUES = {
  documentAnalysis: 'document-analysis',
  mailDelivery: 'mail-delivery',
  logRetention: 'log-retention',
  flowRecurrence: 'flow-recurrence',
  mergeSync: 'merge-sync',
  taxReminders: 'tax-reminders',
  nextContactReminders: 'next-contact-reminders',
  documentCenterIndex: 'document-center-index',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export async function enqueueJob(
  db: JobWriter,
  queue: QueueName,
  payload: Record<string, unknown>,
  opts: { maxAttempts?: number; runAt?: Date } = {},
) {
  await db.insert(jobs).values({
    queue,
    payload,
    ...(opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {}),
    ...(opts.runAt ? { runAt: opts.runAt } : {}),
  });
  signalJobEnqueued(queue);
}

/**
 * A recurring job: queues the next run at `runAt` unless one of the queue is already waiting (other than the job
 * `exceptJobId` that is running now). The handler calls it when it ends, so the queue always holds one next run;
 * start-up calls it too. Two processes starting at once may both queue one; the runs are idempotent, and the next
 * reschedule sees the other and adds none, so the queue settles back to one.
 */
export async function ensureQueued(
  db: Db,
  queue: QueueName,
  runAt: Date,
  opts: { exceptJobId?: number; payload?: Record<string, unknown> } = {},
) {
  const waiting = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, queue),
        inArray(jobs.status, ['queued', 'running']),
        ...(opts.exceptJobId !== undefined ? [ne(jobs.id, opts.exceptJobId)] : []),
      ),
    )
    .limit(1);
  if (waiting.length) return false;
  await enqueueJob(db, queue, opts.payload ?? {}, { runAt });
  return true;
}
