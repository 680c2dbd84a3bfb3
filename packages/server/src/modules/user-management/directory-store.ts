import { and, asc, count, eq, ilike, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { roles, userRoles, users } from '../users/tables.ts';
import { membershipRoles, tenantMemberships, tenants } from '../tenancy/tables.ts';
import { authTokens } from '../auth/tables.ts';

export interface DirectoryFilter {
  search: string | null;
  active: boolean | null;
  /** CUSTOMER: holds a membership in a customer tenant; STAFF: in the internal tenant. */
  kind: 'CUSTOMER' | 'STAFF' | null;
  tenantId: number | null;
}

/**
 * Read model of every account for portal user management: users with their memberships, roles and last sign-in.
 * A listed read-only join over the users, tenancy and auth tables (docs/architecture.md); it never writes them.
 */
export function createDirectoryStore(db: Db) {
  // The users holding a membership in a tenant that matches: an uncorrelated subquery, which PostgreSQL runs once
  // (a hashed subplan or a semi-join) rather than once per user.
  const memberOf = (where: SQL) =>
    inArray(
      users.id,
      db
        .select({ id: tenantMemberships.userId })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .where(where),
    );

  function filters(f: DirectoryFilter): SQL | undefined {
    const where: SQL[] = [];
    if (f.active !== null) where.push(eq(users.active, f.active));
    if (f.kind === 'STAFF') where.push(memberOf(eq(tenants.isInternal, true)));
    if (f.kind === 'CUSTOMER') where.push(memberOf(eq(tenants.isInternal, false)));
    if (f.tenantId !== null) where.push(memberOf(eq(tenants.id, f.tenantId)));
    if (f.search) {
      const like = `%${escapeLike(f.search)}%`;
      where.push(
        or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.email, like),
          memberOf(ilike(tenants.name, like)),
        )!,
      );
    }
    return where.length ? and(...where) : undefined;
  }

  return {
    /** One page of accounts, by name. */
    async page(f: DirectoryFilter, page: number, pageSize: number) {
      const where = filters(f);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total }] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total: Number(total) };
    },

    /** The memberships of these users: tenant and the role names held there. */
    async memberships(userIds: number[]) {
      if (!userIds.length) return [];
      return db
        .select({
          userId: tenantMemberships.userId,
          membershipId: tenantMemberships.id,
          tenantExternalId: tenants.externalId,
          name: tenants.name,
          accountType: tenants.accountType,
          isInternal: tenants.isInternal,
          role: roles.name,
        })
        .from(tenantMemberships)
        .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
        .leftJoin(membershipRoles, eq(membershipRoles.membershipId, tenantMemberships.id))
        .leftJoin(roles, eq(roles.id, membershipRoles.roleId))
        .where(inArray(tenantMemberships.userId, userIds))
        .orderBy(asc(tenants.isInternal), asc(sql`lower(${tenants.name})`), asc(tenantMemberships.id), asc(roles.id));
    },

    /** User-level and system role names of these users. */
    async userRoleNames(userIds: number[]) {
      if (!userIds.length) return [];
      return db
        .select({ userId: userRoles.userId, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, userIds))
        .orderBy(asc(roles.id));
    },

    /** When each user last signed in themself: their newest token not issued to a superadmin signing in as them. */
    async lastSignIns(userIds: number[]) {
      if (!userIds.length) return [];
      return db
        .select({ userId: authTokens.userId, at: max(authTokens.createdAt) })
        .from(authTokens)
        .where(and(inArray(authTokens.userId, userIds), isNull(authTokens.impersonatorUserId)))
        .groupBy(authTokens.userId);
    },
  };
}
export type DirectoryStore = ReturnType<typeof createDirectoryStore>;
