import {
  API,
  type TaskBulkCreateBody,
  type TaskBulkCreateReply,
  type TaskCreateBody,
  type TaskDetail,
} from '@atrium/contract';
import { http } from '../../../lib/http';

/** Portal task creation (issue 14 #5): staff call without a client tenant header. */
export const taskCreateApi = {
  one: (body: TaskCreateBody) => http.post<TaskDetail>(API.taskCreate.one, body, { noTenant: true }),
  bulk: (body: TaskBulkCreateBody) => http.post<TaskBulkCreateReply>(API.taskCreate.bulk, body, { noTenant: true }),
};
