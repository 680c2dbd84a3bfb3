import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { companies, tenants } from './tables.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyWithTenant = { c: CompanyRow; t: typeof tenants.$inferSelect };
export type CompanyPatch = Partial<Omit<typeof companies.$inferInsert, 'id' | 'externalId' | 'tenantId' | 'createdAt'>>;

/** SQL of the company profile, the one-to-one record of a tenant. */
export function createCompanyStore(db: Db) {
  const withTenant = () =>
    db.select({ c: companies, t: tenants }).from(companies).innerJoin(tenants, eq(tenants.id, companies.tenantId));
  return {
    byTenantExternalId: async (externalId: string): Promise<CompanyWithTenant | null> =>
      (await withTenant().where(eq(tenants.externalId, externalId)))[0] ?? null,
    byExternalId: async (externalId: string): Promise<CompanyWithTenant | null> =>
      (await withTenant().where(eq(companies.externalId, externalId)))[0] ?? null,
    async update(companyId: number, patch: CompanyPatch) {
      return (
        await db
          .update(companies)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(companies.id, companyId))
          .returning()
      )[0];
    },
    /** Keeps the tenant's display name in step with its company name. */
    async renameTenant(tenantId: number, name: string) {
      await db.update(tenants).set({ name }).where(eq(tenants.id, tenantId));
    },
    async nameTaken(name: string) {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(sql`lower(${companies.companyName}) = lower(${name.trim()})`)
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type CompanyStore = ReturnType<typeof createCompanyStore>;
