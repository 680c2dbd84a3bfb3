// What a customer waits on (issue 14 item 7, /one/home): the tasks that need them.
import { z } from 'zod';
import { taskSummarySchema } from './tasks.ts';

export const WAITING_TASKS_DEFAULT_SIZE = 5;

/** GET /api/task/waiting-on-customer?size: the first tasks (by due date) the caller's company has to act on. */
export const waitingTasksQuery = z.object({
  size: z.coerce.number().int().min(1).max(50).default(WAITING_TASKS_DEFAULT_SIZE),
});
export const waitingTasksReply = z.object({
  items: z.array(taskSummarySchema),
  /** How many tasks wait on the company in all (the card links to the rest). */
  total: z.number().int(),
});
export type WaitingTasks = z.infer<typeof waitingTasksReply>;
