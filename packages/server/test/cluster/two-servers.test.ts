import { afterAll, describe, expect, it } from 'vitest';
import { WS_TOKEN_PROTOCOL } from '@atrium/contract';
import { busEnv, useTwoServers, type ClusterServer } from './cluster-app.ts';
import { openWs, type WsClient } from './ws-client.ts';

/**
 * Scale-out: two servers (two pools, two buses, two Fastify instances) on one PostgreSQL database.
 * An event published through server A reaches a socket connected to server B, over the PostgreSQL
 * LISTEN/NOTIFY bus and over the Redis bus.
 */
for (const bus of ['postgres', 'redis'] as const) {
  describe(`two servers, REALTIME_BUS=${bus}`, () => {
    let a: ClusterServer;
    let b: ClusterServer;
    let token: string;
    const sockets: WsClient[] = [];

    useTwoServers(busEnv(bus), async (servers) => {
      ({ a, b } = servers);
      for (const s of [a, b]) s.deps.realtime.registerChannel('cluster', async () => true);
      // A user created through A, signed in: B resolves the same token from the shared database.
      const user = await a.services.users.create({
        email: 'cluster@example.com',
        firstName: 'Clu',
        lastName: 'Ster',
        passwordHash: null,
        emailVerified: true,
        roleNames: [],
      });
      token = (await a.services.auth.tokens.issue(user.id)).token;
    });
    afterAll(() => sockets.forEach((s) => s.close()));

    async function connect(server: ClusterServer, channel: string) {
      const c = await openWs(server.wsUrl, { protocols: [WS_TOKEN_PROTOCOL, token] });
      sockets.push(c);
      c.send({ type: 'SUBSCRIBE', content: { channel } });
      await c.waitFor((f) => f.type === 'SUBSCRIBED' && f.content.channel === channel);
      return c;
    }
    const eventsOn = (c: WsClient, channel: string) =>
      c.frames.filter((f) => f.type === 'EVENT' && f.content.channel === channel);

    it('uses the shared transport on both servers', async () => {
      expect(a.deps.realtime.bus.kind).toBe(bus);
      expect(b.deps.realtime.bus.kind).toBe(bus);
      const health = await (await fetch(`${b.httpUrl}/api/health`)).json();
      expect(health.content).toMatchObject({ status: 'ok', database: 'up', realtime: 'up' });
    });

    it('delivers an event published through A to a socket on B, and to A’s own socket exactly once', async () => {
      const channel = `/channel/cluster/${bus}-1`;
      const onB = await connect(b, channel);
      const onA = await connect(a, channel);
      const event = { type: 'NEW_MESSAGE', content: { text: 'from A', n: 1 } };
      await a.deps.realtime.publish(channel, event);
      expect(await onB.waitFor((f) => f.type === 'EVENT')).toEqual({ type: 'EVENT', content: { channel, event } });
      await onA.waitFor((f) => f.type === 'EVENT');
      await new Promise((r) => setTimeout(r, 200));
      expect(eventsOn(onA, channel)).toHaveLength(1);
      expect(eventsOn(onB, channel)).toHaveLength(1);
    });

    it('works the other way round and keeps the order of a burst', async () => {
      const channel = `/channel/cluster/${bus}-2`;
      const onA = await connect(a, channel);
      for (let i = 0; i < 20; i++)
        await b.deps.realtime.publish(channel, { type: 'BOT_MESSAGE_CHUNK', content: { i } });
      await onA.waitFor(() => eventsOn(onA, channel).length === 20);
      expect(eventsOn(onA, channel).map((f) => f.content.event.content.i)).toEqual([...Array(20).keys()]);
    });

    it('carries an event larger than the 8000-byte NOTIFY limit', async () => {
      const channel = `/channel/cluster/${bus}-3`;
      const onB = await connect(b, channel);
      const text = 'ünïcödé ✓ '.repeat(4000); // ~56 kB of UTF-8
      await a.deps.realtime.publish(channel, { type: 'BOT_MESSAGE_END', content: { text } });
      const f = await onB.waitFor((x) => x.type === 'EVENT');
      expect(f.content.event.content.text).toBe(text);
    });

    it('hands out a batch published through A as one event per channel on B, in one bus message', async () => {
      const channels = [0, 1, 2].map((i) => `/channel/cluster/${bus}-batch-${i}`);
      const sockets = await Promise.all(channels.map((ch) => connect(b, ch)));
      const published: unknown[] = [];
      const unsubscribe = b.deps.realtime.bus.subscribe((m) => published.push(m));
      await a.deps.realtime.publishMany(
        channels.map((ch, i) => ({ channel: ch, event: { type: 'NEW_MESSAGE', content: { for: i } } })),
      );
      for (const [i, s] of sockets.entries()) {
        const f = await s.waitFor((x) => x.type === 'EVENT');
        expect(f.content).toEqual({ channel: channels[i], event: { type: 'NEW_MESSAGE', content: { for: i } } });
      }
      await new Promise((r) => setTimeout(r, 200));
      unsubscribe();
      sockets.forEach((s, i) => expect(eventsOn(s, channels[i])).toHaveLength(1));
      expect(published).toHaveLength(3);
    });

    it('does not deliver to sockets on other channels', async () => {
      const onB = await connect(b, `/channel/cluster/${bus}-4`);
      await a.deps.realtime.publish(`/channel/cluster/${bus}-5`, { type: 'STATE_CHANGED', content: null });
      await onB.expectNone((f) => f.type === 'EVENT', 300);
    });

    if (bus === 'postgres') {
      it('reconnects its listener after the connection is killed, reporting down meanwhile', async () => {
        const channel = `/channel/cluster/${bus}-6`;
        const onB = await connect(b, channel);
        await a.deps.database.raw.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'atrium-realtime'",
        );
        // Both listeners were killed; wait for them to come back.
        const deadline = Date.now() + 10_000;
        let sawDown = false;
        while (Date.now() < deadline) {
          if (b.deps.realtime.bus.state() === 'down') sawDown = true;
          if (sawDown && a.deps.realtime.bus.state() === 'up' && b.deps.realtime.bus.state() === 'up') break;
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(sawDown).toBe(true);
        expect(b.deps.realtime.bus.state()).toBe('up');
        await a.deps.realtime.publish(channel, { type: 'STATE_CHANGED', content: { after: 'reconnect' } });
        expect(await onB.waitFor((f) => f.type === 'EVENT')).toMatchObject({
          content: { event: { content: { after: 'reconnect' } } },
        });
      });
    }
  });
}
