import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { tenantExperts } from './tables.ts';

export type ExpertRow = typeof tenantExperts.$inferSelect;

/** SQL of tenant_experts only; users and tenants are reached through their services. */
export function createExpertStore(db: Db) {
  return {
    /** The tenant's experts, KAM first, then by the date they were added. */
    ofTenant: (tenantId: number, tx: Db = db) =>
      tx
        .select()
        .from(tenantExperts)
        .where(eq(tenantExperts.tenantId, tenantId))
        .orderBy(
          sql`case when ${tenantExperts.role} = 'KAM' then 0 else 1 end`,
          asc(tenantExperts.createdAt),
          asc(tenantExperts.userId),
        ),
    kamOf: async (tenantId: number, tx: Db = db) =>
      (
        await tx
          .select()
          .from(tenantExperts)
          .where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.role, 'KAM')))
      )[0] ?? null,
    one: async (tenantId: number, userId: number, tx: Db = db) =>
      (
        await tx
          .select()
          .from(tenantExperts)
          .where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.userId, userId)))
      )[0] ?? null,
    /** The tenants a user serves, with the role (for look-ups such as "my client tenants"). */
    tenantsOfExpert: (userId: number, tx: Db = db) =>
      tx.select().from(tenantExperts).where(eq(tenantExperts.userId, userId)),
    insert: (v: typeof tenantExperts.$inferInsert, tx: Db = db) => tx.insert(tenantExperts).values(v),
    update: (
      tenantId: number,
      userId: number,
      v: Partial<Pick<ExpertRow, 'role' | 'service' | 'module'>>,
      tx: Db = db,
    ) =>
      tx
        .update(tenantExperts)
        .set(v)
        .where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.userId, userId))),
    remove: (tenantId: number, userId: number, tx: Db = db) =>
      tx
        .delete(tenantExperts)
        .where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.userId, userId)))
        .returning(),
  };
}
export type ExpertStore = ReturnType<typeof createExpertStore>;
