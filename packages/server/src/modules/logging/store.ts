import type { Db } from '../../platform/db.ts';
import { clientErrorLogs, userVisitSessions } from './tables.ts';

export function createLoggingStore(db: Db) {
  return {
    insertVisit: async (v: typeof userVisitSessions.$inferInsert) =>
      (await db.insert(userVisitSessions).values(v).returning())[0],
    insertClientError: async (v: typeof clientErrorLogs.$inferInsert) =>
      (await db.insert(clientErrorLogs).values(v).returning())[0],
  };
}
export type LoggingStore = ReturnType<typeof createLoggingStore>;
