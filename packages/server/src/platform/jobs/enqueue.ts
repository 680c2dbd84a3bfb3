import { jobs } from './tables.ts';
import type { Db } from '../db.ts';
import { signalJobEnqueued } from './wake.ts';

/** A database handle: inside `withTransaction` the job commits (or rolls back) with the rows it works on. */
export type JobWriter = Pick<Db, 'insert'>;

/** Queue names in one place. */
export const QUEUES = { documentAnalysis: 'document-analysis', mailDelivery: 'mail-delivery' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export async function enqueueJob(
  db: JobWriter,
  queue: QueueName,
  payload: Record<string, unknown>,
  opts: { maxAttempts?: number } = {},
) {
  await db.insert(jobs).values({ queue, payload, ...(opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {}) });
  signalJobEnqueued(queue);
}
