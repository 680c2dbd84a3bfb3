import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/db.ts';
import { createBus } from '../../src/platform/realtime/create-bus.ts';
import type { BusMessage, RealtimeBus } from '../../src/platform/realtime/bus.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { CLUSTER_REDIS_URL, createClusterDatabase } from './cluster-app.ts';

const log = createLogger('silent');

describe('two servers starting on one new database', () => {
  let db: Awaited<ReturnType<typeof createClusterDatabase>>;
  afterAll(() => db?.drop());

  it('both start, and every migration is applied exactly once', async () => {
    db = await createClusterDatabase();
    const [a, b] = await Promise.all([
      openDatabase({ url: db.url, dataDir: null }),
      openDatabase({ url: db.url, dataDir: null }),
    ]);
    await a.close();
    await b.close();
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const r = await c.query<{ hash: string; n: number }>(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    await c.end();
    expect(r.rows.length).toBeGreaterThan(0);
    expect(r.rows.filter((row) => row.n !== 1)).toEqual([]);
  });
});

describe('two deployments sharing one Redis', () => {
  const buses: RealtimeBus[] = [];
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });

  async function busOf(prefix: string) {
    const config = loadConfig({ REALTIME_BUS: 'redis', REDIS_URL: CLUSTER_REDIS_URL, REDIS_PREFIX: prefix });
    const bus = await createBus(config, null as never, log);
    buses.push(bus);
    const seen: BusMessage[] = [];
    bus.subscribe((m) => seen.push(m));
    return { bus, seen };
  }

  it("see only their own deployment's events", async () => {
    const run = randomBytes(4).toString('hex');
    const staging = await busOf(`staging-${run}`);
    const stagingTwin = await busOf(`staging-${run}`);
    const production = await busOf(`production-${run}`);
    const event = { type: 'PING', content: { n: 1 } } as unknown as BusMessage['event'];
    await staging.bus.publish({ channel: 'c', event });
    await expect.poll(() => stagingTwin.seen.length).toBe(1);
    // Give a stray message the same time to arrive on the other deployment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(production.seen).toEqual([]);
  });
});
