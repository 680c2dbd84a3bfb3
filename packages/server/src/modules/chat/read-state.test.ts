import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { ADMIN, C, chatKit, KAM, MEMBER, MULTI, OWNER, STAFF } from './test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);
await k.assignExpert(k.ACME, KAM, 'KAM');

const unread = async (as: string, tenant?: string) =>
  (await k.call('GET', `${C}/count-chat-unread`, as, undefined, tenant)).body.content.count as number;
const conv = async (as: string, id: string) =>
  (await k.call('GET', `${C}/conversation?conversationExternalId=${id}`, as)).body.content;

describe('read state (spec 2 §4)', () => {
  it('posting raises the others’ unread counts; read zeroes it and publishes CONVERSATION_READ; mark-as-unread sets 1', async () => {
    const before = await unread(OWNER);
    const c = await k.createGroup(MEMBER, [OWNER, MULTI], 'Reads');
    await k.send(MEMBER, c.externalId, 'one');
    await k.send(MEMBER, c.externalId, 'two');
    expect((await conv(OWNER, c.externalId)).unreadMessagesCount).toBe(2);
    expect((await conv(MEMBER, c.externalId)).unreadMessagesCount).toBe(0);
    expect(await unread(OWNER)).toBe(before + 1);

    const rec = k.listen();
    const r = await k.call('PATCH', `${C}/read/${c.externalId}`, OWNER);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({ count: before });
    expect((await conv(OWNER, c.externalId)).unreadMessagesCount).toBe(0);
    const read = await rec.to(OWNER, 'CONVERSATION_READ');
    expect(read.map((e) => e.event.content)).toEqual([
      { conversationExternalId: c.externalId, unreadMessagesCount: 0, unreadChatCount: before },
    ]);
    expect(rec.of('CONVERSATION_READ').length).toBe(1);

    const m = await k.call('GET', `${C}/mark-as-unread?conversationExternalId=${c.externalId}`, OWNER);
    expect(m.body.content).toEqual({ count: before + 1 });
    expect((await conv(OWNER, c.externalId)).unreadMessagesCount).toBe(1);
  });

  it('a client counts unread chats of the selected tenant only', async () => {
    const acme = await k.createPrivate(MULTI, OWNER);
    const globex = await k.createPrivate(MULTI, 'owner@globex.example', null, k.GLOBEX);
    const a0 = await unread(OWNER);
    const g0 = await unread(MULTI, k.GLOBEX);
    await k.send(OWNER, acme.externalId, 'for multi in Acme');
    expect(await unread(MULTI, k.ACME)).toBeGreaterThanOrEqual(1);
    expect(await unread(MULTI, k.GLOBEX)).toBe(g0);
    await k.call(
      'POST',
      '/api/atrium-chat-message/',
      'owner@globex.example',
      { conversationExternalId: globex.externalId, message: 'hi' },
      k.GLOBEX,
    );
    expect(await unread(MULTI, k.GLOBEX)).toBe(g0 + 1);
    expect(await unread(OWNER)).toBe(a0);
  });
});

describe('NEW_MESSAGE', () => {
  it('reaches every member once (sender included) with that member’s own counts', async () => {
    const c = await k.createGroup(MEMBER, [OWNER, MULTI, KAM], 'Realtime');
    await k.call('PATCH', `${C}/read/${c.externalId}`, OWNER);
    await k.send(MEMBER, c.externalId, 'first');
    const ownerChats = await unread(OWNER);
    const rec = k.listen();
    const r = await k.send(MEMBER, c.externalId, 'second');
    const all = rec.of('NEW_MESSAGE');
    expect(all.length).toBe(4);
    for (const email of [MEMBER, OWNER, MULTI, KAM]) expect((await rec.to(email, 'NEW_MESSAGE')).length).toBe(1);
    const toOwner = (await rec.to(OWNER, 'NEW_MESSAGE'))[0].event.content as any;
    expect(toOwner).toMatchObject({
      conversationExternalId: c.externalId,
      conversationType: 'PRIVATE_GROUP',
      parentConversationExternalId: null,
      tenantExternalId: k.ACME,
      senderName: 'Max Acme',
      unreadMessagesCount: 2,
      unreadChatCount: ownerChats,
      currentThreadStatus: 'OPEN',
    });
    expect(toOwner.message.externalId).toBe(r.body.content.externalId);
    const toSender = (await rec.to(MEMBER, 'NEW_MESSAGE'))[0].event.content as any;
    expect(toSender.unreadMessagesCount).toBe(0);
    // Staff outside the conversation hear nothing.
    expect(await rec.to(STAFF, 'NEW_MESSAGE')).toEqual([]);
  });

  it('a team-channel message goes to the channel members only, never to the client', async () => {
    const c = await k.createPrivate(OWNER, KAM);
    const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`, KAM)).body
      .content;
    const rec = k.listen();
    const r = await k.send(KAM, channel.externalId, 'internal note');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(rec.of('NEW_MESSAGE').map((e) => e.channel)).toEqual([`/channel/user/${await k.idOf(KAM)}`]);
    expect(((await rec.to(KAM, 'NEW_MESSAGE'))[0].event.content as any).parentConversationExternalId).toBe(
      c.externalId,
    );
  });

  it('the counts of a 50-member group come from one grouped query (not one per member)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await t.database.raw.query<{ id: number }>(
        `insert into users (email, first_name, last_name) values ($1, 'Bulk', $2) returning id`,
        [`bulk${i}@acme.example`, `User${i}`],
      );
      ids.push(r.rows[0].id);
    }
    await t.database.raw.query(
      `insert into tenant_memberships (user_id, tenant_id, workspace_id)
      select u, t.id, (select workspace_id from tenant_memberships where tenant_id = t.id limit 1) from unnest($1::int[]) u, tenants t where t.external_id = $2`,
      [ids, k.ACME],
    );
    const c = await k.createGroup(MEMBER, [OWNER, MULTI], 'Bulk');
    await t.database.raw.query(
      `insert into chat_members (conversation_id, user_id) select c.id, u from unnest($1::int[]) u, chat_conversations c where c.external_id = $2`,
      [ids, c.externalId],
    );
    const db = t.deps.database.db as any;
    const original = db.execute.bind(db);
    let queries = 0;
    db.execute = (q: unknown) => {
      queries++;
      return original(q);
    };
    const rec = k.listen();
    try {
      await k.send(MEMBER, c.externalId, 'to everyone');
    } finally {
      db.execute = original;
    }
    expect(rec.of('NEW_MESSAGE').length).toBe(53);
    expect(queries).toBeLessThan(10);
  });
});

describe('team channel unread', () => {
  it('a team-channel message counts for the channel members, shows as internalUnreadMessageCount, and in the staff badge', async () => {
    await k.assignExpert(k.ACME, STAFF, 'EXPERT');
    const c = await k.createGroup(OWNER, [KAM, STAFF], 'Team unread');
    const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`, KAM)).body
      .content.externalId;
    await k.call('PATCH', `${C}/read/${c.externalId}`, STAFF);
    const before = await unread(STAFF);
    await k.send(KAM, channel, 'between us');
    const asStaff = await conv(STAFF, c.externalId);
    expect(asStaff.internalUnreadMessageCount).toBe(1);
    expect(asStaff.unreadMessagesCount).toBe(0);
    expect(await unread(STAFF)).toBe(before + 1);
    expect((await conv(OWNER, c.externalId)).internalUnreadMessageCount).toBe(0);
    await k.call('PATCH', `${C}/read/${channel}`, STAFF);
    expect((await conv(STAFF, c.externalId)).internalUnreadMessageCount).toBe(0);
  });
});

describe('a staff member @mentioned on the team channel (issue 13 #4)', () => {
  it('gets the team channel writable and the reply channel read only, and clears his badge by reading both', async () => {
    const c = await k.createPrivate(OWNER, KAM, 'Question for the team');
    const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`, KAM)).body
      .content.externalId;
    const before = await unread(ADMIN);
    await k.send(KAM, channel, `@[Ada Admin](${await k.idOf(ADMIN)}) can you check this?`);
    await k.send(OWNER, c.externalId, 'Any news?');
    expect(await unread(ADMIN)).toBe(before + 2);
    const team = await k.call('GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`, ADMIN);
    expect(team.body.content).toMatchObject({ externalId: channel, readOnly: false });
    expect(team.body.content.mentionsCount).toBe(1);
    const reply = await conv(ADMIN, c.externalId);
    expect(reply).toMatchObject({ readOnly: true, internalChannelExternalId: channel });
    expect(reply.members.find((m: { email: string }) => m.email === ADMIN)).toMatchObject({ isInternal: true });
    expect((await k.call('PATCH', `${C}/read/${c.externalId}`, ADMIN)).status).toBe(200);
    expect((await k.call('PATCH', `${C}/read/${channel}`, ADMIN)).body.content).toEqual({ count: before });
    expect(await unread(ADMIN)).toBe(before);
    expect((await k.send(ADMIN, channel, 'Looking into it')).status).toBe(200);
  });
});

describe('a failing realtime transport', () => {
  it('never fails the request: the message is stored and the failure logged', async () => {
    const c = await k.createPrivate(MULTI, OWNER);
    const bus = t.deps.realtime.bus as { publish: typeof t.deps.realtime.bus.publish };
    const original = bus.publish;
    const warnings: unknown[] = [];
    const log = t.deps.log as { warn: (...a: unknown[]) => void };
    const warn = log.warn;
    bus.publish = async () => {
      throw new Error('bus down');
    };
    log.warn = (...a: unknown[]) => void warnings.push(a);
    try {
      const r = await k.send(MULTI, c.externalId, 'still delivered later');
      expect(r.status).toBe(200);
      expect((await k.call('PATCH', `${C}/read/${c.externalId}`, OWNER)).status).toBe(200);
    } finally {
      bus.publish = original;
      log.warn = warn;
    }
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect((await k.messages(OWNER, c.externalId)).content.at(-1).message).toBe('still delivered later');
  });
});

describe('the portal unread filter (list_id: a team channel counts for its parent)', () => {
  it('lists a conversation once, by its own activity, whether unread in it, on its team channel or both', async () => {
    await k.assignExpert(k.ACME, STAFF, 'EXPERT');
    const a = await k.createGroup(OWNER, [KAM, STAFF], 'Unread via channel A');
    const b = await k.createGroup(OWNER, [KAM, STAFF], 'Unread via channel B');
    const channelOf = async (id: string) =>
      (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${id}`, KAM)).body.content
        .externalId as string;
    const [channelA, channelB] = [await channelOf(a.externalId), await channelOf(b.externalId)];
    const list = async (as: string, readStatus: 'UNREAD' | 'READ') => {
      const r = await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=0`, as, {
        readStatus,
        searchValue: 'Unread via channel',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.content.content.map((x: any) => x.externalId) as string[];
    };
    for (const id of [a.externalId, channelA, b.externalId, channelB])
      expect((await k.call('PATCH', `${C}/read/${id}`, STAFF)).status).toBe(200);
    expect(await list(STAFF, 'UNREAD')).toEqual([]);
    expect(await list(STAFF, 'READ')).toEqual([b.externalId, a.externalId]);

    // A team-channel message leaves the parent's place in the list as it was.
    expect((await k.send(KAM, channelA, 'between us')).status).toBe(200);
    expect(await list(STAFF, 'UNREAD')).toEqual([a.externalId]);
    expect(await list(STAFF, 'READ')).toEqual([b.externalId]);
    expect((await k.send(OWNER, b.externalId, 'news')).status).toBe(200);
    expect((await k.send(OWNER, a.externalId, 'more news')).status).toBe(200);
    expect(await list(STAFF, 'UNREAD')).toEqual([a.externalId, b.externalId]);
    expect((await k.call('PATCH', `${C}/read/${a.externalId}`, STAFF)).status).toBe(200);
    expect(await list(STAFF, 'UNREAD')).toEqual([a.externalId, b.externalId]);
    expect((await k.call('PATCH', `${C}/read/${channelA}`, STAFF)).status).toBe(200);
    expect(await list(STAFF, 'UNREAD')).toEqual([b.externalId]);

    // Staff tagged in later (a mention on the channel): their channel membership counts for the parent too.
    expect((await k.send(KAM, channelA, `@[Ada Admin](${await k.idOf(ADMIN)}) a look?`)).status).toBe(200);
    expect(await list(ADMIN, 'UNREAD')).toEqual([a.externalId]);
    const mentions = await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=MENTIONS&page=0`, ADMIN, {
      searchValue: 'Unread via channel',
    });
    expect(mentions.body.content.content.map((x: any) => x.externalId)).toEqual([a.externalId]);
  });
});
