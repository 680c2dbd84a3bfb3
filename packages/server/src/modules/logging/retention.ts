import type { AppDeps } from '../../platform/deps.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { ensureQueued, QUEUES } from '../../platform/jobs/enqueue.ts';
import type { LoggingService } from './service.ts';

/** How often the pruning of old error reports and visits runs. */
export const LOG_RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily pruning of client error reports and visit sessions past LOG_RETENTION_DAYS, as a recurring job on the
 * job queue: each run queues the next one a day later, and start-up queues one now when none is waiting, so however
 * many servers run there is one pruning a day and a restart does not lose the schedule.
 */
export async function registerLogRetention(jobs: JobRunner, deps: AppDeps, logging: Pick<LoggingService, 'prune'>) {
  const db = deps.database.db;
  jobs.register(QUEUES.logRetention, async (_payload, job) => {
    try {
      await logging.prune();
    } finally {
      // A failed run is retried by the queue; the next day's run is queued either way.
      await ensureQueued(db, QUEUES.logRetention, new Date(Date.now() + LOG_RETENTION_EVERY_MS), {
        exceptJobId: job.id,
      });
    }
  });
  await ensureQueued(db, QUEUES.logRetention, new Date());
}
