import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { tenantExperts } from './tables.ts';

export type ExpertRow = typeof tenantExperts.$inferSelect;

/** SQL of tenant_experts only; users and tenants are reached through their services. */
export function createExpertStore(db: Db) {
  return {
    /** The tenant's experts, KAM first, then by the date they were added. */
    ofTenant: (tenantId: number) =>
      db
        .select()
        .from(tenantExperts)
        .where(eq(tenantExperts.tenantId, tenantId))
        .orderBy(
          sql`case when ${tenantExperts.role} = 'KAM' then 0 else 1 end`,
          asc(tenantExperts.createdAt),
          asc(tenantExperts.userId),
        ),
    kamOf: async (tenantId: number) =>
      (
        await db
          .select()
          .from(tenantExperts)
          .where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.role, 'KAM')))
      )[0] ?? null,
    one: async (tenantId: number, userId: number) =>
      (
        await db
          .select()
          .from(tenantExperts)
          .where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.userId, userId)))
      )[0] ?? null,
    /** The tenants a user serves, with the role (for look-ups such as "my client tenants"). */
    tenantsOfExpert: (userId: number) => db.select().from(tenantExperts).where(eq(tenantExperts.userId, userId)),
    /** How many tenants each of these users is KAM of (users without any are absent). */
    async kamCounts(userIds: number[]) {
      if (!userIds.length) return new Map<number, number>();
      const rows = await db
        .select({ userId: tenantExperts.userId, n: sql<number>`count(*)::int` })
        .from(tenantExperts)
        .where(and(inArray(tenantExperts.userId, userIds), eq(tenantExperts.role, 'KAM')))
        .groupBy(tenantExperts.userId);
      return new Map(rows.map((r) => [r.userId, Number(r.n)]));
    },
    insert: (v: typeof tenantExperts.$inferInsert) => db.insert(tenantExperts).values(v),
    update: (tenantId: number, userId: number, v: Partial<Pick<ExpertRow, 'role' | 'service' | 'module'>>) =>
      db
        .update(tenantExperts)
        .set(v)
        .where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.userId, userId))),
    remove: (tenantId: number, userId: number) =>
      db
        .delete(tenantExperts)
        .where(and(eq(tenantExperts.tenantId, tenantId), eq(tenantExperts.userId, userId)))
        .returning(),
  };
}
export type ExpertStore = ReturnType<typeof createExpertStore>;
