import { ADMIN_CAPABLE_ROLES, PERMISSIONS, ROLES, type Expert, type ExpertRole } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { UserService } from '../users/service.ts';
import { createExpertStore, type ExpertRow } from './store.ts';

export const EXPERT_MESSAGES = {
  notStaff: 'Only members of the provider team can be assigned as experts',
  clientTenantOnly: 'Experts are assigned to client companies only',
} as const;

/**
 * Experts of a tenant (spec 2 §1, §3): provider staff assigned to a client tenant, at most one of them its KAM.
 * One row per tenant and user; a KAM who also has a service is listed with the roles 'KAM, EXPERT'.
 */
export function createExpertService(deps: AppDeps, s: { users: UserService; tenancy: TenancyService }) {
  const db = deps.database.db;
  const store = createExpertStore(db);

  const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);

  async function isStaffAdmin(ctx: RequestContext) {
    if (ctx.userRoleNames.includes(ROLES.superadmin)) return true;
    if (!ctx.user.isInternal) return false;
    return (await s.tenancy.internalRoleNames(ctx.user.id)).some((r) => (ADMIN_CAPABLE_ROLES as string[]).includes(r));
  }

  /** A client tenant by externalId (404 when unknown, 400 for the internal tenant). */
  async function clientTenant(tenantExternalId: string) {
    const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
    if (!tenant) throw notFound('Tenant');
    if (tenant.isInternal)
      throw validation(EXPERT_MESSAGES.clientTenantOnly, [
        { path: 'tenantExternalId', message: EXPERT_MESSAGES.clientTenantOnly },
      ]);
    return tenant;
  }

  /** A staff user (member of the internal tenant) by externalId: 404 unknown, 400 not staff. */
  async function staffUser(userExternalId: string) {
    const user = await s.users.byExternalId(userExternalId);
    if (!user) throw notFound('User');
    const internal = await s.tenancy.internalTenant();
    if (!user.active || !internal || !(await s.tenancy.isMember(user.id, internal.externalId))) {
      throw validation(EXPERT_MESSAGES.notStaff, [{ path: 'userExternalId', message: EXPERT_MESSAGES.notStaff }]);
    }
    return user;
  }

  async function toExperts(rows: ExpertRow[]): Promise<Expert[]> {
    const users = new Map((await s.users.byIds(rows.map((r) => r.userId))).map((u) => [u.id, u]));
    return rows.flatMap((r) => {
      const u = users.get(r.userId);
      if (!u) return [];
      return [
        {
          userExternalId: u.externalId,
          fullName: `${u.firstName} ${u.lastName}`.trim(),
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          role: r.role === 'KAM' && r.service ? 'KAM, EXPERT' : r.role,
          service: r.service,
          jobTitle: u.title,
          status: u.active ? 'ACTIVE' : 'INACTIVE',
          module: r.module,
          dateAdded: r.createdAt.toISOString(),
        } satisfies Expert,
      ];
    });
  }

  const listOf = async (tenantId: number) => toExperts(await store.ofTenant(tenantId));

  /** Staff admins assign anything; a KAM manages the experts of the tenants they are KAM of. */
  async function requireExpertManager(ctx: RequestContext, tenantId: number) {
    if (await isStaffAdmin(ctx)) return;
    if (isStaff(ctx) && (await store.kamOf(tenantId))?.userId === ctx.user.id) return;
    throw forbidden();
  }

  /**
   * Makes a staff user the tenant's KAM in one transaction. The previous KAM stays as an expert when they had a
   * service, else loses the assignment. `service` undefined keeps the user's service.
   */
  async function makeKam(
    ctx: RequestContext,
    input: { tenantExternalId: string; userExternalId: string },
    service?: string | null,
  ) {
    if (!(await isStaffAdmin(ctx))) throw forbidden();
    const tenant = await clientTenant(input.tenantExternalId);
    const user = await staffUser(input.userExternalId);
    return withTransaction(db, async () => {
      // Serialises concurrent assignments for this tenant (the one-KAM index would otherwise fail one of them).
      await s.tenancy.lockTenant(tenant.id);
      const previous = await store.kamOf(tenant.id);
      if (previous && previous.userId !== user.id) {
        if (previous.service) await store.update(tenant.id, previous.userId, { role: 'EXPERT' });
        else await store.remove(tenant.id, previous.userId);
      }
      const patch = service === undefined ? { role: 'KAM' } : { role: 'KAM', service };
      if (await store.one(tenant.id, user.id)) await store.update(tenant.id, user.id, patch);
      else await store.insert({ tenantId: tenant.id, userId: user.id, ...patch });
      return listOf(tenant.id);
    });
  }

  /**
   * The KAM a new customer gets (issue 13; spec silent, docs/decisions.md): among the provider's active staff holding
   * the KAM portal role, the one who is KAM of the fewest customers (ties: the earliest account); with no such KAM,
   * the product support user. Null when the provider has neither.
   */
  async function defaultKamUserId(): Promise<number | null> {
    const internal = await s.tenancy.internalTenant();
    if (!internal) return null;
    const staffIds = await s.tenancy.memberUserIds(internal.id);
    const staff = (await s.users.byIds(staffIds)).filter((u) => u.active);
    const kams: number[] = [];
    for (const u of staff) {
      if ((await s.tenancy.internalRoleNames(u.id)).includes(ROLES.portalKam)) kams.push(u.id);
    }
    if (kams.length) {
      const counts = await store.kamCounts(kams);
      return [...kams].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || a - b)[0];
    }
    const support = await s.users.byEmail(deps.config.supportUserEmail);
    return support?.active && staff.some((u) => u.id === support.id) ? support.id : null;
  }

  return {
    /**
     * Gives a new customer tenant its KAM (defaultKamUserId) unless it has one. Runs inside the caller's transaction
     * (sign-up and onboarding), so the customer and its KAM are written together.
     */
    async assignDefaultKam(tenantId: number): Promise<number | null> {
      if (await store.kamOf(tenantId)) return null;
      const userId = await defaultKamUserId();
      if (userId === null) return null;
      await store.insert({ tenantId, userId, role: 'KAM' });
      return userId;
    },
    /** Records an expert assignment as the demo seed describes it. */
    seedAssignment: (row: Parameters<typeof store.insert>[0]) => store.insert(row),
    /** The tenant's KAM, or null. */
    async kamOf(tenantId: number): Promise<{ userId: number } | null> {
      const row = await store.kamOf(tenantId);
      return row ? { userId: row.userId } : null;
    },
    /** Internal ids of every expert of the tenant, the KAM included. */
    expertUserIds: async (tenantId: number) => (await store.ofTenant(tenantId)).map((r) => r.userId),
    isExpertOf: async (userId: number, tenantId: number) => (await store.one(tenantId, userId)) !== null,
    /** The user's assignments (tenant, KAM or EXPERT, since), for the team member's customers. */
    assignmentsOf: async (userId: number) =>
      (await store.tenantsOfExpert(userId)).map((r) => ({
        tenantId: r.tenantId,
        role: r.role as ExpertRole,
        since: r.createdAt,
      })),
    /** Tenant ids the user serves as KAM or expert. */
    tenantIdsOfExpert: async (userId: number) => (await store.tenantsOfExpert(userId)).map((r) => r.tenantId),

    /** GET experts/{tenantExternalId}: members of that tenant and staff; KAM first. */
    async list(ctx: RequestContext, tenantExternalId: string): Promise<Expert[]> {
      const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
      if (!tenant) throw notFound('Tenant');
      if (!isStaff(ctx) && !(await s.tenancy.isMember(ctx.user.id, tenantExternalId)))
        throw forbidden('You are not a member of this tenant');
      return listOf(tenant.id);
    },

    /**
     * GET get-kam-user-by-tenant?externalId: the tenant's KAM (null when it has none) for staff and the tenant's
     * members; unknown tenant 404, another tenant's member 403. The chat's 'contact your KAM' shows this person.
     */
    async kamUserOfTenant(ctx: RequestContext, tenantExternalId: string) {
      const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
      if (!tenant) throw notFound('Tenant');
      if (!isStaff(ctx) && !(await s.tenancy.isMember(ctx.user.id, tenantExternalId)))
        throw forbidden('You are not a member of this tenant');
      const row = await store.kamOf(tenant.id);
      const [u] = row ? await s.users.byIds([row.userId]) : [];
      return u
        ? { externalId: u.externalId, firstName: u.firstName, lastName: u.lastName, email: u.email, title: u.title }
        : null;
    },

    /** POST assign-kam: staff admins only. */
    assignKam: (ctx: RequestContext, input: { tenantExternalId: string; userExternalId: string }) =>
      makeKam(ctx, input),

    /**
     * POST experts: adds or updates an assignment. role KAM goes through the same replacement as assign-kam (staff
     * admins only); role EXPERT on the current KAM keeps them KAM and records the service.
     */
    async assignExpert(
      ctx: RequestContext,
      input: { tenantExternalId: string; userExternalId: string; role: ExpertRole; service: string | null },
    ) {
      if (input.role === 'KAM') return makeKam(ctx, input, input.service || null);
      const tenant = await clientTenant(input.tenantExternalId);
      await requireExpertManager(ctx, tenant.id);
      const user = await staffUser(input.userExternalId);
      const service = input.service || null;
      return withTransaction(db, async () => {
        if (await store.one(tenant.id, user.id)) await store.update(tenant.id, user.id, { service });
        else await store.insert({ tenantId: tenant.id, userId: user.id, role: 'EXPERT', service });
        return listOf(tenant.id);
      });
    },

    /** DELETE experts/{tenant}/{user}: the assignment (KAM included: removing the KAM is a staff admin's call). */
    async remove(ctx: RequestContext, tenantExternalId: string, userExternalId: string): Promise<Expert[]> {
      const tenant = await clientTenant(tenantExternalId);
      const user = await s.users.byExternalId(userExternalId);
      const row = user ? await store.one(tenant.id, user.id) : null;
      if (row?.role === 'KAM') {
        if (!(await isStaffAdmin(ctx))) throw forbidden();
      } else await requireExpertManager(ctx, tenant.id);
      if (!user || !row) throw notFound('Expert');
      await store.remove(tenant.id, user.id);
      return listOf(tenant.id);
    },
  };
}
export type ExpertService = ReturnType<typeof createExpertService>;
