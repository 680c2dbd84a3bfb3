import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../../src/platform/config.ts';
import { createDeps } from '../../src/platform/bootstrap.ts';
import { openDatabase } from '../../src/platform/db.ts';
import { buildApp } from '../../src/app.ts';
import { createLogger } from '../../src/platform/logger.ts';

export const CLUSTER_PG_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
export const CLUSTER_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A new, empty database on the PostgreSQL server; `drop()` removes it (forcing out leftover sessions). */
export async function createClusterDatabase() {
  const name = `atrium_c_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: CLUSTER_PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(CLUSTER_PG_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: CLUSTER_PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One server process's worth: its own pool, its own bus, its own Fastify, listening on a free port. */
export async function startServer(databaseUrl: string, env: Record<string, string>) {
  const database = await openDatabase({ url: databaseUrl, dataDir: null });
  const config = loadConfig({ APP_ENV: 'dev', DEMO_PASSWORD: 'Test-demo-pass-1', ...env }, { databaseUrl });
  const deps = await createDeps(config, { database, log: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent') });
  const { app, services } = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    deps,
    services,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    httpUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await deps.realtime.bus.close();
      await database.close();
    },
  };
}
export type ClusterServer = Awaited<ReturnType<typeof startServer>>;

/** The bus settings of a two-server test: PostgreSQL LISTEN/NOTIFY or Redis. */
export const busEnv = (bus: 'postgres' | 'redis'): Record<string, string> =>
  bus === 'redis' ? { REALTIME_BUS: 'redis', REDIS_URL: CLUSTER_REDIS_URL } : { REALTIME_BUS: 'postgres' };

/**
 * Two servers on one new database for the enclosing describe: started before its tests (then `ready` runs), closed
 * and the database dropped after them.
 */
export function useTwoServers(
  env: Record<string, string>,
  ready?: (s: { a: ClusterServer; b: ClusterServer }) => Promise<void>,
) {
  const s = {} as { a: ClusterServer; b: ClusterServer; db: Awaited<ReturnType<typeof createClusterDatabase>> };
  beforeAll(async () => {
    s.db = await createClusterDatabase();
    s.a = await startServer(s.db.url, env);
    s.b = await startServer(s.db.url, env);
    await ready?.(s);
  });
  afterAll(async () => {
    await s.a?.close();
    await s.b?.close();
    await s.db?.drop();
  });
  return s;
}
