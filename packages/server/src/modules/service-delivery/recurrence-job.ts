import type { AppDeps } from '../../platform/deps.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { ensureQueued, QUEUES } from '../../platform/jobs/enqueue.ts';
import type { Recurrence } from './recurrence.ts';

/** The next run: five minutes past the next UTC midnight, so a period opens early on its first day. */
export const nextRecurrenceRun = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 5));

/**
 * The daily run of recurring flows on the job queue (the shape of logging/retention.ts): each run opens the periods
 * that have started and queues the next run; start-up queues one now when none waits, so one run a day however many
 * servers there are. A second run the same day creates nothing (the periods are claimed once).
 */
export async function registerFlowRecurrence(jobs: JobRunner, deps: AppDeps, recurrence: Pick<Recurrence, 'runDue'>) {
  const db = deps.database.db;
  jobs.register(QUEUES.flowRecurrence, async (_payload, job) => {
    try {
      const created = await recurrence.runDue();
      if (created) deps.log.info({ created }, 'recurring flows: tasks of new periods created');
    } finally {
      await ensureQueued(db, QUEUES.flowRecurrence, nextRecurrenceRun(), { exceptJobId: job.id });
    }
  });
  await ensureQueued(db, QUEUES.flowRecurrence, new Date());
}
