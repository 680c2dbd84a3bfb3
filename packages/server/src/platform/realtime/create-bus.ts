import type { Config } from '../config.js';
import type { Database } from '../db.js';
import { createMemoryBus, type RealtimeBus } from './bus.js';

/** Picks the fan-out transport named by REALTIME_BUS. */
export async function createBus(config: Config, _database: Database, _log: { info(m: string): void }): Promise<RealtimeBus> {
  switch (config.realtimeBus) {
    default:
      return createMemoryBus();
  }
}
