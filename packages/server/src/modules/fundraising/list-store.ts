import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import { funderListCollaborators, funderListEntries, funderLists, funders } from './tables.ts';
import { funderCardColumns, type FunderCardRecord } from './funder-store.ts';

export type FunderListRow = typeof funderLists.$inferSelect;
export interface ListWithCount {
  list: FunderListRow;
  funderCount: number;
}
export type EntryOrder = 'name' | 'addedAt' | 'nextContact' | 'rank';

const org = alias(funders, 'org');

/** SQL of smartlists, their entries and collaborators; every query is bounded to one tenant (and visibility). */
export function createListStore(db: Db) {
  /** Lists of the tenant the user may see: TEAM and PUBLIC ones, their own, and those they collaborate on. */
  const visible = (tenantId: number, userId: number): SQL =>
    and(
      eq(funderLists.tenantId, tenantId),
      or(
        inArray(funderLists.visibility, ['TEAM', 'PUBLIC']),
        eq(funderLists.ownerUserId, userId),
        sql`exists (select 1 from ${funderListCollaborators} c where c.list_id = ${funderLists.id} and c.user_id = ${userId})`,
      ),
    )!;
  const funderCount = sql<number>`(select count(*)::int from ${funderListEntries} e where e.list_id = ${funderLists.id})`;

  return {
    visible,
    /** Serialises list creation of a tenant inside a transaction (the 'up to 1' count stays true). */
    async lockTenant(tenantId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`funder-lists:${tenantId}`}))`);
    },
    async insert(row: typeof funderLists.$inferInsert) {
      const [r] = await db.insert(funderLists).values(row).returning();
      return r;
    },
    async countOfTenant(tenantId: number) {
      const [{ n }] = await db.select({ n: count() }).from(funderLists).where(eq(funderLists.tenantId, tenantId));
      return Number(n);
    },
    async visibleByExternalId(tenantId: number, userId: number, externalId: string): Promise<ListWithCount | null> {
      const [r] = await db
        .select({ list: funderLists, funderCount })
        .from(funderLists)
        .where(and(visible(tenantId, userId), eq(funderLists.externalId, externalId)));
      return r ? { list: r.list, funderCount: Number(r.funderCount) } : null;
    },
    /** The same list without its funder count (a count of every entry), for calls that need only the list. */
    async visibleRowByExternalId(tenantId: number, userId: number, externalId: string) {
      const [list] = await db
        .select()
        .from(funderLists)
        .where(and(visible(tenantId, userId), eq(funderLists.externalId, externalId)));
      return list ?? null;
    },
    async page(where: SQL, page: number, pageSize: number) {
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({ list: funderLists, funderCount })
          .from(funderLists)
          .where(where)
          .orderBy(desc(funderLists.createdAt), desc(funderLists.id))
          .limit(pageSize)
          .offset(page * pageSize),
        db.select({ n: count() }).from(funderLists).where(where),
      ]);
      return { rows: rows.map((r) => ({ list: r.list, funderCount: Number(r.funderCount) })), total: Number(n) };
    },
    async update(id: number, patch: Partial<Pick<FunderListRow, 'name' | 'visibility'>>) {
      await db
        .update(funderLists)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(funderLists.id, id));
    },
    async remove(id: number) {
      await db.delete(funderLists).where(eq(funderLists.id, id));
    },
    async collaboratorIds(listIds: number[]) {
      if (!listIds.length) return [];
      return db
        .select({ listId: funderListCollaborators.listId, userId: funderListCollaborators.userId })
        .from(funderListCollaborators)
        .where(inArray(funderListCollaborators.listId, listIds))
        .orderBy(asc(funderListCollaborators.createdAt));
    },
    async addCollaborator(listId: number, userId: number) {
      await db.insert(funderListCollaborators).values({ listId, userId }).onConflictDoNothing();
    },
    async removeCollaborator(listId: number, userId: number) {
      await db
        .delete(funderListCollaborators)
        .where(and(eq(funderListCollaborators.listId, listId), eq(funderListCollaborators.userId, userId)));
    },
    /** Adds funders to a list; ones already there are left as they are. Returns how many were new. */
    async addEntries(listId: number, funderIds: number[], userId: number) {
      if (!funderIds.length) return 0;
      const r = await db
        .insert(funderListEntries)
        .values(funderIds.map((funderId) => ({ listId, funderId, addedByUserId: userId })))
        .onConflictDoNothing()
        .returning({ funderId: funderListEntries.funderId });
      return r.length;
    },
    async removeEntry(listId: number, funderId: number) {
      const r = await db
        .delete(funderListEntries)
        .where(and(eq(funderListEntries.listId, listId), eq(funderListEntries.funderId, funderId)))
        .returning({ funderId: funderListEntries.funderId });
      return r.length > 0;
    },
    /** Sets note / next contact / disabled of an entry; false when the funder is not in the list. */
    async patchEntry(
      listId: number,
      funderId: number,
      patch: Partial<{ note: string | null; nextContact: string | null; disabled: boolean }>,
    ) {
      const r = await db
        .update(funderListEntries)
        .set(patch)
        .where(and(eq(funderListEntries.listId, listId), eq(funderListEntries.funderId, funderId)))
        .returning({ funderId: funderListEntries.funderId });
      return r.length > 0;
    },
    /**
     * A page of a list's entries with their funders, in the order asked (ties broken by the funder's name then id).
     * The order is read from the entry's own sort keys (the funder's name and rank, kept by triggers) through the
     * list's index for that order, up to the page's end; only the page's funders are then read whole. A column that is
     * never null sorts descending as `desc` (nulls first, none there), which is the backward scan of its index.
     */
    async entries(
      listId: number,
      q: { page: number; pageSize: number; orderBy: EntryOrder; sortDirection: 'ASC' | 'DESC' },
    ) {
      const e = funderListEntries;
      const desc = q.sortDirection === 'DESC';
      const [col, nullable] = {
        name: [sql`lower(${e.funderName})`, false],
        addedAt: [sql`${e.addedAt}`, false],
        nextContact: [sql`${e.nextContact}`, true],
        rank: [sql`${e.funderRank}`, true],
      }[q.orderBy] as [SQL, boolean];
      const dir = !desc ? sql`asc` : nullable ? sql`desc nulls last` : sql`desc`;
      const order = sql`${col} ${dir}, ${e.funderName} asc, ${e.funderId} asc`;
      const where = eq(e.listId, listId);
      const pageKeys = db
        .select({
          funderId: sql<number>`${e.funderId}`.as('page_funder_id'),
          pos: sql<number>`row_number() over (order by ${order})`.as('pos'),
        })
        .from(e)
        .where(where)
        .orderBy(order)
        .limit(q.pageSize)
        .offset(q.page * q.pageSize)
        .as('pg');
      // The page's 50 entries by their key (a lateral probe each: a join let the planner hash the whole list).
      const en = db
        .select({ note: e.note, nextContact: e.nextContact, disabled: e.disabled, addedAt: e.addedAt })
        .from(e)
        .where(and(eq(e.listId, listId), sql`${e.funderId} = ${pageKeys.funderId}`))
        .limit(1)
        .as('en');
      const rows = await db
        .select({
          entry: { note: en.note, nextContact: en.nextContact, disabled: en.disabled, addedAt: en.addedAt },
          funder: funderCardColumns,
          orgExternalId: org.externalId,
          orgName: org.name,
          // The list's size comes with the page, counted once on the list's index (an init plan). A `count(*) over ()`
          // beside the page's window made the scan keep every entry of the list in a tuplestore: 3–4 ms at 5,000.
          total: sql<string>`(select count(*) from ${e} where ${e.listId} = ${listId})`,
        })
        .from(pageKeys)
        .crossJoinLateral(en)
        .innerJoin(funders, eq(funders.id, pageKeys.funderId))
        .leftJoin(org, eq(org.id, funders.organizationId))
        .orderBy(asc(pageKeys.pos));
      // A page past the end has no row to carry the size: counted on its own.
      const total = rows.length
        ? Number(rows[0].total)
        : Number((await db.select({ n: count() }).from(e).where(where))[0].n);
      return {
        rows: rows.map((r) => ({
          entry: r.entry,
          record: {
            funder: r.funder,
            organization: r.orgExternalId ? { externalId: r.orgExternalId, name: r.orgName ?? '' } : null,
          } satisfies FunderCardRecord,
        })),
        total,
      };
    },
    /** The visible lists holding a funder. */
    async listsOfFunder(visibleWhere: SQL, funderId: number) {
      return db
        .select({ list: funderLists, funderCount })
        .from(funderLists)
        .innerJoin(funderListEntries, eq(funderListEntries.listId, funderLists.id))
        .where(and(visibleWhere, eq(funderListEntries.funderId, funderId)))
        .orderBy(asc(funderLists.name));
    },
  };
}
export type ListStore = ReturnType<typeof createListStore>;
