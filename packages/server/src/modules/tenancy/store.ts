import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/sql.ts';
import type { Db } from '../../platform/db.ts';
import { roles } from '../users/tables.ts';
import { companies, membershipRoles, tenantMemberships, tenants, workspaces } from './tables.ts';

export function createTenancyStore(db: Db) {
  return {
    insertTenant: async (v: typeof tenants.$inferInsert) => (await db.insert(tenants).values(v).returning())[0],
    insertCompany: async (v: typeof companies.$inferInsert) => (await db.insert(companies).values(v).returning())[0],
    insertWorkspace: async (v: typeof workspaces.$inferInsert) =>
      (await db.insert(workspaces).values(v).returning())[0],
    insertMembership: async (v: typeof tenantMemberships.$inferInsert) =>
      (await db.insert(tenantMemberships).values(v).returning())[0],
    async grantMembershipRoles(membershipId: number, roleNames: string[]) {
      for (const name of roleNames) {
        const [role] = await db.select().from(roles).where(eq(roles.name, name));
        if (role) await db.insert(membershipRoles).values({ membershipId, roleId: role.id }).onConflictDoNothing();
      }
    },
    workspaceBySlug: async (slug: string) =>
      (await db.select().from(workspaces).where(eq(workspaces.slug, slug)))[0] ?? null,
    workspaceByExternalId: async (externalId: string) =>
      (await db.select().from(workspaces).where(eq(workspaces.externalId, externalId)))[0] ?? null,
    workspacesOwnedBy: async (userId: number) =>
      db.select().from(workspaces).where(eq(workspaces.ownerUserId, userId)).orderBy(asc(workspaces.slug)),
    workspacesByIds: async (ids: number[]) =>
      ids.length ? db.select().from(workspaces).where(inArray(workspaces.id, ids)) : [],
    tenantByExternalId: async (externalId: string) =>
      (await db.select().from(tenants).where(eq(tenants.externalId, externalId)))[0] ?? null,
    companyByExternalId: async (externalId: string) =>
      (await db.select().from(companies).where(eq(companies.externalId, externalId)))[0] ?? null,
    companyOfTenant: async (tenantId: number) =>
      (await db.select().from(companies).where(eq(companies.tenantId, tenantId)))[0] ?? null,
    tenantsByIds: async (ids: number[]) =>
      ids.length ? db.select().from(tenants).where(inArray(tenants.id, ids)) : [],
    /** Locks a tenant's row until the transaction ends: writes that count the tenant's members queue behind it. */
    lockTenant: async (id: number) => {
      await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).for('update');
    },
    /** Client (non-internal) tenants by name, optionally those whose name contains `term`. */
    async clientTenants(opts: { term?: string; limit?: number } = {}) {
      const filters: SQL[] = [eq(tenants.isInternal, false)];
      const term = opts.term?.trim();
      if (term) filters.push(ilike(tenants.name, `%${escapeLike(term)}%`));
      const q = db
        .select()
        .from(tenants)
        .where(and(...filters))
        .orderBy(asc(tenants.name), asc(tenants.id))
        .$dynamic();
      return opts.limit ? q.limit(opts.limit) : q;
    },
    internalTenant: async () => (await db.select().from(tenants).where(eq(tenants.isInternal, true)))[0] ?? null,
  };
}
export type TenancyStore = ReturnType<typeof createTenancyStore>;
