import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { tenants } from '../tenancy/tables.ts';
import { users } from '../users/tables.ts';
import { docCenterItems } from '../document-center/tables.ts';
import { productFlows, taskComments, taskFiles, tasks } from './tables.ts';
import { openComments, taskListColumns, visibleWhere, type TaskVisibility } from './task-list-sql.ts';
import { createTaskPageQuery } from './task-page-store.ts';

export type FlowRow = typeof productFlows.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type CommentRow = typeof taskComments.$inferSelect;
export type TaskFileRow = typeof taskFiles.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

export type { TaskListFilter, TaskVisibility } from './task-list-sql.ts';

const preparer = alias(users, 'preparer');
const reviewer = alias(users, 'reviewer');

/** The task list's row: the columns of the task the list shows, with its flow, company and people. */
const listColumns = {
  task: taskListColumns,
  flowExternalId: productFlows.externalId,
  flowName: productFlows.name,
  serviceCode: productFlows.serviceCode,
  tenantExternalId: tenants.externalId,
  tenantName: tenants.name,
  preparerExternalId: preparer.externalId,
  preparerFirst: preparer.firstName,
  preparerLast: preparer.lastName,
  reviewerExternalId: reviewer.externalId,
  reviewerFirst: reviewer.firstName,
  reviewerLast: reviewer.lastName,
};

export function createServiceDeliveryStore(db: Db) {
  const listFrom = (v: TaskVisibility) =>
    db
      .select({ ...listColumns, openComments: openComments(v) })
      .from(tasks)
      .innerJoin(tenants, eq(tenants.id, tasks.tenantId))
      .leftJoin(productFlows, eq(productFlows.id, tasks.flowId))
      .leftJoin(preparer, eq(preparer.id, tasks.preparerUserId))
      .leftJoin(reviewer, eq(reviewer.id, tasks.reviewerUserId));

  return {
    /** A page of the task list with its (capped) total: task-page-store.ts. */
    taskPage: createTaskPageQuery(db),

    /**
     * What a company has to act on (issue 14 #7): its shared tasks not done that are its own to do (pending or in
     * progress), or that carry an open question of the provider. First by due date; with the total.
     */
    async waitingOnCustomer(tenantId: number, limit: number) {
      const v: TaskVisibility = { staff: false, userId: 0, tenantId };
      const where = and(
        ...visibleWhere(v),
        sql`${tasks.status} <> 'DONE'`,
        sql`((${tasks.doneByCustomer} and ${tasks.status} in ('PENDING', 'IN_PROGRESS')) or exists (select 1 from task_comments c where c.task_id = ${tasks.id} and c.state = 'OPEN' and c.from_provider and not c.internal))`,
      );
      const rows = await listFrom(v)
        .where(where)
        .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.id))
        .limit(limit);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(tasks)
        .leftJoin(productFlows, eq(productFlows.id, tasks.flowId))
        .where(where);
      return { rows, total: Number(total) };
    },

    /** Tasks of a flow (for its page), in template order. */
    async tasksOfFlow(v: TaskVisibility, flowId: number) {
      return listFrom(v)
        .where(and(eq(tasks.flowId, flowId), ...(v.staff ? [] : [eq(tasks.internalOnly, false)])))
        .orderBy(asc(tasks.position), asc(tasks.id));
    },

    /** One task as the list shows it (no visibility rule: the service checks it). */
    async taskRow(v: TaskVisibility, taskId: number) {
      return (await listFrom(v).where(eq(tasks.id, taskId)))[0] ?? null;
    },

    taskByExternalId: async (externalId: string) =>
      (await db.select().from(tasks).where(eq(tasks.externalId, externalId)))[0] ?? null,
    taskById: async (id: number) => (await db.select().from(tasks).where(eq(tasks.id, id)))[0] ?? null,
    insertTasks: (rows: NewTask[]) => (rows.length ? db.insert(tasks).values(rows).returning() : Promise.resolve([])),
    updateTask: async (id: number, patch: Partial<NewTask>) =>
      (
        await db
          .update(tasks)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(tasks.id, id))
          .returning()
      )[0],
    maxPosition: async (flowId: number) =>
      Number(
        (
          await db
            .select({ m: sql<number>`coalesce(max(${tasks.position}), 0)` })
            .from(tasks)
            .where(eq(tasks.flowId, flowId))
        )[0].m,
      ),

    // ------------------------------------------------------------------ flows
    flowByExternalId: async (externalId: string) =>
      (
        await db
          .select()
          .from(productFlows)
          .where(and(eq(productFlows.externalId, externalId), isNull(productFlows.deletedAt)))
      )[0] ?? null,
    flowById: async (id: number) => (await db.select().from(productFlows).where(eq(productFlows.id, id)))[0] ?? null,
    flowsByExternalIds: async (ids: string[]) =>
      db
        .select()
        .from(productFlows)
        .where(and(inArray(productFlows.externalId, ids), isNull(productFlows.deletedAt))),
    insertFlow: async (row: typeof productFlows.$inferInsert) =>
      (await db.insert(productFlows).values(row).returning())[0],
    updateFlow: async (id: number, patch: Partial<typeof productFlows.$inferInsert>) =>
      (
        await db
          .update(productFlows)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(productFlows.id, id))
          .returning()
      )[0],
    softDeleteFlows: async (ids: number[]) =>
      db
        .update(productFlows)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(inArray(productFlows.id, ids)),

    /** A page of flows with their company, people and task counts. */
    async flowPage(
      f: {
        search: string;
        serviceCodes: string[] | null;
        tenantExternalIds: string[];
        showAll: boolean;
        tenantId?: number;
        /** Live during this year: started by its end, not finalized before its start. */
        year?: number;
        userId?: number;
      },
      sort: { orderBy: string; direction: 'asc' | 'desc' },
      page: { page: number; pageSize: number },
    ) {
      const w: SQL[] = [isNull(productFlows.deletedAt)];
      if (!f.showAll) w.push(eq(productFlows.active, true), isNull(productFlows.finalizedAt));
      if (f.search) {
        const like = `%${escapeLike(f.search)}%`;
        w.push(
          sql`(${productFlows.name} ilike ${like} or ${tenants.name} ilike ${like} or ${productFlows.serviceCode} ilike ${like})`,
        );
      }
      if (f.serviceCodes)
        w.push(f.serviceCodes.length ? inArray(productFlows.serviceCode, f.serviceCodes) : sql`false`);
      if (f.tenantExternalIds.length) w.push(inArray(tenants.externalId, f.tenantExternalIds));
      if (f.tenantId !== undefined) w.push(eq(productFlows.tenantId, f.tenantId));
      if (f.year !== undefined) {
        w.push(lte(productFlows.startDate, `${f.year}-12-31`));
        w.push(or(isNull(productFlows.finalizedAt), gte(productFlows.finalizedAt, new Date(Date.UTC(f.year, 0, 1))))!);
      }
      if (f.userId !== undefined)
        w.push(
          sql`exists (select 1 from tasks t where t.flow_id = ${productFlows.id} and (t.preparer_user_id = ${f.userId} or t.reviewer_user_id = ${f.userId}))`,
        );
      const cols: Record<string, SQL> = {
        createdAt: sql`${productFlows.createdAt}`,
        name: sql`lower(${productFlows.name})`,
        startDate: sql`${productFlows.startDate}`,
        company: sql`lower(${tenants.name})`,
        service: sql`${productFlows.serviceCode}`,
      };
      const c = cols[sort.orderBy] ?? cols.createdAt;
      const where = and(...w);
      const rows = await db
        .select({
          flow: productFlows,
          tenantExternalId: tenants.externalId,
          tenantName: tenants.name,
          taskCount: sql<number>`(select count(*)::int from tasks t where t.flow_id = ${productFlows.id})`,
          doneCount: sql<number>`(select count(*)::int from tasks t where t.flow_id = ${productFlows.id} and t.status = 'DONE')`,
        })
        .from(productFlows)
        .innerJoin(tenants, eq(tenants.id, productFlows.tenantId))
        .where(where)
        .orderBy(sort.direction === 'desc' ? sql`${c} desc` : sql`${c} asc`, desc(productFlows.id))
        .limit(page.pageSize)
        .offset(page.page * page.pageSize);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(productFlows)
        .innerJoin(tenants, eq(tenants.id, productFlows.tenantId))
        .where(where);
      return { rows, total: Number(total) };
    },

    /** Task counts of flows. */
    async flowCounts(flowId: number) {
      const [r] = await db
        .select({
          taskCount: sql<number>`count(*)::int`,
          doneCount: sql<number>`count(*) filter (where ${tasks.status} = 'DONE')::int`,
        })
        .from(tasks)
        .where(eq(tasks.flowId, flowId));
      return { taskCount: Number(r?.taskCount ?? 0), doneCount: Number(r?.doneCount ?? 0) };
    },

    /** Whether a company has a live flow with work not done (spec 1 §4.3 redirect to tasks). */
    async hasActive(tenantId: number) {
      const r = await db
        .select({ id: tasks.id })
        .from(tasks)
        .innerJoin(productFlows, eq(productFlows.id, tasks.flowId))
        .where(
          and(
            eq(tasks.tenantId, tenantId),
            eq(tasks.internalOnly, false),
            sql`${tasks.status} <> 'DONE'`,
            isNull(productFlows.deletedAt),
            eq(productFlows.active, true),
            isNull(productFlows.finalizedAt),
          ),
        )
        .limit(1);
      return r.length > 0;
    },

    /** People working on a flow's tasks with how many tasks they hold. */
    async flowAssignees(flowId: number) {
      const rows = await db.execute(sql`
        select u.external_id, u.first_name, u.last_name, u.email, count(*)::int as n from (
          select preparer_user_id as uid from tasks where flow_id = ${flowId} and preparer_user_id is not null
          union all
          select reviewer_user_id from tasks where flow_id = ${flowId} and reviewer_user_id is not null
        ) x join users u on u.id = x.uid group by u.id order by u.first_name, u.last_name`);
      return (
        rows as unknown as {
          rows: { external_id: string; first_name: string; last_name: string; email: string; n: number }[];
        }
      ).rows;
    },

    // ------------------------------------------------------------------ comments
    comments: async (taskId: number, includeInternal: boolean) =>
      db
        .select()
        .from(taskComments)
        .where(and(eq(taskComments.taskId, taskId), ...(includeInternal ? [] : [eq(taskComments.internal, false)])))
        .orderBy(asc(taskComments.createdAt), asc(taskComments.id)),
    commentByExternalId: async (externalId: string) =>
      (await db.select().from(taskComments).where(eq(taskComments.externalId, externalId)))[0] ?? null,
    insertComment: async (row: typeof taskComments.$inferInsert) =>
      (await db.insert(taskComments).values(row).returning())[0],
    updateComment: async (id: number, patch: Partial<typeof taskComments.$inferInsert>) =>
      (
        await db
          .update(taskComments)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(taskComments.id, id))
          .returning()
      )[0],
    deleteComment: (id: number) => db.delete(taskComments).where(eq(taskComments.id, id)),
    /** Marks the other side's OPEN shared comments of a task ANSWERED. */
    answerOpen: (taskId: number, fromProvider: boolean) =>
      db
        .update(taskComments)
        .set({ state: 'ANSWERED', updatedAt: new Date() })
        .where(
          and(
            eq(taskComments.taskId, taskId),
            eq(taskComments.state, 'OPEN'),
            eq(taskComments.internal, false),
            eq(taskComments.fromProvider, fromProvider),
          ),
        ),

    // ------------------------------------------------------------------ files
    files: async (taskId: number) =>
      db
        .select()
        .from(taskFiles)
        .where(eq(taskFiles.taskId, taskId))
        .orderBy(asc(taskFiles.createdAt), asc(taskFiles.id)),
    fileByExternalId: async (externalId: string) =>
      (await db.select().from(taskFiles).where(eq(taskFiles.externalId, externalId)))[0] ?? null,
    insertFile: async (row: typeof taskFiles.$inferInsert) => (await db.insert(taskFiles).values(row).returning())[0],
    deleteFile: (id: number) => db.delete(taskFiles).where(eq(taskFiles.id, id)),
    /** The document-center row id of an item (a read of the document center's table, for the link's foreign key). */
    docItemId: async (externalId: string) =>
      (
        await db.select({ id: docCenterItems.id }).from(docCenterItems).where(eq(docCenterItems.externalId, externalId))
      )[0]?.id ?? null,
  };
}
export type ServiceDeliveryStore = ReturnType<typeof createServiceDeliveryStore>;
