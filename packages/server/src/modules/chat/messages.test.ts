import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { C, chatKit, expectValidation, KAM, M, MEMBER, MULTI, OWNER, STAFF } from './test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);
await k.assignExpert(k.ACME, KAM, 'KAM');

const storedTexts = async (id: string) =>
  (
    await t.database.raw.query<{ text: string | null }>(
      'select m.text from chat_messages m join chat_conversations c on c.id = m.conversation_id where c.external_id = $1 order by m.id',
      [id],
    )
  ).rows.map((r) => r.text);

describe('POST message', () => {
  it('stores plain text: tags and script content never reach the database', async () => {
    const conv = await k.createPrivate(MEMBER, OWNER);
    const r = await k.send(
      MEMBER,
      conv.externalId,
      'Hi <script>alert(1)</script><b>bold</b> <img src=x onerror=alert(2)> a < b',
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.message).toBe('Hi bold  a < b');
    const texts = (await storedTexts(conv.externalId)).join('\n');
    expect(texts).not.toMatch(/<script|onerror|<img|<b>/i);
    const unterminated = await k.send(MEMBER, conv.externalId, 'x <img src=x onerror=alert(3)');
    expect(unterminated.body.content.message).toBe('x');
  });

  it('empty text (or only markup) answers 400 with the spec message', async () => {
    const conv = await k.createPrivate(MEMBER, OWNER);
    for (const message of ['', '   ', '<p></p>', null]) {
      const r = await k.call('POST', `${M}/`, MEMBER, { conversationExternalId: conv.externalId, message });
      expectValidation(r, 'message');
      expect(r.body.message).toBe(CHAT_MESSAGES.emptyMessage);
    }
    expectValidation(
      await k.call('POST', `${M}/`, MEMBER, { conversationExternalId: 'nope', message: 'x' }),
      'conversationExternalId',
    );
    expectValidation(
      await k.call('POST', `${M}/`, MEMBER, {
        conversationExternalId: conv.externalId,
        message: 'x'.repeat(CHAT_LIMITS.messageMaxChars + 1),
      }),
      'message',
    );
  });

  it('keeps mentions of members, drops mentions of non-members to plain text, counts mentions', async () => {
    const conv = await k.createGroup(MEMBER, [OWNER, MULTI], 'Mentions');
    const owner = await k.idOf(OWNER);
    const outsider = await k.idOf('member@globex.example');
    const r = await k.send(MEMBER, conv.externalId, `Hey @[Olivia Acme](${owner}) and @[Max Globex](${outsider})`);
    expect(r.body.content.message).toBe(`Hey @[Olivia Acme](${owner}) and @Max Globex`);
    const asOwner = (await k.call('GET', `${C}/conversation?conversationExternalId=${conv.externalId}`, OWNER)).body
      .content;
    expect(asOwner.mentionsCount).toBe(1);
    const asMulti = (await k.call('GET', `${C}/conversation?conversationExternalId=${conv.externalId}`, MULTI)).body
      .content;
    expect(asMulti.mentionsCount).toBe(0);
    const mentions = await k.call('POST', `${C}/chat/private?tenantExternalId=${k.ACME}`, OWNER, {
      activityFilter: 'MENTIONS_ONLY',
    });
    expect(mentions.body.content.content.map((c: any) => c.externalId)).toEqual([conv.externalId]);
  });

  it("a non-member staff may read a client conversation but gets 'You are not part of this conversation.' when posting", async () => {
    const conv = await k.createPrivate(MEMBER, OWNER);
    const read = await k.call('GET', `${C}/conversation?conversationExternalId=${conv.externalId}`, STAFF);
    expect(read.status).toBe(200);
    expect(read.body.content.readOnly).toBe(true);
    const r = await k.send(STAFF, conv.externalId, 'Hello');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(CHAT_MESSAGES.notPartOfConversation);
  });
});

describe('GET messages page', () => {
  it(`pages by ${CHAT_LIMITS.messagePageSize}: page 0 the newest, oldest → newest within a page`, async () => {
    const conv = await k.createPrivate(MULTI, OWNER);
    for (let i = 1; i <= CHAT_LIMITS.messagePageSize + 5; i++)
      await k.send(i % 2 ? MULTI : OWNER, conv.externalId, `m${i}`);
    const p0 = await k.messages(MULTI, conv.externalId, 0);
    expect(p0.page).toEqual({
      number: 0,
      size: CHAT_LIMITS.messagePageSize,
      totalElements: CHAT_LIMITS.messagePageSize + 6,
      totalPages: 2,
    });
    expect(p0.content.length).toBe(CHAT_LIMITS.messagePageSize);
    expect(p0.content.at(-1).message).toBe(`m${CHAT_LIMITS.messagePageSize + 5}`);
    expect(p0.content[0].message).toBe('m6');
    const p1 = await k.messages(MULTI, conv.externalId, 1);
    expect(p1.content.map((m: any) => m.message ?? m.messageFragments[0].type)).toEqual([
      'CHAT_BEGINNING',
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(p0.content[0].user).toMatchObject({ firstName: 'Olivia' });
  });
});

describe('POST search', () => {
  it('finds by keyword (literal, case-insensitive) and by day; an empty list when nothing matches', async () => {
    const conv = await k.createPrivate(MEMBER, OWNER);
    await k.send(MEMBER, conv.externalId, 'Quarterly REPORT ready');
    await k.send(OWNER, conv.externalId, '100% done_now');
    const q = (s: string) => k.call('POST', `${M}/search?conversationId=${conv.externalId}&${s}`, MEMBER);
    expect((await q('query=report')).body.content.map((m: any) => m.message)).toEqual(['Quarterly REPORT ready']);
    expect((await q('query=%25')).body.content.map((m: any) => m.message)).toEqual(['100% done_now']);
    expect((await q('query=zzz')).body.content).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await q(`date=${today}`)).body.content.length).toBeGreaterThanOrEqual(2);
    expect((await q('date=2001-01-01')).body.content).toEqual([]);
    expectValidation(await q('date=yesterday'), 'date');
    expectValidation(await k.call('POST', `${M}/search?conversationId=${conv.externalId}`, MEMBER), 'query');
  });
});

describe('POST user-typing', () => {
  it('publishes USER_TYPING to the other members only, stores nothing', async () => {
    const conv = await k.createGroup(MEMBER, [OWNER, MULTI], 'Typing');
    const rec = k.listen();
    const r = await k.call('POST', `${M}/user-typing?conversationExternalId=${conv.externalId}&isTyping=true`, MEMBER);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({ sent: true });
    const typing = rec.of('USER_TYPING');
    expect(typing.length).toBe(2);
    expect(await rec.to(MEMBER, 'USER_TYPING')).toEqual([]);
    expect((await rec.to(OWNER, 'USER_TYPING'))[0].event.content).toEqual({
      user: { externalId: await k.idOf(MEMBER), firstName: 'Max', lastName: 'Acme' },
      conversation: conv.externalId,
      timeToLive: CHAT_LIMITS.typingTimeToLiveMs,
    });
    const stop = k.listen();
    await k.call('POST', `${M}/user-typing?conversationExternalId=${conv.externalId}&isTyping=false`, MEMBER);
    expect(stop.of('USER_TYPING').map((e) => (e.event.content as { timeToLive: number }).timeToLive)).toEqual([0, 0]);
  });
});

describe('message pages: totals', () => {
  it('a new message changes the next full page’s total; the last page implies it', async () => {
    const conv = await k.createGroup(OWNER, [MEMBER, MULTI], 'Many messages');
    const size = CHAT_LIMITS.messagePageSize;
    for (let i = 0; i < size + 3; i++) expect((await k.send(OWNER, conv.externalId, `m ${i}`)).status).toBe(200);
    const first = await k.messages(OWNER, conv.externalId, 0);
    const total = first.page.totalElements as number;
    expect(first.content).toHaveLength(size);
    expect(total).toBeGreaterThan(size);
    expect((await k.messages(MEMBER, conv.externalId, 0)).page.totalElements).toBe(total);
    expect((await k.send(MEMBER, conv.externalId, 'one more')).status).toBe(200);
    const after = await k.messages(OWNER, conv.externalId, 0);
    expect(after.page).toMatchObject({ totalElements: total + 1, totalPages: Math.ceil((total + 1) / size) });
    expect((await k.messages(OWNER, conv.externalId, 1)).page.totalElements).toBe(total + 1);
  });
});
