import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { ADMIN, C, chatKit, expectValidation, KAM, M, MEMBER, MULTI, OWNER, STAFF } from './test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);
await k.assignExpert(k.ACME, KAM, 'KAM');

const manage = async (as: string, conversationExternalId: string, add: string[], remove: string[] = []) =>
  k.call('POST', `${C}/manage-users`, as, {
    conversationExternalId,
    usersToAdd: await Promise.all(add.map(k.idOf)),
    usersToRemove: await Promise.all(remove.map(k.idOf)),
  });
const members = async (as: string, id: string) =>
  (await k.call('GET', `${C}/chat-members/${id}`, as)).body.content as any[];
const fragments = async (as: string, id: string) =>
  (await k.messages(as, id)).content.flatMap((m: any) => m.messageFragments);

describe('members (spec 2 §5)', () => {
  it('adding a third member makes a private chat a group, with an INVITED_USERS message and CONVERSATION_UPDATED', async () => {
    const c = await k.createPrivate(MEMBER, OWNER);
    const rec = k.listen();
    const r = await manage(MEMBER, c.externalId, [MULTI]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.members.map((m: any) => m.email).sort()).toEqual([MEMBER, MULTI, OWNER].sort());
    expect(r.body.content.messages[0].messageFragments).toEqual([{ type: 'INVITED_USERS', content: ['Morgan Multi'] }]);
    expect(
      (await k.call('GET', `${C}/conversation?conversationExternalId=${c.externalId}`, MULTI)).body.content
        .conversationType,
    ).toBe('PRIVATE_GROUP');
    expect((await rec.to(MULTI, 'CONVERSATION_UPDATED'))[0].event.content).toEqual({
      conversationExternalId: c.externalId,
      reason: 'MEMBERS',
    });
  });

  it('a new conversation is announced to the other members', async () => {
    const rec = k.listen();
    const g = await k.createGroup(MEMBER, [OWNER, MULTI], 'Announced');
    for (const email of [OWNER, MULTI])
      expect((await rec.to(email, 'CONVERSATION_UPDATED')).map((e) => e.event.content)).toEqual([
        { conversationExternalId: g.externalId, reason: 'MEMBERS' },
      ]);
    expect(await rec.to(MEMBER, 'CONVERSATION_UPDATED')).toEqual([]);
  });

  it('refuses adding users outside the tenant and its experts', async () => {
    const c = await k.createPrivate(MEMBER, OWNER);
    expectValidation(await manage(MEMBER, c.externalId, ['member@globex.example']), 'usersToAdd');
    expectValidation(await manage(MEMBER, c.externalId, [ADMIN]), 'usersToAdd');
    // The tenant's KAM may be added; the conversation gains a team channel and a thread.
    const r = await manage(MEMBER, c.externalId, [KAM]);
    expect(r.status).toBe(200);
    const asKam = (await k.call('GET', `${C}/conversation?conversationExternalId=${c.externalId}`, KAM)).body.content;
    expect(asKam.currentThreadStatus).toBe('OPEN');
    expect(asKam.internalChannelExternalId).toEqual(expect.any(String));
  });

  it('removal: owner only, more than 2 members, never oneself; REMOVED to the removed member', async () => {
    const g = await k.createGroup(MEMBER, [OWNER, MULTI], 'Removal');
    expect((await manage(OWNER, g.externalId, [], [MULTI])).body.message).toBe(CHAT_MESSAGES.onlyOwnerMayRemove);
    const self = await manage(MEMBER, g.externalId, [], [MEMBER]);
    expectValidation(self, 'usersToRemove');
    expect(self.body.message).toBe(CHAT_MESSAGES.cantRemoveYourself);
    const rec = k.listen();
    const r = await manage(MEMBER, g.externalId, [], [MULTI]);
    expect(r.status).toBe(200);
    expect(r.body.content.messages[0].messageFragments).toEqual([{ type: 'REMOVED_USERS', content: ['Morgan Multi'] }]);
    expect((await rec.to(MULTI, 'CONVERSATION_UPDATED'))[0].event.content).toMatchObject({ reason: 'REMOVED' });
    expect((await k.call('GET', `${C}/conversation?conversationExternalId=${g.externalId}`, MULTI)).status).toBe(404);
    const two = await manage(MEMBER, g.externalId, [], [OWNER]);
    expectValidation(two, 'usersToRemove');
    expect(two.body.message).toBe(CHAT_MESSAGES.cantRemoveMembers);
  });

  it('leaving: refused with 2 members, else CHAT_MEMBER_LEFT and ownership passes on', async () => {
    const p = await k.createPrivate(MULTI, OWNER);
    const refused = await k.call('POST', `${C}/leave-conversation/${p.externalId}`, MULTI);
    expectValidation(refused);
    expect(refused.body.message).toBe(CHAT_MESSAGES.cantLeaveConversation);
    const g = await k.createGroup(MEMBER, [OWNER, MULTI], 'Leaving');
    const r = await k.call('POST', `${C}/leave-conversation/${g.externalId}`, MEMBER);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({ left: true });
    expect(await fragments(OWNER, g.externalId)).toContainEqual({ type: 'CHAT_MEMBER_LEFT', content: 'Max Acme' });
    const after = await members(OWNER, g.externalId);
    expect(after.map((m) => m.email).sort()).toEqual([MULTI, OWNER].sort());
    expect(after.filter((m) => m.isOwner).length).toBe(1);
  });

  it('rename: owner only, empty refused, CONVERSATION_UPDATED TITLE', async () => {
    const g = await k.createGroup(MEMBER, [OWNER, MULTI], 'Old');
    expect(
      (
        await k.call('PATCH', `${C}/rename-conversation`, OWNER, {
          conversationExternalId: g.externalId,
          newTitle: 'X',
        })
      ).body.message,
    ).toBe(CHAT_MESSAGES.onlyOwnerMayRename);
    expectValidation(
      await k.call('PATCH', `${C}/rename-conversation`, MEMBER, {
        conversationExternalId: g.externalId,
        newTitle: '  ',
      }),
      'newTitle',
    );
    const rec = k.listen();
    const r = await k.call('PATCH', `${C}/rename-conversation`, MEMBER, {
      conversationExternalId: g.externalId,
      newTitle: 'New <i>name</i>',
    });
    expect(r.body.content).toEqual({ title: 'New name' });
    expect(rec.of('CONVERSATION_UPDATED').length).toBe(3);
  });
});

describe('team channel and tagging (spec 2 §5)', () => {
  it('staff tag staff in; the tagged read the reply channel but cannot post to it; a client never reads the team channel', async () => {
    const c = await k.createPrivate(MEMBER, KAM, 'Help please');
    const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`, KAM)).body
      .content;
    expect(channel.members.map((m: any) => m.email)).toEqual([KAM]);

    expectValidation(
      await k.call('POST', `${C}/mentions`, KAM, {
        conversationExternalId: c.externalId,
        mentions: [await k.idOf(OWNER)],
      }),
      'mentions',
    );
    const tagged = await k.call('POST', `${C}/add-inbox-chat-members`, KAM, {
      conversationExternalId: c.externalId,
      mentions: [await k.idOf(STAFF)],
    });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.content.map((m: any) => m.email).sort()).toEqual([KAM, STAFF].sort());

    const asStaff = (await k.call('GET', `${C}/conversation?conversationExternalId=${c.externalId}`, STAFF)).body
      .content;
    expect(asStaff.readOnly).toBe(true);
    expect(asStaff.members.find((m: any) => m.email === STAFF)).toMatchObject({ isInternal: true });
    expect(asStaff.membersCount).toBe(2);
    const post = await k.send(STAFF, c.externalId, 'I am tagged');
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(CHAT_MESSAGES.notPartOfConversation);
    expect((await k.send(STAFF, channel.externalId, 'but I can talk here')).status).toBe(200);

    // SHARED_WITH_ME: conversations where I am tagged.
    const shared = await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=0`, STAFF, {
      generalPortalFilters: ['SHARED_WITH_ME'],
    });
    expect(shared.body.content.content.map((x: any) => x.externalId)).toEqual([c.externalId]);

    // The client: no team channel by any route.
    const asClient = (await k.call('GET', `${C}/conversation?conversationExternalId=${c.externalId}`, MEMBER)).body
      .content;
    expect(asClient.internalChannelExternalId).toBeNull();
    expect(asClient.members.map((m: any) => m.email)).not.toContain(STAFF);
    expect(
      (await k.call('GET', `${C}/chat-members/${c.externalId}`, MEMBER)).body.content.map((m: any) => m.email),
    ).not.toContain(STAFF);
    expect(
      (await k.call('GET', `${C}/chat-members/${c.externalId}`, KAM)).body.content.map((m: any) => m.email),
    ).toContain(STAFF);
    for (const [method, url] of [
      ['GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`],
      ['GET', `${C}/conversation?conversationExternalId=${channel.externalId}`],
      ['GET', `${C}/chat-members/${channel.externalId}`],
      ['GET', `${C}/conversation-files?conversationExternalId=${channel.externalId}`],
      ['GET', `${M}/conversation?conversationExternalId=${channel.externalId}`],
      ['POST', `${M}/search?conversationId=${channel.externalId}&query=talk`],
      ['POST', `${M}/user-typing?conversationExternalId=${channel.externalId}`],
      ['PATCH', `${C}/read/${channel.externalId}`],
    ] as const) {
      const r = await k.call(method, url, MEMBER);
      expect(r.status, `${method} ${url}`).toBe(404);
    }
    expect((await k.send(MEMBER, channel.externalId, 'let me in')).status).toBe(404);
    expect(
      (
        await k.call('POST', `${C}/mentions`, MEMBER, {
          conversationExternalId: c.externalId,
          mentions: [await k.idOf(STAFF)],
        })
      ).status,
    ).toBe(404);
  });

  it('mentioning staff on the team channel tags them in; mentions of clients there stay plain text', async () => {
    const c = await k.createPrivate(OWNER, KAM);
    const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`, KAM)).body
      .content;
    const rec = k.listen();
    const r = await k.send(
      KAM,
      channel.externalId,
      `@[Ada Admin](${await k.idOf(ADMIN)}) and @[Olivia Acme](${await k.idOf(OWNER)}) look`,
    );
    expect(r.body.content.message).toBe(`@[Ada Admin](${await k.idOf(ADMIN)}) and @Olivia Acme look`);
    const after = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`, ADMIN)).body
      .content;
    expect(after.members.map((m: any) => m.email).sort()).toEqual([ADMIN, KAM].sort());
    expect(after.unreadMessagesCount).toBe(1);
    expect(after.mentionsCount).toBe(1);
    expect((await rec.to(ADMIN, 'NEW_MESSAGE')).length).toBe(1);
    expect(await rec.to(OWNER, 'NEW_MESSAGE')).toEqual([]);
    const mentions = await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=MENTIONS&page=0`, ADMIN, {});
    expect(mentions.body.content.content.map((x: any) => x.externalId)).toContain(c.externalId);
    const team = await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=TEAM&page=0`, ADMIN, {});
    expect(team.body.content.content.map((x: any) => x.externalId)).toContain(c.externalId);
  });

  it('MENTIONS lists a conversation once, mentioned in it and on its team channel', async () => {
    const c = await k.createPrivate(OWNER, KAM);
    const channel = (await k.call('GET', `${C}/internal-conversation?conversationExternalId=${c.externalId}`, KAM)).body
      .content;
    const other = await k.createPrivate(MEMBER, KAM);
    const list = async () =>
      (await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=MENTIONS&page=0`, ADMIN, {})).body.content;
    const before = await list();
    expect((await k.send(KAM, channel.externalId, `@[Ada Admin](${await k.idOf(ADMIN)}) here`)).status).toBe(200);
    expect((await k.send(OWNER, c.externalId, `@[Ada Admin](${await k.idOf(ADMIN)}) thanks`)).status).toBe(200);
    const after = await list();
    const ids = after.content.map((x: any) => x.externalId);
    expect(ids.filter((id: string) => id === c.externalId)).toEqual([c.externalId]);
    expect(ids).not.toContain(other.externalId);
    // The private chat of a pair is reused: an earlier test may have listed it already.
    const listed = before.content.some((x: any) => x.externalId === c.externalId);
    expect(after.page.totalElements).toBe(before.page.totalElements + (listed ? 0 : 1));
  });
});

describe('user suggestions', () => {
  it('leave out the present members of the conversation', async () => {
    const c = await k.createPrivate(OWNER, MULTI);
    const r = await k.call(
      'GET',
      `/api/atrium-user/chat/user-suggestions?tenantExternalId=${k.ACME}&conversationExternalId=${c.externalId}`,
      OWNER,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const emails = r.body.content.map((u: any) => u.email);
    expect(emails).toContain(MEMBER);
    expect(emails).not.toContain(MULTI);
  });
});
