import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { expectValidation, UNKNOWN } from '../chat/test-support.ts';
import { A, assistantKit, C, GLOBEX_OWNER, M, MEMBER, OWNER } from './test-support.ts';

const t = await useTestApp();
const k = await assistantKit(t);

describe('assistant conversations (spec 2 §7)', () => {
  it('POST / creates one per context; 400 naming the field for bad input; another tenant 403; no token 401', async () => {
    const c = await k.create(OWNER, { title: 'Runway questions' });
    expect(c).toMatchObject({
      title: 'Runway questions',
      conversationType: 'FUNDRAISING',
      isAssistant: true,
      contextEntityExternalId: null,
      hasChart: false,
      deletedAt: null,
      isOwner: true,
      membersCount: 1,
    });
    const untitled = await k.create(OWNER, { conversationType: 'DATA_ROOM' });
    expect(untitled.title).toBe('New conversation');

    expectValidation(
      await k.call('POST', A.create, OWNER, { tenant: k.ACME, conversationType: 'NOPE' }),
      'conversationType',
    );
    expectValidation(await k.call('POST', A.create, OWNER, { conversationType: 'FUNDRAISING' }), 'tenant');
    expectValidation(
      await k.call('POST', A.create, OWNER, { tenant: k.ACME, conversationType: 'VIRTUAL_DATA_ROOM' }),
      'contextEntityExternalId',
    );
    expectValidation(
      await k.call('POST', A.create, OWNER, { tenant: k.ACME, conversationType: 'FUNDRAISING', title: '   ' }),
      'title',
    );
    expect((await k.call('POST', A.create, OWNER, { tenant: k.GLOBEX, conversationType: 'FUNDRAISING' })).status).toBe(
      403,
    );
    expect((await k.call('POST', A.create, null, { tenant: k.ACME, conversationType: 'FUNDRAISING' })).status).toBe(
      401,
    );
  });

  it('lists by type (paged, with the reload size), all, archived and by query; only the caller’s, never in the inbox', async () => {
    const room = '11111111-1111-4111-8111-111111111111';
    const a = await k.create(MEMBER, {
      conversationType: 'VIRTUAL_DATA_ROOM',
      contextEntityExternalId: room,
      title: 'Room A',
    });
    const b = await k.create(MEMBER, {
      conversationType: 'VIRTUAL_DATA_ROOM',
      contextEntityExternalId: room,
      title: 'Room B',
    });
    await k.create(MEMBER, { conversationType: 'ACCOUNTING', title: 'Books' });
    await k.create(OWNER, { conversationType: 'VIRTUAL_DATA_ROOM', contextEntityExternalId: room, title: 'Not yours' });

    const typed = await k.call(
      'GET',
      `${A.typePaginated}?type=VIRTUAL_DATA_ROOM&tenantExternalId=${k.ACME}&contextEntityExternalId=${room}&page=0&size=1`,
      MEMBER,
    );
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.content.content.map((c: { title: string }) => c.title)).toEqual(['Room B']);
    expect(typed.body.content.page).toMatchObject({ number: 0, totalPages: 2, totalElements: 2 });
    const unpaged = await k.call('GET', `${A.type}?type=VIRTUAL_DATA_ROOM&tenantExternalId=${k.ACME}`, MEMBER);
    expect(unpaged.body.content.map((c: { title: string }) => c.title)).toEqual(['Room B', 'Room A']);
    expectValidation(
      await k.call('GET', `${A.typePaginated}?type=VIRTUAL_DATA_ROOM&tenantExternalId=${k.ACME}&size=100000`, MEMBER),
      'size',
    );

    const all = await k.call('GET', `${A.all}?tenantExternalId=${k.ACME}`, MEMBER);
    expect(all.body.content.map((c: { title: string }) => c.title)).toEqual(['Books', 'Room B', 'Room A']);

    // Archive toggles; the archived list holds it, the others do not.
    const arch = await k.call('PATCH', `${A.archiveConversation.replace(':id', a.externalId)}`, MEMBER);
    expect(arch.body.content.isArchived).toBe(true);
    const archived = await k.call('GET', `${A.archived}?tenantExternalId=${k.ACME}`, MEMBER);
    expect(archived.body.content.map((c: { externalId: string }) => c.externalId)).toEqual([a.externalId]);
    expect(
      (await k.call('GET', `${A.all}?tenantExternalId=${k.ACME}`, MEMBER)).body.content.map(
        (c: { title: string }) => c.title,
      ),
    ).toEqual(['Books', 'Room B']);
    const unarch = await k.call('PATCH', `${A.archiveConversation.replace(':id', a.externalId)}`, MEMBER);
    expect(unarch.body.content.isArchived).toBe(false);

    // Query: title or message text.
    await k.call('POST', `${M}/`, MEMBER, {
      conversationExternalId: b.externalId,
      message: 'what about pro-rata?',
      messageReceiverIsBot: false,
    });
    const q = await k.call('GET', `${A.query}?tenantExternalId=${k.ACME}&term=PRO-RATA`, MEMBER);
    expect(q.body.content.map((c: { externalId: string }) => c.externalId)).toEqual([b.externalId]);
    expect((await k.call('GET', `${A.query}?tenantExternalId=${k.ACME}&term=Books`, MEMBER)).body.content).toHaveLength(
      1,
    );

    // The inbox never shows assistant conversations (client list, activity, unread count).
    const inbox = await k.call('POST', `${C}/chat/private?tenantExternalId=${k.ACME}&page=0`, MEMBER, {});
    expect(
      inbox.body.content.content.some((c: { externalId: string }) =>
        [a.externalId, b.externalId].includes(c.externalId),
      ),
    ).toBe(false);
    const me = await k.idOf(MEMBER);
    const activity = await k.call('GET', `${C}/inbox-activity?userExternalId=${me}`, MEMBER);
    expect(activity.body.content.content.some((c: { externalId: string }) => c.externalId === b.externalId)).toBe(
      false,
    );
  });

  it('enrich, rename, members, messages, search and typing work through the chat calls; walls hold', async () => {
    const c = await k.create(OWNER, { title: 'Shared' });
    const id = c.externalId;
    const enriched = await k.call('GET', `${A.enrichConversation}?conversationExternalId=${id}`, OWNER);
    expect(enriched.body.content).toMatchObject({
      externalId: id,
      isAssistant: true,
      members: [expect.objectContaining({ isOwner: true })],
    });

    const rename = await k.call('PATCH', `${C}/rename-conversation`, OWNER, {
      conversationExternalId: id,
      newTitle: 'Renamed',
    });
    expect(rename.body.content).toEqual({ title: 'Renamed' });

    const manage = await k.call('POST', `${C}/manage-users`, OWNER, {
      conversationExternalId: id,
      usersToAdd: [await k.idOf(MEMBER)],
      usersToRemove: [],
    });
    expect(manage.status, JSON.stringify(manage.body)).toBe(200);
    expect(manage.body.content.members).toHaveLength(2);
    // Now the member reads it, and posts to people.
    const sent = await k.call('POST', `${M}/`, MEMBER, {
      conversationExternalId: id,
      message: 'hello team',
      messageReceiverIsBot: false,
    });
    expect(sent.body.content).toMatchObject({
      isBotMessage: false,
      messageReceiverIsBot: false,
      isIncomplete: false,
      metadata: null,
    });
    expect(JSON.parse(sent.body.content.message)).toEqual({ type: 'STRING', content: 'hello team' });
    const page = await k.messages(OWNER, id);
    expect(page.content.map((m: { message: string | null }) => m.message && JSON.parse(m.message).content)).toContain(
      'hello team',
    );
    const found = await k.call('POST', `${M}/search?conversationId=${id}&query=hello`, OWNER);
    expect(found.body.content).toHaveLength(1);
    expect((await k.call('POST', `${M}/user-typing?conversationExternalId=${id}&isTyping=true`, MEMBER)).status).toBe(
      200,
    );
    // The inbox's unread badge does not count assistant conversations.
    expect((await k.call('GET', `${C}/count-chat-unread`, OWNER)).body.content.count).toBe(0);

    // Hidden context: the bot's alone.
    const hidden = await k.call('POST', A.hidden, OWNER, { conversationExternalId: id, message: 'Selected: row 3' });
    expect(hidden.body.content).toEqual({ sent: true });
    expect((await k.messages(OWNER, id)).content.some((m: { message: string }) => m.message?.includes('row 3'))).toBe(
      false,
    );
    expectValidation(await k.call('POST', A.hidden, OWNER, { conversationExternalId: id, message: '' }), 'message');

    // Walls: another tenant's member, an unknown id, an outsider of the same tenant → 404; the inbox-only calls 404.
    for (const [as, url] of [
      [GLOBEX_OWNER, `${A.enrichConversation}?conversationExternalId=${id}`],
      [OWNER, `${A.enrichConversation}?conversationExternalId=${UNKNOWN}`],
      [OWNER, `${C}/internal-conversation?conversationExternalId=${id}`],
      [GLOBEX_OWNER, `${M}/conversation?conversationExternalId=${id}&page=0`],
    ] as const)
      expect((await k.call('GET', url, as)).status, url).toBe(404);
    expect((await k.call('PATCH', A.archiveConversation.replace(':id', id), GLOBEX_OWNER)).status).toBe(404);
    expect((await k.call('DELETE', A.deleteConversation.replace(':id', id), GLOBEX_OWNER)).status).toBe(404);
    expect((await k.call('POST', A.hidden, GLOBEX_OWNER, { conversationExternalId: id, message: 'x' })).status).toBe(
      404,
    );
    expect((await k.call('POST', A.stop, GLOBEX_OWNER, { conversationExternalId: id })).status).toBe(404);
    expect((await k.call('GET', `${A.enrichConversation}?conversationExternalId=${id}`, null)).status).toBe(401);
    expectValidation(
      await k.call('GET', `${A.enrichConversation}?conversationExternalId=nope`, OWNER),
      'conversationExternalId',
    );
  });

  it('delete hides it at once; undo within the window restores it; after the window it is gone', async () => {
    const c = await k.create(OWNER, { title: 'To delete' });
    const del = await k.call('DELETE', A.deleteConversation.replace(':id', c.externalId), OWNER);
    expect(del.status).toBe(200);
    expect((await k.call('GET', `${A.enrichConversation}?conversationExternalId=${c.externalId}`, OWNER)).status).toBe(
      404,
    );
    expect(
      (await k.call('GET', `${A.all}?tenantExternalId=${k.ACME}`, OWNER)).body.content.some(
        (x: { externalId: string }) => x.externalId === c.externalId,
      ),
    ).toBe(false);
    // Another tenant cannot undo it.
    expect((await k.call('PATCH', A.undoDeleteConversation.replace(':id', c.externalId), GLOBEX_OWNER)).status).toBe(
      404,
    );
    const undo = await k.call('PATCH', A.undoDeleteConversation.replace(':id', c.externalId), OWNER);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body.content).toMatchObject({ externalId: c.externalId, deletedAt: null, title: 'To delete' });

    // Deleted again, and the window passes (the deletion is dated back beyond it): the conversation is gone for good.
    await k.call('DELETE', A.deleteConversation.replace(':id', c.externalId), OWNER);
    await t.database.raw.query(
      `update chat_conversations set deleted_at = now() - interval '1 minute' where external_id = $1`,
      [c.externalId],
    );
    expect((await k.call('PATCH', A.undoDeleteConversation.replace(':id', c.externalId), OWNER)).status).toBe(404);
    const left = await t.database.raw.query('select 1 from chat_conversations where external_id = $1', [c.externalId]);
    expect(left.rows).toHaveLength(0);
  });

  it('addToConversation adds content to a named or a new conversation, and refuses another tenant’s', async () => {
    const owner = (await k.user(OWNER)).id;
    const acme = (await t.services.tenancy.tenantByExternalId(k.ACME))!.id;
    const globex = (await t.services.tenancy.tenantByExternalId(k.GLOBEX))!.id;
    const chart = {
      type: 'CHART' as const,
      content: { chartId: 'cash', title: 'Cash', unit: 'USD' as const, points: [{ label: 'Jan', value: 1 }] },
    };
    const fresh = await t.services.assistant.addToConversation({
      tenantId: acme,
      userId: owner,
      conversationType: 'ACCOUNTING',
      contextEntityExternalId: null,
      title: 'Cash chart',
      content: chart,
    });
    expect(fresh).toMatchObject({
      title: 'Cash chart',
      conversationType: 'ACCOUNTING',
      hasChart: true,
      isAssistant: true,
    });
    const again = await t.services.assistant.addToConversation({
      tenantId: acme,
      userId: owner,
      conversationExternalId: fresh.externalId,
      conversationType: 'ACCOUNTING',
      contextEntityExternalId: null,
      title: 'ignored',
      content: { type: 'STRING', content: 'and this' },
    });
    expect(again.externalId).toBe(fresh.externalId);
    const msgs = (await k.messages(OWNER, fresh.externalId)).content;
    expect(msgs.map((m: { message: string }) => JSON.parse(m.message).type)).toEqual(['CHART', 'STRING']);
    await expect(
      t.services.assistant.addToConversation({
        tenantId: globex,
        userId: owner,
        conversationExternalId: fresh.externalId,
        conversationType: 'ACCOUNTING',
        contextEntityExternalId: null,
        title: 'x',
        content: { type: 'STRING', content: 'x' },
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the assistant user: read and mark for oneself only; save-options keeps the archive hint', async () => {
    const me = await k.idOf(OWNER);
    const other = await k.idOf(MEMBER);
    const before = await k.call('GET', A.assistantUser.replace(':id', me), OWNER);
    expect(before.body.content).toMatchObject({
      hasBeenInMultiuserChat: false,
      hideArchiveHint: false,
      user: { externalId: me },
    });
    const marked = await k.call('POST', A.markInMultiuserChat.replace(':id', me), OWNER);
    expect(marked.body.content.hasBeenInMultiuserChat).toBe(true);
    await k.call('POST', `/api/atrium-user/${me}/save-options`, OWNER, { hideArchiveHint: true });
    expect((await k.call('GET', A.assistantUser.replace(':id', me), OWNER)).body.content.hideArchiveHint).toBe(true);
    expect((await k.call('GET', A.assistantUser.replace(':id', other), OWNER)).status).toBe(403);
    expect((await k.call('POST', A.markInMultiuserChat.replace(':id', other), OWNER)).status).toBe(403);
    expectValidation(await k.call('GET', A.assistantUser.replace(':id', 'nope'), OWNER), 'id');
    expect((await k.call('GET', A.assistantUser.replace(':id', me), null)).status).toBe(401);
  });
});
