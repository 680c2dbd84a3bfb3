import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { envelopeSchema, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { RawSql } from '../../platform/db.ts';

export const healthReply = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  realtime: z.enum(['up', 'down']),
  version: z.string(),
});
export type Health = z.infer<typeof healthReply>;

const VERSION: string = (() => {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();

/** `select 1` answered within the time limit. */
export async function databaseUp(raw: RawSql, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      raw.query('select 1 as ok').then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (public, for load balancers): 200 when the database answers, 503 when it does not.
 * `realtime` is the fan-out transport (PostgreSQL listener or Redis); when it is down the server still
 * serves requests and local sockets, so the status is 'degraded' with 200.
 */
export function healthRoutes(app: ZodApp, { deps }: RouteDeps) {
  app.get(
    API.health.root,
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and readiness: database and realtime fan-out state',
        security: [],
        response: { 200: envelopeSchema(healthReply), 503: envelopeSchema(healthReply) },
      },
    },
    async (_req, reply) => {
      const database = (await databaseUp(deps.database.raw)) ? 'up' : 'down';
      const realtime = deps.realtime.bus.state();
      const content: Health = {
        status: database === 'up' && realtime === 'up' ? 'ok' : 'degraded',
        database,
        realtime,
        version: VERSION,
      };
      reply.header('Cache-Control', 'no-store');
      if (database === 'down') {
        return reply
          .status(503)
          .send({ success: false, content, errorCode: 'INTERNAL_ERROR', message: 'The database is not reachable' });
      }
      return ok(content);
    },
  );
}
