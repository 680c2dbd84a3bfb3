import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/sql.ts';
import type { Db } from '../../platform/db.ts';
import { roles } from '../users/tables.ts';
import { companies, membershipRoles, tenantMemberships, tenants, workspaces } from './tables.ts';

export function createTenancyStore(db: Db) {
  return {
    insertTenant: async (v: typeof tenants.$inferInsert, tx: Db = db) =>
      (await tx.insert(tenants).values(v).returning())[0],
    insertCompany: async (v: typeof companies.$inferInsert, tx: Db = db) =>
      (await tx.insert(companies).values(v).returning())[0],
    insertWorkspace: async (v: typeof workspaces.$inferInsert, tx: Db = db) =>
      (await tx.insert(workspaces).values(v).returning())[0],
    insertMembership: async (v: typeof tenantMemberships.$inferInsert, tx: Db = db) =>
      (await tx.insert(tenantMemberships).values(v).returning())[0],
    async grantMembershipRoles(membershipId: number, roleNames: string[], tx: Db = db) {
      for (const name of roleNames) {
        const [role] = await tx.select().from(roles).where(eq(roles.name, name));
        if (role) await tx.insert(membershipRoles).values({ membershipId, roleId: role.id }).onConflictDoNothing();
      }
    },
    workspaceBySlug: async (slug: string, tx: Db = db) =>
      (await tx.select().from(workspaces).where(eq(workspaces.slug, slug)))[0] ?? null,
    workspaceByExternalId: async (externalId: string, tx: Db = db) =>
      (await tx.select().from(workspaces).where(eq(workspaces.externalId, externalId)))[0] ?? null,
    workspacesOwnedBy: async (userId: number, tx: Db = db) =>
      tx.select().from(workspaces).where(eq(workspaces.ownerUserId, userId)).orderBy(asc(workspaces.slug)),
    workspacesByIds: async (ids: number[], tx: Db = db) =>
      ids.length ? tx.select().from(workspaces).where(inArray(workspaces.id, ids)) : [],
    tenantByExternalId: async (externalId: string, tx: Db = db) =>
      (await tx.select().from(tenants).where(eq(tenants.externalId, externalId)))[0] ?? null,
    companyByExternalId: async (externalId: string, tx: Db = db) =>
      (await tx.select().from(companies).where(eq(companies.externalId, externalId)))[0] ?? null,
    companyOfTenant: async (tenantId: number, tx: Db = db) =>
      (await tx.select().from(companies).where(eq(companies.tenantId, tenantId)))[0] ?? null,
    tenantsByIds: async (ids: number[], tx: Db = db) =>
      ids.length ? tx.select().from(tenants).where(inArray(tenants.id, ids)) : [],
    /** Locks a tenant's row until the transaction ends: writes that count the tenant's members queue behind it. */
    lockTenant: async (id: number, tx: Db) => {
      await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).for('update');
    },
    /** Client (non-internal) tenants by name, optionally those whose name contains `term`. */
    async clientTenants(opts: { term?: string; limit?: number } = {}, tx: Db = db) {
      const filters: SQL[] = [eq(tenants.isInternal, false)];
      const term = opts.term?.trim();
      if (term) filters.push(ilike(tenants.name, `%${escapeLike(term)}%`));
      const q = tx
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
