import { and, asc, between, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { withListAndFunder } from './list-entry-join.ts';
import {
  funderListCollaborators,
  funderListEntries,
  funderLists,
  funderNextContactReminders,
  funders,
} from './tables.ts';

export interface DueFollowUp {
  tenantId: number;
  listId: number;
  listExternalId: string;
  listName: string;
  ownerUserId: number | null;
  funderId: number;
  funderName: string;
  nextContact: string;
}

/** SQL of next contacts: the founder's upcoming follow-ups and the daily reminders. */
export function createNextContactStore(db: Db) {
  return {
    /** Entries with a next contact in the lists `visibleWhere` allows, soonest first (overdue ones included). */
    async upcoming(visibleWhere: SQL, limit: number) {
      return withListAndFunder(
        db
          .select({
            listExternalId: funderLists.externalId,
            listName: funderLists.name,
            funderExternalId: funders.externalId,
            funderName: funders.name,
            logoUrl: funders.logoUrl,
            nextContact: funderListEntries.nextContact,
            note: funderListEntries.note,
          })
          .from(funderListEntries)
          .$dynamic(),
      )
        .where(and(visibleWhere, isNotNull(funderListEntries.nextContact), eq(funderListEntries.disabled, false)))
        .orderBy(asc(funderListEntries.nextContact), asc(funders.name), asc(funders.id))
        .limit(limit);
    },
    /** Enabled entries whose next contact falls in [from, to] and has no reminder recorded yet, by tenant. */
    async due(from: string, to: string): Promise<DueFollowUp[]> {
      const rows = await withListAndFunder(
        db
          .select({
            tenantId: funderLists.tenantId,
            listId: funderLists.id,
            listExternalId: funderLists.externalId,
            listName: funderLists.name,
            ownerUserId: funderLists.ownerUserId,
            funderId: funders.id,
            funderName: funders.name,
            nextContact: funderListEntries.nextContact,
          })
          .from(funderListEntries)
          .$dynamic(),
      )
        .where(
          and(
            between(funderListEntries.nextContact, from, to),
            eq(funderListEntries.disabled, false),
            sql`not exists (select 1 from ${funderNextContactReminders} r where r.list_id = ${funderListEntries.listId} and r.funder_id = ${funderListEntries.funderId} and r.next_contact = ${funderListEntries.nextContact})`,
          ),
        )
        .orderBy(asc(funderLists.tenantId), asc(funderListEntries.nextContact), asc(funders.name));
      return rows.map((r) => ({ ...r, nextContact: r.nextContact! }));
    },
    /** The collaborators of lists (internal ids). */
    async collaboratorsOf(listIds: number[]) {
      if (!listIds.length) return [];
      return db
        .select({ listId: funderListCollaborators.listId, userId: funderListCollaborators.userId })
        .from(funderListCollaborators)
        .where(inArray(funderListCollaborators.listId, listIds));
    },
    /** Records a reminder; false when it was recorded before (sent already). Runs in the caller's transaction. */
    async record(k: { listId: number; funderId: number; nextContact: string; recipients: number }) {
      const r = await db
        .insert(funderNextContactReminders)
        .values(k)
        .onConflictDoNothing()
        .returning({ listId: funderNextContactReminders.listId });
      return r.length > 0;
    },
  };
}
export type NextContactStore = ReturnType<typeof createNextContactStore>;
