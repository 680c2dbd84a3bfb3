import { describe, expect, it } from 'vitest';
import { SHARED_SPACES_MESSAGES as M } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { newCompany } from '../subscriptions/test-support.ts';
import { blobs, EXE, multipart, PDF, PNG, roomCompany, SUPERADMIN } from '../data-room/test-support.ts';
import { multipart as docMultipart } from '../document-center/test-support.ts';
import { readFileSync } from 'node:fs';
import { asGuest, guestToken, masterFile, newRoom, R, G, rawGet } from './test-support.ts';

const t = await useTestApp();
const A = await roomCompany(t, 'Vdr');
const B = await roomCompany(t, 'Other');

describe('rooms (spec 3 §7.7)', () => {
  it('creates, lists with counts, reads, updates the default permission and deletes a room', async () => {
    const id = await newRoom(t, A.owner, A.tenantId, { name: 'Seed round', defaultPermission: 'CAN_DOWNLOAD' });
    const all = await t.call('GET', `${R}/all?includeThumbnailUrls=true`, { as: A.member, tenant: A.tenantId });
    expect(all.status).toBe(200);
    const card = all.body.content.find((r: { externalId: string }) => r.externalId === id);
    expect(card).toMatchObject({ name: 'Seed round', defaultPermission: 'CAN_DOWNLOAD', fileCount: 0, guestCount: 0 });

    const put = await t.call('PUT', `${R}/update-settings`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { externalId: id, defaultPermission: 'NO_ACCESS' },
    });
    expect(put.status).toBe(200);
    expect(put.body.content.defaultPermission).toBe('NO_ACCESS');
    const one = await t.call('GET', `${R}?externalId=${id}`, { as: A.owner, tenant: A.tenantId });
    expect(one.body.content.defaultPermission).toBe('NO_ACCESS');

    const del = await t.call('DELETE', `${R}?externalId=${id}`, { as: A.owner, tenant: A.tenantId });
    expect(del.status).toBe(200);
    expect((await t.call('GET', `${R}?externalId=${id}`, { as: A.owner, tenant: A.tenantId })).status).toBe(404);
  });

  it('answers bad input with 400 naming the field', async () => {
    const empty = await t.call('POST', R, { as: A.owner, tenant: A.tenantId, body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errorCode).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(empty.body)).toContain('name');
    const edit = await t.call('POST', R, {
      as: A.owner,
      tenant: A.tenantId,
      body: { name: 'X', defaultPermission: 'CAN_EDIT' },
    });
    expect(edit.status).toBe(400);
    expect(JSON.stringify(edit.body)).toContain('defaultPermission');
    const badId = await t.call('GET', `${R}/tree?externalId=nope`, { as: A.owner, tenant: A.tenantId });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('externalId');
  });

  it("another tenant's room is not found, and a tenantExternalId that is not the caller's is refused", async () => {
    const id = await newRoom(t, A.owner, A.tenantId);
    for (const [method, url] of [
      ['GET', `${R}?externalId=${id}`],
      ['GET', `${R}/tree?externalId=${id}`],
      ['DELETE', `${R}?externalId=${id}`],
      ['GET', `${G}/all?roomExternalId=${id}`],
    ])
      expect((await t.call(method, url, { as: B.owner, tenant: B.tenantId })).status, url).toBe(404);
    const put = await t.call('PUT', `${R}/update-settings`, {
      as: B.owner,
      tenant: B.tenantId,
      body: { externalId: id, defaultPermission: 'CAN_DOWNLOAD' },
    });
    expect(put.status).toBe(404);
    const cross = await t.call('GET', `${R}/all?tenantExternalId=${A.tenantId}`, { as: B.owner, tenant: B.tenantId });
    expect(cross.status).toBe(403);
    expect((await t.call('GET', `${R}/all`)).status).toBe(401);
  });

  it("the 'up to 1' add-on allows one room and says why a second is refused; unlimited lifts it", async () => {
    const F = await newCompany(t, 'Free');
    expect((await t.call('POST', R, { as: F.owner, tenant: F.tenantId, body: { name: 'One' } })).status).toBe(201);
    const second = await t.call('POST', R, { as: F.owner, tenant: F.tenantId, body: { name: 'Two' } });
    expect(second.status).toBe(403);
    expect(second.body.message).toBe(M.roomLimit);
    await newRoom(t, A.owner, A.tenantId, { name: 'Another' });
    await newRoom(t, A.owner, A.tenantId, { name: 'And another' });
  });

  it('profile and banner images: png/jpeg only, removable', async () => {
    const id = await newRoom(t, A.owner, A.tenantId);
    const send = (kind: string, filename: string, data: Buffer) => {
      const m = multipart([{ filename, data }]);
      return t.call('POST', `${R}/${id}/update-img/${kind}`, {
        as: A.owner,
        tenant: A.tenantId,
        body: m.body,
        headers: m.headers,
      });
    };
    const ok = await send('profile', 'logo.png', PNG());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.content.profileImageUrl).toMatch(/signed/);
    const bad = await send('banner', 'deck.pdf', PDF());
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.invalidImage);
    const wrongKind = await send('avatar', 'logo.png', PNG());
    expect(wrongKind.status).toBe(400);
    const del = await t.call('DELETE', `${R}/${id}/delete-img/profile`, { as: A.owner, tenant: A.tenantId });
    expect(del.body.content.profileImageUrl).toBeNull();
  });
});

describe('inside a room', () => {
  it('master/copy shares the blob and keeps the analysis; deleting the room keeps the master file', async () => {
    const master = await masterFile(t, A.owner, A.tenantId);
    const id = await newRoom(t, A.owner, A.tenantId);
    const before = (await blobs(t, A.tenantId)).length;
    const copy = await t.call('POST', `${R}/master/copy`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { roomExternalId: id, fileExternalIds: [master] },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.content[0]).toMatchObject({
      name: 'Deck.pdf',
      masterFileExternalId: master,
      processingState: 'PROCESSED_SEEN',
      aiAnalysis: { documentTitle: 'Pitch deck' },
    });
    expect((await blobs(t, A.tenantId)).length).toBe(before);
    const tree = await t.call('GET', `${R}/tree?externalId=${id}`, { as: A.owner, tenant: A.tenantId });
    expect(tree.body.content.files).toHaveLength(1);
    expect(tree.body.content.room.fileCount).toBe(1);

    expect((await t.call('DELETE', `${R}?externalId=${id}`, { as: A.owner, tenant: A.tenantId })).status).toBe(200);
    expect((await blobs(t, A.tenantId)).length).toBe(before);
    const still = await t.call('GET', `/api/data-room/presigned-url?externalId=${master}`, {
      as: A.owner,
      tenant: A.tenantId,
    });
    expect(still.status).toBe(200);
  });

  it('a master file deleted while a room holds it stays readable in the room; the last release removes the blob', async () => {
    const master = await masterFile(t, A.owner, A.tenantId, 'Cap table.pdf');
    const id = await newRoom(t, A.owner, A.tenantId);
    const copied = await t.call('POST', `${R}/master/copy`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { roomExternalId: id, fileExternalIds: [master] },
    });
    const fileId = copied.body.content[0].externalId;
    const before = (await blobs(t, A.tenantId)).length;
    const del = await t.call('POST', '/api/data-room/delete/files', {
      as: A.owner,
      tenant: A.tenantId,
      body: [master],
    });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await blobs(t, A.tenantId)).length).toBe(before);
    await t.call('POST', `${G}/create?roomExternalId=${id}`, {
      as: A.owner,
      tenant: A.tenantId,
      body: [{ guest: { email: 'keeps@inv.example' }, permissionType: 'CAN_VIEW' }],
    });
    const token = await guestToken(t, id, 'keeps@inv.example');
    const view = await rawGet(t, `${G}/shared/file/view?fileExternalId=${fileId}`, asGuest(token));
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('%PDF');

    const rm = await t.call('DELETE', `${R}/file?roomExternalId=${id}&fileExternalId=${fileId}`, {
      as: A.owner,
      tenant: A.tenantId,
    });
    expect(rm.status).toBe(200);
    expect((await blobs(t, A.tenantId)).length).toBe(before - 1);
  });

  it("another tenant's master file cannot be copied (404)", async () => {
    const master = await masterFile(t, A.owner, A.tenantId, 'Secret.pdf');
    const id = await newRoom(t, B.owner, B.tenantId);
    const r = await t.call('POST', `${R}/master/copy`, {
      as: B.owner,
      tenant: B.tenantId,
      body: { roomExternalId: id, fileExternalIds: [master] },
    });
    expect(r.status).toBe(404);
  });

  it('direct upload (POST file, multipart) into a folder of the room, checked by content', async () => {
    const id = await newRoom(t, A.owner, A.tenantId);
    const folder = await t.call('POST', `${R}/folder`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { roomExternalId: id, name: 'Legal' },
    });
    expect(folder.status).toBe(200);
    const m = multipart([{ filename: 'NDA.pdf', data: PDF('nda') }]);
    const up = await t.call(
      'POST',
      `${R}/file?roomExternalId=${id}&folderExternalId=${folder.body.content.externalId}&tenantExternalId=${A.tenantId}`,
      { as: A.owner, tenant: A.tenantId, body: m.body, headers: m.headers },
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.content[0]).toMatchObject({ name: 'NDA.pdf', folderExternalId: folder.body.content.externalId });
    const tree = await t.call('GET', `${R}/tree?externalId=${id}`, { as: A.owner, tenant: A.tenantId });
    expect(tree.body.content.folders[0]).toMatchObject({ name: 'Legal', fileCount: 1 });
    const bad = multipart([{ filename: 'x.exe', data: EXE() }]);
    const refused = await t.call('POST', `${R}/file?roomExternalId=${id}`, {
      as: A.owner,
      tenant: A.tenantId,
      body: bad.body,
      headers: bad.headers,
    });
    expect(refused.status).toBe(400);

    const before = (await blobs(t, A.tenantId)).length;
    await t.call('DELETE', `${R}?externalId=${id}`, { as: A.owner, tenant: A.tenantId });
    expect((await blobs(t, A.tenantId)).length).toBe(before - 1);
  });

  it('PATCH update-file-room-settings renames a file', async () => {
    const id = await newRoom(t, A.owner, A.tenantId);
    const master = await masterFile(t, A.owner, A.tenantId, 'Old.pdf');
    const c = await t.call('POST', `${R}/master/copy`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { roomExternalId: id, fileExternalIds: [master] },
    });
    const r = await t.call('PATCH', `${R}/update-file-room-settings`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { roomExternalId: id, fileExternalId: c.body.content[0].externalId, name: 'New.pdf' },
    });
    expect(r.status).toBe(200);
    expect(r.body.content.name).toBe('New.pdf');
  });
});

describe('shared financials (POST financial)', () => {
  const LEDGER = readFileSync(new URL('../../../test/fixtures/ledger-acme.csv', import.meta.url), 'utf8');

  it("adds the month's founder update, made from the company's books, to the room as a PDF its guests can open", async () => {
    const m = docMultipart([{ filename: 'ledger.csv', contentType: 'text/csv', data: LEDGER }], 'file');
    const imported = await t.call('POST', '/api/ledger/import', {
      as: A.owner,
      tenant: A.tenantId,
      body: m.body,
      headers: m.headers,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const id = await newRoom(t, A.owner, A.tenantId, { name: 'Investors' });
    const add = (body: Record<string, unknown>, as = A.owner, tenant = A.tenantId) =>
      t.call('POST', `${R}/financial`, { as, tenant, body });

    const r = await add({ roomExternalId: id, month: '2026-10' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.content).toMatchObject({ name: 'founder-update-2026-10.pdf' });
    const tree = await t.call('GET', `${R}/tree?externalId=${id}`, { as: A.owner, tenant: A.tenantId });
    expect(tree.body.content.files.map((f: { name: string }) => f.name)).toEqual(['founder-update-2026-10.pdf']);

    const bad = await add({ roomExternalId: id, month: 'October' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('month');
    // Another company's room is not found; a plan without the accounting dashboards says why.
    expect((await add({ roomExternalId: id, month: '2026-10' }, B.owner, B.tenantId)).status).toBe(404);
    const solo = await newCompany(t, 'NoBooks');
    const bought = await t.call('POST', '/api/utils/subscription-purchase/create', {
      as: SUPERADMIN,
      body: { tenantExternalId: solo.tenantId, planKey: 'solo' },
    });
    expect(bought.status).toBe(200);
    const soloRoom = await newRoom(t, solo.owner, solo.tenantId, { name: 'Solo room' });
    const refused = await add({ roomExternalId: soloRoom, month: '2026-10' }, solo.owner, solo.tenantId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.noAccounting);
  });
});
