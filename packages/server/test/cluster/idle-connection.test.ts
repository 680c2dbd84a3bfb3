import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClusterDatabase, startServer, type ClusterServer } from './cluster-app.ts';

/** A PostgreSQL restart or failover ends idle connections; the server must keep serving, not crash. */
describe('idle connections ended by PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createClusterDatabase>>;
  let server: ClusterServer;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    db = await createClusterDatabase();
    server = await startServer(db.url, { REALTIME_BUS: 'memory' });
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await server?.close();
    await db?.drop();
  });

  it('keeps answering after every idle connection of the app is terminated', async () => {
    expect((await fetch(`${server.httpUrl}/api/health`)).status).toBe(200);
    const name = new URL(db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const r = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(r.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await fetch(`${server.httpUrl}/api/health`);
    expect(after.status).toBe(200);
    expect((await after.json()).content.database).toBe('up');
    expect(uncaught).toEqual([]);
  });
});
