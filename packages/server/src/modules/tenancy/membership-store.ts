import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { roles } from '../users/tables.js';
import { membershipRoles, tenantMemberships, tenants, workspaces } from './tables.js';

export type TenantRow = typeof tenants.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;

export function createMembershipStore(db: Db) {
  return {
    /** The user's membership in the tenant with this externalId, with its tenant. */
    async membershipOf(userId: number, tenantExternalId: string) {
      const rows = await db
        .select({ m: tenantMemberships, t: tenants })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .where(and(eq(tenantMemberships.userId, userId), eq(tenants.externalId, tenantExternalId)));
      return rows[0] ?? null;
    },
    /** Every membership of a user, with tenant and workspace. */
    async membershipsOfUser(userId: number) {
      return db
        .select({ m: tenantMemberships, t: tenants, w: workspaces })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .innerJoin(workspaces, eq(workspaces.id, tenantMemberships.workspaceId))
        .where(eq(tenantMemberships.userId, userId))
        .orderBy(tenantMemberships.id);
    },
    async roleNamesOfMemberships(membershipIds: number[]) {
      if (membershipIds.length === 0) return new Map<number, string[]>();
      const rows = await db
        .select({ membershipId: membershipRoles.membershipId, name: roles.name })
        .from(membershipRoles)
        .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
        .where(inArray(membershipRoles.membershipId, membershipIds));
      const map = new Map<number, string[]>();
      for (const r of rows) map.set(r.membershipId, [...(map.get(r.membershipId) ?? []), r.name]);
      return map;
    },
  };
}
export type MembershipStore = ReturnType<typeof createMembershipStore>;
