import type { AppDeps } from '../../platform/deps.ts';
import { createKit, type ServiceDeliveryDeps } from './kit.ts';
import { createTaskNotifier } from './notify.ts';
import { createTaskWork } from './task-work.ts';
import { createTaskComments } from './comments.ts';
import { createTaskFiles } from './files.ts';
import { createFlows } from './flows.ts';
import { createPlanning } from './planning.ts';
import { createTaskCreation } from './task-create.ts';
import { createWaiting } from './waiting.ts';

/**
 * Service delivery (issue 14): product flows created from the service catalogue, their tasks with status rules,
 * comments and files. A composer of flow files over one kit; see README.md for the file → job table.
 */
export function createServiceDeliveryService(deps: AppDeps, s: ServiceDeliveryDeps) {
  const kit = createKit(deps, s);
  const notify = createTaskNotifier(kit);
  const tasks = createTaskWork(kit, notify);
  const flows = createFlows(kit, tasks, notify);
  return {
    flows,
    tasks,
    comments: createTaskComments(kit, tasks, notify),
    files: createTaskFiles(kit, tasks, notify),
    planning: createPlanning(kit, flows, notify),
    creation: createTaskCreation(kit, tasks, notify),
    waiting: createWaiting(kit),
  };
}
export type ServiceDeliveryService = ReturnType<typeof createServiceDeliveryService>;
