import fs from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase, type TestApp } from '../../../../test/harness.ts';
import { loadConfig } from '../../../platform/config.ts';
import * as samples from '../../../platform/extract/test-samples.ts';
import { addDocument, analysed, fileRow, settledJob } from './test-support.ts';

const jobsOff = { ...loadConfig({}).jobs, enabled: false };
const jobsOn = { ...loadConfig({}).jobs, enabled: true, pollMs: 100 };

/** Closes an app as a stopped process would, leaving the database (and the files) for the next one. */
async function stopProcess(t: TestApp) {
  await t.app.close();
  await t.deps.realtime.bus.close();
}
const job = async (t: TestApp, fileId: number) =>
  (
    await t.database.raw.query<{ status: string; attempts: number }>(
      `select status, attempts from jobs where payload->>'fileId' = $1`,
      [String(fileId)],
    )
  ).rows[0];

const database = await freshDatabase();
const first = await createTestApp({ jobs: jobsOff }, { database });
const dataDir = first.config.dataDir;
afterAll(async () => {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('analysis survives a restart (jobs live in the database)', () => {
  let queued: { id: number; externalId: string };
  let interrupted: { id: number; externalId: string };
  let deleted: { id: number; externalId: string };

  it('a process that does not run jobs leaves them queued; one that died mid-analysis leaves its job running', async () => {
    queued = await addDocument(first, 'Acme Inc.', 'nda.pdf', await samples.textPdf());
    interrupted = await addDocument(first, 'Acme Inc.', 'employment.docx', await samples.docx());
    deleted = await addDocument(first, 'Acme Inc.', 'gone.pdf', await samples.textPdf());
    // The process that claimed this one died after its first step: state half-walked, lease left to lapse.
    await database.raw.query(
      `update jobs set status = 'running', attempts = 1, locked_until = now() - interval '1 second' where payload->>'fileId' = $1`,
      [String(interrupted.id)],
    );
    await database.raw.query(
      `update data_room_files set processing_state = 'PROCESSING_SUGGESTED_FOLDER' where id = $1`,
      [interrupted.id],
    );
    // A file deleted before its analysis ran.
    await database.raw.query('delete from data_room_files where id = $1', [deleted.id]);
    await stopProcess(first);
    expect(await job(first, queued.id)).toEqual({ status: 'queued', attempts: 0 });
    expect((await fileRow(first, queued.id))?.processing_state).toBe('NOT_PROCESSED');
  });

  it('a new process on the same database finishes every job: the queued one, the interrupted one; the deleted file ends quietly', async () => {
    const second = await createTestApp({ jobs: jobsOn, dataDir }, { database, seed: false });
    try {
      expect(await analysed(second, queued.id)).toMatchObject({
        processing_state: 'PROCESSED_AND_NOT_PLACED',
        suggested_static_id: 49,
      });
      expect(await analysed(second, interrupted.id)).toMatchObject({
        processing_state: 'PROCESSED_AND_NOT_PLACED',
        suggested_static_id: 58,
      });
      expect(await settledJob(second, interrupted.id)).toEqual({ status: 'done', attempts: 2 });
      expect(await settledJob(second, deleted.id)).toEqual({ status: 'done', attempts: 1 });
      expect(await fileRow(second, deleted.id)).toBeUndefined();
    } finally {
      await stopProcess(second);
    }
  });
});
