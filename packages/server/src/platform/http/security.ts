import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import cors from '@fastify/cors';
import type { Config } from '../config.ts';

/**
 * The headers helmet sets for these options, computed once. @fastify/helmet rebuilds the helmet middleware on
 * every request (about 70 µs each, more than a bare Fastify route costs); the headers never change, so the
 * app sets this fixed set instead. Probed on a throwaway instance: whatever helmet adds to a bare reply.
 */
async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<{ set: Record<string, string>; remove: string[] }> {
  const probe = async (withHelmet: boolean) => {
    const p = Fastify({ logger: false });
    if (withHelmet) await p.register(helmet, options);
    p.get('/', async () => 'probe');
    const res = await p.inject({ method: 'GET', url: '/' });
    await p.close();
    return res.headers;
  };
  const [plain, helmeted] = await Promise.all([probe(false), probe(true)]);
  const set: Record<string, string> = {};
  for (const [k, v] of Object.entries(helmeted)) if (!(k in plain) && typeof v === 'string') set[k] = v;
  return { set, remove: Object.keys(plain).filter((k) => !(k in helmeted)) };
}

/** Security headers, and cross-origin requests refused except from configured origins. */
export async function registerHttpSecurity(app: FastifyInstance, config: Config) {
  // Merge Link (issue 17): its script and frame, only when the Merge link is configured.
  const merge =
    config.merge.apiKey && config.merge.tokenKey
      ? [new URL(config.merge.linkScriptUrl).origin, 'https://*.merge.dev']
      : [];
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...merge],
        ...(merge.length ? { frameSrc: ["'self'", ...merge] } : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...merge],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only matters behind TLS; harmless otherwise.
    hsts: config.appEnv === 'prod',
  });
  if (Object.keys(headers.set).length < 5) throw new Error('helmet header probe failed');
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers.set);
    for (const h of headers.remove) reply.removeHeader(h);
    done();
  });
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => {
      // Same-origin requests and non-browser callers send no Origin header.
      if (!origin || allowed.has(origin)) return cb(null, true);
      cb(null, false);
    },
    credentials: false,
    exposedHeaders: ['X-Token-Expires-At'],
  });
  // A browser that sent a foreign Origin gets no CORS headers, so it cannot read the reply; refuse writes outright.
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || allowed.has(origin)) return;
    const host = req.headers.host;
    try {
      if (host && new URL(origin).host === host) return;
    } catch {
      /* malformed origin: refused below */
    }
    return reply
      .status(403)
      .send({ success: false, content: null, errorCode: 'FORBIDDEN', message: 'Cross-origin request refused' });
  });
}
