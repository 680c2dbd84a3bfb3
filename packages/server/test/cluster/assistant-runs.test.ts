import { afterAll, describe, expect, it } from 'vitest';
import { API, channel, WS_TOKEN_PROTOCOL, type BotStreamEvent } from '@atrium/contract';
import { seedDemoData } from '../../src/seed/demo.ts';
import { gatedTool, slowTool } from '../../src/modules/assistant/test-support.ts';
import { busEnv, useTwoServers, type ClusterServer } from './cluster-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

/**
 * Stop reaches the answer wherever it runs: the answer streams from server A, the Stop is received by server B; B asks
 * over the realtime bus, A aborts its run and the message completes as stopped. Likewise a member added through B while
 * A answers hears the rest of the answer.
 */
for (const bus of ['postgres', 'redis'] as const) {
  describe(`assistant runs across two servers, REALTIME_BUS=${bus}`, () => {
    let a: ClusterServer;
    let b: ClusterServer;
    let token: string;
    let tenant: string;
    let started: () => void = () => {};
    const gated = gatedTool();
    const sockets: WsClient[] = [];

    useTwoServers(busEnv(bus), async (servers) => {
      ({ a, b } = servers);
      await seedDemoData(a.deps.database.db, a.deps.config, a.services, { funders: false });
      for (const s of [a, b]) s.services.assistant.registerTool(slowTool(() => started()));
      a.services.assistant.registerTool(gated);
      const owner = (await a.services.users.byEmail('owner@acme.example'))!;
      token = (await a.services.auth.tokens.issue(owner.id)).token;
      const acme = await a.deps.database.raw.query<{ external_id: string }>(
        "select external_id from tenants where name = 'Acme Inc.'",
      );
      tenant = acme.rows[0].external_id;
    });
    afterAll(() => sockets.forEach((s) => s.close()));

    const post = (server: ClusterServer, path: string, body: unknown, signal?: AbortSignal) =>
      fetch(`${server.httpUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenant, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });

    /** A socket on server B, signed in with the token and subscribed to the user's channel. */
    const listenOnB = async (bearer: string, userExternalId: string) => {
      const ws = await openWs(b.wsUrl, { protocols: [WS_TOKEN_PROTOCOL, bearer] });
      sockets.push(ws);
      const ch = channel('user', userExternalId);
      ws.send({ type: 'SUBSCRIBE', content: { channel: ch } });
      await ws.waitFor((f) => f.type === 'SUBSCRIBED' && f.content.channel === ch);
      return ws;
    };

    it('a Stop received by B ends the answer running on A, kept incomplete without an error', async () => {
      const created = await (await post(a, API.assistant.create, { tenant, conversationType: 'FUNDRAISING' })).json();
      const conversationExternalId = created.content.externalId as string;
      const running = new Promise<void>((resolve) => (started = resolve));
      const answer = post(a, API.assistant.stream, {
        conversationExternalId,
        message: 'do it slowly',
        messageReceiverIsBot: true,
      }).then((r) => r.text());
      await running;
      const stop = await (await post(b, API.assistant.stop, { conversationExternalId })).json();
      expect(stop.content).toEqual({ stopped: true });
      const events = (await answer)
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as BotStreamEvent);
      const last = events.at(-1)!;
      expect(last.type).toBe('BOT_MESSAGE_END');
      if (last.type === 'BOT_MESSAGE_END')
        expect(last.content.message).toMatchObject({ isIncomplete: true, errorText: null });
      // Nothing runs any more: B says so.
      expect((await (await post(b, API.assistant.stop, { conversationExternalId })).json()).content).toEqual({
        stopped: false,
      });
    });

    it('a reader reopening the chat on B while A answers is sent the answer so far by A', async () => {
      const created = await (await post(a, API.assistant.create, { tenant, conversationType: 'FUNDRAISING' })).json();
      const conversationExternalId = created.content.externalId as string;
      const owner = (await a.services.users.byEmail('owner@acme.example'))!;
      const answer = post(a, API.assistant.stream, {
        conversationExternalId,
        message: 'the gated one',
        messageReceiverIsBot: true,
      }).then((r) => r.text());
      await gated.started;
      const ws = await listenOnB(token, owner.externalId);
      expect((await post(b, API.assistant.catchUp, { conversationExternalId })).status).toBe(200);
      const start = await ws.waitFor((f) => f.type === 'EVENT' && f.content.event.type === 'BOT_MESSAGE_START');
      expect(start.content.event.content).toMatchObject({ conversationExternalId, text: '' });
      gated.open();
      await answer;
      gated.reset();
    });

    it('a member added through B while A answers hears the rest of the answer', async () => {
      const created = await (await post(a, API.assistant.create, { tenant, conversationType: 'FUNDRAISING' })).json();
      const conversationExternalId = created.content.externalId as string;
      const member = (await a.services.users.byEmail('member@acme.example'))!;
      const ws = await listenOnB((await a.services.auth.tokens.issue(member.id)).token, member.externalId);
      const answer = post(a, API.assistant.stream, {
        conversationExternalId,
        message: 'the gated one',
        messageReceiverIsBot: true,
      }).then((r) => r.text());
      await gated.started;
      const added = await post(b, API.chatConversation.manageUsers, {
        conversationExternalId,
        usersToAdd: [member.externalId],
        usersToRemove: [],
      });
      expect(added.status).toBe(200);
      const isBot = (f: { type: string; content: { event: { type: string } } }, type: string) =>
        f.type === 'EVENT' && f.content.event.type === type;
      await ws.waitFor((f) => isBot(f, 'BOT_MESSAGE_START'));
      gated.open();
      await answer;
      await ws.waitFor((f) => isBot(f, 'BOT_MESSAGE_END'));
      const text = ws.frames
        .filter((f) => isBot(f, 'BOT_MESSAGE_CHUNK'))
        .map((f) => f.content.event.content.chunk)
        .join('');
      expect(text).toBe('The gate opened and the whole answer follows in several chunks of text.');
      gated.reset();
    });
  });
}
