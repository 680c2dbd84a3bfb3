export type { CompanyPatch, CompanyWithTenant } from './company-store.ts';
import {
  PERMISSIONS,
  RESERVED_WORKSPACE_SLUGS,
  ROLES,
  WORKSPACE_SLUG_TAKEN_MESSAGE,
  workspaceDomain,
  workspaceSlugSchema,
  type AccountType,
  type TenantMembership,
  type Workspace,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { UserService } from '../users/service.ts';
import { createTenancyStore } from './store.ts';
import { createCompanyStore, type CompanyPatch } from './company-store.ts';
import { createMembershipStore, type MembershipWithTenant, type WorkspaceRow } from './membership-store.ts';
import { isUniqueViolation } from '../../platform/sql.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { announceWorkspacesChanged, announcingWrites, createWorkspaceListCache } from './workspace-list-cache.ts';

const slugTaken = () => new AppError('SLUG_TAKEN', WORKSPACE_SLUG_TAKEN_MESSAGE);
const notAMember = () => forbidden('You are not a member of this tenant');
const notYourWorkspace = () => forbidden('You do not have access to this workspace');

const byName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/** Tenants, companies, workspaces and memberships (/api/workspace). */
export function createTenancyService(deps: AppDeps, s: { users: UserService }) {
  const db = deps.database.db;
  const announce = () => announceWorkspacesChanged(deps.realtime);
  // Every write that can change someone's workspace list (GET all) announces it, so the cached lists are dropped.
  const store = announcingWrites(
    createTenancyStore(db),
    ['insertTenant', 'insertWorkspace', 'insertMembership', 'grantMembershipRoles'],
    announce,
  );
  const memberships = announcingWrites(createMembershipStore(db), ['moveMembership', 'deleteMemberships'], announce);
  const companyStore = announcingWrites(createCompanyStore(db), ['renameTenant'], announce);
  const workspaceLists = createWorkspaceListCache<Workspace[]>({
    ttlMs: deps.config.tokenCacheMs,
    bus: deps.realtime.bus,
  });
  const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);

  /** Creates a tenant with its company record (inside the caller's transaction when there is one). */
  async function createTenant(input: {
    name: string;
    accountType: AccountType;
    isInternal?: boolean;
    legalName?: string;
    country?: string;
    profile?: CompanyPatch;
  }) {
    const tenant = await store.insertTenant({
      name: input.name,
      accountType: input.accountType,
      isInternal: input.isInternal ?? false,
    });
    const company = await store.insertCompany({
      ...input.profile,
      tenantId: tenant.id,
      companyName: input.name,
      legalName: input.legalName ?? input.profile?.legalName ?? null,
      accountType: input.accountType,
      country: input.country ?? input.profile?.country ?? null,
    });
    return { tenant, company };
  }

  /** Adds a user to a tenant, placed in one of their workspaces, holding these membership roles. */
  async function addMembership(input: { userId: number; tenantId: number; workspaceId: number; roleNames: string[] }) {
    const m = await store.insertMembership({
      userId: input.userId,
      tenantId: input.tenantId,
      workspaceId: input.workspaceId,
    });
    await store.grantMembershipRoles(m.id, input.roleNames);
    return m;
  }

  function shapeMembership(row: MembershipWithTenant, roleNames: string[]): TenantMembership {
    return {
      externalId: row.m.externalId,
      tenant: {
        name: row.t.name,
        externalId: row.t.externalId,
        accountType: row.t.accountType as AccountType,
        isInternal: row.t.isInternal,
      },
      roles: roleNames.map((name) => ({ name })),
      workspaceExternalId: row.w.externalId,
    };
  }

  /** Workspaces ordered by slug, each with the given memberships that sit in it (ordered by tenant name). */
  async function shapeWorkspaces(
    forUserId: number,
    workspaceRows: WorkspaceRow[],
    rows: MembershipWithTenant[],
  ): Promise<Workspace[]> {
    const roleMap = await memberships.roleNamesOfMemberships(rows.map((r) => r.m.id));
    const byWorkspace = new Map<number, MembershipWithTenant[]>();
    for (const r of rows) byWorkspace.set(r.w.id, [...(byWorkspace.get(r.w.id) ?? []), r]);
    return [...workspaceRows]
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
      .map((w) => ({
        externalId: w.externalId,
        slug: w.slug,
        domain: workspaceDomain(w.slug),
        isOwner: w.ownerUserId === forUserId,
        tenantMemberships: (byWorkspace.get(w.id) ?? [])
          .sort((a, b) => byName(a.t.name, b.t.name) || a.m.id - b.m.id)
          .map((r) => shapeMembership(r, roleMap.get(r.m.id) ?? [])),
      }));
  }

  /** The workspaces holding at least one of the user's memberships, plus those they own, with their memberships. */
  async function workspacesOfUser(userId: number): Promise<Workspace[]> {
    const rows = await memberships.membershipsOfUser(userId);
    const owned = await store.workspacesOwnedBy(userId);
    const all = new Map<number, WorkspaceRow>();
    for (const r of rows) all.set(r.w.id, r.w);
    for (const w of owned) all.set(w.id, w);
    return shapeWorkspaces(userId, [...all.values()], rows);
  }

  /** A workspace the caller may put a profile into: one they own or one that already holds a membership of theirs. */
  async function usableWorkspace(ctx: RequestContext, workspaceExternalId: string) {
    const ws = await store.workspaceByExternalId(workspaceExternalId);
    if (!ws) throw notFound('Workspace');
    if (ws.ownerUserId !== ctx.user.id && !(await memberships.userHasMembershipIn(ctx.user.id, ws.id)))
      throw notYourWorkspace();
    return ws;
  }

  /** Moves the caller's own membership of a tenant into a workspace. Unknown tenant 404; not a member 403. */
  async function moveOwnMembership(ctx: RequestContext, tenantExternalId: string, ws: WorkspaceRow) {
    const row = await memberships.membershipOf(ctx.user.id, tenantExternalId);
    if (!row) {
      if (!(await store.tenantByExternalId(tenantExternalId))) throw notFound('Tenant');
      throw notAMember();
    }
    await memberships.moveMembership(row.m.id, ctx.user.id, ws.id);
    return row.m.id;
  }

  /** Whether a slug cannot be used for a new workspace: invalid, reserved or already in use. */
  async function slugUnavailable(slug: string) {
    if (!workspaceSlugSchema.safeParse(slug).success) return true;
    if (RESERVED_WORKSPACE_SLUGS.includes(slug)) return true;
    return (await store.workspaceBySlug(slug)) !== null;
  }

  return {
    membershipsOfUser: (userId: number) => memberships.membershipsOfUser(userId),
    membershipsOfTenant: (tenantId: number) => memberships.membershipsOfTenant(tenantId),
    /** Removes users from a tenant (inside the caller's transaction when there is one); answers how many left. */
    removeMembers: async (tenantId: number, userIds: number[]) =>
      (await memberships.deleteMemberships(tenantId, userIds)).length,
    /** The user's membership in the tenant with this externalId, with its tenant; null when not a member. */
    membershipOf: (userId: number, tenantExternalId: string) => memberships.membershipOf(userId, tenantExternalId),
    /** A request's company: the caller's membership in it, its tenant and role names, in one query; null if none. */
    requestMembership: (userId: number, tenantExternalId: string) =>
      memberships.requestMembership(userId, tenantExternalId),
    /** The membership role names of each of these memberships, by membership id (ordered by name). */
    roleNamesOfMemberships: (ids: number[]) => memberships.roleNamesOfMemberships(ids),
    /** The tenants the user holds a membership in, ordered by tenant name. */
    tenantsOfUser: async (userId: number) => (await memberships.membershipsOfUser(userId)).map((r) => r.t),
    /** The provider's own tenant (AtriumTenant0). */
    internalTenant: () => store.internalTenant(),
    /** Non-internal tenants, optionally filtered by a search term (the company lookup). */
    clientTenants: (opts: { term?: string; limit?: number } = {}) => store.clientTenants(opts),

    // The company profile, the one-to-one record of a tenant (the companies module shapes and guards it).
    /** A company profile with its tenant, by the company's externalId; null when unknown. */
    companyByExternalId: (externalId: string) => companyStore.byExternalId(externalId),
    /** A company profile with its tenant, by the tenant's externalId; null when unknown. */
    companyByTenantExternalId: (tenantExternalId: string) => companyStore.byTenantExternalId(tenantExternalId),
    /** Whether a company already has this name (case-insensitive). */
    companyNameTaken: (name: string) => companyStore.nameTaken(name),
    /** Updates a company profile; a new name renames its tenant too, in one transaction. */
    async updateCompanyProfile(
      company: { companyId: number; tenantId: number },
      patch: CompanyPatch,
      newName?: string,
    ) {
      await withTransaction(db, async () => {
        await companyStore.update(company.companyId, newName ? { ...patch, companyName: newName } : patch);
        if (newName) await companyStore.renameTenant(company.tenantId, newName);
      });
    },

    slugUnavailable,
    createTenant,
    createWorkspace: (slug: string, ownerUserId: number | null) => store.insertWorkspace({ slug, ownerUserId }),
    addMembership,
    workspaceBySlug: (slug: string) => store.workspaceBySlug(slug),
    tenantByExternalId: (externalId: string) => store.tenantByExternalId(externalId),
    /** Locks the tenant's row until the caller's transaction (withTransaction) ends. */
    lockTenant: (id: number) => store.lockTenant(id),
    tenantById: async (id: number) => (await store.tenantsByIds([id]))[0] ?? null,
    /** The tenant of a company externalId (the tenant's own externalId is accepted too), or null. */
    async tenantOfCompany(externalId: string) {
      const company = await store.companyByExternalId(externalId);
      if (company) return (await store.tenantsByIds([company.tenantId]))[0] ?? null;
      return store.tenantByExternalId(externalId);
    },
    companyOfTenant: (tenantId: number) => store.companyOfTenant(tenantId),
    /** The role names a user holds in a tenant, or null when not a member. */
    /** Role names the user holds in the internal (staff) tenant; empty for customers. */
    internalRoleNames: (userId: number): Promise<string[]> => memberships.internalRoleNames(userId),
    async membershipRoleNames(userId: number, tenantExternalId: string): Promise<string[] | null> {
      const row = await memberships.membershipOf(userId, tenantExternalId);
      if (!row) return null;
      return (await memberships.roleNamesOfMemberships([row.m.id])).get(row.m.id) ?? [];
    },
    /** externalIds of tenants by internal id. */
    async tenantExternalIds(ids: number[]): Promise<Map<number, string>> {
      const rows = await store.tenantsByIds([...new Set(ids)]);
      return new Map(rows.map((t) => [t.id, t.externalId]));
    },
    /** Internal ids of the users holding a membership in the tenant (for notifications and the like). */
    memberUserIds: (tenantId: number) => memberships.userIdsOfTenant(tenantId),
    /** External ids of the users holding a membership in the tenant (for realtime events to every member). */
    memberUserExternalIds: (tenantId: number) => memberships.userExternalIdsOfTenant(tenantId),
    /** Whether the user holds a membership in the tenant with this externalId (realtime channel rule). */
    isMember: async (userId: number, tenantExternalId: string) =>
      (await memberships.membershipOf(userId, tenantExternalId)) !== null,

    /** GET all: the caller's workspaces with their memberships, ordered by slug. */
    listWorkspaces: (ctx: RequestContext) => workspaceLists.read(ctx.user.id, () => workspacesOfUser(ctx.user.id)),
    /** For writers of membership roles outside this module (the team back-office): drops the cached lists. */
    membershipRolesChanged: announce,

    /** GET tenant-memberships/all: the caller's memberships, ordered by tenant name. */
    async listMemberships(ctx: RequestContext): Promise<TenantMembership[]> {
      const rows = await memberships.membershipsOfUser(ctx.user.id);
      const roleMap = await memberships.roleNamesOfMemberships(rows.map((r) => r.m.id));
      return [...rows]
        .sort((a, b) => byName(a.t.name, b.t.name) || a.m.id - b.m.id)
        .map((r) => shapeMembership(r, roleMap.get(r.m.id) ?? []));
    },

    /**
     * GET is-taken: true when the slug is in use — and also when it could never be used (fails the slug rules of
     * spec 1 §5 or is reserved), so that "false" always means "you can create this one".
     */
    isSlugTaken: (_ctx: RequestContext, slug: string) => slugUnavailable(slug),

    /** GET owned: the workspaces the caller owns, with the caller's memberships in them. */
    async ownedWorkspaces(ctx: RequestContext): Promise<Workspace[]> {
      const owned = await store.workspacesOwnedBy(ctx.user.id);
      const rows = (await memberships.membershipsOfUser(ctx.user.id)).filter((r) => owned.some((w) => w.id === r.w.id));
      return shapeWorkspaces(ctx.user.id, owned, rows);
    },

    /** GET by-user: the caller's workspaces; portal staff may ask for another user's (isOwner then refers to that user). */
    async workspacesByUser(ctx: RequestContext, userExternalId?: string): Promise<Workspace[]> {
      if (!userExternalId || userExternalId === ctx.user.externalId) return workspacesOfUser(ctx.user.id);
      if (!isStaff(ctx)) throw forbidden();
      const user = await s.users.byExternalId(userExternalId);
      if (!user) throw notFound('User');
      return workspacesOfUser(user.id);
    },

    /** GET by-tenant: the workspaces holding memberships of a tenant, with those memberships. Members and portal staff only. */
    async workspacesByTenant(ctx: RequestContext, tenantExternalId: string): Promise<Workspace[]> {
      const tenant = await store.tenantByExternalId(tenantExternalId);
      if (!tenant) throw notFound('Tenant');
      if (!isStaff(ctx) && !(await memberships.membershipOf(ctx.user.id, tenantExternalId))) throw notAMember();
      const rows = await memberships.membershipsOfTenant(tenant.id);
      const all = new Map<number, WorkspaceRow>();
      for (const r of rows) all.set(r.w.id, r.w);
      return shapeWorkspaces(ctx.user.id, [...all.values()], rows);
    },

    /** POST change: moves the caller's membership of a tenant into a workspace they own or already use. */
    async changeWorkspace(
      ctx: RequestContext,
      input: { atriumCompanyExternalId: string; selectedWorkspace: string },
    ): Promise<TenantMembership> {
      const ws = await usableWorkspace(ctx, input.selectedWorkspace);
      const membershipId = await moveOwnMembership(ctx, input.atriumCompanyExternalId, ws);
      const row = await memberships.membershipById(membershipId);
      if (!row) throw notFound('Membership');
      const roleMap = await memberships.roleNamesOfMemberships([membershipId]);
      return shapeMembership(row, roleMap.get(membershipId) ?? []);
    },

    /**
     * POST create-for-company: a new workspace owned by the caller; when a tenant is named, the caller's membership of
     * it moves in. One transaction: a refused move leaves no workspace behind. The route checks companyCreate.
     */
    async createWorkspaceForCompany(
      ctx: RequestContext,
      input: { slug: string; atriumCompanyExternalId?: string },
    ): Promise<Workspace> {
      if (await slugUnavailable(input.slug)) throw slugTaken();
      let workspaceId: number;
      try {
        workspaceId = await withTransaction(db, async () => {
          const ws = await store.insertWorkspace({ slug: input.slug, ownerUserId: ctx.user.id });
          if (input.atriumCompanyExternalId) await moveOwnMembership(ctx, input.atriumCompanyExternalId, ws);
          return ws.id;
        });
      } catch (err) {
        // Two requests for the same free slug: the unique index decides, the loser gets the same 409.
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
      const [ws] = await store.workspacesByIds([workspaceId]);
      const rows = (await memberships.membershipsOfUser(ctx.user.id)).filter((r) => r.w.id === workspaceId);
      return (await shapeWorkspaces(ctx.user.id, [ws], rows))[0];
    },

    /**
     * POST create-profile: a new company or individual account (tenant) inside a workspace the caller owns or uses,
     * with the caller as its company admin. One transaction. The route checks companyCreate.
     */
    async createProfile(
      ctx: RequestContext,
      input: { workspaceExternalId: string; name: string; accountType: AccountType },
    ): Promise<TenantMembership> {
      const membershipId = await withTransaction(db, async () => {
        const ws = await usableWorkspace(ctx, input.workspaceExternalId);
        const { tenant } = await createTenant({ name: input.name, accountType: input.accountType });
        const m = await addMembership({
          userId: ctx.user.id,
          tenantId: tenant.id,
          workspaceId: ws.id,
          roleNames: [ROLES.companyUserAdmin],
        });
        return m.id;
      });
      const row = await memberships.membershipById(membershipId);
      if (!row) throw notFound('Membership');
      const roleMap = await memberships.roleNamesOfMemberships([membershipId]);
      return shapeMembership(row, roleMap.get(membershipId) ?? []);
    },
    /** A workspace the caller owns or has a membership in (404 unknown, 403 someone else's). */
    usableWorkspace,
    // used by invitations
    /** Tenant rows by internal id (any order). */
    tenantsByIds: (ids: number[]) => store.tenantsByIds(ids),
  };
}
export type TenancyService = ReturnType<typeof createTenancyService>;
