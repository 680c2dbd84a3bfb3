import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { roles, users } from '../users/tables.ts';
import { membershipRoles, tenantMemberships, tenants, workspaces } from './tables.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
export type MembershipRow = typeof tenantMemberships.$inferSelect;
/** A membership with its tenant and the workspace it sits in. */
export interface MembershipWithTenant {
  m: MembershipRow;
  t: TenantRow;
  w: WorkspaceRow;
}

export function createMembershipStore(db: Db) {
  // Every request naming a company reads this: one prepared statement (one round trip, planned once per connection)
  // for the membership, its tenant and its role names, instead of two queries parsed and planned each time.
  const requestMembership = db
    .select({
      membershipId: tenantMemberships.id,
      membershipExternalId: tenantMemberships.externalId,
      tenant: {
        id: tenants.id,
        externalId: tenants.externalId,
        name: tenants.name,
        accountType: tenants.accountType,
        isInternal: tenants.isInternal,
      },
      roleName: roles.name,
    })
    .from(tenantMemberships)
    .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
    .leftJoin(membershipRoles, eq(membershipRoles.membershipId, tenantMemberships.id))
    .leftJoin(roles, eq(roles.id, membershipRoles.roleId))
    .where(
      and(
        eq(tenantMemberships.userId, sql.placeholder('userId')),
        eq(tenants.externalId, sql.placeholder('tenantExternalId')),
      ),
    )
    .orderBy(asc(roles.name))
    .prepare('atrium_request_membership');

  const withTenantAndWorkspace = () =>
    db
      .select({ m: tenantMemberships, t: tenants, w: workspaces })
      .from(tenantMemberships)
      .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
      .innerJoin(workspaces, eq(workspaces.id, tenantMemberships.workspaceId));

  return {
    /** What a request naming this company needs: the membership, its tenant and role names (by name); null if none. */
    async requestMembership(userId: number, tenantExternalId: string) {
      const rows = await requestMembership.execute({ userId, tenantExternalId });
      if (rows.length === 0) return null;
      const { membershipId, membershipExternalId, tenant } = rows[0];
      const roleNames = rows.flatMap((r) => (r.roleName === null ? [] : [r.roleName]));
      return { tenant, membership: { id: membershipId, externalId: membershipExternalId, roleNames } };
    },
    /** The user's membership in the tenant with this externalId, with its tenant. */
    async membershipOf(userId: number, tenantExternalId: string) {
      const rows = await db
        .select({ m: tenantMemberships, t: tenants })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .where(and(eq(tenantMemberships.userId, userId), eq(tenants.externalId, tenantExternalId)));
      return rows[0] ?? null;
    },
    /** Every membership of a user, with tenant and workspace, ordered by tenant name. */
    async membershipsOfUser(userId: number): Promise<MembershipWithTenant[]> {
      return withTenantAndWorkspace()
        .where(eq(tenantMemberships.userId, userId))
        .orderBy(asc(tenants.name), asc(tenantMemberships.id));
    },
    /** Every membership of a tenant (all its users), with tenant and workspace. */
    async membershipsOfTenant(tenantId: number): Promise<MembershipWithTenant[]> {
      return withTenantAndWorkspace()
        .where(eq(tenantMemberships.tenantId, tenantId))
        .orderBy(asc(tenantMemberships.id));
    },
    /** One membership by id, with tenant and workspace. */
    async membershipById(id: number): Promise<MembershipWithTenant | null> {
      return (await withTenantAndWorkspace().where(eq(tenantMemberships.id, id)))[0] ?? null;
    },
    /** Ids of the users holding a membership in the tenant. */
    async userIdsOfTenant(tenantId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: tenantMemberships.userId })
        .from(tenantMemberships)
        .where(eq(tenantMemberships.tenantId, tenantId))
        .orderBy(asc(tenantMemberships.userId));
      return rows.map((r) => r.userId);
    },
    /** External ids of the users holding a membership in the tenant (realtime fan-out to a tenant's members). */
    async userExternalIdsOfTenant(tenantId: number): Promise<string[]> {
      const rows = await db
        .select({ externalId: users.externalId })
        .from(tenantMemberships)
        .innerJoin(users, eq(users.id, tenantMemberships.userId))
        .where(eq(tenantMemberships.tenantId, tenantId))
        .orderBy(asc(tenantMemberships.userId));
      return [...new Set(rows.map((r) => r.externalId))];
    },
    /** Whether the user holds at least one membership placed in the workspace. */
    async userHasMembershipIn(userId: number, workspaceId: number) {
      const rows = await db
        .select({ id: tenantMemberships.id })
        .from(tenantMemberships)
        .where(and(eq(tenantMemberships.userId, userId), eq(tenantMemberships.workspaceId, workspaceId)))
        .limit(1);
      return rows.length > 0;
    },
    /** Deletes the users' memberships in the tenant (their roles go with them); answers the deleted rows. */
    async deleteMemberships(tenantId: number, userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .delete(tenantMemberships)
        .where(and(eq(tenantMemberships.tenantId, tenantId), inArray(tenantMemberships.userId, userIds)))
        .returning();
    },
    /** Puts a membership into another workspace; the user filter keeps it to the caller's own. */
    async moveMembership(membershipId: number, userId: number, workspaceId: number) {
      const rows = await db
        .update(tenantMemberships)
        .set({ workspaceId })
        .where(and(eq(tenantMemberships.id, membershipId), eq(tenantMemberships.userId, userId)))
        .returning();
      return rows[0] ?? null;
    },
    async roleNamesOfMemberships(membershipIds: number[]) {
      if (membershipIds.length === 0) return new Map<number, string[]>();
      const rows = await db
        .select({ membershipId: membershipRoles.membershipId, name: roles.name })
        .from(membershipRoles)
        .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
        .where(inArray(membershipRoles.membershipId, membershipIds))
        .orderBy(asc(roles.name));
      const map = new Map<number, string[]>();
      for (const r of rows) map.set(r.membershipId, [...(map.get(r.membershipId) ?? []), r.name]);
      return map;
    },
    /** Role names of the user's membership in the internal (staff) tenant, in one query (the task list's hot path). */
    async internalRoleNames(userId: number): Promise<string[]> {
      const rows = await db
        .select({ name: roles.name })
        .from(tenantMemberships)
        .innerJoin(tenants, and(eq(tenants.id, tenantMemberships.tenantId), eq(tenants.isInternal, true)))
        .innerJoin(membershipRoles, eq(membershipRoles.membershipId, tenantMemberships.id))
        .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
        .where(eq(tenantMemberships.userId, userId))
        .orderBy(asc(roles.name));
      return rows.map((r) => r.name);
    },
  };
}
export type MembershipStore = ReturnType<typeof createMembershipStore>;
