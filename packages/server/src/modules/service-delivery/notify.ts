import type { Kit } from './kit.ts';
import type { TaskRow } from './store.ts';
import { mailCustomers, type CustomerTaskNews } from './task-mail.ts';

/**
 * Notifications of task changes (notification + NEW_NOTIFICATION realtime event through the notifications module).
 * A customer task's news go to the members of its company; staff news to the task's preparer and reviewer.
 * Customers also get an e-mail (task-mail.ts). The caller is never notified of their own change. Failures are logged, never thrown: the change itself stands.
 */
export function createTaskNotifier(k: Kit) {
  async function send(
    userIds: number[],
    except: number,
    task: TaskRow,
    title: string,
    forCustomer: boolean,
    news?: CustomerTaskNews,
  ) {
    const to = [...new Set(userIds)].filter((id) => id !== except);
    if (!to.length) return;
    try {
      await k.s.notifications.notifyMany(to, {
        title,
        body: task.name,
        link: forCustomer ? `/one/task-details/${task.externalId}` : `/portal/task-details/${task.externalId}`,
        tenantId: task.tenantId,
      });
      // Customers hear of their tasks by e-mail too; staff work in the portal.
      if (news) await mailCustomers(k, to, task, news);
    } catch (err) {
      k.deps.log.warn({ err }, 'task notification failed');
    }
  }
  const staffOf = (t: TaskRow) => [t.preparerUserId, t.reviewerUserId].filter((x): x is number => x !== null);
  const customersOf = async (t: TaskRow) => (t.internalOnly ? [] : k.s.tenancy.memberUserIds(t.tenantId));

  return {
    async statusChanged(task: TaskRow, by: number) {
      await send(staffOf(task), by, task, `Task status: ${task.status.replace(/_/g, ' ').toLowerCase()}`, false);
      if (task.doneByCustomer) await send(await customersOf(task), by, task, 'Your task was updated', true, 'updated');
    },
    async commented(task: TaskRow, by: number, fromProvider: boolean, internal: boolean) {
      if (fromProvider) {
        await send(staffOf(task), by, task, 'New comment on a task', false);
        if (!internal)
          await send(await customersOf(task), by, task, 'Your provider commented on a task', true, 'commented');
      } else await send(staffOf(task), by, task, 'The customer commented on a task', false);
    },
    async fileAdded(task: TaskRow, by: number, fromProvider: boolean) {
      if (fromProvider)
        await send(await customersOf(task), by, task, 'Your provider added a file to a task', true, 'fileAdded');
      else await send(staffOf(task), by, task, 'The customer uploaded a file', false);
    },
    async assigned(task: TaskRow, userIds: number[], by: number) {
      await send(userIds, by, task, 'A task was assigned to you', false);
    },
    async customerTasksCreated(tasks: TaskRow[], by: number) {
      const first = tasks.find((t) => t.doneByCustomer && !t.internalOnly);
      if (first)
        await send(await customersOf(first), by, first, 'Your provider needs something from you', true, 'needsYou');
    },
  };
}
export type TaskNotifier = ReturnType<typeof createTaskNotifier>;
