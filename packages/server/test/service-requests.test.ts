import { describe, expect, it } from 'vitest';
import { API, apiPath, CHAT_MESSAGES, SERVICE_REQUEST_MESSAGES } from '@atrium/contract';
import { useTestApp } from './harness.ts';
import {
  chatKit,
  expectValidation,
  GLOBEX_OWNER,
  KAM,
  MEMBER,
  OWNER,
  STAFF,
} from '../src/modules/chat/test-support.ts';

const t = await useTestApp();
const k = await chatKit(t);
const R = API.serviceRequests.root;

const texts = async (as: string, conversationExternalId: string) =>
  ((await k.messages(as, conversationExternalId)).content as { message: string | null }[])
    .map((m) => m.message)
    .filter(Boolean);

describe('POST /api/service-requests', () => {
  it('opens the chat with the KAM carrying the request; a second request reuses the chat', async () => {
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const r = await k.call('POST', R, OWNER, { serviceCode: 'DELAWARE_INCORPORATION', note: 'Before March, please' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content.serviceCode).toBe('DELAWARE_INCORPORATION');
    const conv = r.body.content.conversationExternalId;
    // The KAM sees the request in the chat, with the note.
    const seen = await texts(KAM, conv);
    expect(seen.some((m) => m!.includes('Delaware incorporation (DELAWARE_INCORPORATION)'))).toBe(true);
    expect(seen.some((m) => m!.includes('Before March, please'))).toBe(true);
    // The chat is the one 'contact your KAM' opens.
    const withKam = await k.call('GET', `${API.chatConversation.withKam}`, OWNER);
    expect(withKam.body.content.externalId).toBe(conv);

    const again = await k.call('POST', R, OWNER, { serviceCode: 'FRACTIONAL_CFO' });
    expect(again.body.content.conversationExternalId).toBe(conv);
    expect((await texts(KAM, conv)).filter((m) => m!.startsWith('I would like to ask for this service'))).toHaveLength(
      2,
    );
  });

  it('writes the request in the language of the customer', async () => {
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const me = await k.idOf(MEMBER);
    expect((await k.call('PATCH', `${apiPath(API.user.language, { id: me })}?locale=es`, MEMBER)).status).toBe(200);
    const r = await k.call('POST', R, MEMBER, { serviceCode: 'ELECTION_83B' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const seen = await texts(KAM, r.body.content.conversationExternalId);
    expect(seen).toContain('Me gustaría solicitar este servicio: Elección 83(b) (ELECTION_83B).');
  });

  it('answers 400 naming serviceCode for an unknown, hidden or missing code, and for a long note', async () => {
    await k.assignExpert(k.ACME, KAM, 'KAM');
    for (const serviceCode of ['NOPE', 'TEXAS_INCORPORATION', 'TAX_ITIN_RENEWAL', '', 42]) {
      const r = await k.call('POST', R, OWNER, { serviceCode });
      expectValidation(r, 'serviceCode');
    }
    const hidden = await k.call('POST', R, OWNER, { serviceCode: 'WYOMING_INCORPORATION' });
    expect(hidden.body.message).toContain(SERVICE_REQUEST_MESSAGES.unknownService);
    expectValidation(await k.call('POST', R, OWNER, {}), 'serviceCode');
    expectValidation(await k.call('POST', R, OWNER, { serviceCode: 'TAX_FBAR', note: 'x'.repeat(1001) }), 'note');
  });

  it('keeps tenants apart: another tenant header is refused, and Globex asks its own KAM', async () => {
    await k.assignExpert(k.ACME, KAM, 'KAM');
    const foreign = await k.call('POST', R, GLOBEX_OWNER, { serviceCode: 'TAX_FBAR' }, k.ACME);
    expect(foreign.status).toBe(403);

    await k.clearExperts(k.GLOBEX);
    const noKam = await k.call('POST', R, GLOBEX_OWNER, { serviceCode: 'TAX_FBAR' });
    expect(noKam.status).toBe(404);
    expect(noKam.body.message).toBe(CHAT_MESSAGES.noKam);

    await k.assignExpert(k.GLOBEX, STAFF, 'KAM');
    const ok = await k.call('POST', R, GLOBEX_OWNER, { serviceCode: 'TAX_FBAR' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const conv = (
      await k.call(
        'GET',
        `${API.chatConversation.conversation}?conversationExternalId=${ok.body.content.conversationExternalId}`,
        GLOBEX_OWNER,
      )
    ).body.content;
    expect(conv.members.map((m: { email: string }) => m.email).sort()).toEqual([GLOBEX_OWNER, STAFF].sort()); // not Acme's KAM
  });

  it('needs a signed-in user with a company', async () => {
    expect((await k.call('POST', R, null, { serviceCode: 'TAX_FBAR' })).status).toBe(401);
    const staff = await k.call('POST', R, STAFF, { serviceCode: 'TAX_FBAR' });
    expect(staff.status).toBe(404);
  });
});
