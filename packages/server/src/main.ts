import { API, API_DOCS_PATH } from '@atrium/contract';
import { loadConfig } from './platform/config.ts';
import { createDeps } from './platform/bootstrap.ts';
import { allowHeapGrowth } from './platform/memory/heap-growth.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed/demo.ts';

allowHeapGrowth();
const config = loadConfig();
const deps = await createDeps(config);
const { app, services } = await buildApp(deps, { serveWeb: true });

if (config.seedDemo) {
  const created = await seedDemoData(deps.database.db, config, services);
  const accounts = created ?? [];
  if (created) deps.log.info(`Demo data created (${accounts.length} accounts).`);
}
await app.listen({ port: config.port, host: config.host });

const db = deps.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(`
  Atrium is running at http://localhost:${config.port}  (APP_ENV=${config.appEnv}, database: ${db})
  Demo accounts (password: ${config.demoPassword}):
    superadmin@${config.internalEmailDomain}  SUPERADMIN      admin@${config.internalEmailDomain}  portal admin
    kam@${config.internalEmailDomain}         KAM             staff@${config.internalEmailDomain}  standard employee
    owner@acme.example     Acme company admin      member@acme.example    Acme member
    owner@globex.example   Globex company admin    member@globex.example  Globex member
    solo@example.com       individual account      multi@example.com      member of Acme and Globex
  API docs: http://localhost:${config.port}${API_DOCS_PATH}   ${config.appEnv !== 'prod' ? `Dev outbox: http://localhost:${config.port}${API.dev.outbox}` : ''}
`);

const shutdown = async () => {
  await app.close();
  await deps.realtime.bus.close();
  await deps.database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
