import { and, asc, count, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { escapeLike } from '../../platform/sql.ts';
import { tenantMemberships, tenants } from '../tenancy/tables.ts';
import { users } from '../users/tables.ts';
import { tenantExperts } from '../experts/tables.ts';
import { productFlows, tasks } from '../service-delivery/tables.ts';

/** What the store filters on, already resolved to ids and codes by the service. */
export interface CustomerListFilter {
  term?: string;
  accountTypes?: string[];
  withActiveFlows?: boolean;
  withOverdueTasks?: boolean;
  unassignedOnly?: boolean;
  /** Flow conditions; absent when no flow condition applies. */
  flow?: {
    showAll: boolean;
    /** Matches the flow's name; `serviceCodes` are services whose catalogue name matched. */
    productTerm?: string;
    serviceCodes?: string[];
    from?: string | null;
    to?: string | null;
    preparerIds?: number[];
    reviewerIds?: number[];
  };
  /** 'YYYY-MM-DD' of today, for overdue tasks. */
  today: string;
}

/**
 * Read model of the portal's customer list: non-internal tenants with their member count, KAM and active flows.
 * A listed read-only join over tenancy's, experts' and service delivery's tables (docs/decisions.md): filtering
 * and paging 2,000 customers by their flows' tasks has to happen in one SQL statement.
 */
export function createCustomerListStore(db: Db) {
  const liveFlow = and(isNull(productFlows.deletedAt), eq(productFlows.active, true), isNull(productFlows.finalizedAt));

  function whereOf(f: CustomerListFilter): SQL | undefined {
    // Written as `not is_internal` so the planner matches the partial name index of the customers.
    const w: SQL[] = [sql`not ${tenants.isInternal}`];
    if (f.term) w.push(ilike(tenants.name, `%${escapeLike(f.term)}%`));
    if (f.accountTypes?.length) w.push(inArray(tenants.accountType, f.accountTypes));
    if (f.unassignedOnly)
      w.push(
        sql`not exists (select 1 from ${tenantExperts} where ${tenantExperts.tenantId} = ${tenants.id} and ${tenantExperts.role} = 'KAM')`,
      );
    if (f.withActiveFlows)
      w.push(
        sql`exists (select 1 from ${productFlows} where ${productFlows.tenantId} = ${tenants.id} and ${liveFlow})`,
      );
    if (f.withOverdueTasks)
      w.push(
        sql`exists (select 1 from ${tasks} join ${productFlows} on ${productFlows.id} = ${tasks.flowId} where ${tasks.tenantId} = ${tenants.id} and ${liveFlow} and ${ne(tasks.status, 'DONE')} and ${tasks.dueDate} < ${f.today})`,
      );
    if (f.flow) w.push(flowCondition(f.flow));
    return and(...w);
  }

  function flowCondition(c: NonNullable<CustomerListFilter['flow']>): SQL {
    const fw: SQL[] = [sql`${productFlows.tenantId} = ${tenants.id}`, isNull(productFlows.deletedAt)];
    if (!c.showAll) fw.push(eq(productFlows.active, true), isNull(productFlows.finalizedAt));
    if (c.productTerm) {
      const byName = ilike(productFlows.name, `%${escapeLike(c.productTerm)}%`);
      fw.push(
        c.serviceCodes?.length ? sql`(${byName} or ${inArray(productFlows.serviceCode, c.serviceCodes)})` : byName,
      );
    }
    const tw: SQL[] = [];
    if (c.from) tw.push(sql`${tasks.dueDate} >= ${c.from}`);
    if (c.to) tw.push(sql`${tasks.dueDate} <= ${c.to}`);
    if (c.preparerIds) tw.push(c.preparerIds.length ? inArray(tasks.preparerUserId, c.preparerIds) : sql`false`);
    if (c.reviewerIds) tw.push(c.reviewerIds.length ? inArray(tasks.reviewerUserId, c.reviewerIds) : sql`false`);
    if (tw.length)
      fw.push(sql`exists (select 1 from ${tasks} where ${tasks.flowId} = ${productFlows.id} and ${and(...tw)})`);
    return sql`exists (select 1 from ${productFlows} where ${and(...fw)})`;
  }

  return {
    /**
     * One statement per page (docs/performance.md, issue 14 bench): the page's tenants in name order (an index on
     * lower(name) of the customers), then for those rows only their member count, live flows and KAM, and the total
     * beside them. A page past the end has no row to carry the total, so it is counted on its own.
     */
    async page(f: CustomerListFilter, opts: { page: number; pageSize: number }) {
      const where = whereOf(f);
      const pageRows = db.$with('page_rows').as(
        db
          .select({
            id: tenants.id,
            externalId: tenants.externalId,
            name: tenants.name,
            accountType: tenants.accountType,
            createdAt: tenants.createdAt,
            sortName: sql<string>`lower(${tenants.name})`.as('sort_name'),
          })
          .from(tenants)
          .where(where)
          .orderBy(asc(sql`lower(${tenants.name})`), asc(tenants.id))
          .limit(opts.pageSize)
          .offset(opts.page * opts.pageSize),
      );
      const total = sql<number>`(select count(*) from ${tenants} where ${where})`.mapWith(Number);
      const rows = await db
        .with(pageRows)
        .select({
          id: pageRows.id,
          externalId: pageRows.externalId,
          name: pageRows.name,
          accountType: pageRows.accountType,
          createdAt: pageRows.createdAt,
          membersCount:
            sql<number>`(select count(*) from ${tenantMemberships} where ${tenantMemberships.tenantId} = ${pageRows.id})`.mapWith(
              Number,
            ),
          activeFlows:
            sql<number>`(select count(*) from ${productFlows} where ${productFlows.tenantId} = ${pageRows.id} and ${liveFlow})`.mapWith(
              Number,
            ),
          kamExternalId: users.externalId,
          kamFirstName: users.firstName,
          kamLastName: users.lastName,
          total,
        })
        .from(pageRows)
        .leftJoin(tenantExperts, and(eq(tenantExperts.tenantId, pageRows.id), eq(tenantExperts.role, 'KAM')))
        .leftJoin(users, eq(users.id, tenantExperts.userId))
        .orderBy(asc(pageRows.sortName), asc(pageRows.id));
      const counted = rows.length
        ? rows[0].total
        : Number((await db.select({ n: count() }).from(tenants).where(where))[0].n);
      return {
        rows: rows.map(({ kamExternalId, kamFirstName, kamLastName, total: _total, ...r }) => ({
          ...r,
          kam: kamExternalId ? { externalId: kamExternalId, name: `${kamFirstName} ${kamLastName}`.trim() } : null,
        })),
        total: counted,
      };
    },
  };
}
export type CustomerListStore = ReturnType<typeof createCustomerListStore>;
