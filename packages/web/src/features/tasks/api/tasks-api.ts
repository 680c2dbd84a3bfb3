import {
  API,
  apiPath,
  DATA_ROOM_LIMITS,
  type AddTaskBody,
  type Page,
  type ProductFlow,
  type ProductFlowCreateBody,
  type ProductFlowFilterBody,
  type ProductFlowFilterData,
  type TaskComment,
  type TaskDetail,
  type TaskFile,
  type TaskFilterBody,
  type TaskPage,
  type TaskStatus,
  type TaskSummary,
  type TaskUpdateBody,
  type TemplateTaskKind,
  type View,
} from '@atrium/contract';
import { download, http } from '../../../lib/http';
import { postMultipart } from '../../../lib/transfer';

/** Staff work in the portal without a client tenant header; customers send their company's. */
const opt = (view: View) => ({ noTenant: view === 'portal' });

/** The task calls (spec 1 §7.9 names them without paths; see docs/decisions.md) and /api/file. */
export const tasksApi = {
  list: (view: View, filter: TaskFilterBody, page: number, pageSize: number) =>
    http.post<TaskPage>(API.task.filter, filter, { ...opt(view), query: { page, pageSize } }),
  get: (view: View, id: string) => http.get<TaskDetail>(apiPath(API.task.one, { id }), opt(view)),
  update: (id: string, body: TaskUpdateBody) =>
    http.put<TaskDetail>(apiPath(API.task.one, { id }), body, { noTenant: true }),
  setStatus: (view: View, id: string, status: TaskStatus) =>
    http.put<TaskDetail>(apiPath(API.task.status, { id }), { status }, opt(view)),
  addComment: (view: View, id: string, body: string, internal: boolean) =>
    http.post<TaskComment>(apiPath(API.task.comments, { id }), { body, internal }, opt(view)),
  setCommentState: (id: string, state: 'OPEN' | 'FINALIZED') =>
    http.put<TaskComment>(apiPath(API.task.commentState, { id }), { state }, { noTenant: true }),
  deleteComment: (view: View, id: string) =>
    http.delete<{ deleted: number }>(apiPath(API.task.comment, { id }), opt(view)),
  upload: (taskExternalId: string, files: File[]) => {
    const form = new FormData();
    files.forEach((f) => form.append('files', f, f.name));
    return postMultipart<TaskFile[]>(`${API.file.upload}?taskExternalId=${encodeURIComponent(taskExternalId)}`, form, {
      timeoutMs: DATA_ROOM_LIMITS.timeouts.documentCenterUpload,
    }).promise;
  },
  download: (view: View, file: TaskFile) =>
    download('GET', API.file.download, file.name, { ...opt(view), query: { externalId: file.externalId } }),
  deleteFile: (view: View, externalId: string) =>
    http.delete<{ deleted: number }>(API.file.delete, { ...opt(view), query: { externalId } }),
};

/** /api/product-flow (spec 1 §7.9), staff only except where noted. */
export const flowsApi = {
  filter: (body: ProductFlowFilterBody, q: { page: number; pageSize: number; showAll: boolean }) =>
    http.post<Page<ProductFlow>>(API.productFlow.filter, body, {
      noTenant: true,
      query: { page: q.page, pageSize: q.pageSize, showAll: String(q.showAll) },
    }),
  filterData: () => http.get<ProductFlowFilterData>(API.productFlow.filterData, { noTenant: true }),
  create: (body: ProductFlowCreateBody) => http.post<ProductFlow>(API.productFlow.root, body, { noTenant: true }),
  one: (id: string) => http.get<ProductFlow>(apiPath(API.productFlow.one, { id }), { noTenant: true }),
  tasks: (id: string) => http.get<TaskSummary[]>(apiPath(API.productFlow.tasks, { id }), { noTenant: true }),
  users: (id: string) =>
    http.get<{ externalId: string; name: string; email?: string; assignedTasks: number }[]>(
      apiPath(API.productFlow.users, { id }),
      { noTenant: true },
    ),
  addTask: (id: string, kind: TemplateTaskKind, body: AddTaskBody) =>
    http.post<TaskSummary>(apiPath(API.productFlow.addTask, { a: id, b: kind }), body, { noTenant: true }),
  setActive: (id: string, active: boolean) =>
    http.put<ProductFlow>(apiPath(API.productFlow.active, { id, flag: String(active) }), {}, { noTenant: true }),
  finalize: (id: string) => http.put<ProductFlow>(apiPath(API.productFlow.finalize, { id }), {}, { noTenant: true }),
  softDelete: (externalIds: string[]) =>
    http.put<{ deleted: number }>(API.productFlow.softDelete, { externalIds }, { noTenant: true }),
};
