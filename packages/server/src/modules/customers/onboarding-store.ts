import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { tenants } from '../tenancy/tables.ts';
import { customerOnboarding } from './tables.ts';

/** SQL of customer onboarding; the list is a read-only join with tenancy's tenants (like the customer list). */
export function createOnboardingStore(db: Db) {
  const status = sql<string>`coalesce(${customerOnboarding.status}, 'PENDING')`;
  return {
    async page(f: { statuses: string[]; search: string }, q: { page: number; pageSize: number }) {
      const w: SQL[] = [eq(tenants.isInternal, false)];
      if (f.search) w.push(ilike(tenants.name, `%${escapeLike(f.search)}%`));
      if (f.statuses.length) w.push(inArray(status, f.statuses));
      const where = and(...w);
      const rows = await db
        .select({
          externalId: tenants.externalId,
          name: tenants.name,
          accountType: tenants.accountType,
          createdAt: tenants.createdAt,
          status,
          updatedAt: customerOnboarding.updatedAt,
        })
        .from(tenants)
        .leftJoin(customerOnboarding, eq(customerOnboarding.tenantId, tenants.id))
        .where(where)
        .orderBy(desc(tenants.createdAt), desc(tenants.id))
        .limit(q.pageSize)
        .offset(q.page * q.pageSize);
      const [{ total }] = await db
        .select({ total: count() })
        .from(tenants)
        .leftJoin(customerOnboarding, eq(customerOnboarding.tenantId, tenants.id))
        .where(where);
      return { rows, total: Number(total) };
    },
    async setStatus(tenantId: number, value: string, userId: number) {
      const [row] = await db
        .insert(customerOnboarding)
        .values({ tenantId, status: value, updatedByUserId: userId })
        .onConflictDoUpdate({
          target: customerOnboarding.tenantId,
          set: { status: value, updatedByUserId: userId, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    },
  };
}
