import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_RED_FLAG_STATUSES, TAXONOMY_IDS, type AiAnalysis, type FileSortField } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { dataRoomCustomFolders, dataRoomFiles, dataRoomRedFlags } from './tables.ts';
import type { DataRoomFileRow } from './file-row.ts';

const { extractedText: _text, searchVector: _vector, ...listColumns } = getTableColumns(dataRoomFiles);
const ACTIVE = sql.join(
  ACTIVE_RED_FLAG_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const activeFlags =
  sql<number>`(select count(*) from ${dataRoomRedFlags} r where r.file_id = ${dataRoomFiles.id} and r.status in (${ACTIVE}))`.mapWith(
    Number,
  );

/** A file row with what its DataRoomFile needs beyond the row. */
export interface FileRecord {
  row: DataRoomFileRow;
  redFlags: number;
  customFolderExternalId: string | null;
}

export type NewFileRow = typeof dataRoomFiles.$inferInsert;
export type FileLocation = { parentStaticId: number } | { customFolderId: number };

/**
 * The sort column in the asked direction, ties by id in the same direction. The default (type = extension, desc)
 * walks the (tenant, parent, extension, id) index backwards, so a large folder's first page needs no sort.
 */
const SORTS: Record<FileSortField, (dir: typeof asc) => SQL[]> = {
  name: (dir) => [dir(sql`lower(${dataRoomFiles.name})`)],
  size: (dir) => [dir(dataRoomFiles.size)],
  type: (dir) => [dir(dataRoomFiles.extension)],
  createdAt: (dir) => [dir(dataRoomFiles.createdAt)],
};

/** SQL of data_room_files (and the counts it needs from the module's red flags). Every call filters by tenant. */
export function createFileStore(db: Db) {
  const records = () =>
    db
      .select({ row: listColumns, redFlags: activeFlags, customFolderExternalId: dataRoomCustomFolders.externalId })
      .from(dataRoomFiles)
      .leftJoin(dataRoomCustomFolders, eq(dataRoomCustomFolders.id, dataRoomFiles.customFolderId));

  const where = (tenantId: number, at: FileLocation) =>
    and(
      eq(dataRoomFiles.tenantId, tenantId),
      'parentStaticId' in at
        ? eq(dataRoomFiles.parentStaticId, at.parentStaticId)
        : eq(dataRoomFiles.customFolderId, at.customFolderId),
    );

  return {
    /** A page of the files at a location, sorted (ties broken by id so pages never overlap). */
    async page(
      tenantId: number,
      at: FileLocation,
      o: { page: number; size: number; sort: FileSortField; direction: 'asc' | 'desc' },
    ) {
      const dir = o.direction === 'asc' ? asc : desc;
      const order = [...SORTS[o.sort](dir), dir(dataRoomFiles.id)];
      const [rows, [{ total }]] = await Promise.all([
        records()
          .where(where(tenantId, at))
          .orderBy(...order)
          .limit(o.size)
          .offset(o.page * o.size),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(dataRoomFiles)
          .where(where(tenantId, at)),
      ]);
      return { rows: rows as FileRecord[], total };
    },

    /** Every file at a location (custom folder lists), newest first. */
    async all(tenantId: number, at: FileLocation): Promise<FileRecord[]> {
      return (await records()
        .where(where(tenantId, at))
        .orderBy(desc(dataRoomFiles.createdAt), desc(dataRoomFiles.id))) as FileRecord[];
    },

    async byExternalIds(tenantId: number, externalIds: string[]): Promise<FileRecord[]> {
      if (!externalIds.length) return [];
      return (await records().where(
        and(eq(dataRoomFiles.tenantId, tenantId), inArray(dataRoomFiles.externalId, externalIds)),
      )) as FileRecord[];
    },

    async byIds(tenantId: number, ids: number[]): Promise<FileRecord[]> {
      if (!ids.length) return [];
      return (await records().where(
        and(eq(dataRoomFiles.tenantId, tenantId), inArray(dataRoomFiles.id, ids)),
      )) as FileRecord[];
    },

    async insert(rows: NewFileRow[]) {
      if (!rows.length) return [];
      return db.insert(dataRoomFiles).values(rows).returning(listColumns);
    },

    async moveTo(tenantId: number, ids: number[], to: FileLocation) {
      if (!ids.length) return;
      const set =
        'parentStaticId' in to
          ? { parentStaticId: to.parentStaticId, customFolderId: null }
          : { parentStaticId: null, customFolderId: to.customFolderId };
      // Placed by hand outside the master folder: a finished analysis is now placed (not yet seen).
      const placed = !('parentStaticId' in to) || to.parentStaticId !== TAXONOMY_IDS.master;
      const processingState = placed
        ? sql`case when ${dataRoomFiles.processingState} = 'PROCESSED_AND_NOT_PLACED' then 'PROCESSED_PLACED_NOT_SEEN' else ${dataRoomFiles.processingState} end`
        : sql`${dataRoomFiles.processingState}`;
      await db
        .update(dataRoomFiles)
        .set({ ...set, processingState, updatedAt: new Date() })
        .where(and(eq(dataRoomFiles.tenantId, tenantId), inArray(dataRoomFiles.id, ids)));
    },

    /** Approve: each file to its suggested folder; a finished analysis becomes PROCESSED_PLACED_NOT_SEEN. */
    async placeAtSuggestion(tenantId: number, ids: number[]) {
      if (!ids.length) return;
      await db
        .update(dataRoomFiles)
        .set({
          parentStaticId: sql`${dataRoomFiles.suggestedStaticId}`,
          customFolderId: null,
          processingState: sql`case when ${dataRoomFiles.processingState} = 'PROCESSED_AND_NOT_PLACED' then 'PROCESSED_PLACED_NOT_SEEN' else ${dataRoomFiles.processingState} end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(dataRoomFiles.tenantId, tenantId),
            inArray(dataRoomFiles.id, ids),
            isNotNull(dataRoomFiles.suggestedStaticId),
          ),
        );
    },

    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await db
        .delete(dataRoomFiles)
        .where(and(eq(dataRoomFiles.tenantId, tenantId), inArray(dataRoomFiles.id, ids)))
        .returning({ id: dataRoomFiles.id });
      return r.length;
    },

    /** PROCESSED_PLACED_NOT_SEEN → PROCESSED_SEEN (a file opened for the first time); other states stay. */
    async markSeen(tenantId: number, id: number) {
      await db
        .update(dataRoomFiles)
        .set({ processingState: 'PROCESSED_SEEN', updatedAt: new Date() })
        .where(
          and(
            eq(dataRoomFiles.tenantId, tenantId),
            eq(dataRoomFiles.id, id),
            eq(dataRoomFiles.processingState, 'PROCESSED_PLACED_NOT_SEEN'),
          ),
        );
    },

    /** A link's name and address. */
    async updateLink(tenantId: number, id: number, values: { name: string; fileUrl: string }) {
      await db
        .update(dataRoomFiles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(dataRoomFiles.tenantId, tenantId), eq(dataRoomFiles.id, id), eq(dataRoomFiles.type, 'URL')));
    },

    async setAnalysis(tenantId: number, id: number, analysis: AiAnalysis) {
      await db
        .update(dataRoomFiles)
        .set({ aiAnalysis: analysis, updatedAt: new Date() })
        .where(and(eq(dataRoomFiles.tenantId, tenantId), eq(dataRoomFiles.id, id)));
    },

    /** The files in these custom folders: id, external id and folder (before a folder delete moves them out). */
    async inCustomFolders(
      tenantId: number,
      folderIds: number[],
    ): Promise<{ id: number; externalId: string; customFolderId: number }[]> {
      if (!folderIds.length) return [];
      const rows = await db
        .select({
          id: dataRoomFiles.id,
          externalId: dataRoomFiles.externalId,
          customFolderId: dataRoomFiles.customFolderId,
        })
        .from(dataRoomFiles)
        .where(and(eq(dataRoomFiles.tenantId, tenantId), inArray(dataRoomFiles.customFolderId, folderIds)))
        .orderBy(asc(dataRoomFiles.id));
      return rows as { id: number; externalId: string; customFolderId: number }[];
    },

    /**
     * One grouped pass over the tenant's taxonomy-placed files and active red flags: per static id, the files placed
     * there and the active flags (of those files, or raised on the folder itself).
     */
    async countsByStaticId(tenantId: number): Promise<Map<number, { files: number; redFlags: number }>> {
      const r = await db.execute<{ sid: number; files: string | number; flags: string | number }>(sql`
        select sid, sum(files) as files, sum(flags) as flags from (
          select f.parent_static_id as sid, count(*) as files, 0 as flags
            from ${dataRoomFiles} f where f.tenant_id = ${tenantId} and f.parent_static_id is not null group by f.parent_static_id
          union all
          select coalesce(f.parent_static_id, r.static_id) as sid, 0 as files, count(*) as flags
            from ${dataRoomRedFlags} r left join ${dataRoomFiles} f on f.id = r.file_id
            where r.tenant_id = ${tenantId} and r.status in (${ACTIVE}) and coalesce(f.parent_static_id, r.static_id) is not null
            group by coalesce(f.parent_static_id, r.static_id)
        ) x group by sid`);
      const rows = (
        Array.isArray(r) ? r : (r as { rows: { sid: number; files: string | number; flags: string | number }[] }).rows
      ) as {
        sid: number;
        files: string | number;
        flags: string | number;
      }[];
      return new Map(rows.map((x) => [Number(x.sid), { files: Number(x.files), redFlags: Number(x.flags) }]));
    },

    async customFolderExternalId(tenantId: number, id: number): Promise<string | null> {
      const [r] = await db
        .select({ externalId: dataRoomCustomFolders.externalId })
        .from(dataRoomCustomFolders)
        .where(and(eq(dataRoomCustomFolders.tenantId, tenantId), eq(dataRoomCustomFolders.id, id)));
      return r?.externalId ?? null;
    },

    /** Files per custom folder of the tenant (direct children only). */
    async countsByCustomFolder(tenantId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: dataRoomFiles.customFolderId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(dataRoomFiles)
        .where(and(eq(dataRoomFiles.tenantId, tenantId), isNotNull(dataRoomFiles.customFolderId)))
        .groupBy(dataRoomFiles.customFolderId);
      return new Map(rows.map((x) => [x.id!, x.n]));
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
