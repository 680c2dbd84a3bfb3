import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket, RawData } from 'ws';
import { CHANNEL_PATTERN, WS_CLOSE, WS_TOKEN_PROTOCOL, type ServerFrame } from '@atrium/contract';
import type { Realtime } from './realtime.ts';
import { bearerToken, type ContextResolver } from '../http/auth-guard.ts';
import type { RequestContext } from '../http/context.ts';
import type { BusMessage } from './bus.ts';

type UserCtx = Omit<RequestContext, 'tenant' | 'membership'>;

interface Conn {
  socket: WebSocket;
  token: string;
  ip: string;
  ctx: UserCtx;
  channels: Set<string>;
  alive: boolean;
  /** Frames are handled one after the other, so SUBSCRIBE then UNSUBSCRIBE keeps its order. */
  chain: Promise<void>;
  recheck: NodeJS.Timeout | null;
}

const envelope = (errorCode: 'UNAUTHORIZED' | 'INVALID_TOKEN', message: string) => ({
  success: false,
  content: null,
  errorCode,
  message,
});

/**
 * The bearer token of an upgrade request: `Authorization: Bearer …` (non-browser clients) or the
 * subprotocol pair `[WS_TOKEN_PROTOCOL, token]` (browsers cannot set headers on a WebSocket).
 */
export function wsToken(req: FastifyRequest): string | null {
  const bearer = bearerToken(req);
  if (bearer) return bearer;
  const header = req.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return null;
  const parts = header.split(',').map((s) => s.trim());
  const i = parts.indexOf(WS_TOKEN_PROTOCOL);
  return i >= 0 && parts[i + 1] ? parts[i + 1] : null;
}

/**
 * `/ws`: authenticated by the bearer token; clients SUBSCRIBE to `/channel/{name}/{id}` and the channel's
 * authorizer decides. Events from the bus reach the sockets of this process subscribed to their channel.
 */
export async function registerRealtimeSocket(app: FastifyInstance, realtime: Realtime, resolver: ContextResolver) {
  await app.register(websocket, {
    options: {
      maxPayload: 16 * 1024,
      // Answer the browser's token subprotocol with the protocol name only, never the token.
      handleProtocols: (protocols: Set<string>) => (protocols.has(WS_TOKEN_PROTOCOL) ? WS_TOKEN_PROTOCOL : false),
    },
    errorHandler(err, socket, req) {
      req.log.debug({ err }, 'websocket error');
      socket.terminate();
    },
  });

  const conns = new Set<Conn>();
  const byChannel = new Map<string, Set<Conn>>();
  const settings = realtime.settings;
  realtime.connections = () => conns.size;

  const send = (c: Conn, data: string) => {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > settings.maxBufferedBytes) {
      c.socket.close(WS_CLOSE.TRY_AGAIN_LATER, 'Too slow');
      return;
    }
    c.socket.send(data);
  };
  const sendFrame = (c: Conn, frame: ServerFrame) => send(c, JSON.stringify(frame));

  const unsubscribeBus = realtime.bus.subscribe(({ channel, event }: BusMessage) => {
    const set = byChannel.get(channel);
    if (!set || set.size === 0) return;
    const data = JSON.stringify({ type: 'EVENT', content: { channel, event } } satisfies ServerFrame);
    for (const c of set) send(c, data);
  });

  function addSub(c: Conn, channel: string) {
    c.channels.add(channel);
    let set = byChannel.get(channel);
    if (!set) byChannel.set(channel, (set = new Set()));
    set.add(c);
  }
  function removeSub(c: Conn, channel: string) {
    c.channels.delete(channel);
    const set = byChannel.get(channel);
    if (!set) return;
    set.delete(c);
    if (set.size === 0) byChannel.delete(channel);
  }

  async function mayListen(c: Conn, channel: string): Promise<'ok' | 'FORBIDDEN' | 'INTERNAL_ERROR'> {
    const m = CHANNEL_PATTERN.exec(channel);
    if (!m) return 'FORBIDDEN';
    const authorize = realtime.authorizer(m[1]);
    if (!authorize) return 'FORBIDDEN';
    try {
      return (await authorize(c.ctx, m[2])) === true ? 'ok' : 'FORBIDDEN';
    } catch (err) {
      app.log.error({ err, channel }, 'realtime: channel authorizer failed');
      return 'INTERNAL_ERROR';
    }
  }

  async function handleFrame(c: Conn, raw: RawData, isBinary: boolean) {
    if (isBinary) return;
    let frame: unknown;
    try {
      frame = JSON.parse(raw.toString());
    } catch {
      return; // malformed frames are ignored
    }
    if (!frame || typeof frame !== 'object') return;
    const { type, content } = frame as { type?: unknown; content?: unknown };
    const channel = content && typeof content === 'object' ? (content as { channel?: unknown }).channel : undefined;
    switch (type) {
      case 'PING':
        return sendFrame(c, { type: 'PONG', content: null });
      case 'SUBSCRIBE': {
        if (typeof channel !== 'string' || channel.length > 200) return;
        if (c.channels.has(channel)) return sendFrame(c, { type: 'SUBSCRIBED', content: { channel } });
        const verdict =
          c.channels.size >= settings.maxSubscriptionsPerSocket ? 'FORBIDDEN' : await mayListen(c, channel);
        if (c.socket.readyState !== c.socket.OPEN) return;
        if (verdict !== 'ok')
          return sendFrame(c, { type: 'SUBSCRIBE_DENIED', content: { channel, errorCode: verdict } });
        addSub(c, channel);
        return sendFrame(c, { type: 'SUBSCRIBED', content: { channel } });
      }
      case 'UNSUBSCRIBE':
        if (typeof channel === 'string') removeSub(c, channel);
        return;
      default:
        return;
    }
  }

  /** Resolves the token again: a revoked or expired token closes the socket; changed rights drop subscriptions. */
  async function recheck(c: Conn) {
    let ctx: UserCtx | null;
    try {
      ctx = await resolver.resolveToken(c.token, c.ip);
    } catch (err) {
      app.log.warn({ err }, 'realtime: token re-check failed; keeping the socket');
      return;
    }
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (!ctx) {
      c.socket.close(WS_CLOSE.INVALID_TOKEN, 'INVALID_TOKEN');
      return;
    }
    c.ctx = ctx;
    for (const channel of [...c.channels]) {
      const verdict = await mayListen(c, channel);
      if (verdict === 'FORBIDDEN' && c.channels.has(channel)) {
        removeSub(c, channel);
        sendFrame(c, { type: 'SUBSCRIBE_DENIED', content: { channel, errorCode: 'FORBIDDEN' } });
      }
    }
  }

  const heartbeat = setInterval(() => {
    for (const c of conns) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      try {
        c.socket.ping();
      } catch {
        /* closing already */
      }
    }
  }, settings.heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribeBus();
    for (const c of conns) if (c.recheck) clearInterval(c.recheck);
  });

  /** Before the upgrade: no token → 401 UNAUTHORIZED, unknown/revoked/expired → 401 INVALID_TOKEN (the upgrade is refused). */
  async function authenticate(req: FastifyRequest, reply: FastifyReply) {
    const token = wsToken(req);
    if (!token) return reply.status(401).send(envelope('UNAUTHORIZED', 'Authentication required'));
    const ctx = await resolver.resolveToken(token, req.ip);
    if (!ctx) return reply.status(401).send(envelope('INVALID_TOKEN', 'Your session has expired, please log in again'));
    req.ctx = { ...ctx, tenant: null, membership: null };
    wsTokens.set(req, token);
  }
  const wsTokens = new WeakMap<FastifyRequest, string>();

  app.route({
    method: 'GET',
    url: '/ws',
    schema: { hide: true },
    preValidation: authenticate,
    // A plain GET (no upgrade) is told to upgrade.
    handler: async (_req, reply) =>
      reply
        .status(426)
        .header('Upgrade', 'websocket')
        .send({ success: false, content: null, errorCode: 'VALIDATION_ERROR', message: 'Use a WebSocket upgrade' }),
    wsHandler: (socket, req) => {
      const c: Conn = {
        socket,
        token: wsTokens.get(req)!,
        ip: req.ip,
        ctx: req.ctx!,
        channels: new Set(),
        alive: true,
        chain: Promise.resolve(),
        recheck: null,
      };
      conns.add(c);
      socket.on('message', (raw, isBinary) => {
        c.chain = c.chain
          .then(() => handleFrame(c, raw, isBinary))
          .catch((err) => app.log.error({ err }, 'realtime: frame handling failed'));
      });
      socket.on('pong', () => {
        c.alive = true;
      });
      socket.on('close', () => {
        conns.delete(c);
        if (c.recheck) clearInterval(c.recheck);
        for (const channel of [...c.channels]) removeSub(c, channel);
      });
      c.recheck = setInterval(() => {
        c.chain = c.chain
          .then(() => recheck(c))
          .catch((err) => app.log.error({ err }, 'realtime: token re-check failed'));
      }, settings.tokenRecheckMs);
      c.recheck.unref();
    },
  });
}
