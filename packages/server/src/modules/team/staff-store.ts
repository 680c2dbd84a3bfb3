import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { roles, userRoles, users } from '../users/tables.ts';
import { membershipRoles, tenantMemberships, tenants } from '../tenancy/tables.ts';

export interface StaffFilter {
  /** Role names; a member matches when their internal membership or their user roles hold one of them. */
  roleNames: string[];
  jobTitles: string[];
  active: boolean | null;
  search: string | null;
}

/**
 * Read model of the provider's team: users holding a membership in the internal tenant, with that membership.
 * Lives with the tenancy tables it joins; the team module calls it through the tenancy service.
 */
export function createStaffStore(db: Db) {
  const staffColumns = { user: users, membershipId: tenantMemberships.id, workspaceId: tenantMemberships.workspaceId };

  function filters(f: StaffFilter): SQL[] {
    const where: SQL[] = [eq(tenants.isInternal, true)];
    if (f.active !== null) where.push(eq(users.active, f.active));
    if (f.jobTitles.length)
      where.push(
        inArray(
          sql`lower(${users.title})`,
          f.jobTitles.map((t) => t.toLowerCase()),
        ),
      );
    if (f.search) {
      const like = `%${escapeLike(f.search)}%`;
      where.push(
        or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.email, like),
          ilike(users.title, like),
        )!,
      );
    }
    if (f.roleNames.length) {
      const viaMembership = db
        .select({ x: sql`1` })
        .from(membershipRoles)
        .innerJoin(roles, eq(roles.id, membershipRoles.roleId))
        .where(and(eq(membershipRoles.membershipId, tenantMemberships.id), inArray(roles.name, f.roleNames)));
      const viaUser = db
        .select({ x: sql`1` })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.userId, users.id), inArray(roles.name, f.roleNames)));
      where.push(or(exists(viaMembership), exists(viaUser))!);
    }
    return where;
  }

  const staffQuery = () =>
    db
      .select(staffColumns)
      .from(tenantMemberships)
      .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
      .innerJoin(users, eq(users.id, tenantMemberships.userId));

  const byName = [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id)];

  return {
    /** One page of the team, by name. */
    async page(f: StaffFilter, page: number, pageSize: number) {
      const where = and(...filters(f));
      const rows = await staffQuery()
        .where(where)
        .orderBy(...byName)
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total }] = await db
        .select({ total: count() })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .innerJoin(users, eq(users.id, tenantMemberships.userId))
        .where(where);
      return { rows, total: Number(total) };
    },

    /** A team member by user externalId; null when the user is not in the internal tenant. */
    async member(userExternalId: string) {
      const rows = await staffQuery().where(and(eq(tenants.isInternal, true), eq(users.externalId, userExternalId)));
      return rows[0] ?? null;
    },

    /** Team members who also hold a membership in the given (customer) tenant: the provider team of a company. */
    async ofTenant(tenantId: number, page: number, pageSize: number) {
      const inTenant = db
        .select({ x: sql`1` })
        .from(sql`${tenantMemberships} as cm`)
        .where(sql`cm.user_id = ${users.id} and cm.tenant_id = ${tenantId}`);
      const where = and(eq(tenants.isInternal, true), exists(inTenant));
      const rows = await staffQuery()
        .where(where)
        .orderBy(...byName)
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total }] = await db
        .select({ total: count() })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .innerJoin(users, eq(users.id, tenantMemberships.userId))
        .where(where);
      return { rows, total: Number(total) };
    },

    /** System and user-level role names of these users (for the superadmin mark). */
    async userRoleNames(userIds: number[]) {
      const map = new Map<number, string[]>();
      if (!userIds.length) return map;
      const rows = await db
        .select({ userId: userRoles.userId, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, userIds));
      for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.name]);
      return map;
    },

    /** A user's memberships in customer (non-internal) tenants, by tenant name: the member's associated products. */
    async customerMemberships(userId: number, page: number, pageSize: number) {
      const where = and(eq(tenantMemberships.userId, userId), eq(tenants.isInternal, false));
      const rows = await db
        .select({ m: tenantMemberships, t: tenants })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .where(where)
        .orderBy(asc(sql`lower(${tenants.name})`), asc(tenants.id))
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total }] = await db
        .select({ total: count() })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .where(where);
      return { rows, total: Number(total) };
    },

    /** Replaces the roles of a membership (inside the caller's transaction). */
    async setMembershipRoles(membershipId: number, roleIds: number[]) {
      await db.delete(membershipRoles).where(eq(membershipRoles.membershipId, membershipId));
      if (roleIds.length) await db.insert(membershipRoles).values(roleIds.map((roleId) => ({ membershipId, roleId })));
    },
  };
}
export type StaffStore = ReturnType<typeof createStaffStore>;
