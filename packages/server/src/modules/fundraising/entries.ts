import type { FunderListEntry } from '@atrium/contract';
import type { TenantContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { Db } from '../../platform/db.ts';
import type { EntryOrder, ListStore } from './list-store.ts';
import type { FunderStore } from './funder-store.ts';
import type { ListFlows } from './lists.ts';
import { toFunder } from './funder-shape.ts';

type EntryQuery = { page: number; pageSize: number; orderBy: EntryOrder; sortDirection: 'ASC' | 'DESC' };

/** The funders of a list: add (to one or several lists), remove, disable, notes and next contacts (spec 3 §7.9). */
export function createEntryFlows(d: { db: Db; lists: ListStore; funders: FunderStore; flows: ListFlows }) {
  const { lists, flows } = d;

  async function funderIdOf(externalId: string) {
    const [f] = await d.funders.idsOf([externalId]);
    if (!f) throw notFound('Investor');
    return f.id;
  }
  /** Patches the entry of a funder in a visible list; 404 when either is unknown or the funder is not in it. */
  async function patch(
    ctx: TenantContext,
    listExternalId: string,
    funderExternalId: string,
    p: Parameters<ListStore['patchEntry']>[2],
  ) {
    const { list } = await flows.visibleListRow(ctx, listExternalId);
    if (!(await lists.patchEntry(list.id, await funderIdOf(funderExternalId), p)))
      throw notFound('Investor in this Smartlist');
    return { listExternalId, funderExternalId };
  }

  return {
    async page(ctx: TenantContext, listExternalId: string, q: EntryQuery) {
      const { list } = await flows.visibleListRow(ctx, listExternalId);
      const r = await lists.entries(list.id, q);
      const items: FunderListEntry[] = r.rows.map(({ entry, record }) => ({
        funder: toFunder(record),
        note: entry.note,
        nextContact: entry.nextContact,
        disabled: entry.disabled,
        addedAt: entry.addedAt.toISOString(),
      }));
      return { items, page: q.page, pageSize: q.pageSize, total: r.total };
    },
    /** POST /{id}/funder: adds funders to one list. */
    async add(ctx: TenantContext, listExternalId: string, funderExternalIds: string[]) {
      const { list } = await flows.visibleListRow(ctx, listExternalId);
      const ids = await flows.resolveFunders(funderExternalIds);
      const added = await lists.addEntries(list.id, ids, ctx.user.id);
      return { added };
    },
    /** POST funder: adds funders to several lists at once, all or nothing. */
    async addToLists(ctx: TenantContext, body: { funderListExternalIds: string[]; funders: string[] }) {
      const targets: { id: number }[] = [];
      for (const id of new Set(body.funderListExternalIds)) targets.push((await flows.visibleListRow(ctx, id)).list);
      const ids = await flows.resolveFunders(body.funders);
      let added = 0;
      await withTransaction(d.db, async () => {
        for (const l of targets) added += await lists.addEntries(l.id, ids, ctx.user.id);
      });
      return { added };
    },
    async remove(ctx: TenantContext, listExternalId: string, funderExternalId: string) {
      const { list } = await flows.visibleListRow(ctx, listExternalId);
      if (!(await lists.removeEntry(list.id, await funderIdOf(funderExternalId))))
        throw notFound('Investor in this Smartlist');
      return { listExternalId, funderExternalId };
    },
    disable: (ctx: TenantContext, id: string, b: { funderExternalId: string; disabled: boolean }) =>
      patch(ctx, id, b.funderExternalId, { disabled: b.disabled }),
    setNote: (ctx: TenantContext, id: string, b: { funderExternalId: string; note: string }) =>
      patch(ctx, id, b.funderExternalId, { note: b.note }),
    clearNote: (ctx: TenantContext, id: string, funderExternalId: string) =>
      patch(ctx, id, funderExternalId, { note: null }),
    setNextContact: (ctx: TenantContext, id: string, b: { funderExternalId: string; date: string }) =>
      patch(ctx, id, b.funderExternalId, { nextContact: b.date }),
    clearNextContact: (ctx: TenantContext, id: string, funderExternalId: string) =>
      patch(ctx, id, funderExternalId, { nextContact: null }),
    /** GET funder/{id}/funder-lists: the visible lists holding a funder. */
    async listsOfFunder(ctx: TenantContext, funderExternalId: string) {
      const rows = await lists.listsOfFunder(
        lists.visible(ctx.tenant.id, ctx.user.id),
        await funderIdOf(funderExternalId),
      );
      return flows.shape(rows.map((r) => ({ list: r.list, funderCount: Number(r.funderCount) })));
    },
    /** All entries of a list in name order (the export). */
    async allEntries(ctx: TenantContext, listExternalId: string) {
      const { list } = await flows.visibleListRow(ctx, listExternalId);
      const r = await lists.entries(list.id, { page: 0, pageSize: 100_000, orderBy: 'name', sortDirection: 'ASC' });
      return { list, rows: r.rows };
    },
  };
}
export type EntryFlows = ReturnType<typeof createEntryFlows>;
