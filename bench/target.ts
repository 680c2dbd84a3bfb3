/**
 * One benchmark target in its own process, so the load generator does not share its event loop:
 *   node bench/target.ts bare
 *   node bench/target.ts app            (embedded PGlite, in memory)
 *   node bench/target.ts app <pg-url>   (PostgreSQL)
 * Prints one line `READY {"port":…, "token":…}` when it listens.
 */
import Fastify from 'fastify';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createDeps } from '../packages/server/src/platform/bootstrap.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { seedDemoData } from '../packages/server/src/seed/demo.ts';
import { createLogger } from '../packages/server/src/platform/logger.ts';
import { allowHeapGrowth } from '../packages/server/src/platform/memory/heap-growth.ts';

export const BENCH_USER = 'multi@example.com';

const [kind, url] = process.argv.slice(2);

if (kind === 'bare') {
  // The ceiling: Fastify with one JSON route and nothing else.
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ success: true, content: { hello: 'world' }, errorCode: null, message: null }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${JSON.stringify({ port: (app.server.address() as { port: number }).port })}`);
} else if (kind === 'app') {
  // As the server's entry point (packages/server/src/main.ts) does.
  allowHeapGrowth();
  const database = await openDatabase({ url: url ?? null, dataDir: null });
  const config = loadConfig(
    { APP_ENV: 'prod', REALTIME_BUS: url ? 'postgres' : 'memory', DEMO_PASSWORD: 'Bench-demo-pass-1' },
    { databaseUrl: url ?? null },
  );
  const deps = await createDeps(config, { database, log: createLogger('silent') });
  const { app, services } = await buildApp(deps);
  await seedDemoData(database.db, config, services);
  const user = await services.users.byEmail(BENCH_USER);
  if (!user) throw new Error(`no demo user ${BENCH_USER}`);
  const { token } = await services.auth.tokens.issue(user.id);
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${JSON.stringify({ port: (app.server.address() as { port: number }).port, token })}`);
  const stop = async () => {
    await app.close();
    await deps.realtime.bus.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  console.error('usage: target.ts bare | app [postgres-url]');
  process.exit(2);
}
