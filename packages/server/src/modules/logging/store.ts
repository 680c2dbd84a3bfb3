import { count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { clientErrorLogs, userVisitSessions } from './tables.ts';

/** What a search of the log viewer matches: the text in these columns, or one of these users. */
export interface LogSearch {
  term: string | null;
  userIds: number[];
}

export function createLoggingStore(db: Db) {
  const e = clientErrorLogs;
  const v = userVisitSessions;

  function errorWhere(s: LogSearch): SQL | undefined {
    if (!s.term) return undefined;
    const like = `%${escapeLike(s.term)}%`;
    const parts: SQL[] = [ilike(e.message, like), ilike(e.page, like)];
    if (s.userIds.length) parts.push(inArray(e.userId, s.userIds));
    return or(...parts);
  }
  function visitWhere(s: LogSearch): SQL | undefined {
    if (!s.term) return undefined;
    const like = `%${escapeLike(s.term)}%`;
    const parts: SQL[] = [ilike(v.page, like), ilike(v.ip, like), ilike(v.userAgent, like)];
    if (s.userIds.length) parts.push(inArray(v.userId, s.userIds));
    return or(...parts);
  }

  return {
    insertVisit: async (row: typeof userVisitSessions.$inferInsert) =>
      (await db.insert(userVisitSessions).values(row).returning())[0],
    insertClientError: async (row: typeof clientErrorLogs.$inferInsert) =>
      (await db.insert(clientErrorLogs).values(row).returning())[0],

    /** Reports grouped by message, the most recently seen first. */
    async errorGroups(s: LogSearch, page: number, pageSize: number) {
      const where = errorWhere(s);
      const lastSeen = sql<Date>`max(${e.createdAt})`;
      const rows = await db
        .select({
          message: e.message,
          count: sql<number>`count(*)::int`,
          users: sql<number>`count(distinct ${e.userId})::int`,
          firstSeen: sql<Date>`min(${e.createdAt})`,
          lastSeen,
          lastUserId: sql<number | null>`(array_agg(${e.userId} order by ${e.createdAt} desc, ${e.id} desc))[1]`,
          lastPage: sql<string | null>`(array_agg(${e.page} order by ${e.createdAt} desc, ${e.id} desc))[1]`,
        })
        .from(e)
        .where(where)
        .groupBy(e.message)
        .orderBy(desc(lastSeen), e.message)
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total }] = await db
        .select({ total: sql<number>`count(distinct ${e.message})::int` })
        .from(e)
        .where(where);
      return {
        rows: rows.map((r) => ({ ...r, firstSeen: new Date(r.firstSeen), lastSeen: new Date(r.lastSeen) })),
        total: Number(total),
      };
    },

    /** The reports of one message, newest first. */
    async occurrences(message: string, page: number, pageSize: number) {
      const rows = await db
        .select()
        .from(e)
        .where(eq(e.message, message))
        .orderBy(desc(e.createdAt), desc(e.id))
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total }] = await db.select({ total: count() }).from(e).where(eq(e.message, message));
      return { rows, total: Number(total) };
    },

    /** Reports per UTC day since `from`. */
    async perDay(from: Date) {
      const day = sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(e)
        .where(gte(e.createdAt, from))
        .groupBy(day)
        .orderBy(day);
      return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
    },

    /** Visits, newest first. */
    async visits(s: LogSearch, page: number, pageSize: number) {
      const where = visitWhere(s);
      const rows = await db
        .select()
        .from(v)
        .where(where)
        .orderBy(desc(v.createdAt), desc(v.id))
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total }] = await db.select({ total: count() }).from(v).where(where);
      return { rows, total: Number(total) };
    },

    /** Deletes reports and visits received before `before`; returns how many of each went. */
    async pruneBefore(before: Date) {
      const errors = await db.delete(e).where(lt(e.createdAt, before)).returning({ id: e.id });
      const visits = await db.delete(v).where(lt(v.createdAt, before)).returning({ id: v.id });
      return { errors: errors.length, visits: visits.length };
    },
  };
}
export type LoggingStore = ReturnType<typeof createLoggingStore>;
