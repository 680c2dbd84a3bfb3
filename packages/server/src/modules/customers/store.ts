import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { tenantMemberships, tenants } from '../../platform/schema.js';

/** Escapes the LIKE wildcards (% and _) and the escape character itself, so a term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Read model of the portal's customer list: non-internal tenants with their member count.
 * It reads the tenancy tables directly (a read-only projection; the tenancy module owns every write).
 */
export function createCustomerStore(db: Db) {
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
export type CustomerStore = ReturnType<typeof createCustomerStore>;
