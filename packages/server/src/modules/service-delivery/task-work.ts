import {
  allowedMoves,
  checkMove,
  todayIso,
  TASK_LIST_COUNT_CAP,
  type TaskDetail,
  type TaskFilter,
  type TaskPage,
  type TaskStatus,
  type TaskUpdateBody,
} from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { actorOf, listVisibilityOf, requireManager, requireVisible, visibilityOf, type Viewer } from './access.ts';
import type { Kit } from './kit.ts';
import type { TaskNotifier } from './notify.ts';
import type { TaskRow } from './store.ts';
import { toComments, toFiles, toSummary } from './views.ts';

/** The task list, the task page, status moves and task edits. */
export function createTaskWork(k: Kit, notify: TaskNotifier) {
  const { store } = k;

  /** A task the caller may see, with its flow; 404 for another company's or an internal task. */
  async function visibleTask(v: Viewer, externalId: string) {
    const task = await store.taskByExternalId(externalId);
    const flow = task?.flowId ? await store.flowById(task.flowId) : null;
    return { task: requireVisible(v, task, flow), flow };
  }

  function serviceCodesOf(f: TaskFilter): string[] | null {
    if (!f.modules.length) return f.services.length ? f.services : null;
    const inModules = k.s.catalogue.all.filter((d) => f.modules.includes(d.category)).map((d) => d.code);
    return f.services.length ? f.services.filter((c) => inModules.includes(c)) : inModules;
  }

  async function detail(v: Viewer, task: TaskRow, flow: { finalizedAt: Date | null } | null): Promise<TaskDetail> {
    const vis = visibilityOf(v);
    const row = await store.taskRow(vis, task.id);
    if (!row) throw notFound('Task');
    const finalized = !!flow?.finalizedAt;
    const comments = await store.comments(task.id, v.staff);
    const files = await store.files(task.id);
    return {
      ...toSummary(row),
      description: task.description,
      allowedStatuses: finalized
        ? []
        : allowedMoves(
            {
              status: task.status as TaskStatus,
              doneByCustomer: task.doneByCustomer,
              requiresReview: task.requiresReview,
            },
            actorOf(v, task),
          ),
      canManage: v.manager && !finalized,
      flowFinalized: finalized,
      canUpload: !finalized && !v.readOnly && (v.staff || task.doneByCustomer),
      comments: await toComments(k.s.users, comments, v.userId),
      files: await toFiles(k.s.users, files),
    };
  }

  return {
    visibleTask,
    detail,

    /** POST /api/task/filter: a page of the tasks the caller sees, by tab, filters and sort. */
    async list(ctx: RequestContext, f: TaskFilter, page: { page: number; pageSize: number }): Promise<TaskPage> {
      const vis = listVisibilityOf(ctx);
      if (!vis) return { items: [], page: page.page, pageSize: page.pageSize, total: 0, totalCapped: false };
      const { rows, total, capped } = await store.taskPage(
        vis,
        {
          today: todayIso(),
          tab: f.tab,
          from: f.from,
          to: f.to,
          assignedExternalIds: f.assignedExternalIds,
          search: f.search,
          statuses: f.statuses,
          types: f.types,
          withUnansweredComments: f.withUnansweredComments,
          serviceCodes: serviceCodesOf(f),
          tenantNames: f.tenantsNames,
          flowExternalIds: f.lists,
          orderBy: f.orderBy,
          order: f.order,
        },
        page,
        TASK_LIST_COUNT_CAP,
      );
      const now = new Date();
      return {
        items: rows.map((r) => toSummary(r, now)),
        page: page.page,
        pageSize: page.pageSize,
        total,
        totalCapped: capped,
      };
    },

    /** GET /api/task/{id}. */
    async get(ctx: RequestContext, externalId: string): Promise<TaskDetail> {
      const v = await k.viewer(ctx);
      const { task, flow } = await visibleTask(v, externalId);
      return detail(v, task, flow);
    },

    /** PUT /api/task/{id}/status: the move must be one the caller's part in the task allows (403 with the reason). */
    async setStatus(ctx: RequestContext, externalId: string, to: TaskStatus): Promise<TaskDetail> {
      const v = await k.viewer(ctx);
      const { task, flow } = await withTransaction(k.deps.database.db, async () => {
        const { task, flow } = await visibleTask(v, externalId);
        if (flow?.finalizedAt) throw conflict('The service is finalized; its tasks cannot change');
        const check = checkMove(
          {
            status: task.status as TaskStatus,
            doneByCustomer: task.doneByCustomer,
            requiresReview: task.requiresReview,
          },
          actorOf(v, task),
          to,
        );
        if (!check.ok) throw forbidden(check.reason);
        const updated = await store.updateTask(task.id, { status: to, completedAt: to === 'DONE' ? new Date() : null });
        return { task: updated, flow };
      });
      await notify.statusChanged(task, v.userId);
      return detail(v, task, flow);
    },

    /** PUT /api/task/{id}: name, description, due date, people, internal flag (managers). */
    async update(ctx: RequestContext, externalId: string, body: TaskUpdateBody): Promise<TaskDetail> {
      const v = await k.viewer(ctx);
      const { task: before, flow } = await visibleTask(v, externalId);
      requireManager(v, 'reassign or edit tasks');
      if (flow?.finalizedAt) throw conflict('The service is finalized; its tasks cannot change');
      const patch: Partial<TaskRow> = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.description !== undefined) patch.description = body.description;
      if (body.dueDate !== undefined) patch.dueDate = body.dueDate;
      if (body.internalOnly !== undefined) patch.internalOnly = body.internalOnly;
      if (body.preparerExternalId !== undefined)
        patch.preparerUserId = await k.staffUserId(body.preparerExternalId, 'preparerExternalId');
      if (body.reviewerExternalId !== undefined)
        patch.reviewerUserId = await k.staffUserId(body.reviewerExternalId, 'reviewerExternalId');
      const task = await store.updateTask(before.id, patch);
      const newly = [
        patch.preparerUserId !== undefined && patch.preparerUserId !== before.preparerUserId
          ? patch.preparerUserId
          : null,
        patch.reviewerUserId !== undefined && patch.reviewerUserId !== before.reviewerUserId
          ? patch.reviewerUserId
          : null,
      ].filter((x): x is number => x !== null);
      if (newly.length) await notify.assigned(task, newly, v.userId);
      return detail(v, task, flow);
    },
  };
}
export type TaskWork = ReturnType<typeof createTaskWork>;
