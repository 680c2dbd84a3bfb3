import {
  FUNDRAISING_MESSAGES as M,
  type FunderList,
  type FunderListVisibility,
  type SmartlistCapability,
} from '@atrium/contract';
import type { TenantContext } from '../../platform/http/context.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { Db } from '../../platform/db.ts';
import type { ListStore, ListWithCount } from './list-store.ts';
import type { FunderStore } from './funder-store.ts';
import { assertCanCreate, assertVisibilityAllowed, defaultVisibility, type FundraisingPlan } from './plan-rules.ts';

export interface ListDeps {
  db: Db;
  lists: ListStore;
  funders: FunderStore;
  planOf: (tenantId: number) => Promise<FundraisingPlan>;
  people: (ids: number[]) => Promise<Map<number, { externalId: string; name: string }>>;
  /** The internal id of a user who is a member of the tenant, or null. */
  memberId: (tenantExternalId: string, userExternalId: string) => Promise<number | null>;
}

/** Smartlists themselves (spec 3 §4, §5, §7.9): create, read, rename, visibility, delete, collaborators. */
export function createListFlows(d: ListDeps) {
  const { lists } = d;

  async function shape(rows: ListWithCount[]): Promise<FunderList[]> {
    const collab = await lists.collaboratorIds(rows.map((r) => r.list.id));
    const ids = [...rows.map((r) => r.list.ownerUserId), ...collab.map((c) => c.userId)].filter(
      (id): id is number => id !== null,
    );
    const people = await d.people([...new Set(ids)]);
    return rows.map(({ list, funderCount }) => ({
      externalId: list.externalId,
      name: list.name,
      visibility: list.visibility as FunderListVisibility,
      funderCount,
      owner: list.ownerUserId ? (people.get(list.ownerUserId) ?? null) : null,
      collaborators: collab
        .filter((c) => c.listId === list.id)
        .map((c) => people.get(c.userId))
        .filter((p): p is { externalId: string; name: string } => !!p),
      createdAt: list.createdAt.toISOString(),
    }));
  }
  const one = async (r: ListWithCount) => (await shape([r]))[0];

  /** A list the caller may see, or 404 (another tenant's and a teammate's JUST_ME list alike). */
  async function visibleList(ctx: TenantContext, externalId: string) {
    const r = await lists.visibleByExternalId(ctx.tenant.id, ctx.user.id, externalId);
    if (!r) throw notFound('Smartlist');
    return r;
  }
  /** The same, for calls that need the list and not its funder count (a page of its funders, a note, a move). */
  async function visibleListRow(ctx: TenantContext, externalId: string) {
    const list = await lists.visibleRowByExternalId(ctx.tenant.id, ctx.user.id, externalId);
    if (!list) throw notFound('Smartlist');
    return { list };
  }
  /** Only the owner renames, re-shares, deletes and picks collaborators. */
  async function ownedList(ctx: TenantContext, externalId: string) {
    const r = await visibleList(ctx, externalId);
    if (r.list.ownerUserId !== ctx.user.id) throw forbidden('Only the owner of this Smartlist can do that');
    return r;
  }

  /** Creates a list with the given funders, in one transaction; the add-on limit is checked under a tenant lock. */
  async function create(
    ctx: TenantContext,
    body: { name: string; visibility?: FunderListVisibility; funders?: string[] },
  ): Promise<FunderList> {
    const plan = await d.planOf(ctx.tenant.id);
    const visibility = body.visibility ?? defaultVisibility(plan);
    assertVisibilityAllowed(plan, visibility);
    const created = await withTransaction(d.db, async () => {
      await lists.lockTenant(ctx.tenant.id);
      assertCanCreate(plan, await lists.countOfTenant(ctx.tenant.id));
      const funderIds = await resolveFunders(body.funders ?? []);
      const list = await lists.insert({
        tenantId: ctx.tenant.id,
        name: body.name,
        visibility,
        ownerUserId: ctx.user.id,
      });
      await lists.addEntries(list.id, funderIds, ctx.user.id);
      return list;
    });
    return one((await lists.visibleByExternalId(ctx.tenant.id, ctx.user.id, created.externalId))!);
  }

  /** Internal ids of funders; any unknown id is a 400 naming it. */
  async function resolveFunders(externalIds: string[]) {
    const unique = [...new Set(externalIds)];
    const found = await d.funders.idsOf(unique);
    const known = new Set(found.map((f) => f.externalId));
    const i = unique.findIndex((id) => !known.has(id));
    if (i >= 0)
      throw validation(M.funderNotFound, [
        { path: `body.funders.${externalIds.indexOf(unique[i])}`, message: M.funderNotFound },
      ]);
    return found.map((f) => f.id);
  }

  return {
    visibleList,
    visibleListRow,
    resolveFunders,
    shape,
    create: (ctx: TenantContext, body: { name: string; visibility?: FunderListVisibility }) => create(ctx, body),
    createWithFunder: (
      ctx: TenantContext,
      body: { name: string; funders: string[]; visibility?: FunderListVisibility },
    ) => create(ctx, body),
    /** The smart-list-creation capability (spec 3 §6): refused with the reason under 'up to 1' once a list exists. */
    async capability(ctx: TenantContext): Promise<SmartlistCapability> {
      const plan = await d.planOf(ctx.tenant.id);
      let reason: string | null = null;
      try {
        assertCanCreate(plan, await lists.countOfTenant(ctx.tenant.id));
      } catch (e) {
        reason = (e as Error).message;
      }
      return { canCreate: reason === null, reason, unlimited: plan.unlimitedLists, canShare: plan.sharedLists };
    },
    async get(ctx: TenantContext, externalId: string) {
      return one(await visibleList(ctx, externalId));
    },
    /** GET all (page, pageSize): the lists the caller sees, newest first. */
    async all(ctx: TenantContext, q: { page: number; pageSize: number }) {
      const r = await lists.page(lists.visible(ctx.tenant.id, ctx.user.id), q.page, q.pageSize);
      return { items: await shape(r.rows), page: q.page, pageSize: q.pageSize, total: r.total };
    },
    /** GET search?name: visible lists whose name contains the term (the Add to Smartlist dialog). */
    async search(ctx: TenantContext, name: string) {
      const r = await lists.page(lists.visible(ctx.tenant.id, ctx.user.id), 0, 200);
      const t = name.trim().toLowerCase();
      return shape(r.rows.filter((x) => !t || x.list.name.toLowerCase().includes(t)).slice(0, 50));
    },
    async update(ctx: TenantContext, externalId: string, body: { name?: string; visibility?: FunderListVisibility }) {
      const r = await ownedList(ctx, externalId);
      if (body.visibility) assertVisibilityAllowed(await d.planOf(ctx.tenant.id), body.visibility);
      await lists.update(r.list.id, body);
      return this.get(ctx, externalId);
    },
    async remove(ctx: TenantContext, externalId: string) {
      const r = await ownedList(ctx, externalId);
      await lists.remove(r.list.id);
      return { externalId };
    },
    /** POST /{id}/collaborator: a member of the same tenant only. */
    async addCollaborator(ctx: TenantContext, externalId: string, userExternalId: string) {
      const r = await ownedList(ctx, externalId);
      const userId = await d.memberId(ctx.tenant.externalId, userExternalId);
      if (userId === null)
        throw validation(M.collaboratorNotMember, [{ path: 'body.userExternalId', message: M.collaboratorNotMember }]);
      if (userId !== ctx.user.id) await lists.addCollaborator(r.list.id, userId);
      return this.get(ctx, externalId);
    },
    async removeCollaborator(ctx: TenantContext, externalId: string, userExternalId: string) {
      const r = await ownedList(ctx, externalId);
      const userId = await d.memberId(ctx.tenant.externalId, userExternalId);
      if (userId !== null) await lists.removeCollaborator(r.list.id, userId);
      return this.get(ctx, externalId);
    },
  };
}
export type ListFlows = ReturnType<typeof createListFlows>;
