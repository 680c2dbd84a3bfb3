import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE, WS_TOKEN_PROTOCOL } from '@atrium/contract';
import { useTestApp } from './harness.ts';
import { openWs, refused, type WsClient } from './cluster/ws-client.ts';

const t = await useTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const addr = t.app.server.address() as { port: number };
const WS_URL = `ws://127.0.0.1:${addr.port}/ws`;
const HTTP_URL = `http://127.0.0.1:${addr.port}`;

const A = 'member@acme.example';
const B = 'member@globex.example';
const seen: { userEmail: string; id: string }[] = [];
// Throwaway channels: 'rt-allow' lets anyone in, 'rt-own' only the user whose externalId is the id, 'rt-boom' throws.
t.deps.realtime.registerChannel('rt-allow', async (ctx, id) => {
  seen.push({ userEmail: ctx.user.email, id });
  return true;
});
t.deps.realtime.registerChannel('rt-own', async (ctx, id) => ctx.user.externalId === id);
t.deps.realtime.registerChannel('rt-boom', async () => {
  throw new Error('authorizer bug');
});

const open: WsClient[] = [];
async function connect(email: string, how: 'protocol' | 'header' = 'protocol') {
  const token = await t.tokenFor(email);
  const c = await openWs(
    WS_URL,
    how === 'protocol' ? { protocols: [WS_TOKEN_PROTOCOL, token] } : { headers: { authorization: `Bearer ${token}` } },
  );
  open.push(c);
  return c;
}
async function subscribe(c: WsClient, channel: string) {
  c.send({ type: 'SUBSCRIBE', content: { channel } });
  return c.waitFor((f) => (f.type === 'SUBSCRIBED' || f.type === 'SUBSCRIBE_DENIED') && f.content.channel === channel);
}
const externalIdOf = async (email: string) => (await t.services.users.byEmail(email))!.externalId;

afterAll(() => open.forEach((c) => c.close()));

describe('/ws authentication', () => {
  it('refuses the upgrade without a token (401 envelope)', async () => {
    const r = await refused(WS_URL);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
  });

  it('refuses an unknown token, in the subprotocol or the header', async () => {
    expect(await refused(WS_URL, { protocols: [WS_TOKEN_PROTOCOL, 'not-a-token'] })).toMatchObject({
      status: 401,
      body: { errorCode: 'INVALID_TOKEN' },
    });
    expect(await refused(WS_URL, { headers: { authorization: 'Bearer not-a-token' } })).toMatchObject({
      status: 401,
      body: { errorCode: 'INVALID_TOKEN' },
    });
  });

  it('accepts the browser subprotocol pair and selects the token protocol (never echoes the token)', async () => {
    const c = await connect(A, 'protocol');
    expect(c.ws.protocol).toBe(WS_TOKEN_PROTOCOL);
  });

  it('accepts Authorization: Bearer from non-browser clients', async () => {
    const c = await connect(A, 'header');
    c.send({ type: 'PING' });
    await c.waitFor((f) => f.type === 'PONG');
  });

  it('tells a plain GET /ws to upgrade', async () => {
    const res = await fetch(`${HTTP_URL}/ws`, { headers: { authorization: `Bearer ${await t.tokenFor(A)}` } });
    expect(res.status).toBe(426);
    expect((await res.json()).success).toBe(false);
  });

  it('closes the socket with 4401 at the next check once the token is revoked', async () => {
    const user = await t.services.users.byEmail(B);
    const { token } = await t.services.auth.tokens.issue(user!.id);
    const before = t.deps.realtime.settings.tokenRecheckMs;
    t.deps.realtime.settings.tokenRecheckMs = 150;
    let c: WsClient;
    try {
      c = await openWs(WS_URL, { protocols: [WS_TOKEN_PROTOCOL, token] });
    } finally {
      t.deps.realtime.settings.tokenRecheckMs = before;
    }
    open.push(c);
    expect(await subscribe(c, `/channel/rt-allow/x1`)).toMatchObject({ type: 'SUBSCRIBED' });
    // still open across several checks while the token is live
    await new Promise((r) => setTimeout(r, 400));
    expect(c.ws.readyState).toBe(c.ws.OPEN);
    await t.database.raw.query('update auth_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [
      user!.id,
    ]);
    const closed = await c.closed;
    expect(closed.code).toBe(WS_CLOSE.INVALID_TOKEN);
  });
});

describe('/ws frames', () => {
  let c: WsClient;
  beforeAll(async () => {
    c = await connect(A);
  });

  it('answers PING with PONG and ignores malformed frames', async () => {
    c.sendRaw('not json');
    c.sendRaw('42');
    c.sendRaw('null');
    c.sendRaw(JSON.stringify({ type: 'SUBSCRIBE' }));
    c.sendRaw(JSON.stringify({ type: 'SUBSCRIBE', content: { channel: 12 } }));
    c.sendRaw(JSON.stringify({ type: 'WHATEVER', content: {} }));
    c.sendRaw(Buffer.from([1, 2, 3]));
    c.send({ type: 'PING', content: null });
    await c.waitFor((f) => f.type === 'PONG');
    expect(c.frames.filter((f) => f.type !== 'PONG')).toEqual([]);
    expect(c.ws.readyState).toBe(c.ws.OPEN);
  });

  it('subscribes when the channel authorizer allows, with the caller as context', async () => {
    expect(await subscribe(c, '/channel/rt-allow/abc-1')).toEqual({
      type: 'SUBSCRIBED',
      content: { channel: '/channel/rt-allow/abc-1' },
    });
    expect(seen).toContainEqual({ userEmail: A, id: 'abc-1' });
  });

  it('denies what the authorizer refuses, unknown channel names and malformed channels', async () => {
    const other = await externalIdOf(B);
    const mine = await externalIdOf(A);
    expect(await subscribe(c, `/channel/rt-own/${other}`)).toEqual({
      type: 'SUBSCRIBE_DENIED',
      content: { channel: `/channel/rt-own/${other}`, errorCode: 'FORBIDDEN' },
    });
    expect(await subscribe(c, `/channel/rt-own/${mine}`)).toMatchObject({ type: 'SUBSCRIBED' });
    expect(await subscribe(c, '/channel/no-such-channel/1')).toMatchObject({
      type: 'SUBSCRIBE_DENIED',
      content: { errorCode: 'FORBIDDEN' },
    });
    expect(await subscribe(c, '/elsewhere/rt-allow/1')).toMatchObject({
      type: 'SUBSCRIBE_DENIED',
      content: { errorCode: 'FORBIDDEN' },
    });
    expect(await subscribe(c, '/channel/rt-boom/1')).toMatchObject({
      type: 'SUBSCRIBE_DENIED',
      content: { errorCode: 'INTERNAL_ERROR' },
    });
  });

  it('delivers published events to subscribed sockets only, as {type: EVENT, content: {channel, event}}', async () => {
    const other = await connect(B);
    const ch = '/channel/rt-allow/evt-1';
    await subscribe(c, ch);
    const event = { type: 'NEW_NOTIFICATION', content: { count: 3, text: 'ñandú ✓' } };
    await t.deps.realtime.publish(ch, event);
    expect(await c.waitFor((f) => f.type === 'EVENT' && f.content.channel === ch)).toEqual({
      type: 'EVENT',
      content: { channel: ch, event },
    });
    await other.expectNone((f) => f.type === 'EVENT', 200);
  });

  it('publishes several events as one bus message, each delivered on its own channel only', async () => {
    const other = await connect(B);
    const [one, two] = ['/channel/rt-allow/batch-1', '/channel/rt-allow/batch-2'];
    await subscribe(c, one);
    await subscribe(other, two);
    const bus = t.deps.realtime.bus as { publish: typeof t.deps.realtime.bus.publish };
    const publish = bus.publish;
    let busMessages = 0;
    bus.publish = (m) => {
      busMessages++;
      return publish(m);
    };
    try {
      await t.deps.realtime.publishMany([
        { channel: one, event: { type: 'NEW_MESSAGE', content: { to: 1 } } },
        { channel: two, event: { type: 'NEW_MESSAGE', content: { to: 2 } } },
      ]);
    } finally {
      bus.publish = publish;
    }
    expect(busMessages).toBe(1);
    expect((await c.waitFor((f) => f.type === 'EVENT' && f.content.channel === one)).content.event.content).toEqual({
      to: 1,
    });
    expect((await other.waitFor((f) => f.type === 'EVENT' && f.content.channel === two)).content.event.content).toEqual(
      { to: 2 },
    );
    await c.expectNone((f) => f.type === 'EVENT' && f.content.channel === two, 100);
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const ch = '/channel/rt-allow/evt-2';
    await subscribe(c, ch);
    c.send({ type: 'UNSUBSCRIBE', content: { channel: ch } });
    c.send({ type: 'PING' });
    await c.waitFor((f) => f.type === 'PONG' && c.frames.filter((x) => x.type === 'PONG').length >= 2);
    await t.deps.realtime.publish(ch, { type: 'STATE_CHANGED', content: null });
    await c.expectNone((f) => f.type === 'EVENT' && f.content.channel === ch, 200);
  });

  it('keeps the real user channel to its owner and delivers on it', async () => {
    expect(t.deps.realtime.authorizer('user')).toBeDefined(); // registered by modules/realtime/channels.ts
    const mine = await externalIdOf(A);
    const other = await externalIdOf(B);
    expect(await subscribe(c, `/channel/user/${mine}`)).toMatchObject({ type: 'SUBSCRIBED' });
    expect(await subscribe(c, `/channel/user/${other}`)).toMatchObject({
      type: 'SUBSCRIBE_DENIED',
      content: { errorCode: 'FORBIDDEN' },
    });
    await t.deps.realtime.publish(`/channel/user/${mine}`, { type: 'NEW_NOTIFICATION', content: { n: 1 } });
    expect(await c.waitFor((f) => f.type === 'EVENT' && f.content.channel === `/channel/user/${mine}`)).toMatchObject({
      content: { event: { type: 'NEW_NOTIFICATION' } },
    });
  });
});
