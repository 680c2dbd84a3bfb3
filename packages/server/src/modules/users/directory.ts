import { PERMISSIONS, ROLES, UNPAGED, USER_SEARCH_MAX, type Page, type UserSummary } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { UserService } from './service.ts';
import type { UserRow } from './store.ts';

export const toSummary = (u: UserRow): UserSummary => ({
  externalId: u.externalId,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  title: u.title,
});

/**
 * What the directory needs to know about tenants and memberships. The tenancy service provides it (services.ts
 * passes it in); the users module stays below tenancy and does not import it.
 */
export interface DirectoryTenancy {
  tenantByExternalId(externalId: string): Promise<{ id: number } | null>;
  isMember(userId: number, tenantExternalId: string): Promise<boolean>;
  /** Internal ids of the users holding a membership in the tenant. */
  memberUserIds(tenantId: number): Promise<number[]>;
  membershipsOfUser(userId: number): Promise<{ t: { id: number } }[]>;
  internalTenant(): Promise<{ id: number } | null>;
  membershipsOfTenant(tenantId: number): Promise<{ m: { id: number; userId: number } }[]>;
  roleNamesOfMemberships(membershipIds: number[]): Promise<Map<number, string[]>>;
}

/**
 * The user search and suggestion calls of spec 1 §7.3, with tenant isolation: provider staff (portal access) find
 * every user; anyone else only the users of the tenants they belong to.
 */
export function createUserDirectory(s: { users: UserService; tenancy: DirectoryTenancy }) {
  const store = s.users;
  const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);
  const requireStaff = (ctx: RequestContext) => {
    if (!isStaff(ctx)) throw forbidden();
  };

  /** null = every user (staff); otherwise the ids of the users sharing one of the caller's tenants. */
  async function visibleIds(ctx: RequestContext): Promise<number[] | null> {
    if (isStaff(ctx)) return null;
    const mine = await s.tenancy.membershipsOfUser(ctx.user.id);
    const ids = new Set<number>();
    for (const m of mine) for (const id of await s.tenancy.memberUserIds(m.t.id)) ids.add(id);
    return [...ids];
  }

  /** The user ids of one tenant: unknown tenant 404, a tenant the caller does not belong to 403 (staff excepted). */
  async function tenantIds(ctx: RequestContext, tenantExternalId: string): Promise<number[]> {
    const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
    if (!tenant) throw notFound('Tenant');
    if (!isStaff(ctx) && !(await s.tenancy.isMember(ctx.user.id, tenantExternalId)))
      throw forbidden('You are not a member of this tenant');
    return s.tenancy.memberUserIds(tenant.id);
  }

  async function page(
    ids: number[] | null,
    term: string,
    pageNo: number,
    pageSize: number,
  ): Promise<Page<UserSummary>> {
    const unpaged = pageSize === UNPAGED;
    const { rows, total } = await store.search({
      ids,
      term,
      page: unpaged ? 0 : pageNo,
      pageSize: unpaged ? null : pageSize,
    });
    return { items: rows.map(toSummary), page: unpaged ? 0 : pageNo, pageSize, total };
  }

  /** Users holding one of these roles in the internal tenant (staff). */
  async function internalMembers(roleFilter?: (names: string[]) => boolean): Promise<UserSummary[]> {
    const internal = await s.tenancy.internalTenant();
    if (!internal) return [];
    const rows = await s.tenancy.membershipsOfTenant(internal.id);
    const roleMap = await s.tenancy.roleNamesOfMemberships(rows.map((r) => r.m.id));
    const ids = rows.filter((r) => !roleFilter || roleFilter(roleMap.get(r.m.id) ?? [])).map((r) => r.m.userId);
    return (await store.search({ ids, term: '', page: 0, pageSize: null })).rows.map(toSummary);
  }

  return {
    /** GET query?term: the first matches among the users the caller may see. */
    query: async (ctx: RequestContext, term: string) =>
      (await page(await visibleIds(ctx), term, 0, USER_SEARCH_MAX)).items,
    /** GET query-tenant?term&externalId: matches within one tenant. */
    queryTenant: async (ctx: RequestContext, term: string, tenantExternalId: string) =>
      (await page(await tenantIds(ctx, tenantExternalId), term, 0, USER_SEARCH_MAX)).items,
    /** GET tenant/{id}/paged. */
    tenantPaged: async (ctx: RequestContext, tenantExternalId: string, pageNo: number, pageSize: number) =>
      page(await tenantIds(ctx, tenantExternalId), '', pageNo, pageSize),
    /** GET suggestions?term&page&pageSize (pageSize -1 = every match). */
    suggestions: async (ctx: RequestContext, q: { term: string; page: number; pageSize: number }) =>
      page(await visibleIds(ctx), q.term, q.page, q.pageSize),
    /** GET suggestions-by-tenant?term&tenantExternalId&page&pageSize. */
    suggestionsByTenant: async (
      ctx: RequestContext,
      q: { term: string; tenantExternalId: string; page: number; pageSize: number },
    ) => page(await tenantIds(ctx, q.tenantExternalId), q.term, q.page, q.pageSize),
    /** GET email?userEmail: a user the caller may see, else 404 (the answer does not reveal other accounts). */
    async byEmail(ctx: RequestContext, email: string) {
      const user = await store.byEmail(email);
      const ids = await visibleIds(ctx);
      if (!user || !user.active || (ids && !ids.includes(user.id))) throw notFound('User');
      return toSummary(user);
    },
    /** GET all-kam (staff). */
    async allKam(ctx: RequestContext) {
      requireStaff(ctx);
      return internalMembers((names) => names.includes(ROLES.portalKam));
    },
    /** GET atrium-employees (staff): every member of the internal tenant. */
    async employees(ctx: RequestContext) {
      requireStaff(ctx);
      return internalMembers();
    },
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
