import { describe, expect, it } from 'vitest';
import { DATA_ROOM_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { blobs, fileRows, multipart, P, PDF, roomCompany, type Part } from './test-support.ts';

const limit = 3 * 1_048_576;
const small = await useTestApp({ dataRoomMaxDocumentBytes: limit });
const S = await roomCompany(small, 'Small');
const send = (parts: Part[]) => {
  const m = multipart(parts);
  return small.call('POST', `${P}/upload-files`, { as: S.owner, tenant: S.tenantId, body: m.body, headers: m.headers });
};
const sized = (n: number) => Buffer.concat([PDF(), Buffer.alloc(n - PDF().length, 0x20)]);

describe('upload size limit', () => {
  it('a file at the limit is refused with 413 exceededMaxSize; the files before it leave no row and no blob', async () => {
    const jobs = async () => (await small.database.raw.query('select 1 from jobs')).rows.length;
    const jobsBefore = await jobs();
    const r = await send([
      { filename: 'ok.pdf', data: PDF() },
      { filename: 'Huge deck.pdf', data: sized(limit) },
    ]);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: DATA_ROOM_MESSAGES.exceededMaxSize('Huge deck.pdf', 3),
    });
    expect(await fileRows(small, S.tenantId)).toBe(0);
    expect(await blobs(small, S.tenantId)).toEqual([]);
    expect(await jobs()).toBe(jobsBefore);
  });

  it('well over the limit mid-stream: 413, nothing left; just under the limit is stored', async () => {
    expect((await send([{ filename: 'x.pdf', data: sized(limit + 500_000) }])).status).toBe(413);
    expect(await blobs(small, S.tenantId)).toEqual([]);
    const r = await send([{ filename: 'fits.pdf', data: sized(limit - 1) }]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.content[0].size).toBe(limit - 1);
  });
});
