import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { dataRoomCustomFolders } from './tables.ts';

export type CustomFolderRow = typeof dataRoomCustomFolders.$inferSelect;

/** SQL of data_room_custom_folders; every call filters by tenant. */
export function createFolderStore(db: Db) {
  return {
    /** Every folder of the tenant (a tree is small: built in memory from one query). */
    async all(tenantId: number): Promise<CustomFolderRow[]> {
      return db
        .select()
        .from(dataRoomCustomFolders)
        .where(eq(dataRoomCustomFolders.tenantId, tenantId))
        .orderBy(asc(dataRoomCustomFolders.name), asc(dataRoomCustomFolders.id));
    },
    async byExternalIds(tenantId: number, externalIds: string[]): Promise<CustomFolderRow[]> {
      if (!externalIds.length) return [];
      return db
        .select()
        .from(dataRoomCustomFolders)
        .where(
          and(eq(dataRoomCustomFolders.tenantId, tenantId), inArray(dataRoomCustomFolders.externalId, externalIds)),
        );
    },
    async create(
      tenantId: number,
      v: { name: string; parentId: number | null; userId: number },
    ): Promise<CustomFolderRow> {
      const [row] = await db
        .insert(dataRoomCustomFolders)
        .values({ tenantId, name: v.name, parentId: v.parentId, createdByUserId: v.userId })
        .returning();
      return row;
    },
    /**
     * Recreates deleted folders with their own external ids (undo of a delete), parents before children. An external id
     * already taken (by any tenant) inserts nothing: the answer holds only the rows inserted.
     */
    async recreate(
      tenantId: number,
      v: { externalId: string; name: string; parentId: number | null; userId: number },
    ): Promise<CustomFolderRow | null> {
      const [row] = await db
        .insert(dataRoomCustomFolders)
        .values({ externalId: v.externalId, tenantId, name: v.name, parentId: v.parentId, createdByUserId: v.userId })
        .onConflictDoNothing({ target: dataRoomCustomFolders.externalId })
        .returning();
      return row ?? null;
    },
    /** Deletes folders; subfolders go with them (foreign keys cascade); the service moves their files out first. */
    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return;
      await db
        .delete(dataRoomCustomFolders)
        .where(and(eq(dataRoomCustomFolders.tenantId, tenantId), inArray(dataRoomCustomFolders.id, ids)));
    },
  };
}
export type FolderStore = ReturnType<typeof createFolderStore>;
