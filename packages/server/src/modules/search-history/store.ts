import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { searchHistory } from './tables.ts';

type Key = { tenantId: number; userId: number; type: number };

/** SQL of search_history: one row per (tenant, user, type, text), bumped on reuse. */
export function createSearchHistoryStore(db: Db) {
  const of = (k: Key) =>
    and(eq(searchHistory.tenantId, k.tenantId), eq(searchHistory.userId, k.userId), eq(searchHistory.type, k.type));
  return {
    async recent(k: Key, limit: number) {
      return db
        .select({ search: searchHistory.search, type: searchHistory.type })
        .from(searchHistory)
        .where(of(k))
        .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
        .limit(limit);
    },
    /** Inserts the text or moves it to the front; then drops what lies beyond `keep`. */
    async save(k: Key, search: string, keep: number) {
      return withTransaction(db, async () => {
        const [row] = await db
          .insert(searchHistory)
          .values({ ...k, search })
          .onConflictDoUpdate({
            target: [searchHistory.tenantId, searchHistory.userId, searchHistory.type, searchHistory.search],
            set: { searchedAt: sql`clock_timestamp()` },
          })
          .returning({ search: searchHistory.search, type: searchHistory.type });
        await db.execute(
          sql`delete from search_history where id in (
                select id from search_history where tenant_id = ${k.tenantId} and user_id = ${k.userId} and type = ${k.type}
                order by searched_at desc, id desc offset ${keep})`,
        );
        return row;
      });
    },
  };
}
