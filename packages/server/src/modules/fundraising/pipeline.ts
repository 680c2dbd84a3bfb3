import {
  PIPELINE_DEFAULT_STAGE_NAMES,
  PIPELINE_LIMITS,
  PIPELINE_MESSAGES as M,
  type PipelineDefaultStage,
  type PipelineMove,
} from '@atrium/contract';
import type { TenantContext } from '../../platform/http/context.ts';
import { forbidden, validation } from '../../platform/errors.ts';
import { createPipelineKit, stageLabel, type PipelineDeps } from './pipeline-kit.ts';
import type { StageRow } from './pipeline-store.ts';

/**
 * A smartlist's pipeline (issue 16 item 5): the board, moving an investor between stages (recorded with who and when),
 * an investor's moves, and the stages themselves — add, rename, reorder, remove (its investors moved elsewhere).
 * Everyone who sees the list moves investors; its owner and collaborators change the stages.
 */
export function createPipelineFlows(d: PipelineDeps) {
  const { store } = d;
  const kit = createPipelineKit(d);

  const denyUnlessEditor = (canEdit: boolean) => {
    if (!canEdit) throw forbidden(M.editStagesDenied);
  };
  /** A name may not repeat another stage's (its own name or its default's), ignoring case. */
  const assertNameFree = (stages: StageRow[], name: string, except?: number) => {
    const n = name.trim().toLowerCase();
    if (stages.some((s) => s.id !== except && stageLabel(s).toLowerCase() === n))
      throw validation(M.stageNameTaken, [{ path: 'body.name', message: M.stageNameTaken }]);
  };
  const renumber = async (ordered: StageRow[]) => {
    for (const [i, s] of ordered.entries()) if (s.position !== i) await store.setPosition(s.id, i);
  };
  const snapshot = (s: StageRow) => ({ key: s.name === null ? s.key : null, name: s.name });

  return {
    /** GET /{id}: the stages with their counts and the investors in them. */
    board: (ctx: TenantContext, listExternalId: string) => kit.write(ctx, listExternalId, async () => {}),

    /** PUT /{id}/move: puts an investor of the list in a stage; a real change is recorded with who and when. */
    move: (ctx: TenantContext, listExternalId: string, body: { funderExternalId: string; stageExternalId: string }) =>
      kit.write(ctx, listExternalId, async ({ list, stages }) => {
        const to = kit.stageIn(stages, body.stageExternalId, 'body.stageExternalId');
        const funderId = await kit.funderIdInList(list.id, body.funderExternalId);
        const at = await store.placement(list.id, funderId);
        if (at?.stageId === to.id) return;
        const from = stages.find((s) => s.id === at?.stageId);
        await store.setPlacement(list.id, funderId, to.id, ctx.user.id);
        await store.insertMoves([
          {
            listId: list.id,
            funderId,
            fromKey: from ? snapshot(from).key : null,
            fromName: from ? from.name : null,
            toKey: snapshot(to).key,
            toName: to.name,
            byUserId: ctx.user.id,
          },
        ]);
      }),

    /** GET /{id}/funder/{funderId}/moves: the investor's moves, newest first. */
    async moves(ctx: TenantContext, listExternalId: string, funderExternalId: string): Promise<PipelineMove[]> {
      const { list } = await kit.listOf(ctx, listExternalId);
      const funderId = await kit.funderIdInList(list.id, funderExternalId);
      const rows = await store.moves(list.id, funderId, PIPELINE_LIMITS.movesShown);
      const people = await d.people([...new Set(rows.flatMap((r) => (r.byUserId === null ? [] : [r.byUserId])))]);
      const label = (key: string | null, name: string | null) => ({
        key: name === null && key && key in PIPELINE_DEFAULT_STAGE_NAMES ? (key as PipelineDefaultStage) : null,
        name,
      });
      return rows.map((r) => ({
        from: r.fromKey || r.fromName ? label(r.fromKey, r.fromName) : null,
        to: label(r.toKey, r.toName),
        by: r.byUserId !== null ? (people.get(r.byUserId) ?? null) : null,
        at: r.at.toISOString(),
      }));
    },

    /** POST /{id}/stage: a new stage, at `position` or at the end. */
    addStage: (ctx: TenantContext, listExternalId: string, body: { name: string; position?: number }) =>
      kit.write(ctx, listExternalId, async ({ list, canEdit, stages }) => {
        denyUnlessEditor(canEdit);
        if (stages.length >= PIPELINE_LIMITS.stagesMax)
          throw validation(M.stagesMax, [{ path: 'body.name', message: M.stagesMax }]);
        assertNameFree(stages, body.name);
        const [created] = await store.insertStages([
          { listId: list.id, key: null, name: body.name, position: stages.length },
        ]);
        const ordered = [...stages];
        ordered.splice(Math.min(body.position ?? stages.length, stages.length), 0, created);
        await renumber(ordered);
      }),

    /** PUT /{id}/stage/{stageId}: renames a stage (it then keeps that name in every language). */
    renameStage: (ctx: TenantContext, listExternalId: string, stageExternalId: string, body: { name: string }) =>
      kit.write(ctx, listExternalId, async ({ canEdit, stages }) => {
        denyUnlessEditor(canEdit);
        const s = kit.stageIn(stages, stageExternalId);
        assertNameFree(stages, body.name, s.id);
        await store.rename(s.id, body.name);
      }),

    /** PUT /{id}/stage-order: every stage of the pipeline, once each, in the new order. */
    reorderStages: (ctx: TenantContext, listExternalId: string, body: { stages: string[] }) =>
      kit.write(ctx, listExternalId, async ({ canEdit, stages }) => {
        denyUnlessEditor(canEdit);
        const ordered = body.stages.map((id) => stages.find((s) => s.externalId === id));
        if (
          new Set(body.stages).size !== body.stages.length ||
          body.stages.length !== stages.length ||
          !ordered.every(Boolean)
        )
          throw validation(M.orderMismatch, [{ path: 'body.stages', message: M.orderMismatch }]);
        await renumber(ordered as StageRow[]);
      }),

    /**
     * DELETE /{id}/stage/{stageId}?moveTo=: removes a stage. One that holds investors needs `moveTo`, the stage they go
     * to (the 400 says how many); each of them gets a recorded move. The last stage stays.
     */
    removeStage: (ctx: TenantContext, listExternalId: string, stageExternalId: string, moveTo?: string) =>
      kit.write(ctx, listExternalId, async ({ canEdit, stages, list }) => {
        denyUnlessEditor(canEdit);
        const s = kit.stageIn(stages, stageExternalId);
        if (stages.length === 1) throw validation(M.lastStage, [{ path: 'params.stageId', message: M.lastStage }]);
        const held = (await store.counts(list.id)).get(s.id) ?? 0;
        if (held > 0) {
          if (!moveTo) {
            const message = M.moveToRequired(held);
            throw validation(message, [{ path: 'querystring.moveTo', message }]);
          }
          if (moveTo === s.externalId)
            throw validation(M.moveToSame, [{ path: 'querystring.moveTo', message: M.moveToSame }]);
          const to = kit.stageIn(stages, moveTo, 'querystring.moveTo');
          const moved = await store.moveAll(s.id, to.id, ctx.user.id);
          const from = snapshot(s);
          const dest = snapshot(to);
          await store.insertMoves(
            moved.map((funderId) => ({
              listId: list.id,
              funderId,
              fromKey: from.key,
              fromName: from.name,
              toKey: dest.key,
              toName: dest.name,
              byUserId: ctx.user.id,
            })),
          );
        }
        await store.deleteStage(s.id);
        await renumber(stages.filter((x) => x.id !== s.id));
      }),
  };
}
export type PipelineFlows = ReturnType<typeof createPipelineFlows>;
