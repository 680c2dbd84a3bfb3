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
    /** Deletes folders; subfolders and their files go with them (foreign keys cascade). */
    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return;
      await db
        .delete(dataRoomCustomFolders)
        .where(and(eq(dataRoomCustomFolders.tenantId, tenantId), inArray(dataRoomCustomFolders.id, ids)));
    },
  };
}
export type FolderStore = ReturnType<typeof createFolderStore>;
