import type { WaitingTasks } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Kit } from './kit.ts';
import { toSummary } from './views.ts';

/** What a customer waits on (issue 14 item 7, /one/home): the tasks that need their company. */
export function createWaiting(k: Kit) {
  return {
    /** GET /api/task/waiting-on-customer: customers only (staff 403); individual accounts have no tasks. */
    async forCustomer(ctx: RequestContext, size: number): Promise<WaitingTasks> {
      const v = await k.viewer(ctx);
      if (v.staff) throw forbidden('This list is what a customer waits on; staff use the task list');
      if (v.individual) return { items: [], total: 0 };
      const { rows, total } = await k.store.waitingOnCustomer(v.tenantId!, size);
      const now = new Date();
      return { items: rows.map((r) => toSummary(r, now)), total };
    },
  };
}
