import { describe, expect, it } from 'vitest';
import { DATA_ROOM_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { dcKit, KAM, MEMBER, OWNER, PDF, UNKNOWN } from '../document-center/test-support.ts';
import { otherCompanyWithDataRoom } from './center-test-support.ts';

const t = await useTestApp();
const k = await dcKit(t);
const other = await otherCompanyWithDataRoom(t);
const I = '/api/data-room/import/document-center';
const sql = (q: string, p: unknown[] = []) => t.database.raw.query<Record<string, any>>(q, p);

describe('POST /api/data-room/import/document-center', () => {
  it('refuses the hidden Safe/KISS folder (174) as destination with a clear 400, importing nothing', async () => {
    const f = await k.folder(OWNER, 'Not for Safe');
    const up = await k.upload(OWNER, `parentId=${f.externalId}`, [
      { filename: 'safe.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    const before = (await sql('select count(*)::int as n from data_room_files')).rows[0].n;
    const r = await k.call('POST', I, MEMBER, { fileExternalIds: [up.body.content[0].externalId], parentId: 174 });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(DATA_ROOM_MESSAGES.folderHidden);
    expect((await sql('select count(*)::int as n from data_room_files')).rows[0].n).toBe(before);
  });

  it('copies document-center files into the master folder as new data-room files queued for analysis', async () => {
    const f = await k.folder(OWNER, 'To import');
    const up = await k.upload(OWNER, `parentId=${f.externalId}`, [
      { filename: 'contract.pdf', contentType: 'application/pdf', data: PDF },
      { filename: 'notes.txt', contentType: 'text/plain', data: 'plain notes' },
    ]);
    const [pdf, txt] = up.body.content;
    const jobsBefore = Number(
      (await sql(`select count(*)::int as n from jobs where queue = 'document-analysis'`)).rows[0].n,
    );

    const r = await k.call('POST', I, MEMBER, { fileExternalIds: [pdf.externalId, txt.externalId] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.map((x: any) => [x.name, x.size, x.parentStaticId, x.processingState])).toEqual([
      ['contract.pdf', PDF.length, 9997, 'NOT_PROCESSED'],
      ['notes.txt', 11, 9997, 'NOT_PROCESSED'],
    ]);
    const rows = (
      await sql(
        'select name, source_external_id, storage_key from data_room_files where external_id = any($1) order by name',
        [r.body.content.map((x: any) => x.externalId)],
      )
    ).rows;
    expect(rows.map((x) => x.source_external_id)).toEqual([pdf.externalId, txt.externalId]);
    expect(Number((await sql(`select count(*)::int as n from jobs where queue = 'document-analysis'`)).rows[0].n)).toBe(
      jobsBefore + 2,
    );

    // The copy is independent: the data-room file downloads with the same bytes after the document-center item is deleted.
    await k.call('POST', '/api/document-center/files/delete', OWNER, { externalIds: [f.externalId] });
    const token = await t.tokenFor(OWNER);
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/data-room/download/files',
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': k.ACME },
      payload: { fileExternalIds: [r.body.content[1].externalId] },
    });
    expect(one.statusCode).toBe(200);
    expect(one.body).toBe('plain notes');
  });

  it('places into a taxonomy entry when parentId is given', async () => {
    const up = await k.upload(OWNER, '', [{ filename: 'minutes.pdf', data: PDF }]);
    const r = await k.call('POST', I, OWNER, { fileExternalIds: [up.body.content[0].externalId], parentId: 1 });
    expect(r.body.content[0]).toMatchObject({ parentStaticId: 1, name: 'minutes.pdf' });
  });

  it("refuses folders, someone else's PERSONAL files, another company's files, bad bodies, anonymous callers and plans without the room", async () => {
    const folder = await k.folder(OWNER, 'Just a folder');
    const mine = await k.folder(MEMBER, 'Member private', null, { privacyType: 'PERSONAL' });
    const secret = (await k.upload(MEMBER, `parentId=${mine.externalId}`, [{ filename: 'secret.pdf', data: PDF }])).body
      .content[0];
    const ok = (await k.upload(OWNER, '', [{ filename: 'fine.pdf', data: PDF }])).body.content[0];
    const globexFile = (await k.upload('owner@globex.example', '', [{ filename: 'globex.pdf', data: PDF }])).body
      .content[0];
    const provider = (await k.upload(KAM, `tenantExternalId=${k.ACME}`, [{ filename: 'from-provider.pdf', data: PDF }]))
      .body.content[0];
    const count = async () => Number((await sql('select count(*)::int as n from data_room_files')).rows[0].n);
    const before = await count();

    expect((await k.call('POST', I, OWNER, { fileExternalIds: [folder.externalId] })).status).toBe(404);
    expect((await k.call('POST', I, OWNER, { fileExternalIds: [ok.externalId, secret.externalId] })).status).toBe(404);
    expect((await k.call('POST', I, OWNER, { fileExternalIds: [globexFile.externalId] })).status).toBe(404);
    expect((await k.call('POST', I, OWNER, { fileExternalIds: [UNKNOWN] })).status).toBe(404);
    expect(
      (await t.call('POST', I, { as: other.owner, tenant: other.tenantId, body: { fileExternalIds: [ok.externalId] } }))
        .status,
    ).toBe(404);
    expect((await k.call('POST', I, OWNER, { fileExternalIds: [] })).status).toBe(400);
    expect((await k.call('POST', I, OWNER, { fileExternalIds: ['nope'] })).status).toBe(400);
    expect((await k.call('POST', I, OWNER, { fileExternalIds: [ok.externalId], parentId: 4242 })).status).toBe(400);
    expect((await t.call('POST', I, { body: { fileExternalIds: [ok.externalId] } })).status).toBe(401);
    expect((await k.call('POST', I, 'owner@globex.example', { fileExternalIds: [globexFile.externalId] })).status).toBe(
      403,
    );
    expect(await count()).toBe(before);

    // The member sees their own PERSONAL file; a PROVIDER file is importable by the client.
    expect(
      (await k.call('POST', I, MEMBER, { fileExternalIds: [secret.externalId, provider.externalId] })).status,
    ).toBe(200);
    expect(await count()).toBe(before + 2);
  });
});
