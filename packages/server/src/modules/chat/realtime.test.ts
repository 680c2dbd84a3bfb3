import { afterAll, describe, expect, it } from 'vitest';
import { channel, WS_TOKEN_PROTOCOL } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { openWs, type WsClient } from '../../../test/cluster/ws-client.ts';
import { C, chatKit, KAM, M, MEMBER, OWNER } from './test-support.ts';

const t = await useTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const WS_URL = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
const k = await chatKit(t);

const open: WsClient[] = [];
afterAll(() => open.forEach((c) => c.close()));
/** A browser tab of this user, subscribed to their own user channel. */
async function tab(email: string) {
  const c = await openWs(WS_URL, { protocols: [WS_TOKEN_PROTOCOL, await t.tokenFor(email)] });
  open.push(c);
  const ch = channel('user', await k.idOf(email));
  c.send({ type: 'SUBSCRIBE', content: { channel: ch } });
  await c.waitFor((f) => f.type === 'SUBSCRIBED' && f.content.channel === ch);
  return c;
}
const events = (c: WsClient, type: string) =>
  c.frames.filter((f) => f.type === 'EVENT' && f.content.event.type === type).map((f) => f.content.event.content);

describe('chat events over /ws', () => {
  it('NEW_MESSAGE reaches each member’s tabs (the sender’s other tab too); CONVERSATION_READ the reader’s tabs', async () => {
    const conv = await k.createPrivate(MEMBER, KAM);
    const [sender1, sender2, kam, owner] = [await tab(MEMBER), await tab(MEMBER), await tab(KAM), await tab(OWNER)];
    const sent = await k.send(MEMBER, conv.externalId, 'over the wire');
    const id = sent.body.content.externalId;
    for (const c of [sender1, sender2, kam])
      await c.waitFor(
        (f) =>
          f.type === 'EVENT' &&
          f.content.event.type === 'NEW_MESSAGE' &&
          f.content.event.content.message.externalId === id,
      );
    expect(events(kam, 'NEW_MESSAGE').filter((e) => e.message.externalId === id)).toHaveLength(1);
    expect(events(kam, 'NEW_MESSAGE').find((e) => e.message.externalId === id)).toMatchObject({
      unreadMessagesCount: 1,
      senderName: 'Max Acme',
      currentThreadStatus: 'OPEN',
    });

    await k.call('PATCH', `${C}/read/${conv.externalId}`, KAM);
    await kam.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'CONVERSATION_READ');
    expect(events(kam, 'CONVERSATION_READ')).toEqual([
      { conversationExternalId: conv.externalId, unreadMessagesCount: 0, unreadChatCount: 0 },
    ]);

    await k.call('POST', `${M}/user-typing?conversationExternalId=${conv.externalId}&isTyping=true`, KAM);
    await sender1.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'USER_TYPING');
    // Nobody outside the conversation heard anything.
    expect(owner.frames.filter((f) => f.type === 'EVENT')).toEqual([]);
  });
});
