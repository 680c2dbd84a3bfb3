import { describe, expect, it } from 'vitest';
import { DATA_ROOM_MESSAGES, LINK_LIMITS, LINK_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { MEMBER, OWNER, UNKNOWN, otherCompanyWithDataRoom } from './center-test-support.ts';
import { P, PDF, multipart } from './test-support.ts';

const t = await useTestApp();
const ACME = await t.tenantId('Acme Inc.');
const other = await otherCompanyWithDataRoom(t);
const call = (method: string, url: string, body?: unknown, as = OWNER, tenant = ACME) =>
  t.call(method, url, { as, tenant, body });
const create = (body: Record<string, unknown>, as = OWNER, tenant = ACME) =>
  call('POST', `${P}/create/url`, body, as, tenant);
const uniq = (s: string) => `${s} ${Math.random().toString(36).slice(2, 8)}`;

describe('POST /api/data-room/create/url', () => {
  it('adds a link to the master folder with https:// prepended, listed as a URL row and never analysed', async () => {
    const name = uniq('Pitch deck');
    const r = await create({ name, url: 'docsend.com/view/abc' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.content).toMatchObject({
      name,
      type: 'URL',
      fileUrl: 'https://docsend.com/view/abc',
      size: 0,
      parentStaticId: 9997,
      processingState: 'PROCESSED_SEEN',
    });
    const list = await call('GET', `${P}/files?parentId=9997&size=500`);
    expect(list.body.content.content.find((f: any) => f.externalId === r.body.content.externalId)).toMatchObject({
      type: 'URL',
      fileUrl: 'https://docsend.com/view/abc',
    });
    const jobs = await t.database.raw.query<{ n: number }>(
      `select count(*)::int as n from jobs j join data_room_files f on (j.payload->>'fileId')::int = f.id
        where f.external_id = $1`,
      [r.body.content.externalId],
    );
    expect(Number(jobs.rows[0].n)).toBe(0);
  });

  it('adds links to a taxonomy folder and to a custom folder', async () => {
    const inTaxonomy = await create({ name: uniq('Cap table'), url: 'https://carta.com/x', parentId: 96 }, MEMBER);
    expect(inTaxonomy.status).toBe(201);
    expect(inTaxonomy.body.content.parentStaticId).toBe(96);
    const folder = await call('POST', `${P}/custom/folder/create`, { name: uniq('Links') });
    const fid = folder.body.content.externalId;
    const inCustom = await create({ name: 'Board portal', url: 'http://board.example.org', customParentId: fid });
    expect(inCustom.status).toBe(201);
    expect(inCustom.body.content).toMatchObject({ customFolderExternalId: fid, fileUrl: 'http://board.example.org/' });
    const files = await call('GET', `${P}/custom/folder/files?externalId=${fid}`);
    expect(files.body.content.map((f: any) => [f.type, f.name])).toEqual([['URL', 'Board portal']]);
  });

  it('refuses javascript:, data:, file: and other schemes, credentials and over-long addresses with 400 naming url', async () => {
    const cases: [string, string][] = [
      ['javascript:alert(document.cookie)', LINK_MESSAGES.scheme],
      ['JAVASCRIPT:alert(1)', LINK_MESSAGES.scheme],
      ['data:text/html;base64,PHNjcmlwdD4=', LINK_MESSAGES.scheme],
      ['file:///etc/passwd', LINK_MESSAGES.scheme],
      ['ftp://files.example.com/a', LINK_MESSAGES.scheme],
      ['https://admin:secret@example.com/', LINK_MESSAGES.credentials],
      [`https://example.com/${'a'.repeat(LINK_LIMITS.urlMax)}`, LINK_MESSAGES.tooLong],
      ['', LINK_MESSAGES.empty],
    ];
    for (const [url, message] of cases) {
      const r = await create({ name: 'x', url });
      expect(r.status, url).toBe(400);
      expect(r.body.errorCode).toBe('VALIDATION_ERROR');
      expect(r.body.content.fields, url).toEqual([{ path: 'body.url', message }]);
    }
    const noName = await create({ name: '  ', url: 'example.com' });
    expect(noName.status).toBe(400);
    expect(noName.body.content.fields[0].path).toBe('body.name');
    const hidden = await create({ name: 'x', url: 'example.com', parentId: 174 });
    expect(hidden.status).toBe(400);
    expect(hidden.body.content.fields).toEqual([{ path: 'parentId', message: DATA_ROOM_MESSAGES.folderHidden }]);
    expect((await create({ name: 'x', url: 'example.com', parentId: 12345 })).status).toBe(404);
    expect((await t.call('POST', `${P}/create/url`, { body: { name: 'x', url: 'example.com' } })).status).toBe(401);
  });
});

describe('links are moved, searched, renamed, left out of downloads and deleted like files', () => {
  it('moves, finds by name, updates, skips in a download and deletes a link', async () => {
    const name = uniq('Wombatlink investor memo');
    const link = (await create({ name, url: 'https://memo.example.com' })).body.content;
    const moved = await call('POST', `${P}/move/files`, { fileExternalIds: [link.externalId], destination: 147 });
    expect(moved.status).toBe(200);
    expect(moved.body.content[0]).toMatchObject({ parentStaticId: 147, type: 'URL' });

    const found = await call('GET', `${P}/search?t=wombatlink`);
    expect(found.body.content).toEqual([
      expect.objectContaining({ externalId: link.externalId, type: 'URL', fileUrl: 'https://memo.example.com/' }),
    ]);

    const upd = await call('PUT', `${P}/update/url`, {
      externalId: link.externalId,
      name: 'Memo v2',
      url: 'memo.example.com/v2',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.content).toMatchObject({ name: 'Memo v2', fileUrl: 'https://memo.example.com/v2' });
    const badUpd = await call('PUT', `${P}/update/url`, { externalId: link.externalId, name: 'x', url: 'data:,x' });
    expect(badUpd.status).toBe(400);

    // Downloads: a link alone has nothing to download; beside a file it is left out.
    const linkOnly = await call('POST', `${P}/download/files`, { fileExternalIds: [link.externalId] });
    expect(linkOnly.status).toBe(400);
    expect(linkOnly.body.message).toBe(DATA_ROOM_MESSAGES.noFilesToDownload);
    const m = multipart([{ filename: 'memo.pdf', data: PDF('memo') }]);
    const up = await t.call('POST', `${P}/upload-files?parentId=147`, {
      as: OWNER,
      tenant: ACME,
      body: m.body,
      headers: m.headers,
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const file = up.body.content[0];
    const both = await t.app.inject({
      method: 'POST',
      url: `${P}/download/files`,
      headers: { authorization: `Bearer ${await t.tokenFor(OWNER)}`, 'x-tenant-id': ACME },
      payload: { fileExternalIds: [link.externalId, file.externalId] },
    });
    expect(both.statusCode).toBe(200);
    expect(both.headers['content-disposition']).toContain('memo.pdf');
    expect(both.body.startsWith('%PDF')).toBe(true);

    const del = await call('POST', `${P}/delete/files`, [link.externalId]);
    expect(del.body.content).toEqual({ deleted: 1 });
    expect((await call('GET', `${P}/file-by-external?externalId=${link.externalId}`)).status).toBe(404);
  });

  it("answers 404 for another company's link and for a file given to update/url", async () => {
    const link = (await create({ name: uniq('Secret'), url: 'https://secret.example.com' })).body.content;
    const as = (method: string, url: string, body?: unknown) => call(method, url, body, other.owner, other.tenantId);
    expect((await as('PUT', `${P}/update/url`, { externalId: link.externalId, name: 'x', url: 'a.com' })).status).toBe(
      404,
    );
    expect((await as('POST', `${P}/move/files`, { fileExternalIds: [link.externalId], destination: 1 })).status).toBe(
      404,
    );
    expect((await as('POST', `${P}/delete/files`, [link.externalId])).status).toBe(404);
    expect((await as('GET', `${P}/search?t=secret`)).body.content).toEqual([]);
    const folder = await call('POST', `${P}/custom/folder/create`, { name: uniq('Mine') });
    const intoOthers = await create(
      { name: 'x', url: 'a.com', customParentId: folder.body.content.externalId },
      other.owner,
      other.tenantId,
    );
    expect(intoOthers.status).toBe(404);
    expect((await call('PUT', `${P}/update/url`, { externalId: UNKNOWN, name: 'x', url: 'a.com' })).status).toBe(404);
    const m = multipart([{ filename: 'plain.pdf', data: PDF('plain') }]);
    const up = await t.call('POST', `${P}/upload-files`, { as: OWNER, tenant: ACME, body: m.body, headers: m.headers });
    const fileId = up.body.content[0].externalId;
    expect((await call('PUT', `${P}/update/url`, { externalId: fileId, name: 'x', url: 'a.com' })).status).toBe(404);
    // Still there for its owner.
    expect((await call('GET', `${P}/file-by-external?externalId=${link.externalId}`)).body.content.name).toBe(
      link.name,
    );
  });
});
