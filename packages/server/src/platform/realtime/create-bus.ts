import type { Config } from '../config.ts';
import type { Database } from '../db.ts';
import { createMemoryBus, type RealtimeBus } from './bus.ts';
import { createPgBus, type BusLog } from './pg-bus.ts';
import { createRedisBus, redisChannel } from './redis-bus.ts';

/**
 * Picks the fan-out transport named by REALTIME_BUS. The PostgreSQL bus listens on the database the
 * application actually uses (NOTIFY does not cross databases); on embedded PGlite there is one process,
 * so the in-memory bus is used whatever was asked.
 */
export async function createBus(config: Config, database: Database, log: BusLog): Promise<RealtimeBus> {
  switch (config.realtimeBus) {
    case 'postgres': {
      const url = database.url ?? (database.kind === 'postgres' ? config.databaseUrl : null);
      if (!url) {
        log.info('realtime: REALTIME_BUS=postgres on embedded PGlite; using the in-process bus');
        return createMemoryBus();
      }
      return createPgBus({ url, raw: database.raw, log });
    }
    case 'redis': {
      if (!config.redisUrl) throw new Error('REALTIME_BUS=redis needs REDIS_URL');
      return createRedisBus({ url: config.redisUrl, log, channel: redisChannel(config.redisPrefix) });
    }
    case 'memory':
      return createMemoryBus();
    default:
      throw new Error(`Unknown REALTIME_BUS '${String(config.realtimeBus)}' (memory, postgres or redis)`);
  }
}
