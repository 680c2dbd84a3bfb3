import {
  PIPELINE_DEFAULT_STAGES,
  PIPELINE_DEFAULT_STAGE_NAMES,
  PIPELINE_LIMITS,
  PIPELINE_MESSAGES as M,
  accessMap,
  type PipelineBoard,
  type PipelineDefaultStage,
} from '@atrium/contract';
import type { TenantContext } from '../../platform/http/context.ts';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { Db } from '../../platform/db.ts';
import type { ListStore, FunderListRow } from './list-store.ts';
import type { ListFlows } from './lists.ts';
import type { FunderStore } from './funder-store.ts';
import type { PipelineStore, StageRow } from './pipeline-store.ts';

export interface PipelineDeps {
  db: Db;
  store: PipelineStore;
  lists: ListStore;
  flows: Pick<ListFlows, 'visibleListRow'>;
  funders: Pick<FunderStore, 'idsOf'>;
  addOnKeysOf: (tenantId: number) => Promise<string[]>;
  people: (ids: number[]) => Promise<Map<number, { externalId: string; name: string }>>;
}

/** The label a stage shows in English: its own name, else its default key's name. */
export const stageLabel = (s: Pick<StageRow, 'key' | 'name'>) =>
  s.name ?? PIPELINE_DEFAULT_STAGE_NAMES[s.key as PipelineDefaultStage] ?? '';

/** The shared steps of the pipeline flows: access, the list, its stages made ready, the board reply. */
export function createPipelineKit(d: PipelineDeps) {
  const { store } = d;

  /** The pipeline sits on a smartlist: without a Smartlists add-on it answers as the fundraising gate does. */
  async function assertSmartlists(ctx: TenantContext) {
    if (ctx.tenant.isInternal) return;
    if (!accessMap(await d.addOnKeysOf(ctx.tenant.id)).fundraising)
      throw new AppError('MODULE_NOT_IN_PLAN', M.needsSmartlists);
  }

  /** The list (visible to the caller, else 404) and whether the caller may restructure its stages. */
  async function listOf(ctx: TenantContext, listExternalId: string) {
    await assertSmartlists(ctx);
    const { list } = await d.flows.visibleListRow(ctx, listExternalId);
    const canEdit =
      list.ownerUserId === ctx.user.id ||
      (await d.lists.collaboratorIds([list.id])).some((c) => c.userId === ctx.user.id);
    return { list, canEdit };
  }

  /**
   * Makes the pipeline ready under the list's lock: the default stages on first use, and every investor of the list
   * without a stage placed in the first one (investors added to the list later land there). Returns the stages.
   */
  async function ready(listId: number): Promise<StageRow[]> {
    await store.lockList(listId);
    let stages = await store.stages(listId);
    if (!stages.length)
      stages = await store.insertStages(
        PIPELINE_DEFAULT_STAGES.map((key, position) => ({ listId, key, name: null, position })),
      );
    await store.placeMissing(listId, stages[0].id);
    return stages;
  }

  /** Runs a write on the list's pipeline in one transaction, after making it ready, and returns the board. */
  async function write(
    ctx: TenantContext,
    listExternalId: string,
    fn: (x: { list: FunderListRow; canEdit: boolean; stages: StageRow[] }) => Promise<void>,
  ): Promise<PipelineBoard> {
    const { list, canEdit } = await listOf(ctx, listExternalId);
    await withTransaction(d.db, async () => fn({ list, canEdit, stages: await ready(list.id) }));
    return board(list, canEdit);
  }

  async function board(list: FunderListRow, canEdit: boolean): Promise<PipelineBoard> {
    const [stages, counts, cards] = await Promise.all([
      store.stages(list.id),
      store.counts(list.id),
      store.cards(list.id, PIPELINE_LIMITS.cardsPerStage),
    ]);
    const byId = new Map(stages.map((s) => [s.id, s.externalId]));
    const people = await d.people([
      ...new Set(cards.map((c) => c.movedByUserId).filter((x): x is number => x !== null)),
    ]);
    return {
      list: { externalId: list.externalId, name: list.name },
      canEditStages: canEdit,
      stages: stages.map((s) => ({
        externalId: s.externalId,
        key: s.name === null ? (s.key as PipelineDefaultStage) : null,
        name: s.name,
        position: s.position,
        count: counts.get(s.id) ?? 0,
      })),
      cards: cards.map((c) => ({
        funder: {
          externalId: c.funderExternalId,
          name: c.name,
          type: c.type as PipelineBoard['cards'][number]['funder']['type'],
          logoUrl: c.logoUrl,
        },
        stageExternalId: byId.get(c.stageId)!,
        disabled: c.disabled,
        nextContact: c.nextContact,
        movedAt: c.movedAt ? c.movedAt.toISOString() : null,
        movedBy: c.movedByUserId !== null ? (people.get(c.movedByUserId) ?? null) : null,
      })),
    };
  }

  /** A stage of these stages by external id, or a 400 naming the field / a 404 (path parameters). */
  function stageIn(stages: StageRow[], externalId: string, field?: string) {
    const s = stages.find((x) => x.externalId === externalId);
    if (s) return s;
    if (field) throw validation(M.stageNotFound, [{ path: field, message: M.stageNotFound }]);
    throw notFound('Stage');
  }

  async function funderIdInList(listId: number, funderExternalId: string) {
    const [f] = await d.funders.idsOf([funderExternalId]);
    if (!f || !(await store.hasEntry(listId, f.id))) throw notFound('Investor in this Smartlist');
    return f.id;
  }

  return { listOf, ready, write, board, stageIn, funderIdInList };
}
export type PipelineKit = ReturnType<typeof createPipelineKit>;
