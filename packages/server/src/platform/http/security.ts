import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { Config } from '../config.js';

/** Security headers, and cross-origin requests refused except from configured origins. */
export async function registerHttpSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only matters behind TLS; harmless otherwise.
    hsts: config.appEnv === 'prod',
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
    return reply.status(403).send({ success: false, content: null, errorCode: 'FORBIDDEN', message: 'Cross-origin request refused' });
  });
}
