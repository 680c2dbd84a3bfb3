import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_SPACES_MESSAGES as M } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { freshIp, mailsTo } from '../auth/test-support.ts';
import { roomCompany } from '../data-room/test-support.ts';
import { multipart as docMultipart } from '../document-center/test-support.ts';
import { asGuest, G, guestToken, masterFile, newRoom, R } from './test-support.ts';

/**
 * Shared spaces, part 3: the calls behind the pages — one file, the shared financials, search in a room, the rooms
 * list filters, a guest with an account, per-guest expiry and the analytics over time.
 */
const t = await useTestApp();
const A = await roomCompany(t, 'Part3');
const B = await roomCompany(t, 'Part3Other');
const owner = { as: A.owner, tenant: A.tenantId };
const stranger = { as: B.owner, tenant: B.tenantId };

const master = await masterFile(t, A.owner, A.tenantId, 'Pitch deck.pdf');
const room = await newRoom(t, A.owner, A.tenantId, { name: 'Financials room' });
const other = await newRoom(t, A.owner, A.tenantId, { name: 'Second room' });
const copy = async (roomId: string) =>
  (await t.call('POST', `${R}/master/copy`, { ...owner, body: { roomExternalId: roomId, fileExternalIds: [master] } }))
    .body.content[0].externalId as string;
const deckInRoom = await copy(room);
const deckInOther = await copy(other);

const LEDGER = readFileSync(new URL('../../../test/fixtures/ledger-acme.csv', import.meta.url), 'utf8');
const m = docMultipart([{ filename: 'ledger.csv', contentType: 'text/csv', data: LEDGER }], 'file');
const imported = await t.call('POST', '/api/ledger/import', { ...owner, body: m.body, headers: m.headers });
expect(imported.status, JSON.stringify(imported.body)).toBe(201);
const addUpdate = (roomId: string, month: string) =>
  t.call('POST', `${R}/financial`, { ...owner, body: { roomExternalId: roomId, month } });
const oct = await addUpdate(room, '2026-10');
expect(oct.status, JSON.stringify(oct.body)).toBe(201);
const sep = await addUpdate(room, '2026-09');
await addUpdate(other, '2026-10');

await t.call('POST', `${G}/create?roomExternalId=${room}`, {
  ...owner,
  body: [{ guest: { email: 'reader@p3.example' }, permissionType: 'CAN_VIEW' }],
});
await t.call('POST', `${G}/create?roomExternalId=${other}`, {
  ...owner,
  body: [{ guest: { email: 'elsewhere@p3.example' }, permissionType: 'CAN_DOWNLOAD' }],
});

describe('one room file (the owner file page)', () => {
  it('gives a download URL (attachment) and a view URL for the room file; another tenant and another room get 404', async () => {
    const q = `roomExternalId=${room}&fileExternalId=${deckInRoom}`;
    const dl = await t.call('GET', `${R}/file/download?${q}`, owner);
    expect(dl.status, JSON.stringify(dl.body)).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: dl.body.content.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment/);
    expect((await t.call('GET', `${R}/file/download?${q}`, stranger)).status).toBe(404);
    // A file of the second room asked for under the first room's id is not found.
    const crossed = await t.call(
      'GET',
      `${R}/file/download?roomExternalId=${room}&fileExternalId=${deckInOther}`,
      owner,
    );
    expect(crossed.status).toBe(404);
    const bad = await t.call('GET', `${R}/file/download?roomExternalId=${room}&fileExternalId=nope`, owner);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('fileExternalId');
    expect((await t.call('GET', `${R}/file/download?${q}`, { tenant: A.tenantId })).status).toBe(401);
  });

  it('tells the guest whether the room stamps a watermark', async () => {
    const token = await guestToken(t, room, 'reader@p3.example');
    const shared = await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) });
    expect(shared.body.content.watermark).toBe(false);
    expect(shared.body.content.files.map((f: { externalId: string }) => f.externalId)).toContain(deckInRoom);
  });
});

describe('shared financials (GET financial, GET shared/financial)', () => {
  it('lists the founder updates of the room, newest month first, marked with their month', async () => {
    const r = await t.call('GET', `${R}/financial?roomExternalId=${room}`, owner);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.map((f: { financialMonth: string }) => f.financialMonth)).toEqual(['2026-10', '2026-09']);
    expect(r.body.content[0].externalId).toBe(oct.body.content.externalId);
    expect(r.body.content[1].externalId).toBe(sep.body.content.externalId);
    // Ordinary files are not financials, and carry no month.
    const tree = await t.call('GET', `${R}/tree?externalId=${room}`, owner);
    const deck = tree.body.content.files.find((f: { externalId: string }) => f.externalId === deckInRoom);
    expect(deck.financialMonth).toBeNull();
  });

  it("refuses another tenant's room (404), a bad id (400) and no token (401)", async () => {
    expect((await t.call('GET', `${R}/financial?roomExternalId=${room}`, stranger)).status).toBe(404);
    const bad = await t.call('GET', `${R}/financial?roomExternalId=x`, owner);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('roomExternalId');
    expect((await t.call('GET', `${R}/financial?roomExternalId=${room}`, { tenant: A.tenantId })).status).toBe(401);
  });

  it('a guest reads the financials of their own room only, and opens them like any file (read-only)', async () => {
    const token = await guestToken(t, room, 'reader@p3.example');
    const r = await t.call('GET', `${G}/shared/financial`, { headers: asGuest(token) });
    expect(r.status).toBe(200);
    expect(r.body.content.map((f: { financialMonth: string }) => f.financialMonth)).toEqual(['2026-10', '2026-09']);
    // The other room's guest sees that room's update, never this room's.
    const theirs = await guestToken(t, other, 'elsewhere@p3.example');
    const o = await t.call('GET', `${G}/shared/financial`, { headers: asGuest(theirs) });
    expect(o.body.content).toHaveLength(1);
    expect(o.body.content[0].externalId).not.toBe(oct.body.content.externalId);
    const crossed = await t.app.inject({
      method: 'GET',
      url: `${G}/shared/file/view?fileExternalId=${oct.body.content.externalId}`,
      headers: asGuest(theirs),
    });
    expect(crossed.statusCode).toBe(404);
    // No write reaches a guest: a guest token on the member call is 401.
    const write = await t.call('POST', `${R}/financial`, {
      headers: asGuest(token),
      body: { roomExternalId: room, month: '2026-08' },
    });
    expect(write.status).toBe(401);
    expect((await t.call('GET', `${G}/shared/financial`, {})).status).toBe(401);
  });
});

describe('search inside a room (search history type 1)', () => {
  it("finds the room's files by name or analysed title and saves the term in the member's room history", async () => {
    const r = await t.call('GET', `${R}/search?roomExternalId=${room}&term=PITCH`, owner);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.map((f: { name: string }) => f.name)).toEqual(['Pitch deck.pdf']);
    const byTitle = await t.call('GET', `${R}/search?roomExternalId=${room}&term=founder-update-2026-10`, owner);
    expect(byTitle.body.content).toHaveLength(1);
    const history = await t.call('GET', '/api/search-history/user?type=1', owner);
    expect(history.body.content.map((h: { search: string }) => h.search)).toEqual(['founder-update-2026-10', 'PITCH']);
    const dataRoomHistory = await t.call('GET', '/api/search-history/user?type=0', owner);
    expect(dataRoomHistory.body.content.map((h: { search: string }) => h.search)).not.toContain('PITCH');
  });

  it('refuses an empty term (400 naming it), another tenant (404) and a guest token (401)', async () => {
    const empty = await t.call('GET', `${R}/search?roomExternalId=${room}&term=%20`, owner);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('term');
    expect((await t.call('GET', `${R}/search?roomExternalId=${room}&term=deck`, stranger)).status).toBe(404);
    const token = await guestToken(t, room, 'reader@p3.example');
    const g = await t.call('GET', `${R}/search?roomExternalId=${room}&term=deck`, { headers: asGuest(token) });
    expect(g.status).toBe(401);
    const history = await t.call('GET', '/api/search-history/user?type=1', stranger);
    expect(history.body.content).toEqual([]);
  });
});

describe('rooms list filters (GET home/filter-options)', () => {
  it('counts the rooms per status and sharing, and GET all keeps what a filter names', async () => {
    const expired = await newRoom(t, A.owner, A.tenantId, { name: 'Closed round' });
    const put = await t.call('PUT', `${R}/update-settings`, {
      ...owner,
      body: { externalId: expired, expiresAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const o = await t.call('GET', `${R}/home/filter-options`, owner);
    expect(o.status).toBe(200);
    expect(o.body.content).toEqual({
      status: [
        { value: 'ACTIVE', count: 2 },
        { value: 'EXPIRED', count: 1 },
      ],
      sharing: [
        { value: 'SHARED', count: 2 },
        { value: 'NOT_SHARED', count: 1 },
      ],
    });
    const names = async (q: string) =>
      (await t.call('GET', `${R}/all?${q}`, owner)).body.content.map((r: { name: string }) => r.name).sort();
    expect(await names('status=EXPIRED')).toEqual(['Closed round']);
    expect(await names('status=ACTIVE&sharing=SHARED')).toEqual(['Financials room', 'Second room']);
    expect(await names('sharing=NOT_SHARED')).toEqual(['Closed round']);
    const bad = await t.call('GET', `${R}/all?status=SOON`, owner);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('status');
    // Another tenant counts only its own rooms.
    const theirs = await t.call('GET', `${R}/home/filter-options`, stranger);
    expect(theirs.body.content.status).toEqual([
      { value: 'ACTIVE', count: 0 },
      { value: 'EXPIRED', count: 0 },
    ]);
    expect((await t.call('GET', `${R}/home/filter-options`, { tenant: A.tenantId })).status).toBe(401);
  });
});

describe('a guest who has an account (POST account-session)', () => {
  it('opens the room for a signed-in person whose account e-mail is a guest, without a code', async () => {
    await t.call('POST', `${G}/create?roomExternalId=${room}`, {
      ...owner,
      body: [
        { guest: { email: B.owner }, permissionType: 'CAN_DOWNLOAD' },
        { guest: { email: B.member }, permissionType: 'NO_ACCESS' },
      ],
    });
    const r = await t.call('POST', `${G}/account-session`, { as: B.owner, body: { roomExternalId: room } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({ roomExternalId: room, permissionType: 'CAN_DOWNLOAD' });
    const shared = await t.call('GET', `${G}/shared/room`, { headers: asGuest(r.body.content.token) });
    expect(shared.status).toBe(200);
    expect(shared.body.content.email).toBe(B.owner);
    // The session is this room's only: the other room's file is not found.
    const crossed = await t.app.inject({
      method: 'GET',
      url: `${G}/shared/file/view?fileExternalId=${deckInOther}`,
      headers: asGuest(r.body.content.token),
    });
    expect(crossed.statusCode).toBe(404);
    // Sent with the person's own company selected, the call is still theirs (not the room's company's plan).
    const withTenant = await t.call('POST', `${G}/account-session`, {
      as: B.owner,
      tenant: B.tenantId,
      body: { roomExternalId: room },
    });
    expect(withTenant.status, JSON.stringify(withTenant.body)).toBe(200);
  });

  it('refuses an account that is not a guest or has no access (403), a bad id (400) and no sign-in (401)', async () => {
    const notGuest = await t.call('POST', `${G}/account-session`, { as: A.member, body: { roomExternalId: other } });
    expect(notGuest.status).toBe(403);
    expect(notGuest.body.message).toBe(M.notAGuest);
    const blocked = await t.call('POST', `${G}/account-session`, { as: B.member, body: { roomExternalId: room } });
    expect(blocked.status).toBe(403);
    // A guest of one room cannot use their account to open another room of the company.
    const elsewhere = await t.call('POST', `${G}/account-session`, { as: B.owner, body: { roomExternalId: other } });
    expect(elsewhere.status).toBe(403);
    const bad = await t.call('POST', `${G}/account-session`, { as: B.owner, body: { roomExternalId: 'x' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('roomExternalId');
    const token = await guestToken(t, room, 'reader@p3.example');
    const asGuestOnly = await t.call('POST', `${G}/account-session`, {
      headers: asGuest(token),
      body: { roomExternalId: room },
    });
    expect(asGuestOnly.status).toBe(401);
  });
});

describe('per-guest expiry (the sharing dialog)', () => {
  it("saves each guest's own expiry; a guest past it gets no code and their open session ends", async () => {
    const email = 'until@p3.example';
    const save = (expiresAt: string | null) =>
      t.call('POST', `${G}/create?roomExternalId=${other}`, {
        ...owner,
        body: [{ guest: { email }, permissionType: 'CAN_VIEW', expiresAt }],
      });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const saved = await save(later);
    expect(saved.status).toBe(200);
    expect(saved.body.content.find((g: { guest: { email: string } }) => g.guest.email === email).expiresAt).toBe(later);
    const token = await guestToken(t, other, email);
    expect((await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) })).status).toBe(200);
    // The owner moves the guest's expiry into the past: the open session ends at once, and no new code is sent.
    expect((await save(new Date(Date.now() - 1000).toISOString())).status).toBe(200);
    expect((await t.call('GET', `${G}/shared/room`, { headers: asGuest(token) })).status).toBe(401);
    const before = (await mailsTo(t, email)).length;
    const asked = await t.call('POST', `${G}/public/request-code`, {
      body: { roomExternalId: other, email },
      headers: freshIp(),
    });
    expect(asked.body.content).toEqual({ sent: true });
    expect((await mailsTo(t, email)).length).toBe(before);
    // Cleared again, the guest may come back.
    expect(
      (await save(null)).body.content.find((g: { guest: { email: string } }) => g.guest.email === email).expiresAt,
    ).toBeNull();
    const bad = await t.call('POST', `${G}/create?roomExternalId=${other}`, {
      ...owner,
      body: [{ guest: { email }, permissionType: 'CAN_VIEW', expiresAt: 'tomorrow' }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('expiresAt');
  });
});

describe('analytics over time (GET analytics/timeline)', () => {
  it('counts opens, views and downloads per UTC day of the last days, zero days included', async () => {
    const fresh = await newRoom(t, A.owner, A.tenantId, { name: 'Timeline room' });
    const f = await copy(fresh);
    await t.call('POST', `${G}/create?roomExternalId=${fresh}`, {
      ...owner,
      body: [{ guest: { email: 'chart@p3.example' }, permissionType: 'CAN_DOWNLOAD' }],
    });
    const token = await guestToken(t, fresh, 'chart@p3.example');
    for (const kind of ['view', 'view', 'download'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `${G}/shared/file/${kind}?fileExternalId=${f}`,
            headers: asGuest(token),
          })
        ).statusCode,
      ).toBe(200);
    // An open three days ago (recorded then).
    await t.database.raw.query(
      `insert into vdr_events (room_id, email, kind, created_at)
       select id, 'chart@p3.example', 'OPEN_ROOM', now() - interval '3 days' from vdr_rooms where external_id = $1`,
      [fresh],
    );
    const r = await t.call('GET', `${R}/analytics/timeline?roomExternalId=${fresh}&days=7`, owner);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const points = r.body.content as { day: string; opens: number; views: number; downloads: number }[];
    expect(points).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    const threeAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect(points[6]).toEqual({ day: today, opens: 1, views: 2, downloads: 1 });
    expect(points.find((p) => p.day === threeAgo)).toMatchObject({ opens: 1, views: 0, downloads: 0 });
    expect(points.reduce((n, p) => n + p.opens + p.views + p.downloads, 0)).toBe(5);
  });

  it("refuses another tenant's room (404), a range outside 1–365 days (400) and no token (401)", async () => {
    expect((await t.call('GET', `${R}/analytics/timeline?roomExternalId=${room}`, stranger)).status).toBe(404);
    const bad = await t.call('GET', `${R}/analytics/timeline?roomExternalId=${room}&days=400`, owner);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('days');
    const dflt = await t.call('GET', `${R}/analytics/timeline?roomExternalId=${room}`, owner);
    expect(dflt.body.content).toHaveLength(30);
    expect((await t.call('GET', `${R}/analytics/timeline?roomExternalId=${room}`, { tenant: A.tenantId })).status).toBe(
      401,
    );
  });
});
