import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { NotificationStatus } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { notifications } from './tables.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** SQL of the notifications module; every query is limited to one user's rows. */
export function createNotificationStore(db: Db) {
  return {
    insertMany: async (rows: (typeof notifications.$inferInsert)[]): Promise<NotificationRow[]> =>
      rows.length ? db.insert(notifications).values(rows).returning() : [],

    /** One page of a user's notifications, newest first, and their total. */
    async page(userId: number, page: number, pageSize: number) {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total }] = await db
        .select({ total: count() })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { rows, total: Number(total) };
    },

    async countUnread(userId: number) {
      const [{ n }] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.status, 'UNREAD')));
      return Number(n);
    },

    /** Unread counts of several users at once. */
    async countUnreadByUser(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), eq(notifications.status, 'UNREAD')))
        .groupBy(notifications.userId);
      return new Map(rows.map((r) => [r.userId, Number(r.n)]));
    },

    /** Sets the status of those of the given notifications that belong to the user; returns how many matched. */
    async setStatus(userId: number, externalIds: string[], status: NotificationStatus) {
      const rows = await db
        .update(notifications)
        .set({ status })
        .where(and(eq(notifications.userId, userId), inArray(notifications.externalId, externalIds)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async markAllRead(userId: number) {
      const rows = await db
        .update(notifications)
        .set({ status: 'READ' })
        .where(and(eq(notifications.userId, userId), eq(notifications.status, 'UNREAD')))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
export type NotificationStore = ReturnType<typeof createNotificationStore>;
