import { PERMISSIONS, ROLES, type AccountType, type CompanyRef, type Page, type UserSummary } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { UserService } from '../users/service.ts';
import type { SubscriptionService } from '../subscriptions/service.ts';

type TenantRow = NonNullable<Awaited<ReturnType<TenancyService['tenantByExternalId']>>>;

/**
 * The company look-ups of spec 1 §7.5 (all, all-by-user, search, owner/{id}, seats/{id}, tenants/account-type).
 * Staff see every client company; anyone else only the companies they are a member of (another company's id: 403,
 * an unknown one: 404). `{id}` is the company's externalId or its tenant's.
 */
export function createCompanyDirectory(s: {
  tenancy: TenancyService;
  users: UserService;
  subscriptions: SubscriptionService;
}) {
  const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);
  const requireStaff = (ctx: RequestContext) => {
    if (!isStaff(ctx)) throw forbidden();
  };

  const refOf = (t: TenantRow, companyExternalId: string | null): CompanyRef => ({
    externalId: companyExternalId ?? t.externalId,
    companyName: t.name,
    accountType: t.accountType as AccountType,
    tenantExternalId: t.externalId,
  });
  async function refsOf(rows: TenantRow[]) {
    return Promise.all(rows.map(async (t) => refOf(t, (await s.tenancy.companyOfTenant(t.id))?.externalId ?? null)));
  }

  /** The client tenant a company (or tenant) id names, when the caller may see it. */
  async function visibleTenant(ctx: RequestContext, id: string): Promise<TenantRow> {
    const tenant = await s.tenancy.tenantOfCompany(id);
    if (!tenant || tenant.isInternal) throw notFound('Company');
    if (!isStaff(ctx) && !(await s.tenancy.isMember(ctx.user.id, tenant.externalId)))
      throw forbidden('You are not a member of this company');
    return tenant;
  }

  return {
    /** GET all (staff): every client company by name. */
    async all(ctx: RequestContext): Promise<CompanyRef[]> {
      requireStaff(ctx);
      return refsOf(await s.tenancy.clientTenants());
    },

    /** GET all-by-user: the caller's own companies (client tenants they are a member of). */
    async allByUser(ctx: RequestContext): Promise<CompanyRef[]> {
      const mine = (await s.tenancy.tenantsOfUser(ctx.user.id)).filter((t) => !t.isInternal);
      return refsOf([...mine].sort((a, b) => a.name.localeCompare(b.name)));
    },

    /** GET search?term&page&pageSize (staff). */
    async search(ctx: RequestContext, q: { term: string; page: number; pageSize: number }): Promise<Page<CompanyRef>> {
      requireStaff(ctx);
      const rows = await s.tenancy.clientTenants({ term: q.term });
      const slice = rows.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize);
      return { items: await refsOf(slice), page: q.page, pageSize: q.pageSize, total: rows.length };
    },

    /** GET owner/{id}: who owns the company's workspace, else its first company admin; null when neither. */
    async owner(ctx: RequestContext, id: string): Promise<UserSummary | null> {
      const tenant = await visibleTenant(ctx, id);
      const ms = await s.tenancy.membershipsOfTenant(tenant.id);
      let ownerId = ms.find((m) => m.w?.ownerUserId === m.m.userId)?.m.userId;
      if (ownerId === undefined) {
        const roles = await s.tenancy.roleNamesOfMemberships(ms.map((m) => m.m.id));
        ownerId = ms.find((m) => roles.get(m.m.id)?.includes(ROLES.companyUserAdmin))?.m.userId;
      }
      const [u] = ownerId === undefined ? [] : await s.users.byIds([ownerId]);
      return u
        ? { externalId: u.externalId, firstName: u.firstName, lastName: u.lastName, email: u.email, title: u.title }
        : null;
    },

    /** GET seats/{id}: seats of the company's plan and how many are taken. */
    async seats(ctx: RequestContext, id: string) {
      const t = await visibleTenant(ctx, id);
      const p = await s.subscriptions.activePurchase({
        tenant: {
          id: t.id,
          externalId: t.externalId,
          name: t.name,
          accountType: t.accountType as AccountType,
          isInternal: false,
        },
        mode: 'provider',
        membership: null,
        ctx,
      });
      return { seatLimit: p.seatLimit, seatsUsed: p.seatsUsed };
    },

    /** POST tenants/account-type: each named tenant's account type (every one must be visible to the caller). */
    async accountTypes(ctx: RequestContext, ids: string[]) {
      const out: { tenantExternalId: string; accountType: AccountType }[] = [];
      for (const id of [...new Set(ids)]) {
        const t = await s.tenancy.tenantByExternalId(id);
        if (!t || t.isInternal) throw notFound('Tenant');
        if (!isStaff(ctx) && !(await s.tenancy.isMember(ctx.user.id, id)))
          throw forbidden('You are not a member of this tenant');
        out.push({ tenantExternalId: t.externalId, accountType: t.accountType as AccountType });
      }
      return out;
    },
  };
}
export type CompanyDirectory = ReturnType<typeof createCompanyDirectory>;
