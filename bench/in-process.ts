/**
 * The app built in this process on a fresh database with the demo data, for the benches that call it through
 * `app.inject` (ledger, spending, task-bulk): PGlite in memory, or with DATABASE_URL a database `name` created anew on
 * that server.
 */
import pg from 'pg';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';

async function freshDatabaseUrl(name: string): Promise<string | null> {
  const adminUrl = process.env.DATABASE_URL || '';
  if (!adminUrl) return null;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function inProcessApp(name: string, env: Record<string, string> = {}) {
  const url = await freshDatabaseUrl(name);
  const database = await openDatabase({ url, dataDir: null });
  const config = loadConfig(
    { APP_ENV: 'prod', REALTIME_BUS: 'memory', DEMO_PASSWORD: 'Bench-demo-pass-1', ...env },
    { databaseUrl: url },
  );
  const deps = await createDeps(config, { database, log: createLogger('silent') });
  const { app, services } = await buildApp(deps);
  await seedDemoData(database.db, config, services);
  /** Headers of a request by a demo user (bearer token), in a tenant when named. */
  async function headersOf(email: string, tenantName?: string): Promise<Record<string, string>> {
    const user = await services.users.byEmail(email);
    const { token } = await services.auth.tokens.issue(user!.id);
    if (!tenantName) return { authorization: `Bearer ${token}` };
    const tenant = (
      await database.raw.query<{ external_id: string }>('select external_id from tenants where name = $1', [tenantName])
    ).rows[0].external_id;
    return { authorization: `Bearer ${token}`, 'x-tenant-id': tenant };
  }
  return { url, database, config, deps, app, services, headersOf };
}
