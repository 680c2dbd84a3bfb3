import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  vdrEventTotals,
  vdrEvents,
  vdrFiles,
  vdrFolders,
  vdrGuestCodes,
  vdrGuests,
  vdrGuestSessions,
  vdrRooms,
} from './tables.ts';

export type RoomRow = typeof vdrRooms.$inferSelect;
export type FolderRow = typeof vdrFolders.$inferSelect;
export type RoomFileRow = typeof vdrFiles.$inferSelect;
export type GuestRow = typeof vdrGuests.$inferSelect;

/** SQL of the shared spaces. Every member query names the tenant; guest queries name the room of the session. */
export function createSharedSpacesStore(db: Db) {
  const fileCount = sql<number>`(select count(*) from ${vdrFiles} f where f.room_id = "vdr_rooms"."id")`.mapWith(
    Number,
  );
  const guestCount = sql<number>`(select count(*) from ${vdrGuests} g where g.room_id = "vdr_rooms"."id")`.mapWith(
    Number,
  );
  const withCounts = { room: vdrRooms, fileCount, guestCount };

  return {
    rooms: {
      list: (tenantId: number) =>
        db.select(withCounts).from(vdrRooms).where(eq(vdrRooms.tenantId, tenantId)).orderBy(desc(vdrRooms.createdAt)),
      one: async (tenantId: number, externalId: string) =>
        (
          await db
            .select(withCounts)
            .from(vdrRooms)
            .where(and(eq(vdrRooms.tenantId, tenantId), eq(vdrRooms.externalId, externalId)))
        )[0] ?? null,
      /** A room by its external id alone (the public share link). */
      byExternalId: async (externalId: string) =>
        (await db.select().from(vdrRooms).where(eq(vdrRooms.externalId, externalId)))[0] ?? null,
      byId: async (id: number) => (await db.select().from(vdrRooms).where(eq(vdrRooms.id, id)))[0] ?? null,
      count: async (tenantId: number) =>
        (await db.select({ n: count() }).from(vdrRooms).where(eq(vdrRooms.tenantId, tenantId)))[0].n,
      insert: async (row: typeof vdrRooms.$inferInsert) => (await db.insert(vdrRooms).values(row).returning())[0],
      update: (id: number, patch: Partial<typeof vdrRooms.$inferInsert>) =>
        db
          .update(vdrRooms)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(vdrRooms.id, id)),
      touch: (id: number) => db.update(vdrRooms).set({ lastActivityAt: new Date() }).where(eq(vdrRooms.id, id)),
      remove: (id: number) => db.delete(vdrRooms).where(eq(vdrRooms.id, id)),
    },

    folders: {
      list: (roomId: number) =>
        db.select().from(vdrFolders).where(eq(vdrFolders.roomId, roomId)).orderBy(asc(vdrFolders.name)),
      one: async (roomId: number, externalId: string) =>
        (
          await db
            .select()
            .from(vdrFolders)
            .where(and(eq(vdrFolders.roomId, roomId), eq(vdrFolders.externalId, externalId)))
        )[0] ?? null,
      insert: async (row: typeof vdrFolders.$inferInsert) => (await db.insert(vdrFolders).values(row).returning())[0],
    },

    files: {
      list: (roomId: number) =>
        db
          .select({ file: vdrFiles, folderExternalId: vdrFolders.externalId })
          .from(vdrFiles)
          .leftJoin(vdrFolders, eq(vdrFolders.id, vdrFiles.folderId))
          .where(eq(vdrFiles.roomId, roomId))
          .orderBy(asc(vdrFiles.name), asc(vdrFiles.id)),
      one: async (roomId: number, externalId: string) =>
        (
          await db
            .select({ file: vdrFiles, folderExternalId: vdrFolders.externalId })
            .from(vdrFiles)
            .leftJoin(vdrFolders, eq(vdrFolders.id, vdrFiles.folderId))
            .where(and(eq(vdrFiles.roomId, roomId), eq(vdrFiles.externalId, externalId)))
        )[0] ?? null,
      insert: (rows: (typeof vdrFiles.$inferInsert)[]) => db.insert(vdrFiles).values(rows).returning(),
      update: (id: number, patch: Partial<typeof vdrFiles.$inferInsert>) =>
        db.update(vdrFiles).set(patch).where(eq(vdrFiles.id, id)),
      remove: (id: number) => db.delete(vdrFiles).where(eq(vdrFiles.id, id)),
      /** A room file of any of the tenant's rooms, with its room's external id (the document index's file scope). */
      ofTenant: async (tenantId: number, externalId: string) =>
        (
          await db
            .select({ file: vdrFiles, roomExternalId: vdrRooms.externalId })
            .from(vdrFiles)
            .innerJoin(vdrRooms, eq(vdrRooms.id, vdrFiles.roomId))
            .where(and(eq(vdrRooms.tenantId, tenantId), eq(vdrFiles.externalId, externalId)))
        )[0] ?? null,
      keysOfRoom: async (roomId: number) =>
        db
          .select({ externalId: vdrFiles.externalId, storageKey: vdrFiles.storageKey })
          .from(vdrFiles)
          .where(eq(vdrFiles.roomId, roomId)),
    },

    guests: {
      list: (roomId: number) =>
        db.select().from(vdrGuests).where(eq(vdrGuests.roomId, roomId)).orderBy(asc(vdrGuests.createdAt)),
      byEmail: async (roomId: number, email: string) =>
        (
          await db
            .select()
            .from(vdrGuests)
            .where(and(eq(vdrGuests.roomId, roomId), eq(vdrGuests.email, email)))
        )[0] ?? null,
      one: async (roomId: number, externalId: string) =>
        (
          await db
            .select()
            .from(vdrGuests)
            .where(and(eq(vdrGuests.roomId, roomId), eq(vdrGuests.externalId, externalId)))
        )[0] ?? null,
      upsert: async (row: typeof vdrGuests.$inferInsert) =>
        (
          await db
            .insert(vdrGuests)
            .values(row)
            .onConflictDoUpdate({
              target: [vdrGuests.roomId, vdrGuests.email],
              set: {
                permission: row.permission,
                expiresAt: row.expiresAt ?? null,
                firstName: sql`coalesce(excluded.first_name, ${vdrGuests.firstName})`,
                lastName: sql`coalesce(excluded.last_name, ${vdrGuests.lastName})`,
                phone: sql`coalesce(excluded.phone, ${vdrGuests.phone})`,
              },
            })
            .returning()
        )[0],
      update: (id: number, patch: Partial<typeof vdrGuests.$inferInsert>) =>
        db.update(vdrGuests).set(patch).where(eq(vdrGuests.id, id)),
      remove: (id: number) => db.delete(vdrGuests).where(eq(vdrGuests.id, id)),
      /** Guests of any of the tenant's rooms whose e-mail or name contains the term (share suggestions). */
      suggestions: (tenantId: number, term: string, limit: number) =>
        db
          .selectDistinctOn([vdrGuests.email], {
            email: vdrGuests.email,
            firstName: vdrGuests.firstName,
            lastName: vdrGuests.lastName,
          })
          .from(vdrGuests)
          .innerJoin(vdrRooms, eq(vdrRooms.id, vdrGuests.roomId))
          .where(
            and(
              eq(vdrRooms.tenantId, tenantId),
              sql`(${vdrGuests.email} ilike ${'%' + term + '%'} or coalesce(${vdrGuests.firstName}, '') || ' ' || coalesce(${vdrGuests.lastName}, '') ilike ${'%' + term + '%'})`,
            ),
          )
          .orderBy(asc(vdrGuests.email))
          .limit(limit),
    },

    codes: {
      requestsSince: async (roomId: number, email: string, ip: string, since: Date) => {
        const [a] = await db
          .select({ n: count() })
          .from(vdrGuestCodes)
          .where(
            and(eq(vdrGuestCodes.roomId, roomId), eq(vdrGuestCodes.email, email), gte(vdrGuestCodes.createdAt, since)),
          );
        const [b] = await db
          .select({ n: count() })
          .from(vdrGuestCodes)
          .where(and(eq(vdrGuestCodes.ip, ip), gte(vdrGuestCodes.createdAt, since)));
        return { byRoomEmail: a.n, byIp: b.n };
      },
      /** A new code; the earlier live codes of this room + e-mail stop working. */
      insert: async (row: typeof vdrGuestCodes.$inferInsert) => {
        await db
          .update(vdrGuestCodes)
          .set({ usedAt: new Date() })
          .where(
            and(eq(vdrGuestCodes.roomId, row.roomId), eq(vdrGuestCodes.email, row.email), isNull(vdrGuestCodes.usedAt)),
          );
        await db.insert(vdrGuestCodes).values(row);
      },
      latestLive: async (roomId: number, email: string, now: Date) =>
        (
          await db
            .select()
            .from(vdrGuestCodes)
            .where(
              and(
                eq(vdrGuestCodes.roomId, roomId),
                eq(vdrGuestCodes.email, email),
                isNull(vdrGuestCodes.usedAt),
                gt(vdrGuestCodes.expiresAt, now),
                sql`${vdrGuestCodes.codeHash} is not null`,
              ),
            )
            .orderBy(desc(vdrGuestCodes.id))
            .limit(1)
        )[0] ?? null,
      /** Counts a try; false once the code has had its tries. */
      takeTry: async (id: number, maxTries: number) =>
        (
          await db
            .update(vdrGuestCodes)
            .set({ tries: sql`${vdrGuestCodes.tries} + 1` })
            .where(and(eq(vdrGuestCodes.id, id), sql`${vdrGuestCodes.tries} < ${maxTries}`))
            .returning({ id: vdrGuestCodes.id })
        ).length > 0,
      use: async (id: number) =>
        (
          await db
            .update(vdrGuestCodes)
            .set({ usedAt: new Date() })
            .where(and(eq(vdrGuestCodes.id, id), isNull(vdrGuestCodes.usedAt)))
            .returning({ id: vdrGuestCodes.id })
        ).length > 0,
    },

    sessions: {
      insert: (row: typeof vdrGuestSessions.$inferInsert) => db.insert(vdrGuestSessions).values(row),
      byTokenHash: async (tokenHash: string) =>
        (
          await db
            .select({ session: vdrGuestSessions, guest: vdrGuests, room: vdrRooms })
            .from(vdrGuestSessions)
            .innerJoin(vdrGuests, eq(vdrGuests.id, vdrGuestSessions.guestId))
            .innerJoin(vdrRooms, eq(vdrRooms.id, vdrGuests.roomId))
            .where(eq(vdrGuestSessions.tokenHash, tokenHash))
        )[0] ?? null,
      removeForGuest: (guestId: number) => db.delete(vdrGuestSessions).where(eq(vdrGuestSessions.guestId, guestId)),
      remove: (tokenHash: string) => db.delete(vdrGuestSessions).where(eq(vdrGuestSessions.tokenHash, tokenHash)),
    },

    events: {
      /** Events per UTC day and kind since a time (the chart over time). */
      perDay: (roomId: number, since: Date) => {
        const day = sql<string>`to_char(date_trunc('day', ${vdrEvents.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
        return db
          .select({ day, kind: vdrEvents.kind, n: count() })
          .from(vdrEvents)
          .where(and(eq(vdrEvents.roomId, roomId), gte(vdrEvents.createdAt, since)))
          .groupBy(day, vdrEvents.kind);
      },
      /** Records an event and adds it to the running totals (call inside a transaction). */
      insert: async (row: typeof vdrEvents.$inferInsert) => {
        const [ev] = await db.insert(vdrEvents).values(row).returning({ externalId: vdrEvents.externalId });
        const download = row.kind === 'DOWNLOAD' ? 1 : 0;
        await db
          .insert(vdrEventTotals)
          .values({
            roomId: row.roomId,
            email: row.email,
            fileId: row.fileId ?? 0,
            opens: 1 - download,
            downloads: download,
          })
          .onConflictDoUpdate({
            target: [vdrEventTotals.roomId, vdrEventTotals.email, vdrEventTotals.fileId],
            set: {
              opens: sql`${vdrEventTotals.opens} + ${1 - download}`,
              downloads: sql`${vdrEventTotals.downloads} + ${download}`,
              lastAt: sql`now()`,
            },
          });
        return ev;
      },
      /** Raises the time spent of a view the same guest opened (never lowers it), and the totals by the difference. */
      endView: async (guestId: number, externalId: string, seconds: number) => {
        const [ev] = await db
          .select()
          .from(vdrEvents)
          .where(and(eq(vdrEvents.externalId, externalId), eq(vdrEvents.guestId, guestId), eq(vdrEvents.kind, 'VIEW')))
          .for('update');
        if (!ev || seconds <= ev.seconds) return;
        await db.update(vdrEvents).set({ seconds }).where(eq(vdrEvents.id, ev.id));
        await db
          .update(vdrEventTotals)
          .set({ seconds: sql`${vdrEventTotals.seconds} + ${seconds - ev.seconds}` })
          .where(
            and(
              eq(vdrEventTotals.roomId, ev.roomId),
              eq(vdrEventTotals.email, ev.email),
              eq(vdrEventTotals.fileId, ev.fileId ?? 0),
            ),
          );
      },
      /** Per guest e-mail and file: opens, downloads, seconds, last visit (from the running totals). */
      byGuestAndFile: (roomId: number) =>
        db
          .select({
            email: vdrEventTotals.email,
            fileExternalId: vdrFiles.externalId,
            fileName: vdrFiles.name,
            opens: vdrEventTotals.opens,
            downloads: vdrEventTotals.downloads,
            seconds: vdrEventTotals.seconds,
            lastVisitAt: vdrEventTotals.lastAt,
          })
          .from(vdrEventTotals)
          .leftJoin(vdrFiles, eq(vdrFiles.id, vdrEventTotals.fileId))
          .where(eq(vdrEventTotals.roomId, roomId))
          .orderBy(desc(vdrEventTotals.lastAt))
          .limit(5000),
    },
  };
}
export type SharedSpacesStore = ReturnType<typeof createSharedSpacesStore>;
