import type { Kit } from './kit.ts';
import type { TaskNotifier } from './notify.ts';
import { createPlanningStore } from './planning-store.ts';
import { createRecurrence } from './recurrence.ts';
import { createCalendarFeed } from './calendar-feed.ts';
import { createWorkload } from './workload.ts';
import type { createFlows } from './flows.ts';

/** Beyond the peers (issue 14 item 8): recurring flows, the iCal feed of due dates, the staff workload view. */
export function createPlanning(
  k: Kit,
  flows: Pick<ReturnType<typeof createFlows>, 'visibleFlow'>,
  notify: TaskNotifier,
) {
  const ps = createPlanningStore(k.deps.database.db);
  return {
    recurrence: createRecurrence(k, ps, flows.visibleFlow, notify),
    calendarFeed: createCalendarFeed(k, ps),
    workload: createWorkload(k, ps),
  };
}
export type Planning = ReturnType<typeof createPlanning>;
