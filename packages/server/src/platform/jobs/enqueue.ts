import { jobs } from './tables.ts';
import type { Db } from '../db.ts';
import { signalJobEnqueued } from './wake.ts';

/** A database handle or a transaction: enqueue inside the caller's transaction so the job commits with its rows. */
export type JobWriter = Pick<Db, 'insert'>;

/** Queue names in one place. */
export const QUEUES = { documentAnalysis: 'document-analysis' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export async function enqueueJob(db: JobWriter, queue: QueueName, payload: Record<string, unknown>) {
  await db.insert(jobs).values({ queue, payload });
  signalJobEnqueued(queue);
}
