import { afterAll, describe, expect, it } from 'vitest';
import { ASSISTANT_LIMITS, channel, WS_TOKEN_PROTOCOL } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { openWs, type WsClient } from '../../../test/cluster/ws-client.ts';
import { expectValidation } from '../chat/test-support.ts';
import {
  A,
  assistantKit,
  C,
  contractTool,
  gatedTool,
  GLOBEX_OWNER,
  M,
  MEMBER,
  OWNER,
  slowTool,
} from './test-support.ts';
import { MULTI } from '../chat/test-support.ts';

const t = await useTestApp({}, { seedFunders: true });
const k = await assistantKit(t);
t.services.assistant.registerTool(contractTool());
let slowStarted: () => void = () => {};
t.services.assistant.registerTool(slowTool(() => slowStarted()));
const gated = gatedTool();
t.services.assistant.registerTool(gated);

const sockets: WsClient[] = [];
afterAll(() => sockets.forEach((s) => s.close()));
async function tab(email: string) {
  const c = await openWs(`${k.base.replace('http', 'ws')}/ws`, {
    protocols: [WS_TOKEN_PROTOCOL, await t.tokenFor(email)],
  });
  sockets.push(c);
  const ch = channel('user', await k.idOf(email));
  c.send({ type: 'SUBSCRIBE', content: { channel: ch } });
  await c.waitFor((f) => f.type === 'SUBSCRIBED' && f.content.channel === ch);
  return c;
}
const botEvents = (c: WsClient) =>
  c.frames
    .filter((f) => f.type === 'EVENT' && String(f.content.event.type).startsWith('BOT_'))
    .map((f) => f.content.event);

describe('a run over HTTP (POST stream, NDJSON)', () => {
  it('streams START, CHUNKs, METADATA and END; the answer is saved whole with its citations', async () => {
    const c = await k.create(OWNER);
    const r = await k.stream(OWNER, c.externalId, 'What does the contract with Orion say about pro-rata?');
    expect(r.status).toBe(200);
    expect(r.type).toContain('application/x-ndjson');
    const types = r.events.map((e) => e.type);
    expect(types[0]).toBe('BOT_MESSAGE_START');
    expect(types.filter((x) => x === 'BOT_MESSAGE_CHUNK').length).toBeGreaterThan(1);
    expect(types.slice(-2)).toEqual(['BOT_MESSAGE_METADATA', 'BOT_MESSAGE_END']);
    const chunks = r.events.flatMap((e) => (e.type === 'BOT_MESSAGE_CHUNK' ? [e.content.chunk] : [])).join('');
    expect(chunks).toContain('pro-rata rights');
    const end = r.events.at(-1)!;
    if (end.type !== 'BOT_MESSAGE_END') throw new Error('no END');
    expect(end.content.message).toMatchObject({
      isBotMessage: true,
      isIncomplete: false,
      errorText: null,
      metadata: { tool: 'DOCUMENT_QA', documents: [{ name: 'Orion SAFE.pdf', documentId: 'doc-1' }] },
    });
    expect(JSON.parse(end.content.message.message!)).toEqual({ type: 'MARKDOWN', content: chunks });
    const saved = (await k.messages(OWNER, c.externalId)).content;
    expect(
      saved.map((m: { isBotMessage: boolean; messageReceiverIsBot: boolean }) => [
        m.isBotMessage,
        m.messageReceiverIsBot,
      ]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('without a matching tool says plainly what it can do', async () => {
    const c = await k.create(OWNER);
    const r = await k.stream(OWNER, c.externalId, 'Tell me a joke');
    const end = r.events.at(-1)!;
    expect(end.type).toBe('BOT_MESSAGE_END');
    const text = r.events.flatMap((e) => (e.type === 'BOT_MESSAGE_CHUNK' ? [e.content.chunk] : [])).join('');
    expect(text).toContain("I can't answer that");
    expect(text).toContain('Answers questions about the contracts of the data room.');
  });

  it('refusals answer the envelope: bad body 400, another tenant 404, empty message 400, no token 401', async () => {
    const c = await k.create(OWNER);
    const bad = await k.call('POST', A.stream, OWNER, {
      conversationExternalId: c.externalId,
      message: 'x',
      messageReceiverIsBot: false,
    });
    expectValidation(bad, 'messageReceiverIsBot');
    expect((await k.stream(GLOBEX_OWNER, c.externalId, 'contract?')).status).toBe(404);
    expect((await k.stream(OWNER, c.externalId, '   ')).status).toBe(400);
    expect(
      (
        await k.call('POST', A.stream, null, {
          conversationExternalId: c.externalId,
          message: 'x',
          messageReceiverIsBot: true,
        })
      ).status,
    ).toBe(401);
  });

  it('a malformed tool call ends in BOT_ERROR with a readable text; the message is saved incomplete with its error', async () => {
    t.services.assistant.registerTool({
      ...contractTool(),
      name: 'test_broken',
      match: (q) => ({ score: /broken/i.test(q) ? 1 : 0, args: { query: 42 } }),
    });
    const c = await k.create(OWNER);
    const r = await k.stream(OWNER, c.externalId, 'the broken one');
    const last = r.events.at(-1)!;
    expect(last.type).toBe('BOT_ERROR');
    if (last.type === 'BOT_ERROR')
      expect(last.content.error).toBe('The assistant could not answer: query must be a string');
    const bot = (await k.messages(OWNER, c.externalId)).content.find((m: { isBotMessage: boolean }) => m.isBotMessage);
    expect(bot).toMatchObject({
      isIncomplete: true,
      errorText: 'The assistant could not answer: query must be a string',
    });
  });
});

describe('a run over realtime, Stop and the rate limit', () => {
  it('every member sees the stream live, members added with manage-users included; outsiders hear nothing', async () => {
    const c = await k.create(OWNER);
    await k.call('POST', `${C}/manage-users`, OWNER, {
      conversationExternalId: c.externalId,
      usersToAdd: [await k.idOf(MEMBER)],
      usersToRemove: [],
    });
    const [member, outsider] = [await tab(MEMBER), await tab(GLOBEX_OWNER)];
    // A message to the bot through POST message: the answer goes over realtime only.
    const sent = await k.call('POST', `${M}/`, OWNER, {
      conversationExternalId: c.externalId,
      message: 'Which contract grants pro-rata?',
      messageReceiverIsBot: true,
    });
    expect(sent.body.content.messageReceiverIsBot).toBe(true);
    await member.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_END');
    const seen = botEvents(member).map((e) => e.type);
    expect(seen[0]).toBe('BOT_MESSAGE_START');
    expect(seen).toContain('BOT_MESSAGE_CHUNK');
    expect(seen.slice(-2)).toEqual(['BOT_MESSAGE_METADATA', 'BOT_MESSAGE_END']);
    expect(botEvents(outsider)).toEqual([]);
  });

  it('Stop aborts the run on the server: the message is kept incomplete, without an error, and END closes it', async () => {
    const c = await k.create(OWNER);
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const pending = k.stream(OWNER, c.externalId, 'do it slowly');
    await started;
    const stop = await k.call('POST', A.stop, OWNER, { conversationExternalId: c.externalId });
    expect(stop.body.content).toEqual({ stopped: true });
    const r = await pending;
    const last = r.events.at(-1)!;
    expect(last.type).toBe('BOT_MESSAGE_END');
    if (last.type === 'BOT_MESSAGE_END')
      expect(last.content.message).toMatchObject({ isIncomplete: true, errorText: null });
    expect((await k.call('POST', A.stop, OWNER, { conversationExternalId: c.externalId })).body.content).toEqual({
      stopped: false,
    });
    expectValidation(await k.call('POST', A.stop, OWNER, {}), 'conversationExternalId');
  });

  it('the HTTP client going away aborts the run', async () => {
    const c = await k.create(OWNER);
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const ac = new AbortController();
    const pending = k.stream(OWNER, c.externalId, 'do it slowly', ac.signal).catch(() => null);
    await started;
    ac.abort();
    await pending;
    // The run ends on the server: the incomplete message is written.
    for (let i = 0; i < 200; i++) {
      const bot = (await k.messages(OWNER, c.externalId)).content.find(
        (m: { isBotMessage: boolean }) => m.isBotMessage,
      );
      if (bot) {
        expect(bot).toMatchObject({ isIncomplete: true, errorText: null });
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the run did not end');
  });

  it('help-me-write posts the bot’s e-mail to a funder; an unknown funder 404', async () => {
    const funder = (
      await t.database.raw.query<{ external_id: string; name: string }>('select external_id, name from funders limit 1')
    ).rows[0];
    const c = await k.create(MEMBER);
    const r = await k.call('POST', A.helpMeWrite, MEMBER, {
      chatMessage: { conversationExternalId: c.externalId },
      funderDTO: { externalId: funder.external_id },
      helpMeWriteType: 'APPROACH_EMAIL',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const body = JSON.parse(r.body.content.message).content as string;
    expect(body).toContain(funder.name);
    expect(body).toContain('Acme Inc.');
    expect(r.body.content.isBotMessage).toBe(true);
    const follow = await k.call('POST', A.helpMeWrite, MEMBER, {
      chatMessage: { conversationExternalId: c.externalId, message: 'we met at the demo day' },
      funderDTO: { externalId: funder.external_id },
      helpMeWriteType: 'FOLLOW_UP_EMAIL',
    });
    expect(JSON.parse(follow.body.content.message).content).toContain('Following up');
    expect(
      (
        await k.call('POST', A.helpMeWrite, MEMBER, {
          chatMessage: { conversationExternalId: c.externalId },
          funderDTO: { externalId: '00000000-0000-4000-8000-000000000000' },
          helpMeWriteType: 'APPROACH_EMAIL',
        })
      ).status,
    ).toBe(404);
    expectValidation(
      await k.call('POST', A.helpMeWrite, MEMBER, {
        chatMessage: { conversationExternalId: c.externalId },
        funderDTO: { externalId: funder.external_id },
        helpMeWriteType: 'POEM',
      }),
      'helpMeWriteType',
    );
  });

  it(`refuses more than ${ASSISTANT_LIMITS.botMessagesPerMinute} bot messages a minute: 429 in the envelope`, async () => {
    const c = await k.create(GLOBEX_OWNER);
    for (let i = 0; i < ASSISTANT_LIMITS.botMessagesPerMinute; i++) {
      const r = await k.stream(GLOBEX_OWNER, c.externalId, 'Tell me a joke');
      expect(r.status).toBe(200);
    }
    const over = await k.stream(GLOBEX_OWNER, c.externalId, 'one more');
    expect(over.status).toBe(429);
    expect(over.envelope).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    // Messages to people are not limited.
    const people = await k.call('POST', `${M}/`, GLOBEX_OWNER, {
      conversationExternalId: c.externalId,
      message: 'note',
      messageReceiverIsBot: false,
    });
    expect(people.status).toBe(200);
  });

  it('a member added while the bot answers hears the rest of the answer live', async () => {
    gated.reset();
    const c = await k.create(OWNER);
    const member = await tab(MEMBER);
    const pending = k.stream(OWNER, c.externalId, 'the gated one');
    await gated.started;
    const added = await k.call('POST', `${C}/manage-users`, OWNER, {
      conversationExternalId: c.externalId,
      usersToAdd: [await k.idOf(MEMBER)],
      usersToRemove: [],
    });
    expect(added.status).toBe(200);
    // The newcomer is told an answer is under way, with the text so far (none yet: the tool is still working).
    await member.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_START');
    gated.open();
    expect((await pending).events.at(-1)!.type).toBe('BOT_MESSAGE_END');
    await member.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_END');
    const seen = botEvents(member);
    expect(seen[0]).toMatchObject({ type: 'BOT_MESSAGE_START', content: { text: '' } });
    const text = seen.flatMap((e) => (e.type === 'BOT_MESSAGE_CHUNK' ? [e.content.chunk] : [])).join('');
    expect(text).toBe('The gate opened and the whole answer follows in several chunks of text.');
  });

  it('a member who reopens the conversation mid-answer (a reload) is sent the answer so far, then hears the rest', async () => {
    gated.reset();
    const c = await k.create(OWNER);
    const pending = k.stream(OWNER, c.externalId, 'the gated one');
    await gated.started;
    // The reloaded page's socket: it was not there when the answer started.
    const reloaded = await tab(OWNER);
    const r = await k.call('POST', A.catchUp, OWNER, { conversationExternalId: c.externalId });
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({ requested: true });
    await reloaded.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_START');
    gated.open();
    const end = (await pending).events.at(-1)!;
    expect(end.type).toBe('BOT_MESSAGE_END');
    await reloaded.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_END');
    const seen = botEvents(reloaded);
    expect(seen[0]).toMatchObject({
      type: 'BOT_MESSAGE_START',
      content: { conversationExternalId: c.externalId, messageExternalId: end.content.messageExternalId, text: '' },
    });
    const text = seen.flatMap((e) => (e.type === 'BOT_MESSAGE_CHUNK' ? [e.content.chunk] : [])).join('');
    expect(text).toBe('The gate opened and the whole answer follows in several chunks of text.');
  });

  it('catch-up with no answer running sends nothing; another tenant gets 404; a bad body names the field', async () => {
    const c = await k.create(OWNER);
    const reopened = await tab(OWNER);
    const r = await k.call('POST', A.catchUp, OWNER, { conversationExternalId: c.externalId });
    expect(r.body.content).toEqual({ requested: true });
    await reopened.expectNone((f) => f.type === 'EVENT' && String(f.content.event.type).startsWith('BOT_'), 300);
    const other = await k.call('POST', A.catchUp, GLOBEX_OWNER, { conversationExternalId: c.externalId });
    expect(other.status).toBe(404);
    expectValidation(
      await k.call('POST', A.catchUp, OWNER, { conversationExternalId: 'nope' }),
      'conversationExternalId',
    );
  });

  it('a member removed while the bot answers hears no more of it', async () => {
    gated.reset();
    const c = await k.create(OWNER);
    const manage = (usersToAdd: string[], usersToRemove: string[]) =>
      k.call('POST', `${C}/manage-users`, OWNER, { conversationExternalId: c.externalId, usersToAdd, usersToRemove });
    const memberId = await k.idOf(MEMBER);
    // Three members: a member can be removed only from a conversation of more than two (spec 2 §5).
    expect((await manage([memberId, await k.idOf(MULTI)], [])).status).toBe(200);
    const member = await tab(MEMBER);
    const pending = k.stream(OWNER, c.externalId, 'the gated one');
    await gated.started;
    await member.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_START');
    expect((await manage([], [memberId])).status).toBe(200);
    gated.open();
    expect((await pending).events.at(-1)!.type).toBe('BOT_MESSAGE_END');
    await member.expectNone((f) => f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_END', 500);
    expect(botEvents(member).map((e) => e.type)).toEqual(['BOT_MESSAGE_START']);
  });
});

describe('questions while the bot answers', () => {
  /** A chat of the owner and a teammate, with the owner's slow question being answered. */
  async function ownerAnswersSlowlyWithMember() {
    const c = await k.create(OWNER);
    await k.call('POST', `${C}/manage-users`, OWNER, {
      conversationExternalId: c.externalId,
      usersToAdd: [await k.idOf(MEMBER)],
      usersToRemove: [],
    });
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const first = k.stream(OWNER, c.externalId, 'do it slowly');
    await started;
    return { c, first };
  }

  it('a second question waits its turn and is answered after the first, in order', async () => {
    const { c, first } = await ownerAnswersSlowlyWithMember();
    // The teammate asks meanwhile: accepted (not 409), answered once the first answer ends.
    const second = k.stream(MEMBER, c.externalId, 'What does the contract say?');
    await k.call('POST', A.stop, OWNER, { conversationExternalId: c.externalId });
    const [a, b] = await Promise.all([first, second]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const end = b.events.at(-1)!;
    expect(end.type).toBe('BOT_MESSAGE_END');
    if (end.type === 'BOT_MESSAGE_END') expect(end.content.message).toMatchObject({ isIncomplete: false });
    const saved = (await k.messages(OWNER, c.externalId)).content as {
      isBotMessage: boolean;
      isIncomplete: boolean;
      message: string;
    }[];
    const bots = saved.filter((m) => m.isBotMessage);
    expect(bots.map((m) => m.isIncomplete)).toEqual([true, false]);
    expect(bots[1].message).toContain('pro-rata');
  });

  it(`holds at most ${ASSISTANT_LIMITS.maxQueuedQuestions} waiting questions; one more answers 409`, async () => {
    const { c, first } = await ownerAnswersSlowlyWithMember();
    const ask = () =>
      k.call('POST', `${M}/`, MEMBER, {
        conversationExternalId: c.externalId,
        message: 'Tell me a joke',
        messageReceiverIsBot: true,
      });
    for (let i = 0; i < ASSISTANT_LIMITS.maxQueuedQuestions; i++) expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ success: false, errorCode: 'CONFLICT' });
    await k.call('POST', A.stop, OWNER, { conversationExternalId: c.externalId });
    await first;
    // Every waiting question is answered in turn.
    for (let i = 0; i < 400; i++) {
      const bots = (await k.messages(OWNER, c.externalId)).content.filter(
        (m: { isBotMessage: boolean }) => m.isBotMessage,
      );
      if (bots.length === ASSISTANT_LIMITS.maxQueuedQuestions + 1) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the waiting questions were not all answered');
  });
});
