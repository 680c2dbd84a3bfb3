import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { createDeps } from '../src/platform/bootstrap.ts';
import type { Database } from '../src/platform/db.ts';
import { freshDatabase, TEST_PG_URL } from './fresh-database.ts';
import { buildApp, type RouteDeps, type ZodApp } from '../src/app.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { createLogger } from '../src/platform/logger.ts';
import type { AppDeps } from '../src/platform/deps.ts';

export const DEMO_PASSWORD = 'Test-demo-pass-1';
export { freshDatabase, TEST_PG_URL } from './fresh-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Builds the real app on a fresh database with demo data; closed after the file's tests. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: {
    database?: Database;
    seed?: boolean;
    /** The demo investor database too (seconds per file on PGlite): only the tests that search it. */
    seedFunders?: boolean;
    extraRoutes?: (api: ZodApp, r: RouteDeps) => void;
  } = {},
) {
  const database = opts.database ?? (await freshDatabase());
  // Files (storage) and the signing secret go to a directory of this test file's own, removed on close.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-test-'));
  const config = loadConfig(
    // Tests change tokens in SQL behind the app's back, so the token cache is off unless a test turns it on.
    { APP_ENV: 'dev', DEMO_PASSWORD, REALTIME_BUS: 'memory', TOKEN_CACHE_MS: '0' },
    { databaseUrl: TEST_PG_URL, dataDir, ...overrides },
  );
  const deps: AppDeps = await createDeps(config, {
    database,
    log: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  });
  const { app, services, jobs } = await buildApp(deps, { extraRoutes: opts.extraRoutes });
  if (opts.seed !== false) await seedDemoData(database.db, config, services, { funders: opts.seedFunders ?? false });

  const tokens = new Map<string, string>();
  /** A bearer token for a user, issued directly (auth tests use the real login routes). */
  async function tokenFor(email: string) {
    const cached = tokens.get(email);
    if (cached) return cached;
    const user = await services.users.byEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    const { token } = await services.auth.tokens.issue(user.id);
    tokens.set(email, token);
    return token;
  }
  /** The externalId of a tenant by name. */
  async function tenantId(name: string) {
    const r = await database.raw.query<{ external_id: string }>('select external_id from tenants where name = $1', [
      name,
    ]);
    return r.rows[0].external_id;
  }

  const self = {
    app,
    deps,
    services,
    /** The app's background job runner (running unless the config's jobs.enabled is false; drain() runs due jobs now). */
    jobs,
    config,
    database,
    tokenFor,
    tenantId,
    /** Inject a request as a user (or anonymously) with an optional tenant header. */
    async call(
      method: string,
      url: string,
      o: { as?: string; token?: string; tenant?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      const token = o.token ?? (o.as ? await tokenFor(o.as) : undefined);
      if (token) headers.authorization = `Bearer ${token}`;
      if (o.tenant) headers['x-tenant-id'] = o.tenant;
      const res: LightMyRequestResponse = await app.inject({
        method: method as never,
        url,
        headers,
        payload: o.body as never,
      });
      return {
        status: res.statusCode,
        body: res.json() as { success: boolean; content: any; errorCode: string | null; message: string | null },
        res,
      };
    },
    async close() {
      await app.close();
      await deps.realtime.bus.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return self;
}

/** Creates the app once per test file and closes it afterwards. */
export async function useTestApp(overrides: Partial<Config> = {}, opts: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp(overrides, opts);
  afterAll(() => t.close());
  return t;
}
