import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness.ts';
import { createLogger } from '../logger.ts';
import { createJobRunner, type JobHandler } from './runner.ts';
import { enqueueJob, type QueueName } from './enqueue.ts';

const database = await freshDatabase();
afterAll(() => database.close());
const log = createLogger('silent');
const runner = (o: Partial<Parameters<typeof createJobRunner>[0]> = {}) =>
  createJobRunner({
    database,
    log,
    pollMs: 50,
    concurrency: 2,
    leaseMs: 60_000,
    retryBaseMs: 0,
    retentionMs: 7 * 24 * 3600_000,
    ...o,
  });
const job = async (id: number) =>
  (
    await database.raw.query<{
      status: string;
      attempts: number;
      last_error: string | null;
      locked_until: Date | null;
    }>('select * from jobs where id = $1', [id])
  ).rows[0];
/** Enqueues on a queue of this test (queues are plain names in the table). */
async function enqueue(queue: string, payload: Record<string, unknown>) {
  await enqueueJob(database.db, queue as QueueName, payload);
  return (await database.raw.query<{ id: number }>('select max(id)::int as id from jobs')).rows[0].id;
}
/** Resolves when the predicate holds; polls the database (no timing is asserted). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not reached');
}

describe('job runner', () => {
  it('a started runner picks up an enqueued job, runs its handler with the payload and marks it done', async () => {
    const seen: unknown[] = [];
    const r = runner();
    r.register('t-basic', async (payload, info) => {
      seen.push({ payload, attempt: info.attempt });
    });
    r.start();
    const id = await enqueue('t-basic', { n: 1 });
    await until(async () => (await job(id)).status === 'done');
    await r.stop();
    expect(seen).toEqual([{ payload: { n: 1 }, attempt: 1 }]);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1, locked_until: null });
  });

  it('drain waits for a job the started runner took first, so its work is done when drain ends', async () => {
    let finished = false;
    const r = runner();
    r.register('t-race', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    r.start();
    const id = await enqueue('t-race', {});
    // The runner pumps on the enqueue; wait until it holds the job, then drain.
    await until(async () => (await job(id)).status === 'running');
    await r.drain();
    expect(finished).toBe(true);
    await r.stop();
  });

  it('a failing job is retried until max_attempts, then marked failed with its last error', async () => {
    let calls = 0;
    const lastFlags: boolean[] = [];
    const r = runner();
    r.register('t-fail', async (_p, info) => {
      calls++;
      lastFlags.push(info.lastAttempt);
      throw new Error(`boom ${calls}`);
    });
    const id = await enqueue('t-fail', {});
    await r.drain();
    expect(calls).toBe(3);
    expect(lastFlags).toEqual([false, false, true]);
    const row = await job(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.last_error).toContain('boom 3');
  });

  it('a retry waits for its backoff (run_at moves forward)', async () => {
    const r = runner({ retryBaseMs: 3_600_000 });
    let calls = 0;
    r.register('t-backoff', async () => {
      calls++;
      throw new Error('later');
    });
    const id = await enqueue('t-backoff', {});
    await r.drain();
    expect(calls).toBe(1);
    const row = (
      await database.raw.query<{ status: string; later: boolean }>(
        `select status, run_at > now() + interval '50 minutes' as later from jobs where id = $1`,
        [id],
      )
    ).rows[0];
    expect(row).toEqual({ status: 'queued', later: true });
  });

  it('a job whose process died (lease lapsed) is claimed again; one with a live lease is left alone', async () => {
    const ran: number[] = [];
    const r = runner();
    r.register('t-lease', async (p) => {
      ran.push(p.n as number);
    });
    const dead = await enqueue('t-lease', { n: 1 });
    const alive = await enqueue('t-lease', { n: 2 });
    await database.raw.query(
      `update jobs set status = 'running', attempts = 1, locked_until = now() - interval '1 second' where id = $1`,
      [dead],
    );
    await database.raw.query(
      `update jobs set status = 'running', attempts = 1, locked_until = now() + interval '1 hour' where id = $1`,
      [alive],
    );
    await r.drain();
    expect(ran).toEqual([1]);
    expect(await job(dead)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await job(alive)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('two runners on one database never run the same job twice', async () => {
    const ran: number[] = [];
    const handler: JobHandler = async (p) => {
      ran.push(p.n as number);
      await new Promise((r) => setTimeout(r, 5));
    };
    const [a, b] = [runner(), runner()];
    a.register('t-pair', handler);
    b.register('t-pair', handler);
    for (let n = 0; n < 12; n++) await enqueue('t-pair', { n });
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    expect([...ran].sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
  });

  it('stop() waits for the running handler and claims nothing more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const r = runner({ concurrency: 1 });
    const ran: number[] = [];
    r.register('t-stop', async (p) => {
      ran.push(p.n as number);
      if (p.n === 1) await gate;
    });
    r.start();
    const first = await enqueue('t-stop', { n: 1 });
    await until(async () => (await job(first)).status === 'running');
    const second = await enqueue('t-stop', { n: 2 });
    const stopped = r.stop();
    release();
    await stopped;
    expect(await job(first)).toMatchObject({ status: 'done' });
    expect(await job(second)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(ran).toEqual([1]);
  });

  it('jobs of queues without a handler here are left for another process', async () => {
    const r = runner();
    r.register('t-mine', async () => undefined);
    const other = await enqueue('t-other', {});
    await r.drain();
    expect(await job(other)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('wake-ups while every slot is busy do not stall the runner: all jobs run, one at a time', async () => {
    const r = runner({ concurrency: 1 });
    const ran: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((res) => (release = res));
    r.register('t-busy', async (p) => {
      ran.push(p.n as number);
      if (p.n === 0) await gate;
    });
    r.start();
    const first = await enqueue('t-busy', { n: 0 });
    await until(async () => (await job(first)).status === 'running');
    const rest = [await enqueue('t-busy', { n: 1 }), await enqueue('t-busy', { n: 2 })];
    release();
    for (const id of rest) await until(async () => (await job(id)).status === 'done');
    await r.stop();
    expect(ran).toEqual([0, 1, 2]);
  });
});

describe('sweep', () => {
  it('deletes only finished jobs whose finish is older than the retention', async () => {
    const r = runner({ retentionMs: 24 * 3600_000 });
    const oldDone = await enqueue('sweep-q', { n: 1 });
    const oldFailed = await enqueue('sweep-q', { n: 2 });
    const recentDone = await enqueue('sweep-q', { n: 3 });
    const queued = await enqueue('sweep-q', { n: 4 });
    const set = (id: number, status: string, finishedAgoH: number | null) =>
      database.raw.query(
        `update jobs set status = $2, finished_at = case when $3::int is null then null else now() - ($3::int * interval '1 hour') end where id = $1`,
        [id, status, finishedAgoH],
      );
    await set(oldDone, 'done', 25);
    await set(oldFailed, 'failed', 48);
    await set(recentDone, 'done', 1);
    await set(queued, 'queued', null);
    await database.raw.query(`update jobs set created_at = now() - interval '30 days' where id = $1`, [queued]);

    expect(await r.sweep()).toBe(2);
    const left = (
      await database.raw.query<{ id: number }>(`select id from jobs where queue = 'sweep-q' order by id`)
    ).rows.map((x) => x.id);
    expect(left).toEqual([recentDone, queued]);
  });
});
