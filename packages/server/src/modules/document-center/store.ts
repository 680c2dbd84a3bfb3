import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { docCenterItems } from './tables.ts';

export type DocItemRow = typeof docCenterItems.$inferSelect;
export type NewDocItem = typeof docCenterItems.$inferInsert;

/** Who looks: PERSONAL items (and everything beneath them) are seen by their owner only. */
export interface Viewer {
  tenantId: number;
  userId: number;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A doc_center_items row as raw SQL returns it (snake_case; numbers and dates may come back as strings). */
interface RawItem {
  id: number | string;
  external_id: string;
  tenant_id: number | string;
  parent_id: number | string | null;
  kind: DocItemRow['kind'];
  name: string;
  ownership: DocItemRow['ownership'];
  owner_user_id: number | string | null;
  size: number | string | null;
  content_type: string | null;
  storage_key: string | null;
  url: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A raw row's columns (snake_case) back to the drizzle shape. */
function fromRaw(r: RawItem): DocItemRow {
  const d = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  return {
    id: Number(r.id),
    externalId: r.external_id,
    tenantId: Number(r.tenant_id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    kind: r.kind,
    name: r.name,
    ownership: r.ownership,
    ownerUserId: r.owner_user_id === null ? null : Number(r.owner_user_id),
    size: Number(r.size),
    contentType: r.content_type,
    storageKey: r.storage_key,
    url: r.url,
    createdAt: d(r.created_at),
    updatedAt: d(r.updated_at),
  };
}

/** An item is hidden from a viewer when it is another user's PERSONAL item. */
const hiddenFor = (v: Viewer, alias: SQL) =>
  sql`(${alias}.ownership = 'PERSONAL' and ${alias}.owner_user_id is distinct from ${v.userId})`;

/** SQL of the document center (spec 3 §7.5); every query is bounded to one tenant. */
export function createDocCenterStore(db: Db) {
  /** Visible files beneath each of these folders (all levels). */
  async function fileCounts(v: Viewer, folderIds: number[]): Promise<Map<number, number>> {
    if (!folderIds.length) return new Map();
    const rows = await rowsOf<{ root_id: number; n: number }>(
      db,
      sql`with recursive below as (
            select c.parent_id as root_id, c.id, c.kind from doc_center_items c
            where c.parent_id in (${sql.join(
              folderIds.map((id) => sql`${id}`),
              sql`, `,
            )}) and not ${hiddenFor(v, sql`c`)}
            union all
            select below.root_id, c.id, c.kind from below join doc_center_items c on c.parent_id = below.id
            where below.kind = 'FOLDER' and not ${hiddenFor(v, sql`c`)}
          ) select root_id, count(*)::int as n from below where kind = 'FILE' group by root_id`,
    );
    return new Map(rows.map((r) => [Number(r.root_id), Number(r.n)]));
  }

  return {
    db,
    fileCounts,
    async byExternalId(externalId: string) {
      const [row] = await db.select().from(docCenterItems).where(eq(docCenterItems.externalId, externalId));
      return row ?? null;
    },
    async byExternalIds(tenantId: number, externalIds: string[]) {
      if (!externalIds.length) return [];
      return db
        .select()
        .from(docCenterItems)
        .where(and(eq(docCenterItems.tenantId, tenantId), inArray(docCenterItems.externalId, externalIds)));
    },
    async byIds(ids: number[]) {
      if (!ids.length) return [];
      return db.select().from(docCenterItems).where(inArray(docCenterItems.id, ids));
    },
    async byId(id: number) {
      const [row] = await db.select().from(docCenterItems).where(eq(docCenterItems.id, id));
      return row ?? null;
    },

    /** The item and its ancestors, root first. */
    async ancestry(itemId: number): Promise<DocItemRow[]> {
      const rows = await rowsOf<RawItem>(
        db,
        sql`with recursive up as (
              select i.*, 0 as depth from doc_center_items i where i.id = ${itemId}
              union all
              select p.*, up.depth + 1 from doc_center_items p join up on p.id = up.parent_id
            ) select * from up order by depth desc`,
      );
      return rows.map(fromRaw);
    },

    /**
     * Children of a folder (null: the root) the viewer may see, with the number of visible files beneath each folder.
     * `ownership` narrows to PERSONAL (the viewer's own) or PROVIDER items; `kind` to one kind.
     */
    async children(
      v: Viewer,
      parentId: number | null,
      opts: { ownership?: 'PERSONAL' | 'PROVIDER' | null; kind?: string | null; excludePersonal?: boolean } = {},
    ) {
      const parent = parentId === null ? sql`i.parent_id is null` : sql`i.parent_id = ${parentId}`;
      const own = opts.ownership ? sql`and i.ownership = ${opts.ownership}` : sql``;
      const kind = opts.kind ? sql`and i.kind = ${opts.kind}` : sql``;
      const personal = opts.excludePersonal ? sql`and i.ownership <> 'PERSONAL'` : sql``;
      const rows = (
        await rowsOf<RawItem>(
          db,
          sql`select i.* from doc_center_items i
              where i.tenant_id = ${v.tenantId} and ${parent} and not ${hiddenFor(v, sql`i`)} ${own} ${kind} ${personal}
              order by case i.kind when 'FOLDER' then 0 else 1 end, lower(i.name), i.id`,
        )
      ).map(fromRaw);
      const counts = await fileCounts(
        v,
        rows.filter((r) => r.kind === 'FOLDER').map((r) => r.id),
      );
      return rows.map((row) => ({ row, fileCount: counts.get(row.id) ?? 0 }));
    },

    /** Every item of the tenant the viewer may see (nothing beneath a hidden folder), with its depth. */
    async visibleTree(v: Viewer, opts: { excludePersonal?: boolean } = {}): Promise<DocItemRow[]> {
      const personal = opts.excludePersonal ? sql`and i.ownership <> 'PERSONAL'` : sql``;
      const rows = await rowsOf<RawItem>(
        db,
        sql`with recursive vis as (
              select i.* from doc_center_items i where i.tenant_id = ${v.tenantId} and i.parent_id is null and not ${hiddenFor(v, sql`i`)} ${personal}
              union all
              select i.* from doc_center_items i join vis on i.parent_id = vis.id where not ${hiddenFor(v, sql`i`)} ${personal}
            ) select * from vis order by lower(name), id`,
      );
      return rows.map(fromRaw);
    },

    /** Visible items whose name contains the term (case-insensitive), at most `limit`. */
    async byTerm(v: Viewer, term: string, limit: number): Promise<DocItemRow[]> {
      const like = `%${escapeLike(term)}%`;
      const rows = await rowsOf<RawItem>(
        db,
        sql`with recursive vis as (
              select i.* from doc_center_items i where i.tenant_id = ${v.tenantId} and i.parent_id is null and not ${hiddenFor(v, sql`i`)}
              union all
              select i.* from doc_center_items i join vis on i.parent_id = vis.id where not ${hiddenFor(v, sql`i`)}
            ) select * from vis where name ilike ${like} order by case kind when 'FOLDER' then 0 else 1 end, lower(name), id limit ${limit}`,
      );
      return rows.map(fromRaw);
    },

    /** The item and every item beneath it. */
    async subtree(itemIds: number[]): Promise<DocItemRow[]> {
      if (!itemIds.length) return [];
      const rows = await rowsOf<RawItem>(
        db,
        sql`with recursive down as (
              select i.* from doc_center_items i where i.id in (${sql.join(
                itemIds.map((id) => sql`${id}`),
                sql`, `,
              )})
              union all
              select c.* from doc_center_items c join down on c.parent_id = down.id
            ) select * from down`,
      );
      return rows.map(fromRaw);
    },

    /** Names (lower-cased comparison done by the caller) of the items directly in a folder. */
    async namesIn(tenantId: number, parentId: number | null): Promise<DocItemRow[]> {
      const parent = parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`;
      const rows = await rowsOf<RawItem>(
        db,
        sql`select * from doc_center_items where tenant_id = ${tenantId} and ${parent}`,
      );
      return rows.map(fromRaw);
    },

    async insert(values: NewDocItem) {
      const [row] = await db.insert(docCenterItems).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<NewDocItem>) {
      const [row] = await db
        .update(docCenterItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(docCenterItems.id, id))
        .returning();
      return row;
    },
    async deleteIds(ids: number[]) {
      if (!ids.length) return 0;
      const r = await db
        .delete(docCenterItems)
        .where(inArray(docCenterItems.id, ids))
        .returning({ id: docCenterItems.id });
      return r.length;
    },
    /** Serialises writes to one tenant's tree (name checks and moves). */
    async lockTenantTree(tenantId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`doc-center:${tenantId}`}))`);
    },
  };
}
export type DocCenterStore = ReturnType<typeof createDocCenterStore>;
