import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { tenantMemberships, tenants } from '../tenancy/tables.ts';

/**
 * Read model of the portal's customer list: non-internal tenants with their member count.
 */
export function createCustomerListStore(db: Db) {
  return {
    async page(opts: { term?: string; page: number; pageSize: number }) {
      const filters: SQL[] = [eq(tenants.isInternal, false)];
      if (opts.term) filters.push(ilike(tenants.name, `%${escapeLike(opts.term)}%`));
      const where = and(...filters);
      const members = db
        .select({ tenantId: tenantMemberships.tenantId, n: count().as('n') })
        .from(tenantMemberships)
        .groupBy(tenantMemberships.tenantId)
        .as('members');
      const rows = await db
        .select({
          externalId: tenants.externalId,
          name: tenants.name,
          accountType: tenants.accountType,
          createdAt: tenants.createdAt,
          membersCount: sql<number>`coalesce(${members.n}, 0)`.mapWith(Number),
        })
        .from(tenants)
        .leftJoin(members, eq(members.tenantId, tenants.id))
        .where(where)
        .orderBy(asc(sql`lower(${tenants.name})`), asc(tenants.id))
        .limit(opts.pageSize)
        .offset(opts.page * opts.pageSize);
      const [{ total }] = await db.select({ total: count() }).from(tenants).where(where);
      return { rows, total: Number(total) };
    },
  };
}
export type CustomerListStore = ReturnType<typeof createCustomerListStore>;
