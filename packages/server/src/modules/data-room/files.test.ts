import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { DATA_ROOM_MESSAGES, TAXONOMY, TAXONOMY_IDS, taxonomyEntry } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import {
  blobs,
  DOCX,
  EXE,
  fileRows,
  GLOBEX_OWNER,
  multipart,
  P,
  PDF,
  PNG,
  roomCompany,
  unzipStored,
  XLS,
  type Part,
} from './test-support.ts';
import { dataRoomKey } from './upload.ts';

const t = await useTestApp();
const A = await roomCompany(t, 'Room');
const B = await roomCompany(t, 'Other');
const GLOBEX = await t.tenantId('Globex LLC');
const ACME = await t.tenantId('Acme Inc.');

async function upload(as: string, tenant: string, parts: Part[], query = '') {
  const m = multipart(parts);
  return t.call('POST', `${P}/upload-files${query}`, { as, tenant, body: m.body, headers: m.headers });
}
async function uploadOne(name: string, data = PDF(name), query = '') {
  const r = await upload(A.owner, A.tenantId, [{ filename: name, data }], query);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.content[0];
}
/** A file row with an analysis result and no queued job (so no worker can race with the test). */
async function analysedRow(
  tenantExternalId: string,
  name: string,
  suggested: number | null,
  state = 'PROCESSED_AND_NOT_PLACED',
) {
  const r = await t.database.raw.query<{ external_id: string }>(
    `insert into data_room_files (tenant_id, name, extension, size, parent_static_id, processing_state, suggested_static_id)
     select id, $2, 'pdf', 10, 9997, $3, $4 from tenants where external_id = $1 returning external_id`,
    [tenantExternalId, name, state, suggested],
  );
  return r.rows[0].external_id;
}
async function download(as: string, tenant: string, ids: string[]) {
  return t.app.inject({
    method: 'POST',
    url: `${P}/download/files`,
    headers: { authorization: `Bearer ${await t.tokenFor(as)}`, 'x-tenant-id': tenant },
    payload: { fileExternalIds: ids },
  });
}

describe('POST upload-files', () => {
  it('stores pdf/docx/xls checked by content, in the master folder, NOT_PROCESSED and queued for analysis in one go', async () => {
    const spy = vi.spyOn(t.deps.realtime, 'publish');
    const before = (await blobs(t)).length;
    const r = await upload(
      A.member,
      A.tenantId,
      [
        { filename: 'Board minutes.pdf', data: PDF('minutes') },
        { filename: 'Cap table.docx', data: DOCX() },
        { filename: 'Budget.xls', data: XLS() },
      ],
      '?uploadId=u-1',
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const files = r.body.content as any[];
    expect(files.map((f) => [f.name, f.type, f.parentStaticId, f.processingState, f.permission, f.redFlags])).toEqual([
      ['Board minutes.pdf', 'FILE', TAXONOMY_IDS.master, 'NOT_PROCESSED', 'CAN_EDIT', 0],
      ['Cap table.docx', 'FILE', TAXONOMY_IDS.master, 'NOT_PROCESSED', 'CAN_EDIT', 0],
      ['Budget.xls', 'FILE', TAXONOMY_IDS.master, 'NOT_PROCESSED', 'CAN_EDIT', 0],
    ]);
    expect(files[0]).toMatchObject({
      contentType: 'application/pdf',
      size: PDF('minutes').length,
      customFolderExternalId: null,
      aiAnalysis: null,
      suggestedFolder: null,
    });
    expect((await blobs(t)).length).toBe(before + 3);
    const jobs = await t.database.raw.query<{ file_id: number }>(
      `select (j.payload->>'fileId')::int as file_id from jobs j join data_room_files f on f.id = (j.payload->>'fileId')::int where j.queue = 'document-analysis' and f.external_id = any($1::uuid[])`,
      [files.map((f) => f.externalId)],
    );
    expect(jobs.rows).toHaveLength(3);
    const progress = spy.mock.calls.filter(([, e]) => e.type === 'UPLOAD_PROGRESS').map(([ch, e]) => [ch, e.content]);
    spy.mockRestore();
    const member = await t.services.users.byEmail(A.member);
    expect(progress.every(([ch]) => ch === `/channel/user/${member!.externalId}`)).toBe(true);
    expect(progress.filter(([, c]: any) => c.filename === 'Board minutes.pdf').map(([, c]) => c)).toEqual([
      { uploadId: 'u-1', filename: 'Board minutes.pdf', event: 'TRANSFER_STARTED', transferred: 0 },
      {
        uploadId: 'u-1',
        filename: 'Board minutes.pdf',
        event: 'TRANSFER_COMPLETED',
        transferred: PDF('minutes').length,
      },
    ]);
  });

  /** Posts a multipart body to upload-files in pieces of `size` bytes, as a network delivers it. */
  const uploadInPieces = async (m: ReturnType<typeof multipart>, size: number) => {
    const pieces = Array.from({ length: Math.ceil(m.body.length / size) }, (_, i) =>
      m.body.subarray(i * size, (i + 1) * size),
    );
    return t.app.inject({
      method: 'POST',
      url: `${P}/upload-files`,
      headers: { ...m.headers, authorization: `Bearer ${await t.tokenFor(A.owner)}`, 'x-tenant-id': A.tenantId },
      payload: Readable.from(pieces),
    });
  };

  it('reports BYTES_TRANSFERRED at most once per MiB while a large file streams in', async () => {
    const spy = vi.spyOn(t.deps.realtime, 'publish');
    const big = Buffer.concat([PDF('big'), Buffer.alloc(2 * 1_048_576 + 10, 0x20)]);
    const m = multipart([{ filename: 'Big.pdf', data: big }]);
    // The body arrives in 128 KiB pieces, as from a network.
    const res = await uploadInPieces(m, 131_072);
    expect(res.statusCode, res.body).toBe(201);
    const events = spy.mock.calls
      .filter(([, e]) => e.type === 'UPLOAD_PROGRESS' && (e.content as any).filename === 'Big.pdf')
      .map(([, e]) => e.content as any);
    spy.mockRestore();
    expect(events.map((e) => e.event)).toEqual([
      'TRANSFER_STARTED',
      'BYTES_TRANSFERRED',
      'BYTES_TRANSFERRED',
      'TRANSFER_COMPLETED',
    ]);
    expect(events[1].transferred).toBeGreaterThanOrEqual(1_048_576);
    expect(events[2].transferred).toBeGreaterThanOrEqual(2 * 1_048_576);
    expect(events[3]).toEqual({
      uploadId: null,
      filename: 'Big.pdf',
      event: 'TRANSFER_COMPLETED',
      transferred: big.length,
    });
  });

  it('stores a multi-MiB file that arrives in 64 KiB network pieces byte for byte (same size, same SHA-256)', async () => {
    // Random bytes after a PDF header: any chunk lost, repeated or reordered on the way to disk changes the hash.
    const data = Buffer.concat([PDF('bytes'), randomBytes(3 * 1_048_576 + 12_345)]);
    const m = multipart([{ filename: 'Exact.pdf', data }]);
    const res = await uploadInPieces(m, 65_536);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().content[0];
    expect(file.size).toBe(data.length);
    const stored: Buffer[] = [];
    for await (const c of await t.deps.storage.get(dataRoomKey(A.tenantId, file.externalId))) stored.push(c as Buffer);
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(Buffer.concat(stored))).toBe(sha(data));
  });

  it('uploads straight into a taxonomy entry', async () => {
    const f = await uploadOne('Bylaws.pdf', PDF(), '?parentId=3');
    expect(f.parentStaticId).toBe(3);
    expect((await upload(A.owner, A.tenantId, [{ filename: 'x.pdf', data: PDF() }], '?parentId=5000')).status).toBe(
      404,
    );
  });

  it('refuses a renamed executable, an image and a lying extension with invalidFormat, storing nothing', async () => {
    const rows = await fileRows(t, A.tenantId);
    const before = (await blobs(t)).length;
    for (const parts of [
      [{ filename: 'invoice.pdf', data: EXE() }],
      [{ filename: 'photo.png', data: PNG() }],
      [
        { filename: 'fine.pdf', data: PDF() },
        { filename: 'report.docx', data: PDF() },
      ],
    ]) {
      const r = await upload(A.owner, A.tenantId, parts);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: DATA_ROOM_MESSAGES.invalidFormat });
    }
    expect(await fileRows(t, A.tenantId)).toBe(rows);
    expect((await blobs(t)).length).toBe(before);
  });

  it("refuses an empty (0-byte) file saying it is empty, not 'invalid format', storing nothing", async () => {
    const rows = await fileRows(t, A.tenantId);
    const before = (await blobs(t)).length;
    for (const parts of [
      [{ filename: 'Board minutes.pdf', data: Buffer.alloc(0) }],
      [
        { filename: 'fine.pdf', data: PDF() },
        { filename: 'Board minutes.pdf', data: Buffer.alloc(0) },
      ],
    ]) {
      const r = await upload(A.owner, A.tenantId, parts);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        message: DATA_ROOM_MESSAGES.emptyFile('Board minutes.pdf'),
      });
      expect(r.body.message).toBe('Board minutes.pdf is empty. Choose a file with content.');
    }
    expect(await fileRows(t, A.tenantId)).toBe(rows);
    expect((await blobs(t)).length).toBe(before);
  });

  it('keeps path characters out of stored names', async () => {
    const r = await upload(A.owner, A.tenantId, [
      { filename: '../../etc/passwd.pdf', data: PDF() },
      { filename: 'C:\\Users\\x\\Q1 report.pdf', data: PDF() },
      { filename: 'a<b>:c|d?.pdf', data: PDF() },
      { filename: '..pdf', data: PDF() },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.content.map((f: any) => f.name)).toEqual([
      'passwd.pdf',
      'Q1 report.pdf',
      'a_b__c_d_.pdf',
      'file.pdf',
    ]);
    expect((await blobs(t)).every((b) => !b.includes('passwd') && !b.includes('report'))).toBe(true);
  });

  it('keeps both files when a name repeats in the same folder', async () => {
    const r = await upload(A.owner, A.tenantId, [
      { filename: 'Twin.pdf', data: PDF('1') },
      { filename: 'Twin.pdf', data: PDF('2') },
    ]);
    expect(r.body.content.map((f: any) => f.name)).toEqual(['Twin.pdf', 'Twin.pdf']);
  });

  it('400 without any file', async () => {
    const r = await upload(A.owner, A.tenantId, []);
    expect(r.status).toBe(400);
  });

  it('answers 400 (never 500 or a hang) to a malformed multipart form, storing nothing', async () => {
    const before = await fileRows(t, A.tenantId);
    const boundary = 'cut';
    const forms = [
      // Cut inside the file part: the parser fails while the file is being read.
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut here`,
      // No part at all.
      'this is not a multipart body at all',
    ];
    for (const payload of forms) {
      const r = await t.call('POST', `${P}/upload-files`, {
        as: A.owner,
        tenant: A.tenantId,
        body: payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(r.status, payload).toBe(400);
      expect(r.body).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        message: 'The upload is not a well-formed multipart form',
      });
    }
    expect(await fileRows(t, A.tenantId)).toBe(before);
  });

  it('refuses the hidden Safe/KISS folder (174) as upload and move destination, storing nothing', async () => {
    const before = await fileRows(t, A.tenantId);
    const refused = { path: 'parentId', message: DATA_ROOM_MESSAGES.folderHidden };
    const up = await upload(A.owner, A.tenantId, [{ filename: 'Safe.pdf', data: PDF('safe') }], '?parentId=174');
    expect(up.status).toBe(400);
    expect(up.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: DATA_ROOM_MESSAGES.folderHidden });
    expect(up.body.content.fields).toEqual([refused]);
    expect(await fileRows(t, A.tenantId)).toEqual(before);

    const id = (await uploadOne('Move me.pdf')).externalId;
    const moved = await t.call('POST', `${P}/move/files`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { fileExternalIds: [id], destination: 174 },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.content.fields).toEqual([{ ...refused, path: 'destination' }]);
    // The hidden folder is not listed either.
    const list = await t.call('GET', `${P}/files?parentId=174`, { as: A.owner, tenant: A.tenantId });
    expect(list.status).toBe(404);
  });
});

describe('GET files', () => {
  it('lists the master folder paged, default sort type desc; a section lists its visible children as FOLDER rows with counts', async () => {
    const C = await roomCompany(t, 'List');
    const send = async (name: string, data: Buffer, q = '') => {
      const m = multipart([{ filename: name, data }]);
      const r = await t.call('POST', `${P}/upload-files${q}`, {
        as: C.owner,
        tenant: C.tenantId,
        body: m.body,
        headers: m.headers,
      });
      expect(r.status).toBe(201);
    };
    await send('b.pdf', PDF());
    await send('a.xls', XLS());
    await send('c.docx', DOCX());
    await send('Z.pdf', PDF());
    const page0 = await t.call('GET', `${P}/files?size=3`, { as: C.member, tenant: C.tenantId });
    expect(page0.status).toBe(200);
    expect(page0.body.content.folders).toEqual([]);
    // Type (extension) descending; within a type the newest first.
    expect(page0.body.content.content.map((f: any) => f.name)).toEqual(['a.xls', 'Z.pdf', 'b.pdf']);
    expect(page0.body.content.page).toEqual({ number: 0, size: 3, totalElements: 4, totalPages: 2 });
    const page1 = await t.call('GET', `${P}/files?size=3&page=1`, { as: C.member, tenant: C.tenantId });
    expect(page1.body.content.content.map((f: any) => f.name)).toEqual(['c.docx']);
    const byName = await t.call('GET', `${P}/files?sort=name&direction=asc`, { as: C.member, tenant: C.tenantId });
    expect(byName.body.content.content.map((f: any) => f.name)).toEqual(['a.xls', 'b.pdf', 'c.docx', 'Z.pdf']);

    // Files placed deep in Finance (147): the section's children carry subtree counts; hidden 174 never appears.
    const finance = taxonomyEntry(147)!;
    const deep = finance.entries[0].entries[0] ?? finance.entries[0];
    await send('deep.pdf', PDF(), `?parentId=${deep.staticId}`);
    const section = await t.call('GET', `${P}/files?parentId=147`, { as: C.member, tenant: C.tenantId });
    const folders = section.body.content.folders as any[];
    expect(folders.map((f) => f.staticId)).toEqual(finance.entries.filter((e) => !e.hidden).map((e) => e.staticId));
    expect(folders.some((f) => f.staticId === 174)).toBe(false);
    expect(folders.find((f) => f.staticId === finance.entries[0].staticId)).toMatchObject({
      type: 'FOLDER',
      fileCount: 1,
      name: finance.entries[0].name,
    });
    expect(section.body.content.content).toEqual([]);
    const later = await t.call('GET', `${P}/files?parentId=147&page=1`, { as: C.member, tenant: C.tenantId });
    expect(later.body.content.folders).toEqual([]);
    const root = await t.call('GET', `${P}/files?parentId=${TAXONOMY_IDS.root}`, { as: C.member, tenant: C.tenantId });
    expect(root.body.content.folders.map((f: any) => f.staticId)).toEqual(TAXONOMY.map((e) => e.staticId));
  });

  it('400 on a bad sort, 404 on an unknown folder, 403 for another tenantExternalId', async () => {
    expect((await t.call('GET', `${P}/files?sort=colour`, { as: A.owner, tenant: A.tenantId })).status).toBe(400);
    expect((await t.call('GET', `${P}/files?parentId=4242`, { as: A.owner, tenant: A.tenantId })).status).toBe(404);
    expect(
      (await t.call('GET', `${P}/files?tenantExternalId=${B.tenantId}`, { as: A.owner, tenant: A.tenantId })).status,
    ).toBe(403);
    expect(
      (await t.call('GET', `${P}/files?tenantExternalId=${A.tenantId}`, { as: A.owner, tenant: A.tenantId })).status,
    ).toBe(200);
  });

  it('Acme (demo, Growth plan) has a seeded data room: files waiting in the master folder and placed ones', async () => {
    const master = await t.call('GET', `${P}/files`, { as: 'member@acme.example', tenant: ACME });
    expect(master.status).toBe(200);
    expect(master.body.content.content.length).toBeGreaterThanOrEqual(2);
    const stats = (await t.call('POST', `${P}/stats`, { as: 'member@acme.example', tenant: ACME, body: TAXONOMY })).body
      .content;
    expect(stats[0].count).toBeGreaterThanOrEqual(2);
    const placed = (await t.call('GET', `${P}/files?parentId=2`, { as: 'member@acme.example', tenant: ACME })).body
      .content.content[0];
    const pdf = await download('member@acme.example', ACME, [placed.externalId]);
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain('CERTIFICATE OF INCORPORATION');
  });
});

describe('move, approve, delete', () => {
  it('move/files places files in a taxonomy entry keeping their analysis, and back to the master folder', async () => {
    const id = await analysedRow(A.tenantId, 'Lease.pdf', 29);
    const r = await t.call('POST', `${P}/move/files`, {
      as: A.member,
      tenant: A.tenantId,
      body: { fileExternalIds: [id], destination: 30 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content[0]).toMatchObject({
      externalId: id,
      parentStaticId: 30,
      suggestedStaticId: 29,
      suggestedFolder: taxonomyEntry(29)!.name,
      processingState: 'PROCESSED_PLACED_NOT_SEEN',
    });
    const back = await t.call('POST', `${P}/move/files`, {
      as: A.member,
      tenant: A.tenantId,
      body: { fileExternalIds: [id], destination: TAXONOMY_IDS.master },
    });
    expect(back.body.content[0]).toMatchObject({
      parentStaticId: TAXONOMY_IDS.master,
      suggestedStaticId: 29,
      processingState: 'PROCESSED_PLACED_NOT_SEEN',
    });
    // A file still waiting for its analysis keeps its state wherever it goes.
    const waiting = await analysedRow(A.tenantId, 'Waiting.pdf', null, 'NOT_PROCESSED');
    const moved = await t.call('POST', `${P}/move/files`, {
      as: A.member,
      tenant: A.tenantId,
      body: { fileExternalIds: [waiting], destination: 30 },
    });
    expect(moved.body.content[0]).toMatchObject({ parentStaticId: 30, processingState: 'NOT_PROCESSED' });
    for (const destination of [TAXONOMY_IDS.root, 5000, -1]) {
      const bad = await t.call('POST', `${P}/move/files`, {
        as: A.member,
        tenant: A.tenantId,
        body: { fileExternalIds: [id], destination },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.content.fields).toEqual([
        { path: 'destination', message: DATA_ROOM_MESSAGES.destinationInvalid },
      ]);
    }
    expect(
      (
        await t.call('POST', `${P}/move/files`, {
          as: A.member,
          tenant: A.tenantId,
          body: { fileExternalIds: [], destination: 3 },
        })
      ).status,
    ).toBe(400);
  });

  it('approve/files moves analysed files to their suggestion (PROCESSED_PLACED_NOT_SEEN) and leaves the others', async () => {
    const a = await analysedRow(A.tenantId, 'Policy.pdf', 16);
    const b = await analysedRow(A.tenantId, 'Unknown.pdf', null, 'CANNOT_BE_ANALYZED');
    const r = await t.call('POST', `${P}/approve/files`, {
      as: A.member,
      tenant: A.tenantId,
      body: { fileExternalIds: [a, b] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toHaveLength(1);
    expect(r.body.content[0]).toMatchObject({
      externalId: a,
      parentStaticId: 16,
      processingState: 'PROCESSED_PLACED_NOT_SEEN',
    });
    expect(r.body.message).toBe('Not moved: Unknown.pdf (it could not be analysed)');
    const still = await t.call('GET', `${P}/file-by-external?externalId=${b}`, { as: A.member, tenant: A.tenantId });
    expect(still.body.content).toMatchObject({
      parentStaticId: TAXONOMY_IDS.master,
      processingState: 'CANNOT_BE_ANALYZED',
    });
    const none = await t.call('POST', `${P}/approve/files`, {
      as: A.member,
      tenant: A.tenantId,
      body: { fileExternalIds: [b] },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(DATA_ROOM_MESSAGES.nothingToApprove);
    expect(JSON.stringify(none.body)).toContain('Not moved: Unknown.pdf (it could not be analysed)');
    // A file still being analysed is named with its own reason.
    const c = await analysedRow(A.tenantId, 'Draft.pdf', null, 'PROCESSING_SUGGESTED_FOLDER');
    const d = await analysedRow(A.tenantId, 'Deed.pdf', 16);
    const mixed = await t.call('POST', `${P}/approve/files`, {
      as: A.member,
      tenant: A.tenantId,
      body: { fileExternalIds: [b, c, d] },
    });
    expect(mixed.body.message).toBe(
      'Not moved: Unknown.pdf (it could not be analysed), Draft.pdf (it has no suggested folder yet)',
    );
  });

  it('delete/files removes rows and blobs', async () => {
    const f1 = await uploadOne('Gone 1.pdf');
    const f2 = await uploadOne('Gone 2.pdf');
    const before = (await blobs(t)).length;
    const r = await t.call('POST', `${P}/delete/files`, {
      as: A.member,
      tenant: A.tenantId,
      body: [f1.externalId, f2.externalId],
    });
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({ deleted: 2 });
    expect((await blobs(t)).length).toBe(before - 2);
    expect(
      (await t.call('GET', `${P}/file-by-external?externalId=${f1.externalId}`, { as: A.member, tenant: A.tenantId }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', `${P}/delete/files`, { as: A.member, tenant: A.tenantId, body: { ids: [] } })).status,
    ).toBe(400);
  });
});

describe('download, presigned URL, file, summary', () => {
  it('one file comes under its own name; several as a streamed files.zip holding them', async () => {
    const one = await uploadOne('Señor report.pdf', PDF('one'));
    const two = await uploadOne('Señor report.pdf', PDF('two'));
    const three = await uploadOne('Model.xls', XLS());
    const r1 = await download(A.member, A.tenantId, [one.externalId]);
    expect(r1.statusCode).toBe(200);
    expect(r1.headers['content-disposition']).toContain("filename*=UTF-8''Se%C3%B1or%20report.pdf");
    expect(r1.rawPayload.equals(PDF('one'))).toBe(true);
    const r3 = await download(A.member, A.tenantId, [one.externalId, two.externalId, three.externalId]);
    expect(r3.statusCode).toBe(200);
    expect(r3.headers['content-type']).toBe('application/zip');
    expect(r3.headers['content-disposition']).toContain('files.zip');
    const entries = unzipStored(r3.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['Señor report.pdf', 'Señor report (2).pdf', 'Model.xls']);
    expect(entries[0].data.equals(PDF('one'))).toBe(true);
    expect(entries[1].data.equals(PDF('two'))).toBe(true);
    expect(entries[2].data.equals(XLS())).toBe(true);
  });

  it('presigned-url gives a working URL until it expires', async () => {
    const f = await uploadOne('Signed.pdf', PDF('signed'));
    const r = await t.call('GET', `${P}/presigned-url?externalId=${f.externalId}`, {
      as: A.member,
      tenant: A.tenantId,
    });
    expect(r.status).toBe(200);
    expect(new Date(r.body.content.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const got = await t.app.inject({ method: 'GET', url: r.body.content.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF('signed'))).toBe(true);
  });

  it('opening a placed file (its pre-signed URL) marks it PROCESSED_SEEN; other states stay', async () => {
    const seen = await analysedRow(A.tenantId, 'Seen.pdf', 9, 'PROCESSED_PLACED_NOT_SEEN');
    const waiting = await analysedRow(A.tenantId, 'Waiting.pdf', 9, 'PROCESSED_AND_NOT_PLACED');
    for (const id of [seen, waiting]) {
      await t.deps.storage.put(`data-room/${A.tenantId}/${id}`, PDF(), { contentType: 'application/pdf' });
      await t.database.raw.query('update data_room_files set storage_key = $2 where external_id = $1', [
        id,
        `data-room/${A.tenantId}/${id}`,
      ]);
      expect(
        (await t.call('GET', `${P}/presigned-url?externalId=${id}`, { as: A.member, tenant: A.tenantId })).status,
      ).toBe(200);
    }
    const state = async (id: string) =>
      (await t.call('GET', `${P}/file-by-external?externalId=${id}`, { as: A.member, tenant: A.tenantId })).body.content
        .processingState;
    expect(await state(seen)).toBe('PROCESSED_SEEN');
    expect(await state(waiting)).toBe('PROCESSED_AND_NOT_PLACED');
  });

  it('file and file-by-external return the row; update/summary validates and stores the analysis', async () => {
    // A row with no queued analysis, so no worker can overwrite the summary during the test.
    const id = await analysedRow(A.tenantId, 'Summary.pdf', 9);
    const f = { externalId: id };
    const byId = await t.call('GET', `${P}/file?id=${f.externalId}&tenantExternalId=${A.tenantId}`, {
      as: A.member,
      tenant: A.tenantId,
    });
    expect(byId.body.content).toMatchObject({
      externalId: id,
      name: 'Summary.pdf',
      suggestedStaticId: 9,
      suggestedFolder: taxonomyEntry(9)!.name,
      permission: 'CAN_EDIT',
    });
    const byExternal = await t.call('GET', `${P}/file-by-external?externalId=${f.externalId}`, {
      as: A.member,
      tenant: A.tenantId,
    });
    expect(byExternal.body.content).toEqual(byId.body.content);
    const analysis = {
      documentTitle: 'NDA',
      description: 'Mutual NDA',
      partiesInvolved: [{ by: 'Acme', title: 'CEO', email: 'ceo@acme.example' }],
      dateOfSignature: '2025-01-02',
      keyProvisions: ['Two years'],
    };
    const r = await t.call('PUT', `${P}/update/summary?fileExternalId=${f.externalId}`, {
      as: A.member,
      tenant: A.tenantId,
      body: analysis,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.aiAnalysis).toEqual(analysis);
    const bad = await t.call('PUT', `${P}/update/summary?fileExternalId=${f.externalId}`, {
      as: A.member,
      tenant: A.tenantId,
      body: { keyProvisions: 'not a list' },
    });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', `${P}/file?id=not-a-uuid`, { as: A.member, tenant: A.tenantId })).status).toBe(400);
    expect(
      (
        await t.call('GET', `${P}/file?id=${f.externalId}&tenantExternalId=${B.tenantId}`, {
          as: A.member,
          tenant: A.tenantId,
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST stats', () => {
  it('returns the tree with files and active red flags per subtree, plus the master entry', async () => {
    const S = await roomCompany(t, 'Stats');
    const m = multipart([{ filename: 'x.pdf', data: PDF() }]);
    for (const q of ['?parentId=2', '?parentId=2', '?parentId=9', '']) {
      const r = await t.call('POST', `${P}/upload-files${q}`, {
        as: S.owner,
        tenant: S.tenantId,
        body: m.body,
        headers: m.headers,
      });
      expect(r.status).toBe(201);
    }
    const flagged = (await t.call('GET', `${P}/files?parentId=2`, { as: S.owner, tenant: S.tenantId })).body.content
      .content[0].externalId;
    await t.database.raw.query(
      `insert into data_room_red_flags (tenant_id, file_id, name, status) select tenant_id, id, 'Unsigned', s from data_room_files, unnest(array['CREATED','DISMISSED']) s where external_id = $1`,
      [flagged],
    );
    const r = await t.call('POST', `${P}/stats?tenantExternalId=${S.tenantId}`, {
      as: S.member,
      tenant: S.tenantId,
      body: TAXONOMY,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const out = r.body.content as any[];
    expect(out).toHaveLength(TAXONOMY.length + 1);
    const corporate = out[0];
    expect(corporate).toMatchObject({ staticId: 0, name: TAXONOMY[0].name, count: 3, redFlags: 1 });
    expect(corporate.entries.find((e: any) => e.staticId === 1)).toMatchObject({ count: 2, redFlags: 1 });
    expect(
      corporate.entries.find((e: any) => e.staticId === 1).entries.find((e: any) => e.staticId === 2),
    ).toMatchObject({ count: 2, redFlags: 1 });
    expect(corporate.entries.find((e: any) => e.staticId === 8)).toMatchObject({ count: 1, redFlags: 0 });
    expect(out[1]).toMatchObject({ staticId: 54, count: 0, redFlags: 0 });
    expect(out.at(-1)).toEqual({ staticId: TAXONOMY_IDS.master, count: 1, redFlags: 0, entries: [] });
    // The list's flag count agrees.
    const listed = await t.call('GET', `${P}/file-by-external?externalId=${flagged}`, {
      as: S.owner,
      tenant: S.tenantId,
    });
    expect(listed.body.content.redFlags).toBe(1);
    expect(
      (await t.call('POST', `${P}/stats`, { as: S.member, tenant: S.tenantId, body: [{ name: 'no id' }] })).status,
    ).toBe(400);
  });
});

describe('access', () => {
  const calls = (id: string): [string, string, unknown?][] => [
    ['GET', `${P}/files`],
    ['POST', `${P}/move/files`, { fileExternalIds: [id], destination: 3 }],
    ['POST', `${P}/approve/files`, { fileExternalIds: [id] }],
    ['POST', `${P}/delete/files`, [id]],
    ['POST', `${P}/download/files`, { fileExternalIds: [id] }],
    ['GET', `${P}/presigned-url?externalId=${id}`],
    ['GET', `${P}/file?id=${id}`],
    ['GET', `${P}/file-by-external?externalId=${id}`],
    ['POST', `${P}/stats`, TAXONOMY],
    ['PUT', `${P}/update/summary?fileExternalId=${id}`, {}],
  ];

  it('401 without a token, 403 MODULE_NOT_IN_PLAN for Globex', async () => {
    const f = await uploadOne('Private.pdf');
    for (const [method, url, body] of calls(f.externalId)) {
      expect((await t.call(method, url, { body })).status, url).toBe(401);
      const g = await t.call(method, url, { as: GLOBEX_OWNER, tenant: GLOBEX, body });
      expect(g.status, url).toBe(403);
      expect(g.body.errorCode, url).toBe('MODULE_NOT_IN_PLAN');
    }
    const m = multipart([{ filename: 'x.pdf', data: PDF() }]);
    expect((await t.call('POST', `${P}/upload-files`, { body: m.body, headers: m.headers })).status).toBe(401);
    expect(
      (
        await t.call('POST', `${P}/upload-files`, {
          as: GLOBEX_OWNER,
          tenant: GLOBEX,
          body: m.body,
          headers: m.headers,
        })
      ).status,
    ).toBe(403);
  });

  it('a tenantExternalId naming another company than the selected one is 403 wherever it is accepted', async () => {
    const folder = (
      await t.call('POST', `/api/data-room/custom/folder/create`, {
        as: A.owner,
        tenant: A.tenantId,
        body: { name: 'Param check' },
      })
    ).body.content;
    const f = await uploadOne('Param.pdf');
    const m = multipart([{ filename: 'x.pdf', data: PDF() }]);
    const other = B.tenantId;
    const cases: [string, string, unknown, Record<string, string>?][] = [
      ['GET', `${P}/files?tenantExternalId=${other}`, undefined],
      ['GET', `${P}/file?id=${f.externalId}&tenantExternalId=${other}`, undefined],
      ['POST', `${P}/stats?tenantExternalId=${other}`, TAXONOMY],
      ['GET', `${P}/custom/folder?tenantExternalId=${other}`, undefined],
      ['GET', `${P}/custom/folder/tree?tenantExternalId=${other}`, undefined],
      ['POST', `${P}/custom/folder/create`, { name: 'x', tenantExternalId: other }],
      ['POST', `${P}/upload-files?tenantExternalId=${other}`, m.body, m.headers],
      [
        'POST',
        `${P}/custom/folder/files?customParentId=${folder.externalId}&tenantExternalId=${other}`,
        m.body,
        m.headers,
      ],
    ];
    const rows = await fileRows(t, A.tenantId);
    for (const [method, url, body, headers] of cases) {
      const r = await t.call(method, url, { as: A.owner, tenant: A.tenantId, body, headers });
      expect(r.status, url).toBe(403);
      expect(r.body.errorCode, url).toBe('FORBIDDEN');
    }
    expect(await fileRows(t, A.tenantId)).toBe(rows);
  });

  it('another tenant WITH the module gets 404 for every file id of this one, and nothing changes', async () => {
    const f = await uploadOne('Secret.pdf', PDF('secret'), '?parentId=3');
    for (const [method, url, body] of calls(f.externalId)) {
      if (url.endsWith('/files') && method === 'GET') continue;
      if (url.endsWith('/stats')) continue;
      const r = await t.call(method, url, { as: B.owner, tenant: B.tenantId, body });
      expect(r.status, url).toBe(404);
    }
    const listed = await t.call('GET', `${P}/files?parentId=3`, { as: B.owner, tenant: B.tenantId });
    expect(listed.body.content.content).toEqual([]);
    const still = await t.call('GET', `${P}/file-by-external?externalId=${f.externalId}`, {
      as: A.owner,
      tenant: A.tenantId,
    });
    expect(still.body.content).toMatchObject({ parentStaticId: 3, name: 'Secret.pdf' });
    const stats = await t.call('POST', `${P}/stats`, { as: B.owner, tenant: B.tenantId, body: TAXONOMY });
    expect(stats.body.content[0].count).toBe(0);
    // A mix of own and foreign ids is refused as a whole.
    const own = await t.call('POST', `${P}/upload-files`, {
      as: B.owner,
      tenant: B.tenantId,
      ...(() => {
        const m = multipart([{ filename: 'b.pdf', data: PDF() }]);
        return { body: m.body, headers: m.headers };
      })(),
    });
    const mixed = await t.call('POST', `${P}/delete/files`, {
      as: B.owner,
      tenant: B.tenantId,
      body: [own.body.content[0].externalId, f.externalId],
    });
    expect(mixed.status).toBe(404);
    expect(await fileRows(t, B.tenantId)).toBe(1);
  });
});
