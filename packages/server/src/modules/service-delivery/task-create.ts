import {
  TASK_CREATE_MESSAGES,
  type TaskBulkCreateReply,
  type TaskDetail,
  type taskBulkCreateBody,
  type taskCreateBody,
} from '@atrium/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/http/context.ts';
import { validation } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { requireManager } from './access.ts';
import type { Kit } from './kit.ts';
import type { TaskNotifier } from './notify.ts';
import type { NewTask, TaskRow } from './store.ts';
import type { TaskWork } from './task-work.ts';

type TaskFields = Omit<z.output<typeof taskCreateBody>, 'tenantExternalId'>;
type Customer = { id: number; externalId: string };
const NOTIFY_AT_ONCE = 10;

/**
 * Portal task creation (issue 14 item 5): a task outside any product flow, for one customer or the same task for many
 * (up to 500) at once. Managers only (portal admin, KAM, admin, superadmin); customers must be client companies (not
 * the provider's own tenant, not individual accounts). A bulk creation writes every task or none: every customer is
 * checked before the one transaction that inserts them all.
 */
export function createTaskCreation(k: Kit, work: TaskWork, notify: TaskNotifier) {
  const db = k.deps.database.db;

  /** The customers by externalId, in the order sent; 400 naming `field` (with the row's index) for one staff may not use. */
  async function customers(externalIds: string[], field: (i: number) => string): Promise<Customer[]> {
    const all = new Map((await k.s.tenancy.clientTenants()).map((t) => [t.externalId.toLowerCase(), t] as const));
    return externalIds.map((id, i) => {
      const t = all.get(id.toLowerCase());
      if (!t || t.isInternal)
        throw validation(TASK_CREATE_MESSAGES.notACustomer, [
          { path: field(i), message: TASK_CREATE_MESSAGES.notACustomer },
        ]);
      if (t.accountType === 'INDIVIDUAL')
        throw validation(TASK_CREATE_MESSAGES.individual, [
          { path: field(i), message: TASK_CREATE_MESSAGES.individual },
        ]);
      return { id: t.id, externalId: t.externalId };
    });
  }

  async function rowsFor(list: Customer[], f: TaskFields): Promise<NewTask[]> {
    const preparerUserId = await k.staffUserId(f.preparerExternalId, 'preparerExternalId');
    const reviewerUserId = await k.staffUserId(f.reviewerExternalId, 'reviewerExternalId');
    return list.map((c) => ({
      flowId: null,
      tenantId: c.id,
      name: f.name,
      description: f.description,
      kind: f.kind,
      dueDate: f.dueDate,
      doneByCustomer: f.doneByCustomer,
      requiresReview: f.requiresReview,
      internalOnly: f.internalOnly,
      preparerUserId,
      reviewerUserId,
    }));
  }

  /** Who hears of new tasks: the preparer and reviewer, once; each customer company when the task asks them. */
  async function announce(tasks: TaskRow[], by: number) {
    const first = tasks[0];
    if (!first) return;
    const staff = [first.preparerUserId, first.reviewerUserId].filter((x): x is number => x !== null);
    if (tasks.length === 1) await notify.assigned(first, staff, by);
    else {
      const to = [...new Set(staff)].filter((id) => id !== by);
      if (to.length)
        try {
          await k.s.notifications.notifyMany(to, {
            title: `${tasks.length} tasks were assigned to you`,
            body: first.name,
            link: '/portal/tasks/admin',
            tenantId: null,
          });
        } catch (err) {
          k.deps.log.warn({ err }, 'task notification failed');
        }
    }
    // Each company hears of its own task; a few companies at a time (a bulk may address 500).
    const customerTasks = tasks.filter((t) => t.doneByCustomer && !t.internalOnly);
    for (let i = 0; i < customerTasks.length; i += NOTIFY_AT_ONCE)
      await Promise.all(customerTasks.slice(i, i + NOTIFY_AT_ONCE).map((t) => notify.customerTasksCreated([t], by)));
  }

  return {
    /** POST /api/task: one task for one customer; the reply is the new task's page. */
    async create(ctx: RequestContext, body: z.output<typeof taskCreateBody>): Promise<TaskDetail> {
      const v = await k.viewer(ctx);
      requireManager(v, 'create tasks');
      const list = await customers([body.tenantExternalId], () => 'tenantExternalId');
      const rows = await rowsFor(list, body);
      const [task] = await withTransaction(db, () => k.store.insertTasks(rows));
      await announce([task], v.userId);
      return work.detail(v, task, null);
    },

    /** POST /api/task/bulk: the same task for each customer, all created in one transaction or none. */
    async createMany(ctx: RequestContext, body: z.output<typeof taskBulkCreateBody>): Promise<TaskBulkCreateReply> {
      const v = await k.viewer(ctx);
      requireManager(v, 'create tasks');
      const list = await customers(body.tenantExternalIds, (i) => `tenantExternalIds.${i}`);
      const rows = await rowsFor(list, body);
      const tasks = await withTransaction(db, () => k.store.insertTasks(rows));
      await announce(tasks, v.userId);
      const byTenant = new Map(list.map((c) => [c.id, c.externalId]));
      return {
        created: tasks.length,
        tasks: tasks.map((t) => ({ externalId: t.externalId, tenantExternalId: byTenant.get(t.tenantId)! })),
      };
    },
  };
}
export type TaskCreation = ReturnType<typeof createTaskCreation>;
