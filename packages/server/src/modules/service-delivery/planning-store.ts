import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { productFlows, tasks } from './tables.ts';
import { calendarFeeds, flowRecurrencePeriods, flowRecurrences } from './planning-tables.ts';

export type RecurrenceRow = typeof flowRecurrences.$inferSelect;

/** The rows of a raw query (the PGlite and pg drivers both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** SQL of the recurrence job, the calendar feed and the workload view (issue 14 item 8). */
export function createPlanningStore(db: Db) {
  return {
    // ------------------------------------------------------------ recurrence
    recurrenceOf: async (flowId: number) =>
      (await db.select().from(flowRecurrences).where(eq(flowRecurrences.flowId, flowId)))[0] ?? null,
    upsertRecurrence: async (flowId: number, frequency: string, nextPeriodStart: string, userId: number) =>
      (
        await db
          .insert(flowRecurrences)
          .values({ flowId, frequency, nextPeriodStart, setByUserId: userId })
          .onConflictDoUpdate({
            target: flowRecurrences.flowId,
            set: { frequency, nextPeriodStart, setByUserId: userId, updatedAt: new Date() },
          })
          .returning()
      )[0],
    deleteRecurrence: (flowId: number) => db.delete(flowRecurrences).where(eq(flowRecurrences.flowId, flowId)),
    periodsOf: (flowId: number) =>
      db
        .select()
        .from(flowRecurrencePeriods)
        .where(eq(flowRecurrencePeriods.flowId, flowId))
        .orderBy(desc(flowRecurrencePeriods.periodStart)),
    lastPeriodStart: async (flowId: number) =>
      (
        await db
          .select({ p: sql<string | null>`max(${flowRecurrencePeriods.periodStart})::text` })
          .from(flowRecurrencePeriods)
          .where(eq(flowRecurrencePeriods.flowId, flowId))
      )[0]?.p ?? null,

    /** Recurrences whose next period has started, of live flows (not deleted, active, not finalized). */
    dueRecurrences: (today: string) =>
      db
        .select({ recurrence: flowRecurrences, flow: productFlows })
        .from(flowRecurrences)
        .innerJoin(productFlows, eq(productFlows.id, flowRecurrences.flowId))
        .where(
          and(
            lte(flowRecurrences.nextPeriodStart, today),
            isNull(productFlows.deletedAt),
            isNull(productFlows.finalizedAt),
            eq(productFlows.active, true),
          ),
        )
        .orderBy(flowRecurrences.id),

    /** Locks a recurrence row for the transaction of one period (two servers running the job wait for each other). */
    lockRecurrence: async (id: number) =>
      (await db.select().from(flowRecurrences).where(eq(flowRecurrences.id, id)).for('update'))[0] ?? null,
    /** Claims a period; null when it was opened before (the job then creates nothing). */
    claimPeriod: async (flowId: number, periodStart: string) =>
      (
        await db
          .insert(flowRecurrencePeriods)
          .values({ flowId, periodStart })
          .onConflictDoNothing()
          .returning({ id: flowRecurrencePeriods.id })
      )[0] ?? null,
    setPeriodTaskCount: (id: number, taskCount: number) =>
      db.update(flowRecurrencePeriods).set({ taskCount }).where(eq(flowRecurrencePeriods.id, id)),
    advance: (id: number, nextPeriodStart: string) =>
      db.update(flowRecurrences).set({ nextPeriodStart, updatedAt: new Date() }).where(eq(flowRecurrences.id, id)),
    /** The latest preparer and reviewer of each template task of a flow, carried into the next period. */
    latestAssignees: async (flowId: number) =>
      rowsOf<{ template_key: string; preparer_user_id: number | null; reviewer_user_id: number | null }>(
        await db.execute(
          sql`select distinct on (template_key) template_key, preparer_user_id, reviewer_user_id
              from tasks where flow_id = ${flowId} and template_key is not null
              order by template_key, due_date desc nulls last, id desc`,
        ),
      ),
    maxPosition: async (flowId: number) =>
      Number(
        (
          await db
            .select({ m: sql<number>`coalesce(max(${tasks.position}), 0)` })
            .from(tasks)
            .where(eq(tasks.flowId, flowId))
        )[0].m,
      ),

    // ------------------------------------------------------------ calendar feed
    feedOfUser: async (userId: number) =>
      (await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)))[0] ?? null,
    feedByHash: async (tokenHash: string) =>
      (await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)))[0] ?? null,
    replaceFeed: async (userId: number, tokenHash: string) =>
      (
        await db
          .insert(calendarFeeds)
          .values({ userId, tokenHash })
          .onConflictDoUpdate({
            target: calendarFeeds.userId,
            set: { tokenHash, createdAt: new Date(), lastUsedAt: null },
          })
          .returning()
      )[0],
    deleteFeed: async (userId: number) =>
      (await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ id: calendarFeeds.id }))
        .length,
    touchFeed: (id: number) => db.update(calendarFeeds).set({ lastUsedAt: new Date() }).where(eq(calendarFeeds.id, id)),

    /**
     * The open tasks with a due date a feed lists, in live flows: those the user prepares or reviews (when staff), and
     * the customer tasks (not internal) of the companies the user belongs to.
     */
    feedTasks: (userId: number, staff: boolean, tenantIds: number[]) => {
      const mine = staff ? sql`(t.preparer_user_id = ${userId} or t.reviewer_user_id = ${userId})` : sql`false`;
      const theirs = tenantIds.length
        ? sql`(t.done_by_customer and not t.internal_only and t.tenant_id in (${sql.join(
            tenantIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`
        : sql`false`;
      return db
        .execute(
          sql`select t.external_id, t.name, t.description, t.status, t.due_date::text as due_date, t.updated_at,
                     f.name as flow_name, tn.name as tenant_name
              from tasks t
              join tenants tn on tn.id = t.tenant_id
              left join product_flows f on f.id = t.flow_id
              where t.status <> 'DONE' and t.due_date is not null
                and (t.flow_id is null or (f.deleted_at is null and f.active))
                and (${mine} or ${theirs})
              order by t.due_date, t.id
              limit 2000`,
        )
        .then((r) =>
          rowsOf<{
            external_id: string;
            name: string;
            description: string;
            status: string;
            due_date: string;
            updated_at: Date | string;
            flow_name: string | null;
            tenant_name: string;
          }>(r),
        );
    },

    // ------------------------------------------------------------ workload
    /** Open tasks (not done, in live flows) per preparer and per reviewer: due this week, overdue, all. */
    workload: async (today: string, weekEnd: string) =>
      rowsOf<{ role: 'P' | 'R'; user_id: number | null; due_this_week: number; overdue: number; open: number }>(
        await db.execute(
          sql`select v.role, v.uid as user_id,
                     count(*) filter (where t.due_date >= ${today} and t.due_date <= ${weekEnd})::int as due_this_week,
                     count(*) filter (where t.due_date < ${today})::int as overdue,
                     count(*)::int as open
              from tasks t
              left join product_flows f on f.id = t.flow_id
              cross join lateral (values ('P', t.preparer_user_id, not t.done_by_customer),
                                         ('R', t.reviewer_user_id, true)) v(role, uid, counted)
              where t.status <> 'DONE' and (t.flow_id is null or (f.deleted_at is null and f.active)) and v.counted
              group by v.role, v.uid`,
        ),
      ),
  };
}
export type PlanningStore = ReturnType<typeof createPlanningStore>;
