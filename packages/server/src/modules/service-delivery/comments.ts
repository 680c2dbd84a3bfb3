import type { TaskComment } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { Viewer } from './access.ts';
import type { Kit } from './kit.ts';
import type { TaskNotifier } from './notify.ts';
import type { TaskWork } from './task-work.ts';
import { toComments } from './views.ts';

/**
 * Comments on a task (spec 1 §3 comment state): a new shared comment is OPEN; an answer from the other side marks the
 * OPEN ones ANSWERED; staff FINALIZE a thread (or reopen it). Internal comments are staff-only notes.
 */
export function createTaskComments(k: Kit, work: TaskWork, notify: TaskNotifier) {
  const { store } = k;

  async function visibleComment(v: Viewer, externalId: string) {
    const c = await store.commentByExternalId(externalId);
    if (!c || (c.internal && !v.staff)) throw notFound('Comment');
    const task = await store.taskById(c.taskId);
    if (!task) throw notFound('Comment');
    try {
      await work.visibleTask(v, task.externalId);
    } catch {
      throw notFound('Comment');
    }
    return { c, task };
  }
  const one = async (v: Viewer, rows: Parameters<typeof toComments>[1]) =>
    (await toComments(k.s.users, rows, v.userId))[0];

  return {
    async list(ctx: RequestContext, taskExternalId: string): Promise<TaskComment[]> {
      const v = await k.viewer(ctx);
      const { task } = await work.visibleTask(v, taskExternalId);
      return toComments(k.s.users, await store.comments(task.id, v.staff), v.userId);
    },

    async add(
      ctx: RequestContext,
      taskExternalId: string,
      body: { body: string; internal: boolean },
    ): Promise<TaskComment> {
      const v = await k.viewer(ctx);
      const { task, flow } = await work.visibleTask(v, taskExternalId);
      if (v.readOnly) throw forbidden('Your role can view tasks but not comment on them');
      if (body.internal && !v.staff) throw forbidden('Only your provider can write internal notes');
      if (flow?.finalizedAt) throw conflict('The service is finalized; its tasks cannot change');
      const row = await withTransaction(k.deps.database.db, async () => {
        // An answer: the other side's open questions on this task are now ANSWERED.
        if (!body.internal) await store.answerOpen(task.id, !v.staff);
        return store.insertComment({
          taskId: task.id,
          authorUserId: v.userId,
          fromProvider: v.staff,
          body: body.body,
          internal: body.internal,
          state: 'OPEN',
        });
      });
      await notify.commented(task, v.userId, v.staff, body.internal);
      return one(v, [row]);
    },

    async edit(ctx: RequestContext, externalId: string, body: { body: string }): Promise<TaskComment> {
      const v = await k.viewer(ctx);
      const { c } = await visibleComment(v, externalId);
      if (c.authorUserId !== v.userId) throw forbidden('Only the author can edit a comment');
      if (c.state === 'FINALIZED') throw conflict('A finalized comment cannot be edited');
      return one(v, [await store.updateComment(c.id, { body: body.body })]);
    },

    async remove(ctx: RequestContext, externalId: string): Promise<{ deleted: number }> {
      const v = await k.viewer(ctx);
      const { c } = await visibleComment(v, externalId);
      if (c.authorUserId !== v.userId && !v.manager) throw forbidden('Only the author can delete a comment');
      await store.deleteComment(c.id);
      return { deleted: 1 };
    },

    /** PUT comment/{id}/state: staff finalize a comment or reopen it. */
    async setState(ctx: RequestContext, externalId: string, state: 'OPEN' | 'FINALIZED'): Promise<TaskComment> {
      const v = await k.viewer(ctx);
      const { c } = await visibleComment(v, externalId);
      if (!v.staff || v.readOnly) throw forbidden('Only your provider can finalize comments');
      return one(v, [await store.updateComment(c.id, { state })]);
    },
  };
}
