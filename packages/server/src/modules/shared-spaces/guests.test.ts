import { describe, expect, it } from 'vitest';
import { SHARED_SPACES_LIMITS as L, SHARED_SPACES_MESSAGES as M } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { freshIp, mailsTo } from '../auth/test-support.ts';
import { roomCompany } from '../data-room/test-support.ts';
import { asGuest, G, guestCode, guestToken, masterFile, newRoom, R, rawGet } from './test-support.ts';
import { multipart } from '../data-room/test-support.ts';
import { textPdf } from '../../platform/extract/test-samples.ts';
import { pdfText } from '../../platform/extract/pdf.ts';

const t = await useTestApp();
const A = await roomCompany(t, 'Guests');
const B = await roomCompany(t, 'Elsewhere');
const master = await masterFile(t, A.owner, A.tenantId, 'Deck.pdf');
const room = await newRoom(t, A.owner, A.tenantId, { name: 'Series A' });
const other = await newRoom(t, A.owner, A.tenantId, { name: 'Other room' });
const copy = async (roomId: string) =>
  (
    await t.call('POST', `${R}/master/copy`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { roomExternalId: roomId, fileExternalIds: [master] },
    })
  ).body.content[0].externalId as string;
const roomFile = await copy(room);
const otherFile = await copy(other);
const invite = (roomId: string, entries: { email: string; permissionType: string }[]) =>
  t.call('POST', `${G}/create?roomExternalId=${roomId}`, {
    as: A.owner,
    tenant: A.tenantId,
    body: entries.map((e) => ({ guest: { email: e.email }, permissionType: e.permissionType })),
  });
await invite(room, [
  { email: 'viewer@inv.example', permissionType: 'CAN_VIEW' },
  { email: 'loader@inv.example', permissionType: 'CAN_DOWNLOAD' },
  { email: 'blocked@inv.example', permissionType: 'NO_ACCESS' },
]);

describe('guest list (spec 3 §7.8)', () => {
  it('lists guests with externalIds; duplicates count once; CAN_EDIT is refused naming the field', async () => {
    const r = await invite(other, [
      { email: 'Dup@inv.example', permissionType: 'CAN_VIEW' },
      { email: 'dup@inv.example', permissionType: 'CAN_DOWNLOAD' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.content).toHaveLength(1);
    expect(r.body.content[0].guest).toMatchObject({ email: 'dup@inv.example' });
    expect(r.body.content[0].guest.externalId).toBeTruthy();
    const edit = await invite(other, [{ email: 'x@inv.example', permissionType: 'CAN_EDIT' }]);
    expect(edit.status).toBe(400);
    expect(JSON.stringify(edit.body)).toContain('permissionType');
    const bad = await invite(other, [{ email: 'not-an-email', permissionType: 'CAN_VIEW' }]);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('email');
  });

  it('GET permissions answers the level, NO_ACCESS for strangers; update-permission changes it', async () => {
    const p = (email: string) =>
      t.call('GET', `${G}/permissions?roomExternalId=${room}&email=${email}`, { as: A.owner, tenant: A.tenantId });
    expect((await p('loader@inv.example')).body.content.permissionType).toBe('CAN_DOWNLOAD');
    expect((await p('nobody@inv.example')).body.content.permissionType).toBe('NO_ACCESS');
    const all = await t.call('GET', `${G}/all?roomExternalId=${room}`, { as: A.owner, tenant: A.tenantId });
    expect(all.body.content.map((g: { guest: { email: string } }) => g.guest.email)).toEqual([
      'viewer@inv.example',
      'loader@inv.example',
      'blocked@inv.example',
    ]);
  });

  it('share suggestions leave out the guests already in the room', async () => {
    const r = await t.call(
      'GET',
      `/api/user-search/share/suggestions?term=inv&tenantExternalId=${A.tenantId}&roomExternalId=${other}`,
      { as: A.owner, tenant: A.tenantId },
    );
    expect(r.status).toBe(200);
    const emails = r.body.content.map((s: { email: string }) => s.email);
    expect(emails).toContain('viewer@inv.example');
    expect(emails).not.toContain('dup@inv.example');
    const cross = await t.call('GET', `/api/user-search/share/suggestions?term=inv&tenantExternalId=${A.tenantId}`, {
      as: B.owner,
      tenant: B.tenantId,
    });
    expect(cross.status).toBe(403);
  });
});

describe('guest access without an account', () => {
  it('the share link shows the room name only; an unknown room is 404', async () => {
    const r = await t.call('GET', `${G}/public/room?vr=${room}`);
    expect(r.body.content).toMatchObject({ name: 'Series A', expired: false });
    expect((await t.call('GET', `${G}/public/room?vr=${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('unknown and NO_ACCESS e-mails get the same reply and no code', async () => {
    for (const email of ['stranger@inv.example', 'blocked@inv.example']) {
      const r = await t.call('POST', `${G}/public/request-code`, {
        body: { roomExternalId: room, email },
        headers: freshIp(),
      });
      expect(r.status).toBe(200);
      expect(r.body.content).toEqual({ sent: true });
      expect(await mailsTo(t, email)).toHaveLength(0);
    }
  });

  it('a code is single use and a wrong code opens nothing', async () => {
    const code = await guestCode(t, room, 'viewer@inv.example');
    const verify = (c: string) =>
      t.call('POST', `${G}/public/verify-code`, {
        body: { roomExternalId: room, email: 'viewer@inv.example', code: c },
      });
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.codeInvalid);
    expect((await verify(code)).status).toBe(200);
    expect((await verify(code)).status).toBe(400);
    expect((await verify('12')).status).toBe(400);
  });

  it('a code does not open another room', async () => {
    const code = await guestCode(t, room, 'viewer@inv.example');
    const r = await t.call('POST', `${G}/public/verify-code`, {
      body: { roomExternalId: other, email: 'viewer@inv.example', code },
    });
    expect(r.status).toBe(400);
  });

  it('code requests are throttled per room + e-mail', async () => {
    const ask = () =>
      t.call('POST', `${G}/public/request-code`, {
        body: { roomExternalId: other, email: 'dup@inv.example' },
        headers: freshIp(),
      });
    for (let i = 0; i < L.codeMailsPerRoomEmail; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});

describe('guest walls (the permission matrix)', () => {
  it('CAN_VIEW lists and views but no download route answers it', async () => {
    const token = await guestToken(t, room, 'viewer@inv.example');
    const shared = await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) });
    expect(shared.status).toBe(200);
    expect(shared.body.content).toMatchObject({ permissionType: 'CAN_VIEW', room: { name: 'Series A' } });
    expect(shared.body.content.files.map((f: { externalId: string }) => f.externalId)).toEqual([roomFile]);
    const view = await rawGet(t, `${G}/shared/file/view?fileExternalId=${roomFile}`, asGuest(token));
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-disposition']).toMatch(/^inline/);
    const dl = await rawGet(t, `${G}/shared/file/download?fileExternalId=${roomFile}`, asGuest(token));
    expect(dl.statusCode).toBe(403);
    expect(dl.json().message).toBe(M.noDownload);
  });

  it('CAN_DOWNLOAD downloads', async () => {
    const token = await guestToken(t, room, 'loader@inv.example');
    const dl = await rawGet(t, `${G}/shared/file/download?fileExternalId=${roomFile}`, asGuest(token));
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    expect(dl.body).toContain('%PDF');
  });

  it('a guest reaches neither the master file, another room, nor any member API', async () => {
    const token = await guestToken(t, room, 'loader@inv.example');
    for (const id of [master, otherFile, crypto.randomUUID()])
      for (const kind of ['view', 'download'])
        expect((await rawGet(t, `${G}/shared/file/${kind}?fileExternalId=${id}`, asGuest(token))).statusCode).toBe(404);
    expect((await t.call('GET', `${R}/all`, { token, tenant: A.tenantId })).status).toBe(401);
    expect(
      (await t.call('GET', `/api/data-room/presigned-url?externalId=${master}`, { token, tenant: A.tenantId })).status,
    ).toBe(401);
    expect((await t.call('GET', `${G}/shared/room`)).status).toBe(401);
    expect((await t.call('GET', `${G}/shared/room`, { headers: asGuest('made-up') })).status).toBe(401);
  });

  it('revoking a guest, or NO_ACCESS, ends the open session at once', async () => {
    await invite(other, [{ email: 'soon-gone@inv.example', permissionType: 'CAN_VIEW' }]);
    const token = await guestToken(t, other, 'soon-gone@inv.example');
    expect((await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) })).status).toBe(200);
    const all = await t.call('GET', `${G}/all?roomExternalId=${other}`, { as: A.owner, tenant: A.tenantId });
    const g = all.body.content.find((e: { guest: { email: string } }) => e.guest.email === 'soon-gone@inv.example');
    const put = await t.call('PUT', `${G}/update-permission?roomExternalId=${other}`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { guestExternalId: g.guest.externalId, permissionType: 'NO_ACCESS' },
    });
    expect(put.status).toBe(200);
    expect((await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) })).status).toBe(401);

    await t.call('PUT', `${G}/update-permission?roomExternalId=${other}`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { guestExternalId: g.guest.externalId, permissionType: 'CAN_VIEW' },
    });
    const token2 = await guestToken(t, other, 'soon-gone@inv.example');
    const del = await t.call('DELETE', `${G}?roomExternalId=${other}&guestExternalId=${g.guest.externalId}`, {
      as: A.owner,
      tenant: A.tenantId,
    });
    expect(del.status).toBe(200);
    expect((await t.call('GET', `${G}/shared/room`, { headers: asGuest(token2) })).status).toBe(401);
  });

  it('a guest can leave the room (delete-guest-from-room), which ends their access', async () => {
    await invite(other, [{ email: 'leaving@inv.example', permissionType: 'CAN_VIEW' }]);
    const token = await guestToken(t, other, 'leaving@inv.example');
    const wrong = await t.call('DELETE', `${G}/delete-guest-from-room?roomExternalId=${room}`, {
      headers: asGuest(token),
    });
    expect(wrong.status).toBe(404);
    const r = await t.call('DELETE', `${G}/delete-guest-from-room?roomExternalId=${other}`, {
      headers: asGuest(token),
    });
    expect(r.status).toBe(200);
    expect((await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) })).status).toBe(401);
  });

  it('an expired room answers expired on the link and opens nothing', async () => {
    const id = await newRoom(t, A.owner, A.tenantId, { name: 'Closing soon' });
    await invite(id, [{ email: 'late@inv.example', permissionType: 'CAN_VIEW' }]);
    const token = await guestToken(t, id, 'late@inv.example');
    await t.call('PUT', `${R}/update-settings`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { externalId: id, expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect((await t.call('GET', `${G}/public/room?vr=${id}`)).body.content.expired).toBe(true);
    const shared = await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) });
    expect(shared.status).toBe(403);
    expect(shared.body.message).toBe(M.roomExpired);
    const ask = await t.call('POST', `${G}/public/request-code`, {
      body: { roomExternalId: id, email: 'late@inv.example' },
      headers: freshIp(),
    });
    expect(ask.status).toBe(403);
  });
});

describe('a company that stops sharing', () => {
  it('when its plan loses the shared-rooms add-ons, its rooms close to guests as if expired; back when it regains them', async () => {
    const id = await newRoom(t, A.owner, A.tenantId, { name: 'Plan change' });
    await invite(id, [{ email: 'planned@inv.example', permissionType: 'CAN_VIEW' }]);
    const token = await guestToken(t, id, 'planned@inv.example');
    const db = t.database.raw;
    // The growth plan's shared-rooms add-ons, taken out of the catalogue and put back afterwards.
    const links = (
      await db.query<{ plan_id: number; add_on_id: number }>(
        `delete from subscription_plan_add_ons pa using subscription_plans p, subscription_add_ons a
          where pa.plan_id = p.id and pa.add_on_id = a.id and p.key = 'growth'
            and a.key in ('file-shared-rooms-up-to-1', 'shared-rooms-unlimited')
          returning pa.plan_id, pa.add_on_id`,
      )
    ).rows;
    expect(links.length).toBeGreaterThan(0);
    try {
      expect((await t.call('GET', `${G}/public/room?vr=${id}`)).body.content.expired).toBe(true);
      const shared = await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) });
      expect(shared.status).toBe(403);
      expect(shared.body.message).toBe(M.roomExpired);
      const ask = await t.call('POST', `${G}/public/request-code`, {
        body: { roomExternalId: id, email: 'planned@inv.example' },
        headers: freshIp(),
      });
      expect(ask.status).toBe(403);
    } finally {
      for (const l of links)
        await db.query('insert into subscription_plan_add_ons (plan_id, add_on_id) values ($1, $2)', [
          l.plan_id,
          l.add_on_id,
        ]);
    }
    expect((await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) })).status).toBe(200);
  });
});

describe('analytics and the owner notice', () => {
  it('records opens, views, time and downloads server-side; the owner is e-mailed on a first open', async () => {
    const id = await newRoom(t, A.owner, A.tenantId, { name: 'Tracked' });
    const f = await copy(id);
    await invite(id, [{ email: 'reader@inv.example', permissionType: 'CAN_DOWNLOAD' }]);
    const token = await guestToken(t, id, 'reader@inv.example');
    const view = await rawGet(t, `${G}/shared/file/view?fileExternalId=${f}`, asGuest(token));
    const viewId = view.headers['x-view-id'] as string;
    const end = await t.call('POST', `${G}/shared/view-end`, {
      headers: asGuest(token),
      body: { viewExternalId: viewId, seconds: 42 },
    });
    expect(end.status).toBe(200);
    await rawGet(t, `${G}/shared/file/download?fileExternalId=${f}`, asGuest(token));
    const a = await t.call('GET', `${R}/analytics?roomExternalId=${id}`, { as: A.owner, tenant: A.tenantId });
    expect(a.status).toBe(200);
    expect(a.body.content.find((r: { fileExternalId: string | null }) => r.fileExternalId === f)).toMatchObject({
      email: 'reader@inv.example',
      opens: 1,
      downloads: 1,
      seconds: 42,
    });
    const notice = (await mailsTo(t, A.owner)).filter((m) => m.template === 'VDR_GUEST_FIRST_OPEN');
    expect(notice.some((m) => m.subject.includes('reader@inv.example'))).toBe(true);
    const bell = await t.call('GET', '/api/notification/all?page=0&pageSize=20', { as: A.owner });
    expect(JSON.stringify(bell.body.content)).toContain('reader@inv.example opened Tracked');
    expect(
      (await t.call('GET', `${R}/analytics?roomExternalId=${id}`, { as: B.owner, tenant: B.tenantId })).status,
    ).toBe(404);
  });
});

describe('watermark (issue 15 #5)', () => {
  it("stamps viewed and downloaded PDFs with the guest's e-mail when the room asks for it", async () => {
    const id = await newRoom(t, A.owner, A.tenantId, { name: 'Stamped' });
    await t.call('PUT', `${R}/update-settings`, {
      as: A.owner,
      tenant: A.tenantId,
      body: { externalId: id, watermark: true },
    });
    const m = multipart([{ filename: 'Terms.pdf', data: await textPdf() }]);
    const up = await t.call('POST', `${R}/file?roomExternalId=${id}`, {
      as: A.owner,
      tenant: A.tenantId,
      body: m.body,
      headers: m.headers,
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const f = up.body.content[0].externalId;
    await invite(id, [{ email: 'stamp@inv.example', permissionType: 'CAN_DOWNLOAD' }]);
    const token = await guestToken(t, id, 'stamp@inv.example');
    for (const kind of ['view', 'download']) {
      const r = await rawGet(t, `${G}/shared/file/${kind}?fileExternalId=${f}`, asGuest(token));
      expect(r.statusCode).toBe(200);
      expect(await pdfText(r.rawPayload, 100_000)).toContain('stamp@inv.example');
    }
  });
});
