import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES } from '@atrium/contract';
import { notFoundEnvelope } from './error-handler.ts';

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

/** Serves the built web app; unknown API paths get a 404 envelope, other GETs get index.html (client routing). */
export async function registerWebAndFallback(app: FastifyInstance, distDir: string | null) {
  const hasWeb = !!distDir && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir!, wildcard: false, index: false, cacheControl: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (isApiPath(url) || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(notFoundEnvelope(url));
    }
    // Hashed assets are immutable; index.html must always be revalidated.
    const file = path.join(distDir!, url);
    if (url.startsWith('/assets/') && fs.existsSync(file)) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.sendFile(url.slice(1));
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
