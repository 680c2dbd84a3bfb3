import { randomUUID } from 'node:crypto';
import { fileExtension, TAXONOMY_IDS, type StateChangedContent } from '@atrium/contract';
import type { TestApp } from '../../../../test/harness.ts';
import { enqueueJob, QUEUES } from '../../../platform/jobs/enqueue.ts';
import { withTransaction } from '../../../platform/transaction.ts';
import { dataRoomCustomFolders, dataRoomFiles } from '../tables.ts';

/**
 * Puts a document into a tenant's data room the way an upload does (blob stored, row NOT_PROCESSED and its analysis
 * job committed in one transaction), without the upload routes (another part of the data room).
 */
export async function addDocument(
  t: TestApp,
  tenantName: string,
  name: string,
  data: Buffer,
  placement: { parentStaticId?: number; customFolderId?: number } = {},
): Promise<{ id: number; externalId: string }> {
  const tenant = (
    await t.database.raw.query<{ id: number; external_id: string }>(
      'select id, external_id from tenants where name = $1',
      [tenantName],
    )
  ).rows[0];
  const key = `data-room/${tenant.external_id}/${randomUUID()}`;
  await t.deps.storage.put(key, data, { contentType: 'application/octet-stream' });
  const db = t.database.db;
  return withTransaction(db, async () => {
    const [row] = await db
      .insert(dataRoomFiles)
      .values({
        tenantId: tenant.id,
        name,
        extension: fileExtension(name),
        size: data.length,
        storageKey: key,
        parentStaticId: placement.customFolderId ? null : (placement.parentStaticId ?? TAXONOMY_IDS.master),
        customFolderId: placement.customFolderId ?? null,
      })
      .returning({ id: dataRoomFiles.id, externalId: dataRoomFiles.externalId });
    await enqueueJob(db, QUEUES.documentAnalysis, { fileId: row.id });
    return row;
  });
}

export async function addCustomFolder(t: TestApp, tenantName: string, name: string): Promise<number> {
  const tenant = (await t.database.raw.query<{ id: number }>('select id from tenants where name = $1', [tenantName]))
    .rows[0];
  const [row] = await t.database.db
    .insert(dataRoomCustomFolders)
    .values({ tenantId: tenant.id, name })
    .returning({ id: dataRoomCustomFolders.id });
  return row.id;
}

export interface FileRow {
  processing_state: string;
  summary_state: string;
  suggested_static_id: number | null;
  ai_analysis: any;
  analysis_error: string | null;
  extracted_text: string | null;
}
export const fileRow = async (t: TestApp, id: number) =>
  (await t.database.raw.query<FileRow>('select * from data_room_files where id = $1', [id])).rows[0] as
    FileRow | undefined;
export const redFlagsOf = async (t: TestApp, id: number) =>
  (
    await t.database.raw.query<{ name: string; source: string; status: string; tenant_id: number }>(
      'select * from data_room_red_flags where file_id = $1 order by id',
      [id],
    )
  ).rows;

const FINAL = ['PROCESSED_AND_NOT_PLACED', 'PROCESSED_PLACED_NOT_SEEN', 'PROCESSED_SEEN', 'CANNOT_BE_ANALYZED'];
/**
 * Waits (polling the database, no timing asserted) until the file's analysis has ended and its job has settled — so
 * its last STATE_CHANGED has been published too.
 */
export async function analysed(t: TestApp, id: number): Promise<FileRow> {
  for (let i = 0; i < 1200; i++) {
    const row = await fileRow(t, id);
    if (row && FINAL.includes(row.processing_state) && row.summary_state !== 'PROCESSING_AI_SUMMARY') {
      await settledJob(t, id);
      return row;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`file ${id} was not analysed`);
}

/** Collects STATE_CHANGED events per user channel, from the app's realtime bus. */
export function stateEvents(t: TestApp) {
  const byChannel = new Map<string, StateChangedContent[]>();
  const off = t.deps.realtime.bus.subscribe((msg) => {
    if (msg.event.type !== 'STATE_CHANGED') return;
    byChannel.set(msg.channel, [...(byChannel.get(msg.channel) ?? []), msg.event.content as StateChangedContent]);
  });
  return {
    off,
    of: (userExternalId: string, fileExternalId: string) =>
      (byChannel.get(`/channel/user/${userExternalId}`) ?? []).filter((e) => e.fileExternalId === fileExternalId),
  };
}
export const userExternalId = async (t: TestApp, email: string) =>
  (await t.database.raw.query<{ external_id: string }>('select external_id from users where email = $1', [email]))
    .rows[0].external_id;

/** The analysis job of a file once it has settled (done or failed; polls, no timing asserted). */
export async function settledJob(t: TestApp, fileId: number): Promise<{ status: string; attempts: number }> {
  for (let i = 0; i < 1200; i++) {
    const row = (
      await t.database.raw.query<{ status: string; attempts: number }>(
        `select status, attempts from jobs where payload->>'fileId' = $1`,
        [String(fileId)],
      )
    ).rows[0];
    if (row && (row.status === 'done' || row.status === 'failed')) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the job of file ${fileId} did not settle`);
}
