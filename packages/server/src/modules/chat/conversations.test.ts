import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import {
  ADMIN,
  C,
  chatKit,
  expectValidation,
  GLOBEX_MEMBER,
  KAM,
  MEMBER,
  MULTI,
  OWNER,
  STAFF,
  UNKNOWN,
} from './test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);

const clientList = async (as: string, body: unknown = {}, page = 0, tenant = k.ACME) =>
  (await k.call('POST', `${C}/chat/private?tenantExternalId=${tenant}&page=${page}`, as, body, tenant)).body.content;
const portal = async (as: string, filter: string, body: unknown = {}) => {
  const r = await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=${filter}&page=0`, as, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content.content.map((c: any) => c.externalId) as string[];
};

describe('create a private chat', () => {
  it('creates it with a CHAT_BEGINNING message and the first message, and returns the existing one the second time', async () => {
    const conv = await k.createPrivate(MEMBER, OWNER, 'Hello <b>there</b>');
    expect(conv).toMatchObject({
      conversationType: 'PRIVATE',
      membersCount: 2,
      readOnly: false,
      isOwner: true,
      currentThreadStatus: null,
      internalChannelExternalId: null,
    });
    expect(conv.tenant).toEqual({ name: 'Acme Inc.', externalId: k.ACME });
    const page = await k.messages(MEMBER, conv.externalId);
    expect(page.content.map((m: any) => m.messageFragments[0]?.type ?? m.message)).toEqual([
      'CHAT_BEGINNING',
      'Hello there',
    ]);
    expect(page.content[0].messageFragments[0].content).toEqual(['Max Acme', 'Olivia Acme']);
    const again = await k.createPrivate(OWNER, MEMBER, 'Second hello');
    expect(again.externalId).toBe(conv.externalId);
    expect(again.isOwner).toBe(false);
    expect((await k.messages(MEMBER, conv.externalId)).content.at(-1).message).toBe('Second hello');
  });

  it('concurrent creates of the same pair make one chat', async () => {
    const url = `${C}/create-private-chat?coreUserExternalId=${await k.idOf(MEMBER)}&tenantExternalId=${k.ACME}`;
    const results = await Promise.all([0, 1, 2].map((i) => k.call('POST', url, MULTI, { message: `race ${i}` })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.content.externalId)).size).toBe(1);
    const texts = (await k.messages(MULTI, results[0].body.content.externalId)).content
      .map((m: any) => m.message)
      .filter(Boolean);
    expect(texts.sort()).toEqual(['race 0', 'race 1', 'race 2']);
  });

  it('bad input: 400 with field errors; users outside the tenant 400; another tenant 403/404', async () => {
    expectValidation(
      await k.call('POST', `${C}/create-private-chat?coreUserExternalId=nope&tenantExternalId=${k.ACME}`, MEMBER, {
        message: null,
      }),
      'coreUserExternalId',
    );
    expectValidation(
      await k.call(
        'POST',
        `${C}/create-private-chat?coreUserExternalId=${await k.idOf(MEMBER)}&tenantExternalId=${k.ACME}`,
        MEMBER,
        { message: null },
      ),
      'coreUserExternalId',
    );
    expectValidation(
      await k.call(
        'POST',
        `${C}/create-private-chat?coreUserExternalId=${UNKNOWN}&tenantExternalId=${k.ACME}`,
        MEMBER,
        { message: null },
      ),
      'coreUserExternalId',
    );
    expectValidation(
      await k.call(
        'POST',
        `${C}/create-private-chat?coreUserExternalId=${await k.idOf(GLOBEX_MEMBER)}&tenantExternalId=${k.ACME}`,
        MEMBER,
        { message: null },
      ),
      'coreUserExternalId',
    );
    // Staff who are not experts of Acme cannot be reached by its clients.
    expectValidation(
      await k.call(
        'POST',
        `${C}/create-private-chat?coreUserExternalId=${await k.idOf(ADMIN)}&tenantExternalId=${k.ACME}`,
        MEMBER,
        { message: null },
      ),
      'coreUserExternalId',
    );
    // Another company than the selected one (X-Tenant-Id): refused like the data room does.
    const other = await k.call(
      'POST',
      `${C}/create-private-chat?coreUserExternalId=${await k.idOf(OWNER)}&tenantExternalId=${k.GLOBEX}`,
      MEMBER,
      { message: null },
    );
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({
      errorCode: 'FORBIDDEN',
      message: 'tenantExternalId does not match the selected company',
    });
    expect(
      (
        await k.call(
          'POST',
          `${C}/create-private-chat?coreUserExternalId=${await k.idOf(OWNER)}&tenantExternalId=${k.INTERNAL}`,
          STAFF,
          { message: null },
        )
      ).status,
    ).toBe(404);
  });

  it('with an expert: OPEN thread, a team channel for staff only', async () => {
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const conv = await k.createPrivate(MEMBER, KAM, 'Need help');
    expect(conv.currentThreadStatus).toBe('OPEN');
    expect(conv.internalChannelExternalId).toBeNull();
    const asStaff = (await k.call('GET', `${C}/conversation?conversationExternalId=${conv.externalId}`, KAM)).body
      .content;
    expect(asStaff.internalChannelExternalId).toEqual(expect.any(String));
    expect(asStaff.timeWithNoResponse).toEqual(expect.any(Number));
    const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${conv.externalId}`, KAM))
      .body.content;
    expect(channel).toMatchObject({
      conversationType: 'INTERNAL_CHANNEL',
      parentConversationExternalId: conv.externalId,
      readOnly: false,
    });
    // Staff may start a chat with a client of any company.
    const byStaff = await k.createPrivate(ADMIN, OWNER, 'Hello from the team');
    expect(byStaff.currentThreadStatus).toBe('ANSWERED');
  });
});

describe('create a group', () => {
  it('needs a name and two other people; the beginning message only for up to 4 members', async () => {
    expectValidation(
      await k.call('POST', `${C}/create-private-group-chat?externalId=${k.ACME}&groupName=`, MEMBER, {
        usersExternalIds: [await k.idOf(OWNER), await k.idOf(MULTI)],
        message: null,
      }),
      'groupName',
    );
    expectValidation(
      await k.call('POST', `${C}/create-private-group-chat?externalId=${k.ACME}&groupName=G`, MEMBER, {
        usersExternalIds: [await k.idOf(OWNER)],
        message: null,
      }),
      'usersExternalIds',
    );
    // The creator does not count as one of the two.
    expectValidation(
      await k.call('POST', `${C}/create-private-group-chat?externalId=${k.ACME}&groupName=G`, MEMBER, {
        usersExternalIds: [await k.idOf(OWNER), await k.idOf(MEMBER)],
        message: null,
      }),
      'usersExternalIds',
    );
    const g = await k.createGroup(MEMBER, [OWNER, MULTI], 'Project <x>', 'Kick-off');
    expect(g).toMatchObject({ conversationType: 'PRIVATE_GROUP', title: 'Project', membersCount: 3 });
    const msgs = (await k.messages(MULTI, g.externalId)).content;
    expect(msgs[0].messageFragments[0]).toEqual({
      type: 'CHAT_BEGINNING',
      content: ['Max Acme', 'Morgan Multi', 'Olivia Acme'].sort((a, b) =>
        a === 'Max Acme' ? -1 : b === 'Max Acme' ? 1 : 0,
      ),
    });
    expect(msgs[1].message).toBe('Kick-off');
  });

  it('an unnamed group is titled per reader by its other current members; a removed member drops out of title and search', async () => {
    const ids = await Promise.all([OWNER, MULTI].map(k.idOf));
    const r = await k.call('POST', `${C}/create-private-group-chat?externalId=${k.ACME}`, MEMBER, {
      usersExternalIds: ids,
      message: 'Unnamed',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.content.externalId;
    const title = async (as: string) =>
      (await k.call('GET', `${C}/conversation?conversationExternalId=${id}`, as)).body.content.title as string;
    const parts = (s: string) => s.split(', ').sort();
    expect(parts(r.body.content.title)).toEqual(['Morgan Multi', 'Olivia Acme']);
    expect(parts(await title(OWNER))).toEqual(['Max Acme', 'Morgan Multi']);
    expect(parts(await title(MULTI))).toEqual(['Max Acme', 'Olivia Acme']);
    const listed = (await clientList(OWNER)).content.find((c: any) => c.externalId === id);
    expect(parts(listed.title)).toEqual(['Max Acme', 'Morgan Multi']);

    const removed = await k.call('POST', `${C}/manage-users`, MEMBER, {
      conversationExternalId: id,
      usersToAdd: [],
      usersToRemove: [await k.idOf(MULTI)],
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await title(OWNER)).toBe('Max Acme');
    expect(await title(MEMBER)).toBe('Olivia Acme');
    const found = async (term: string) =>
      (await clientList(OWNER, { searchValue: term })).content.map((c: any) => c.externalId);
    expect(await found('Morgan')).not.toContain(id);
    expect(await found('Max')).toContain(id);
  });

  it(`has no beginning message with more than ${CHAT_LIMITS.chatBeginningMaxMembers} members`, async () => {
    await k.assignExpert(k.ACME, STAFF, 'EXPERT');
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const g = await k.createGroup(MEMBER, [OWNER, MULTI, STAFF, KAM], 'Big', 'Hi all');
    expect((await k.messages(MEMBER, g.externalId)).content.map((m: any) => m.message)).toEqual(['Hi all']);
  });

  it('a failure on the last insert leaves nothing half-written', async () => {
    const count = async () =>
      (
        await t.database.raw.query<{ c: number; m: number; x: number }>(
          'select (select count(*) from chat_conversations)::int as c, (select count(*) from chat_members)::int as m, (select count(*) from chat_messages)::int as x',
        )
      ).rows[0];
    const before = await count();
    await t.database.raw
      .query(`create or replace function test_fail_chat_message() returns trigger language plpgsql as $$
      begin if new.text = 'boom' then raise exception 'boom'; end if; return new; end $$`);
    await t.database.raw.query(
      'create trigger test_fail_chat_message before insert on chat_messages for each row execute function test_fail_chat_message()',
    );
    try {
      const r = await k.call('POST', `${C}/create-private-group-chat?externalId=${k.ACME}&groupName=Doomed`, MEMBER, {
        usersExternalIds: [await k.idOf(OWNER), await k.idOf(KAM)],
        message: 'boom',
      });
      expect(r.status).toBe(500);
    } finally {
      await t.database.raw.query('drop trigger test_fail_chat_message on chat_messages');
    }
    expect(await count()).toEqual(before);
  });
});

describe('client list', () => {
  it('pages newest activity first and filters by search, unread, mentions and date', async () => {
    const a = await k.createGroup(MULTI, [OWNER, MEMBER], 'Alpha launch');
    const b = await k.createGroup(MULTI, [OWNER, MEMBER], 'Beta plans');
    await k.send(OWNER, a.externalId, 'ping');
    const all = await clientList(MULTI);
    expect(all.content.slice(0, 2).map((c: any) => c.externalId)).toEqual([a.externalId, b.externalId]);
    expect(all.page).toMatchObject({ number: 0, size: CHAT_LIMITS.conversationPageSize });
    expect((await clientList(MULTI, { searchValue: 'BETA' })).content.map((c: any) => c.externalId)).toEqual([
      b.externalId,
    ]);
    expect((await clientList(MULTI, { searchValue: 'olivia' })).content.map((c: any) => c.externalId)).toContain(
      a.externalId,
    );
    const unreadOnly = (await clientList(MULTI, { activityFilter: 'UNREADS_ONLY' })).content.map(
      (c: any) => c.externalId,
    );
    expect(unreadOnly).toContain(a.externalId);
    expect(unreadOnly).not.toContain(b.externalId);
    expect((await clientList(MULTI, { dateFilter: 'YESTERDAY' })).content.length).toBeGreaterThanOrEqual(2);
    await t.database.raw.query(
      `update chat_conversations set last_message_at = now() - interval '10 days', created_at = now() - interval '10 days' where external_id = $1`,
      [b.externalId],
    );
    expect((await clientList(MULTI, { dateFilter: 'LAST_WEEK' })).content.map((c: any) => c.externalId)).not.toContain(
      b.externalId,
    );
    expect((await clientList(MULTI, { dateFilter: 'LAST_MONTH' })).content.map((c: any) => c.externalId)).toContain(
      b.externalId,
    );
    // Globex's inbox of the same user holds none of Acme's chats.
    expect(
      (await clientList(MULTI, {}, 0, k.GLOBEX)).content
        .map((c: any) => c.tenant.externalId)
        .every((x: string) => x === k.GLOBEX),
    ).toBe(true);
    expectValidation(await k.call('POST', `${C}/chat/private?tenantExternalId=${k.ACME}&page=-1`, MULTI, {}), 'page');
    expectValidation(
      await k.call('POST', `${C}/chat/private?tenantExternalId=${k.ACME}`, MULTI, { activityFilter: 'NOPE' }),
      'activityFilter',
    );
    expect((await k.call('POST', `${C}/chat/private?tenantExternalId=${k.GLOBEX}`, MEMBER, {})).status).toBe(403);
  });
});

describe('portal list', () => {
  it('ALL (mine / other clients), ADMIN_READ_ONLY, and the filters', async () => {
    await k.assignExpert(k.GLOBEX, ADMIN, 'KAM');
    const mine = await k.createPrivate(GLOBEX_MEMBER, ADMIN, 'Need the admin', k.GLOBEX);
    const others = await k.createPrivate(GLOBEX_MEMBER, 'owner@globex.example', 'Just us', k.GLOBEX);
    const onlyGlobex = { tenantExternalIds: [k.GLOBEX] };
    expect(await portal(ADMIN, 'ALL')).toContain(mine.externalId);
    expect(await portal(ADMIN, 'ALL')).not.toContain(others.externalId);
    expect(await portal(ADMIN, 'ALL', { otherClients: true })).toContain(others.externalId);
    expect(await portal(ADMIN, 'ADMIN_READ_ONLY')).toContain(others.externalId);
    expect(await portal(ADMIN, 'ADMIN_READ_ONLY')).not.toContain(mine.externalId);
    const ro = (await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=ADMIN_READ_ONLY&page=0`, ADMIN, {}))
      .body.content.content;
    expect(ro.every((c: any) => c.readOnly)).toBe(true);

    expect(await portal(ADMIN, 'ALL', { searchValue: 'globex' })).toEqual([mine.externalId]);
    expect(await portal(ADMIN, 'ALL', { ...onlyGlobex, status: 'OPEN' })).toEqual([mine.externalId]);
    expect(await portal(ADMIN, 'ALL', { ...onlyGlobex, status: 'ANSWERED' })).toEqual([]);
    expect(await portal(ADMIN, 'ALL', { ...onlyGlobex, readStatus: 'UNREAD' })).toEqual([mine.externalId]);
    expect(await portal(ADMIN, 'ALL', { ...onlyGlobex, readStatus: 'READ' })).toEqual([]);
    expect(await portal(ADMIN, 'ALL', { tenantExternalIds: [k.ACME] })).not.toContain(mine.externalId);
    expect(await portal(ADMIN, 'ALL', { tenantExternalIds: [k.GLOBEX] })).toEqual([mine.externalId]);
    expect(await portal(ADMIN, 'ALL', { ...onlyGlobex, clientsExternalIds: [await k.idOf(GLOBEX_MEMBER)] })).toEqual([
      mine.externalId,
    ]);
    expect(await portal(ADMIN, 'ALL', { otherClients: true, employeesExternalIds: [await k.idOf(ADMIN)] })).toEqual([]);
    expect(await portal(ADMIN, 'ALL', { ...onlyGlobex, generalPortalFilters: ['URGENT'] })).toEqual([]);
    await t.database.raw.query(
      `update chat_conversations set waiting_since = now() - interval '25 hours' where external_id = $1`,
      [mine.externalId],
    );
    expect(await portal(ADMIN, 'ALL', { ...onlyGlobex, generalPortalFilters: ['URGENT'] })).toEqual([mine.externalId]);
    expect(await portal(ADMIN, 'TEAM')).toEqual([]);
    expectValidation(
      await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=NOPE&page=0`, ADMIN, {}),
      'filter',
    );
    expectValidation(
      await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=0`, ADMIN, {
        tenantExternalIds: ['x'],
      }),
    );
  });
});

describe('find by members and the chat with the KAM', () => {
  it('finds the conversation with exactly these members, else 404', async () => {
    const g = await k.createGroup(OWNER, [MEMBER, MULTI], 'Exact');
    const r = await k.call('POST', `${C}/contains/members`, MULTI, {
      values: [await k.idOf(OWNER), await k.idOf(MEMBER)],
      tenantExternalId: k.ACME,
    });
    expect(r.status).toBe(200);
    expect(r.body.content.externalId).toBe(g.externalId);
    const none = await k.call('POST', `${C}/contains/members`, MULTI, {
      values: [await k.idOf(STAFF)],
      tenantExternalId: k.ACME,
    });
    expect(none.status).toBe(404);
    expectValidation(
      await k.call('POST', `${C}/contains/members`, MULTI, { values: [], tenantExternalId: k.ACME }),
      'values',
    );
  });

  it('GET with-kam is null until started; POST starts it once; no KAM → 404 noKam', async () => {
    await k.clearExperts(await t.tenantId('Sol Solo'));
    const solo = await k.call('POST', `${C}/with-kam`, 'solo@example.com', undefined, await t.tenantId('Sol Solo'));
    expect(solo.status).toBe(404);
    expect(solo.body.message).toBe(CHAT_MESSAGES.noKam);
    expect(
      (await k.call('GET', `${C}/with-kam`, 'solo@example.com', undefined, await t.tenantId('Sol Solo'))).body.content,
    ).toBeNull();
    await k.assignExpert(k.ACME, KAM, 'KAM');
    expect((await k.call('GET', `${C}/with-kam`, OWNER)).body.content).toBeNull();
    const started = await k.call('POST', `${C}/with-kam`, OWNER);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.content.members.map((m: any) => m.email).sort()).toEqual([KAM, OWNER].sort());
    expect((await k.call('GET', `${C}/with-kam`, OWNER)).body.content.externalId).toBe(started.body.content.externalId);
    expect((await k.call('POST', `${C}/with-kam`, OWNER)).body.content.externalId).toBe(
      started.body.content.externalId,
    );
  });
});

describe('the tenant scope of chat', () => {
  const mismatch = { errorCode: 'FORBIDDEN', message: 'tenantExternalId does not match the selected company' };

  it('refuses a tenantExternalId other than the selected company, even one the caller belongs to (403)', async () => {
    // MULTI belongs to Acme and Globex; the header selects Acme, the query names Globex.
    const list = await k.call('POST', `${C}/chat/private?tenantExternalId=${k.GLOBEX}&page=0`, MULTI, {}, k.ACME);
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject(mismatch);
    const create = await k.call(
      'POST',
      `${C}/create-private-chat?coreUserExternalId=${await k.idOf(GLOBEX_MEMBER)}&tenantExternalId=${k.GLOBEX}`,
      MULTI,
      { message: null },
      k.ACME,
    );
    expect(create.status).toBe(403);
    const find = await k.call(
      'POST',
      `${C}/contains/members`,
      MULTI,
      { values: [await k.idOf(GLOBEX_MEMBER)], tenantExternalId: k.GLOBEX },
      k.ACME,
    );
    expect(find.status).toBe(403);
    expect(find.body).toMatchObject(mismatch);
    // The same calls with the matching header work.
    expect(
      (await k.call('POST', `${C}/chat/private?tenantExternalId=${k.GLOBEX}&page=0`, MULTI, {}, k.GLOBEX)).status,
    ).toBe(200);
  });

  it('staff may name a client company (provider mode), not their own internal tenant or an unknown one', async () => {
    const list = await k.call('POST', `${C}/chat/private?tenantExternalId=${k.ACME}&page=0`, STAFF, {});
    expect(list.status).toBe(403);
    const unknown = await k.call(
      'POST',
      `${C}/create-private-chat?coreUserExternalId=${await k.idOf(OWNER)}&tenantExternalId=${UNKNOWN}`,
      STAFF,
      { message: null },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('look-ups of spec 2 §7: private-paged, inbox-activity, conversation-by-user, tenant of non-owners', () => {
  it('GET chat/private-paged is the unfiltered client list; another company is refused', async () => {
    await k.createPrivate(MULTI, OWNER, 'paged one');
    const get = await k.call('GET', `${C}/chat/private-paged?tenantExternalId=${k.ACME}&page=0`, MULTI);
    expect(get.status, JSON.stringify(get.body)).toBe(200);
    const post = await clientList(MULTI, {});
    expect(get.body.content.content.map((c: any) => c.externalId)).toEqual(post.content.map((c: any) => c.externalId));
    expect(get.body.content.page).toMatchObject({ number: 0, size: CHAT_LIMITS.conversationPageSize });
    const other = await k.call('GET', `${C}/chat/private-paged?tenantExternalId=${k.GLOBEX}`, MULTI, undefined, k.ACME);
    expect(other.status).toBe(403);
  });

  it('GET inbox-activity pages the caller’s own conversations, latest first, 0 and 5 by default', async () => {
    for (const n of [1, 2, 3]) await k.createGroup(OWNER, [MEMBER, MULTI], `Activity ${n}`, `hello ${n}`);
    const me = await k.idOf(OWNER);
    const r = await k.call('GET', `${C}/inbox-activity?userExternalId=${me}`, OWNER);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.page).toMatchObject({ number: 0, size: CHAT_LIMITS.inboxActivityPageSize });
    expect(r.body.content.content.length).toBeLessThanOrEqual(5);
    expect(r.body.content.content.slice(0, 3).map((c: any) => c.title)).toEqual([
      'Activity 3',
      'Activity 2',
      'Activity 1',
    ]);
    const two = await k.call('GET', `${C}/inbox-activity?userExternalId=${me}&page=1&pageSize=2`, OWNER);
    expect(two.body.content.page).toMatchObject({ number: 1, size: 2 });
    expect(two.body.content.content[0].title).toBe('Activity 1');
    expect((await k.call('GET', `${C}/inbox-activity?userExternalId=${await k.idOf(MEMBER)}`, OWNER)).status).toBe(403);
    expectValidation(await k.call('GET', `${C}/inbox-activity?userExternalId=${me}&pageSize=0`, OWNER), 'pageSize');
    expectValidation(await k.call('GET', `${C}/inbox-activity?userExternalId=nope`, OWNER), 'userExternalId');
    // Staff: their client conversations of every company.
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const withKam = await k.createPrivate(OWNER, KAM, 'for the KAM');
    const kam = await k.call('GET', `${C}/inbox-activity?userExternalId=${await k.idOf(KAM)}&pageSize=50`, KAM);
    expect(kam.body.content.content.map((c: any) => c.externalId)).toContain(withKam.externalId);
  });

  it('every page of a list reports the same total, counted or implied by a short page', async () => {
    for (const n of [1, 2, 3]) await k.createGroup(OWNER, [MEMBER, MULTI], `Totals ${n}`, `hi ${n}`);
    const me = await k.idOf(OWNER);
    const pageOf = async (page: number, pageSize: number) =>
      (await k.call('GET', `${C}/inbox-activity?userExternalId=${me}&page=${page}&pageSize=${pageSize}`, OWNER)).body
        .content;
    const all = await pageOf(0, 50);
    const total = all.content.length;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(all.page.totalElements).toBe(total);
    const lastPage = Math.ceil(total / 2) - 1;
    for (const page of [0, 1, lastPage, lastPage + 1, lastPage + 5]) {
      const p = await pageOf(page, 2);
      expect(p.page, `page ${page}`).toMatchObject({ totalElements: total, totalPages: Math.ceil(total / 2) });
    }
  });

  it('GET conversation-by-user finds the private chat with that person, null without one', async () => {
    const chat = await k.createPrivate(MEMBER, OWNER, 'just us');
    const find = (as: string, other: string, tenant = k.ACME) =>
      k
        .idOf(other)
        .then((id) => k.call('GET', `${C}/conversation-by-user?userExternalId=${id}&tenantExternalId=${tenant}`, as));
    const r = await find(MEMBER, OWNER);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.externalId).toBe(chat.externalId);
    expect((await find(OWNER, MEMBER)).body.content.externalId).toBe(chat.externalId);
    const none = await find(MEMBER, MEMBER);
    expect(none.status).toBe(200);
    expect(none.body.content).toBeNull();
    expect((await find(MEMBER, OWNER, k.GLOBEX)).status).toBe(403);
    expectValidation(
      await k.call('GET', `${C}/conversation-by-user?userExternalId=x&tenantExternalId=${k.ACME}`, MEMBER),
      'userExternalId',
    );
  });

  it('GET get-tenant-name-by-no-owner-member names the client company, nulls when the others are staff', async () => {
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const ask = (as: string, id: string) =>
      k.call('GET', `${C}/get-tenant-name-by-no-owner-member?conversationExternalId=${id}`, as);
    await k.assignExpert(k.ACME, STAFF, 'EXPERT');
    const byStaff = await k.createGroup(KAM, [OWNER, MULTI], 'From the KAM', null, k.ACME);
    const r = await ask(KAM, byStaff.externalId);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({ name: 'Acme Inc.', externalId: k.ACME });
    const toStaff = await k.createGroup(MULTI, [KAM, STAFF], 'To the team');
    expect((await ask(MULTI, toStaff.externalId)).body.content).toEqual({ name: null, externalId: null });
    expect((await ask(MEMBER, UNKNOWN)).status).toBe(404);
    expect((await ask(GLOBEX_MEMBER, byStaff.externalId)).status).toBe(404);
  });
});

describe('list totals stay right after writes (counted once, kept until the chat writes)', () => {
  const activity = async (as: string) => {
    const me = await k.idOf(as);
    const r = await k.call('GET', `${C}/inbox-activity?userExternalId=${me}&page=0&pageSize=1`, as);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.content.page.totalElements as number;
  };
  const portalTotal = async (as: string, filter: string, body: unknown = {}) => {
    const r = await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=${filter}&page=0`, as, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.content.page.totalElements as number;
  };

  it('a new conversation and a removed member change the next full page’s total', async () => {
    await k.createGroup(OWNER, [MEMBER, MULTI], 'Totals a', 'a');
    await k.createGroup(OWNER, [MEMBER, MULTI], 'Totals b', 'b');
    const before = await activity(MULTI);
    expect(await activity(MULTI)).toBe(before);
    const g = await k.createGroup(OWNER, [MEMBER, MULTI], 'Totals c', 'c');
    expect(await activity(MULTI)).toBe(before + 1);
    const removed = await k.call('POST', `${C}/manage-users`, OWNER, {
      conversationExternalId: g.externalId,
      usersToAdd: [],
      usersToRemove: [await k.idOf(MULTI)],
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await activity(MULTI)).toBe(before);
  });

  it('reading a conversation, and a new message in it, change the unread total of a full portal page', async () => {
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const groups = [];
    for (let i = 0; i <= CHAT_LIMITS.conversationPageSize; i++)
      groups.push(await k.createGroup(OWNER, [MEMBER, KAM], `Unread ${i}`, `unread ${i}`));
    const unread = { readStatus: 'UNREAD' };
    const before = await portalTotal(KAM, 'ALL', unread);
    expect(before).toBeGreaterThan(CHAT_LIMITS.conversationPageSize);
    expect((await k.call('PATCH', `${C}/read/${groups[0].externalId}`, KAM)).status).toBe(200);
    expect(await portalTotal(KAM, 'ALL', unread)).toBe(before - 1);
    expect((await k.send(OWNER, groups[0].externalId, 'again')).status).toBe(200);
    expect(await portalTotal(KAM, 'ALL', unread)).toBe(before);
    expect(await portalTotal(KAM, 'ALL', { ...unread, status: 'FINALIZED' })).toBe(0);
  });
});

describe('search by title and members’ names (search_text, kept by the writes)', () => {
  const found = async (term: string, as = OWNER) =>
    (await clientList(as, { searchValue: term })).content.map((c: any) => c.externalId) as string[];

  it('finds a renamed group by its new title only, an added member by name, not a term across two names', async () => {
    const g = await k.createGroup(OWNER, [MEMBER, MULTI], 'Quarterly Figures');
    expect(await found('quarterly')).toContain(g.externalId);
    const r = await k.call('PATCH', `${C}/rename-conversation`, OWNER, {
      conversationExternalId: g.externalId,
      newTitle: 'Board Pack',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await found('quarterly')).not.toContain(g.externalId);
    expect(await found('board pa')).toContain(g.externalId);

    await k.assignExpert(k.ACME, KAM, 'KAM');
    const p = await k.createGroup(OWNER, [MEMBER, KAM], 'Small group');
    expect(await found('Morgan Multi')).not.toContain(p.externalId);
    const added = await k.call('POST', `${C}/manage-users`, OWNER, {
      conversationExternalId: p.externalId,
      usersToAdd: [await k.idOf(MULTI)],
      usersToRemove: [],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await found('Morgan Multi')).toContain(p.externalId);
    // Names are matched one by one: the end of one name and the start of the next is no match.
    expect(await found('Acme\nMorgan')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it('a portal search matches the client company’s name, and a staff member finds only their own conversations', async () => {
    await k.assignExpert(k.GLOBEX, ADMIN, 'KAM');
    const mine = await k.createPrivate(GLOBEX_MEMBER, ADMIN, 'Company search', k.GLOBEX);
    const ids = async (body: unknown) =>
      (
        await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=0`, ADMIN, body)
      ).body.content.content.map((c: any) => c.externalId);
    expect(await ids({ searchValue: 'globex ll' })).toContain(mine.externalId);
    expect(await ids({ searchValue: 'acme inc' })).not.toContain(mine.externalId);
  });
});
