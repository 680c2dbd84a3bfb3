import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { dataRoomFiles, dataRoomRedFlags } from './tables.ts';

export type RedFlagRow = typeof dataRoomRedFlags.$inferSelect;
export interface RedFlagRecord {
  flag: RedFlagRow;
  file: { externalId: string; name: string } | null;
}

/** Which flags a list asks for: all of the tenant, one file's, or a folder subtree's (its files' and its room flags). */
export type RedFlagScope = { all: true } | { fileId: number } | { staticIds: number[] };

/** SQL of data_room_red_flags; every query is bounded to one tenant. */
export function createRedFlagStore(db: Db) {
  const records = () =>
    db
      .select({ flag: dataRoomRedFlags, fileExternalId: dataRoomFiles.externalId, fileName: dataRoomFiles.name })
      .from(dataRoomRedFlags)
      .leftJoin(dataRoomFiles, eq(dataRoomFiles.id, dataRoomRedFlags.fileId));
  const shape = (r: { flag: RedFlagRow; fileExternalId: string | null; fileName: string | null }): RedFlagRecord => ({
    flag: r.flag,
    file: r.fileExternalId ? { externalId: r.fileExternalId, name: r.fileName ?? '' } : null,
  });

  return {
    /** A file of the tenant by external id (for a flag's file), or null. */
    async fileOf(tenantId: number, externalId: string) {
      const [f] = await db
        .select({ id: dataRoomFiles.id })
        .from(dataRoomFiles)
        .where(and(eq(dataRoomFiles.tenantId, tenantId), eq(dataRoomFiles.externalId, externalId)));
      return f ?? null;
    },
    async byExternalId(tenantId: number, externalId: string): Promise<RedFlagRecord | null> {
      const [r] = await records().where(
        and(eq(dataRoomRedFlags.tenantId, tenantId), eq(dataRoomRedFlags.externalId, externalId)),
      );
      return r ? shape(r) : null;
    },
    async list(tenantId: number, scope: RedFlagScope): Promise<RedFlagRecord[]> {
      let filter: SQL | undefined;
      if ('fileId' in scope) filter = eq(dataRoomRedFlags.fileId, scope.fileId);
      else if ('staticIds' in scope)
        filter = or(
          inArray(dataRoomFiles.parentStaticId, scope.staticIds),
          and(isNull(dataRoomRedFlags.fileId), inArray(dataRoomRedFlags.staticId, scope.staticIds)),
        );
      const rows = await records()
        .where(and(eq(dataRoomRedFlags.tenantId, tenantId), filter))
        .orderBy(desc(dataRoomRedFlags.createdAt), desc(dataRoomRedFlags.id));
      return rows.map(shape);
    },
    async insert(values: typeof dataRoomRedFlags.$inferInsert) {
      const [row] = await db.insert(dataRoomRedFlags).values(values).returning();
      return row;
    },
    async update(
      tenantId: number,
      id: number,
      values: { name: string; status: string; fixedByUserId: number | null; fixedAt: Date | null },
    ) {
      const [row] = await db
        .update(dataRoomRedFlags)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(dataRoomRedFlags.tenantId, tenantId), eq(dataRoomRedFlags.id, id)))
        .returning();
      return row ?? null;
    },
    async remove(tenantId: number, externalId: string) {
      const r = await db
        .delete(dataRoomRedFlags)
        .where(and(eq(dataRoomRedFlags.tenantId, tenantId), eq(dataRoomRedFlags.externalId, externalId)))
        .returning({ id: dataRoomRedFlags.id });
      return r.length;
    },
  };
}
export type RedFlagStore = ReturnType<typeof createRedFlagStore>;
