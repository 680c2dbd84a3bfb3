import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db.ts';
import type { QueueName } from './enqueue.ts';
import { onJobEnqueued } from './wake.ts';

/** What a handler learns about the job it runs. */
export interface JobInfo {
  id: number;
  queue: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** True when a failure now marks the job failed for good. */
  lastAttempt: boolean;
}
export type JobHandler = (payload: Record<string, unknown>, job: JobInfo) => Promise<void>;

export interface JobRunnerOptions {
  database: Database;
  log: FastifyBaseLogger;
  pollMs: number;
  concurrency: number;
  /** How long a claimed job stays locked; a running handler renews it, a dead process lets it lapse. */
  leaseMs: number;
  /** Backoff before a retry: retryBaseMs × 2^(attempt−1). */
  retryBaseMs: number;
  /** Finished jobs (done or failed) are deleted this long after they finished. */
  retentionMs: number;
}

/** How often a running runner sweeps finished jobs. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

interface ClaimedRow {
  id: number;
  queue: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
}

/** How long stop() waits for running handlers before leaving them to the lease (another process takes over). */
const STOP_GRACE_MS = 15_000;

/**
 * Runs jobs from the `jobs` table (DESIGN: jobs). A job is claimed in one statement with FOR UPDATE SKIP LOCKED, so
 * several processes share a queue without taking the same job; the claim sets a lease (locked_until) that the running
 * handler renews, and a job whose process died is claimed again once its lease lapses. A failed job is retried with
 * exponential backoff until max_attempts, then marked failed. Works alike on PGlite and PostgreSQL.
 */
export function createJobRunner(o: JobRunnerOptions) {
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let stopping = false;
  let pumping: Promise<void> | null = null;
  let again = false;
  let unsubscribe: (() => void) | null = null;
  let lastSweep = 0;

  const q = <T>(text: string, params: unknown[]) => o.database.raw.query<T>(text, params).then((r) => r.rows);

  /** Claims the next due job of a registered queue (a queued one whose run_at passed, or a running one whose lease lapsed). */
  async function claim(): Promise<ClaimedRow | null> {
    const queues = [...handlers.keys()];
    if (queues.length === 0) return null;
    const rows = await q<ClaimedRow>(
      `update jobs set status = 'running', attempts = attempts + 1, locked_until = now() + ($2::int * interval '1 millisecond')
        where id = (
          select id from jobs
           where queue = any($1::text[])
             and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
           order by run_at, id
           for update skip locked
           limit 1)
        returning id, queue, payload, attempts, max_attempts`,
      [queues, o.leaseMs],
    );
    return rows[0] ?? null;
  }

  async function finish(id: number) {
    await q(
      `update jobs set status = 'done', locked_until = null, finished_at = now(), last_error = null where id = $1`,
      [id],
    );
  }

  async function fail(row: ClaimedRow, err: unknown) {
    const message = (err instanceof Error ? (err.stack ?? err.message) : String(err)).slice(0, 4000);
    if (row.attempts >= row.max_attempts) {
      await q(
        `update jobs set status = 'failed', locked_until = null, finished_at = now(), last_error = $2 where id = $1`,
        [row.id, message],
      );
      o.log.error({ jobId: row.id, queue: row.queue, err }, 'job failed for good');
    } else {
      const delay = o.retryBaseMs * 2 ** (row.attempts - 1);
      await q(
        `update jobs set status = 'queued', locked_until = null, last_error = $2, run_at = now() + ($3::int * interval '1 millisecond') where id = $1`,
        [row.id, message, delay],
      );
      o.log.warn({ jobId: row.id, queue: row.queue, attempt: row.attempts, err }, 'job failed, will retry');
    }
  }

  async function execute(row: ClaimedRow) {
    const handler = handlers.get(row.queue)!;
    const payload =
      typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
    const info: JobInfo = {
      id: row.id,
      queue: row.queue,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      lastAttempt: row.attempts >= row.max_attempts,
    };
    // A job that already used up its attempts (its processes kept dying) is not run again.
    if (row.attempts > row.max_attempts) return fail(row, new Error('lease expired after the last attempt'));
    const renew = setInterval(
      () => {
        q(
          `update jobs set locked_until = now() + ($2::int * interval '1 millisecond') where id = $1 and status = 'running'`,
          [row.id, o.leaseMs],
        ).catch((err) => o.log.warn({ err, jobId: row.id }, 'job lease renewal failed'));
      },
      Math.max(250, Math.floor(o.leaseMs / 3)),
    );
    try {
      await handler(payload, info);
      clearInterval(renew);
      await finish(row.id);
    } catch (err) {
      clearInterval(renew);
      await fail(row, err);
    }
  }

  /** Puts back a job claimed while stopping (its attempt not counted), for this or another process to run. */
  async function release(row: ClaimedRow) {
    await q(
      `update jobs set status = 'queued', attempts = attempts - 1, locked_until = null where id = $1 and status = 'running'`,
      [row.id],
    );
  }

  /** Claims and starts jobs while slots are free; returns once nothing more is due. */
  async function pumpLoop() {
    try {
      do {
        again = false;
        while (!stopping && running.size < o.concurrency) {
          const row = await claim();
          if (!row) break;
          if (stopping) {
            await release(row);
            break;
          }
          const p: Promise<void> = execute(row)
            .catch((err) => o.log.error({ err, jobId: row.id }, 'job bookkeeping failed'))
            .finally(() => {
              running.delete(p);
              if (started && !stopping) void pump();
            });
          running.add(p);
        }
      } while (again && !stopping);
    } catch (err) {
      if (!stopping) o.log.warn({ err }, 'job claim failed');
    }
  }

  /** One pump at a time; a call during a pump makes it look again before it ends. */
  function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return pumping;
    }
    const current = pumpLoop();
    pumping = current;
    // Cleared after the assignment even when the loop had nothing to do (then it settles at once).
    void current.then(() => {
      if (pumping === current) pumping = null;
    });
    return current;
  }

  /** Deletes finished jobs older than the retention; returns how many went. */
  async function sweep(now = new Date()): Promise<number> {
    const rows = await q<{ id: number }>(
      `delete from jobs where status in ('done', 'failed') and finished_at < $1::timestamptz - ($2::bigint * interval '1 millisecond') returning id`,
      [now.toISOString(), o.retentionMs],
    );
    return rows.length;
  }

  async function sweepWhenDue() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await sweep().catch((err) => o.log.warn({ err }, 'job sweep failed'));
  }

  function schedule() {
    if (!started || stopping) return;
    timer = setTimeout(async () => {
      await pump();
      await sweepWhenDue();
      schedule();
    }, o.pollMs);
    timer.unref?.();
  }

  return {
    /** One handler per queue. */
    register(queue: QueueName | string, handler: JobHandler) {
      handlers.set(queue, handler);
    },
    /** Starts polling (and listening for in-process enqueues). */
    start() {
      if (started) return;
      started = true;
      stopping = false;
      unsubscribe = onJobEnqueued((queue) => {
        if (handlers.has(queue)) setImmediate(() => void pump());
      });
      void pump();
      schedule();
    },
    /** Stops claiming and waits (a bounded time) for running handlers; a job left running is taken over after its lease. */
    async stop() {
      stopping = true;
      started = false;
      if (timer) clearTimeout(timer);
      unsubscribe?.();
      await pumping;
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((r) => (grace = setTimeout(r, STOP_GRACE_MS))),
      ]);
      clearTimeout(grace);
    },
    /**
     * Runs due jobs in this call until none is left and none is running. A started runner may have taken a job just
     * enqueued (it pumps on every enqueue): drain waits for it too, so what the job writes is there when drain ends.
     */
    async drain() {
      for (;;) {
        if (pumping) await pumping;
        if (running.size > 0) {
          await Promise.allSettled([...running]);
          continue;
        }
        const row = await claim();
        if (!row) return;
        await execute(row);
      }
    },
    sweep,
    get running() {
      return running.size;
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
