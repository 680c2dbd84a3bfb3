import { afterEach, describe, expect, it } from 'vitest';
import { channel } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import type { BusMessage } from '../../platform/realtime/bus.ts';

const t = await useTestApp();

const MEMBER = 'member@acme.example';
const OWNER = 'owner@acme.example';
const MULTI = 'multi@example.com';
const GLOBEX_MEMBER = 'member@globex.example';
const SOLO = 'solo@example.com';
const STAFF = 'staff@atrium.dev';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');

const user = async (email: string) => (await t.services.users.byEmail(email))!;
const list = async (email: string, q = '') =>
  (await t.call('GET', `/api/notification/all${q}`, { as: email })).body.content;
const unread = async (email: string) =>
  (await t.call('GET', '/api/notification/count-unread', { as: email })).body.content.count as number;

/** Realtime messages published since the test called listen(). */
let events: BusMessage[] = [];
let recording = false;
t.deps.realtime.bus.subscribe((m) => {
  if (recording) events.push(m);
});
function listen() {
  events = [];
  recording = true;
}
afterEach(() => {
  recording = false;
});

function expectValidation(r: Awaited<ReturnType<typeof t.call>>, path: string) {
  expect(r.status).toBe(400);
  expect(r.body.errorCode).toBe('VALIDATION_ERROR');
  expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain(path);
}

describe('every /api/notification route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/notification/all'],
    ['GET', '/api/notification/count-unread'],
    ['PUT', '/api/notification/update-status', { externalIds: [UNKNOWN], status: 'READ' }],
    ['PATCH', '/api/notification/mark-all-as-read'],
    ['POST', '/api/notification/notify-document-delivery', { tenantExternalId: ACME }],
  ];
  it.each(routes)('%s %s: 401 without a token or with a bad one', async (method, url, body) => {
    expect((await t.call(method, url, { body })).body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
    const bad = await t.call(method, url, { token: 'bad', body });
    expect(bad.status).toBe(401);
    expect(bad.body.errorCode).toBe('INVALID_TOKEN');
  });
  it.each(routes)('%s %s: 403 with the X-Tenant-Id of another tenant', async (method, url, body) => {
    const r = await t.call(method, url, { as: MEMBER, tenant: GLOBEX, body });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ errorCode: 'FORBIDDEN', message: 'You are not a member of this tenant' });
  });
});

describe('GET /api/notification/all', () => {
  it('pages the demo notifications newest first with the default page size of 10', async () => {
    const r = await t.call('GET', '/api/notification/all', { as: MEMBER });
    expect(r.status).toBe(200);
    const page = r.body.content;
    expect({ page: page.page, pageSize: page.pageSize, total: page.total }).toEqual({
      page: 0,
      pageSize: 10,
      total: 3,
    });
    expect(page.items.map((n: { title: string }) => n.title)).toEqual([
      'Choose your language',
      'Your workspace is set up',
      'Welcome to Atrium',
    ]);
    expect(page.items.map((n: { status: string }) => n.status)).toEqual(['UNREAD', 'UNREAD', 'READ']);
    expect(page.items[0]).toEqual({
      externalId: expect.any(String),
      title: 'Choose your language',
      body: expect.any(String),
      link: null,
      status: 'UNREAD',
      tenantExternalId: null,
      createdAt: expect.any(String),
    });
    const times = page.items.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('honours page and pageSize', async () => {
    const first = await list(MEMBER, '?page=0&pageSize=2');
    const second = await list(MEMBER, '?page=1&pageSize=2');
    expect(first.items).toHaveLength(2);
    expect(second).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(second.items.map((n: { title: string }) => n.title)).toEqual(['Welcome to Atrium']);
    expect((await list(MEMBER, '?page=5')).items).toEqual([]);
  });

  it('refuses bad paging with 400', async () => {
    expectValidation(await t.call('GET', '/api/notification/all?page=-1', { as: MEMBER }), 'querystring.page');
    expectValidation(await t.call('GET', '/api/notification/all?pageSize=0', { as: MEMBER }), 'querystring.pageSize');
    expectValidation(await t.call('GET', '/api/notification/all?pageSize=abc', { as: MEMBER }), 'querystring.pageSize');
  });

  it("never shows another user's notifications", async () => {
    const mine = (await list(MEMBER)).items.map((n: { externalId: string }) => n.externalId);
    const theirs = (await list(GLOBEX_MEMBER)).items.map((n: { externalId: string }) => n.externalId);
    expect(mine.filter((id: string) => theirs.includes(id))).toEqual([]);
  });
});

describe('GET /api/notification/count-unread', () => {
  it('counts the unread demo notifications', async () => {
    const r = await t.call('GET', '/api/notification/count-unread', { as: SOLO });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, content: { count: 2 }, errorCode: null, message: null });
  });
});

describe('PUT /api/notification/update-status', () => {
  it('marks the caller’s notification read and unread again, answering the new unread count', async () => {
    const [newest] = (await list(OWNER)).items;
    const read = await t.call('PUT', '/api/notification/update-status', {
      as: OWNER,
      body: { externalIds: [newest.externalId], status: 'READ' },
    });
    expect(read.status).toBe(200);
    expect(read.body.content).toEqual({ updated: 1, count: 1 });
    expect((await list(OWNER)).items[0].status).toBe('READ');
    const back = await t.call('PUT', '/api/notification/update-status', {
      as: OWNER,
      body: { externalIds: [newest.externalId], status: 'UNREAD' },
    });
    expect(back.body.content).toEqual({ updated: 1, count: 2 });
  });

  it("ignores another user's ids in a mixed list, and answers 404 when none is the caller's", async () => {
    const mine = (await list(OWNER)).items[1].externalId;
    const theirs = (await list(GLOBEX_MEMBER)).items[0].externalId;
    const mixed = await t.call('PUT', '/api/notification/update-status', {
      as: OWNER,
      body: { externalIds: [mine, theirs], status: 'READ' },
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body.content.updated).toBe(1);
    const only = await t.call('PUT', '/api/notification/update-status', {
      as: OWNER,
      body: { externalIds: [theirs, UNKNOWN], status: 'READ' },
    });
    expect(only.status).toBe(404);
    expect(only.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', message: 'Notification not found' });
    expect((await list(GLOBEX_MEMBER)).items[0].status).toBe('UNREAD');
    expect(await unread(GLOBEX_MEMBER)).toBe(2);
  });

  it('refuses a malformed body with 400 and field errors', async () => {
    expectValidation(
      await t.call('PUT', '/api/notification/update-status', { as: OWNER, body: { externalIds: [], status: 'READ' } }),
      'body.externalIds',
    );
    expectValidation(
      await t.call('PUT', '/api/notification/update-status', {
        as: OWNER,
        body: { externalIds: ['x'], status: 'READ' },
      }),
      'body.externalIds.0',
    );
    expectValidation(
      await t.call('PUT', '/api/notification/update-status', {
        as: OWNER,
        body: { externalIds: [UNKNOWN], status: 'SEEN' },
      }),
      'body.status',
    );
  });
});

describe('PATCH /api/notification/mark-all-as-read', () => {
  it("marks all the caller's notifications read and nobody else's", async () => {
    const othersBefore = await unread(MULTI);
    const r = await t.call('PATCH', '/api/notification/mark-all-as-read', { as: MEMBER });
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({ updated: 2, count: 0 });
    expect(await unread(MEMBER)).toBe(0);
    expect((await list(MEMBER)).items.every((n: { status: string }) => n.status === 'READ')).toBe(true);
    expect(await unread(MULTI)).toBe(othersBefore);
    const again = await t.call('PATCH', '/api/notification/mark-all-as-read', { as: MEMBER });
    expect(again.body.content).toEqual({ updated: 0, count: 0 });
  });
});

describe('POST /api/notification/notify-document-delivery', () => {
  it('notifies every member of the tenant and publishes NEW_NOTIFICATION with each one’s unread count', async () => {
    listen();
    const before = {
      owner: await unread(OWNER),
      member: await unread(MEMBER),
      multi: await unread(MULTI),
      globex: await unread(GLOBEX_MEMBER),
    };
    const r = await t.call('POST', '/api/notification/notify-document-delivery', {
      as: STAFF,
      body: { tenantExternalId: ACME },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, content: { notified: 3 }, errorCode: null, message: null });

    expect(await unread(OWNER)).toBe(before.owner + 1);
    expect(await unread(MEMBER)).toBe(before.member + 1);
    expect(await unread(MULTI)).toBe(before.multi + 1);
    expect(await unread(GLOBEX_MEMBER)).toBe(before.globex);

    const newest = (await list(MEMBER)).items[0];
    expect(newest).toMatchObject({
      title: 'New documents delivered',
      status: 'UNREAD',
      link: '/one/document-center',
      tenantExternalId: ACME,
    });
    expect(newest.body).toContain('Acme Inc.');

    const member = await user(MEMBER);
    const mine = events.filter((e) => e.channel === channel('user', member.externalId));
    expect(mine).toHaveLength(1);
    expect(mine[0].event).toEqual({
      type: 'NEW_NOTIFICATION',
      content: { count: before.member + 1, notification: newest },
    });
    const channels = events
      .filter((e) => e.event.type === 'NEW_NOTIFICATION')
      .map((e) => e.channel)
      .sort();
    const expected = await Promise.all(
      [OWNER, MEMBER, MULTI].map(async (e) => channel('user', (await user(e)).externalId)),
    );
    expect(channels).toEqual(expected.sort());
  });

  it('uses the given title and body', async () => {
    const r = await t.call('POST', '/api/notification/notify-document-delivery', {
      as: STAFF,
      body: { tenantExternalId: GLOBEX, title: 'Q3 statements', body: 'Your Q3 statements are ready.' },
    });
    expect(r.body.content).toEqual({ notified: 3 });
    expect((await list(GLOBEX_MEMBER)).items[0]).toMatchObject({
      title: 'Q3 statements',
      body: 'Your Q3 statements are ready.',
      tenantExternalId: GLOBEX,
    });
  });

  it('refuses a customer without portal access with 403 and notifies nobody', async () => {
    const before = await unread(MEMBER);
    const r = await t.call('POST', '/api/notification/notify-document-delivery', {
      as: OWNER,
      body: { tenantExternalId: ACME },
    });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('FORBIDDEN');
    expect(await unread(MEMBER)).toBe(before);
  });

  it('answers 404 for an unknown tenant and 400 for a malformed body', async () => {
    const r = await t.call('POST', '/api/notification/notify-document-delivery', {
      as: STAFF,
      body: { tenantExternalId: UNKNOWN },
    });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Tenant not found' });
    expectValidation(
      await t.call('POST', '/api/notification/notify-document-delivery', { as: STAFF, body: {} }),
      'body.tenantExternalId',
    );
    expectValidation(
      await t.call('POST', '/api/notification/notify-document-delivery', {
        as: STAFF,
        body: { tenantExternalId: ACME, title: 'x'.repeat(201) },
      }),
      'body.title',
    );
  });
});

describe('notifications service: notify()', () => {
  it('stores the notification and publishes it on the user channel with the new unread count', async () => {
    listen();
    const solo = await user(SOLO);
    const before = await unread(SOLO);
    const n = await t.services.notifications.notify(solo.id, {
      title: 'Task assigned',
      body: 'Review the Q3 close',
      link: '/one/tasks',
    });
    expect(n).toMatchObject({
      title: 'Task assigned',
      body: 'Review the Q3 close',
      link: '/one/tasks',
      status: 'UNREAD',
      tenantExternalId: null,
    });
    expect(await unread(SOLO)).toBe(before + 1);
    expect(events).toEqual([
      {
        channel: channel('user', solo.externalId),
        event: { type: 'NEW_NOTIFICATION', content: { count: before + 1, notification: n } },
      },
    ]);
    expect((await list(SOLO)).items[0]).toEqual(n);
  });

  it('keeps the notification when publishing fails', async () => {
    const solo = await user(SOLO);
    const before = await unread(SOLO);
    const publish = t.deps.realtime.publish;
    t.deps.realtime.publish = async () => {
      throw new Error('bus down');
    };
    try {
      await t.services.notifications.notify(solo.id, { title: 'Still stored' });
    } finally {
      t.deps.realtime.publish = publish;
    }
    expect(await unread(SOLO)).toBe(before + 1);
  });
});
