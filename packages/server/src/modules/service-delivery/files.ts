import { TASK_FILE_KINDS, type TaskFile, type TaskFileKind } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { DocUploadPart } from '../document-center/files.ts';
import type { Viewer } from './access.ts';
import type { Kit } from './kit.ts';
import type { TaskNotifier } from './notify.ts';
import type { TaskRow } from './store.ts';
import type { TaskWork } from './task-work.ts';
import { toFiles } from './views.ts';

/**
 * /api/file: files of a task. The file itself goes into the company's document center through its service (a
 * customer's upload as the company's item, a staff upload as a provider item); the task keeps a link to it.
 */
export function createTaskFiles(k: Kit, work: TaskWork, notify: TaskNotifier) {
  const { store } = k;

  async function scopeFor(v: Viewer, task: TaskRow): Promise<TenantScope> {
    const ctx = v.ctx;
    if (!v.staff) return { tenant: ctx.tenant!, mode: 'member', membership: ctx.membership, ctx };
    const tenant = await k.s.documentCenter.providerTenant(
      (await k.s.tenancy.tenantById(task.tenantId))?.externalId ?? '',
    );
    if (!tenant) throw notFound('Company');
    return { tenant, mode: 'provider', membership: null, ctx };
  }

  function kindOf(v: Viewer, task: TaskRow, asked?: TaskFileKind): TaskFileKind {
    if (asked) return asked;
    if (v.staff) return task.kind === 'PRODUCT_FLOW_DELIVERABLE' ? 'PRODUCT_FLOW_DELIVERABLE' : 'DOCUMENT_REVIEW';
    return (TASK_FILE_KINDS as readonly string[]).includes(task.kind)
      ? (task.kind as TaskFileKind)
      : 'FILE_REQUEST_TASK';
  }

  async function visibleFile(v: Viewer, externalId: string) {
    const file = await store.fileByExternalId(externalId);
    if (!file) throw notFound('File');
    const task = await store.taskById(file.taskId);
    if (!task) throw notFound('File');
    try {
      return { file, ...(await work.visibleTask(v, task.externalId)) };
    } catch {
      throw notFound('File');
    }
  }

  return {
    /**
     * POST /api/file/upload?taskExternalId: streamed into the company's document center. Customers upload to their
     * own tasks only; their upload on a PENDING task starts it (IN_PROGRESS).
     */
    async upload(
      ctx: RequestContext,
      q: { taskExternalId: string; kind?: TaskFileKind },
      parts: AsyncIterable<DocUploadPart>,
    ): Promise<TaskFile[]> {
      const v = await k.viewer(ctx);
      const { task, flow } = await work.visibleTask(v, q.taskExternalId);
      if (v.readOnly) throw forbidden('Your role can view tasks but not add files');
      if (!v.staff && !task.doneByCustomer) throw forbidden('Only your provider adds files to this task');
      if (flow?.finalizedAt) throw conflict('The service is finalized; its tasks cannot change');
      const items = await k.s.documentCenter.upload(await scopeFor(v, task), {}, parts);
      try {
        const rows = await withTransaction(k.deps.database.db, async () => {
          const out = [];
          for (const item of items) {
            const docItemId = await store.docItemId(item.externalId);
            if (docItemId === null) throw notFound('File');
            out.push(
              await store.insertFile({
                taskId: task.id,
                docItemId,
                docItemExternalId: item.externalId,
                name: item.name,
                size: item.size ?? 0,
                kind: kindOf(v, task, q.kind),
                uploadedByUserId: v.userId,
                fromProvider: v.staff,
              }),
            );
          }
          if (!v.staff && task.status === 'PENDING') await store.updateTask(task.id, { status: 'IN_PROGRESS' });
          return out;
        });
        await notify.fileAdded(task, v.userId, v.staff);
        return toFiles(k.s.users, rows);
      } catch (err) {
        await k.s.documentCenter
          .delete(
            ctx,
            items.map((i) => i.externalId),
          )
          .catch(() => undefined);
        throw err;
      }
    },

    /** GET /api/file/multiple?taskExternalId: the task's files. */
    async list(ctx: RequestContext, taskExternalId: string): Promise<TaskFile[]> {
      const v = await k.viewer(ctx);
      const { task } = await work.visibleTask(v, taskExternalId);
      return toFiles(k.s.users, await store.files(task.id));
    },

    /** GET /api/file/download?externalId: the file's bytes, from the document center. */
    async download(ctx: RequestContext, externalId: string) {
      const v = await k.viewer(ctx);
      const { file } = await visibleFile(v, externalId);
      return k.s.documentCenter.download(ctx, file.docItemExternalId);
    },

    /** GET /api/file/generate-pre-signed-url?externalId: a short-lived URL of the file (document center's signing). */
    async presignedUrl(ctx: RequestContext, externalId: string) {
      const v = await k.viewer(ctx);
      const { file } = await visibleFile(v, externalId);
      return k.s.documentCenter.presignedUrl(ctx, file.docItemExternalId);
    },

    /** GET /api/file/download-multiple?externalIds: task files the caller sees, as one zip (all of one company). */
    async downloadMultiple(ctx: RequestContext, externalIds: string[]) {
      const v = await k.viewer(ctx);
      const docs: string[] = [];
      for (const id of [...new Set(externalIds)]) docs.push((await visibleFile(v, id)).file.docItemExternalId);
      return k.s.documentCenter.downloadMultiple(ctx, docs);
    },

    /** DELETE /api/file/delete?externalId: removes the file from the task and the document center. */
    async remove(ctx: RequestContext, externalId: string): Promise<{ deleted: number }> {
      const v = await k.viewer(ctx);
      const { file, flow } = await visibleFile(v, externalId);
      if (v.readOnly) throw forbidden('Your role can view tasks but not remove files');
      if (!v.staff && file.uploadedByUserId !== v.userId)
        throw forbidden('Only the person who uploaded a file can remove it');
      if (flow?.finalizedAt) throw conflict('The service is finalized; its tasks cannot change');
      await k.s.documentCenter.delete(ctx, [file.docItemExternalId]);
      await store.deleteFile(file.id);
      return { deleted: 1 };
    },
  };
}
