// The task list's page (POST /api/task/filter) in one statement, built for the default tab of a provider with tens of
// thousands of open tasks (issue 14 bench, docs/performance.md):
// - the page's rows come from tasks and product_flows alone (companies only when a filter or the sort needs them),
//   so PostgreSQL plans a two-table join and reads 20 rows in index order;
// - the company, the preparer, the reviewer and the open comments are read for those rows only;
// - the total rides along: the matches counted up to `countCap` past the page's first row, never all of them.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { tenants } from '../tenancy/tables.ts';
import { productFlows, tasks } from './tables.ts';
import {
  filterWhere,
  orderOf,
  pick,
  taskListColumns,
  taskListKeys,
  type TaskListFilter,
  type TaskVisibility,
} from './task-list-sql.ts';

export function createTaskPageQuery(db: Db) {
  return async function taskPage(
    v: TaskVisibility,
    f: TaskListFilter,
    page: { page: number; pageSize: number },
    countCap: number,
  ) {
    const where = and(...filterWhere(v, f));
    const offset = page.page * page.pageSize;
    const upTo = offset + countCap;
    // Every task has a company (tenant_id is not null): the join only serves filters and the sort on its name.
    const byCompany = !!f.search || f.tenantNames.length > 0 || f.orderBy === 'company';
    const matching = <T extends ReturnType<typeof db.select>>(q: T) => {
      const from = q.from(tasks);
      return (byCompany ? from.innerJoin(tenants, eq(tenants.id, tasks.tenantId)) : from)
        .leftJoin(productFlows, eq(productFlows.id, tasks.flowId))
        .where(where);
    };
    const counted = matching(db.select({ one: sql`1` })).limit(upTo + 1);
    const p = matching(
      db.select({
        ...taskListColumns,
        tenantId: tasks.tenantId,
        preparerUserId: tasks.preparerUserId,
        reviewerUserId: tasks.reviewerUserId,
        flowExternalId: sql<string | null>`${productFlows.externalId}`.as('flow_external_id'),
        flowName: sql<string | null>`${productFlows.name}`.as('flow_name'),
        serviceCode: sql<string | null>`${productFlows.serviceCode}`.as('service_code'),
        sortCompany: (byCompany ? sql<string>`lower(${tenants.name})` : sql<string>`''`).as('sort_company'),
      }),
    )
      .orderBy(...orderOf(f))
      .limit(page.pageSize)
      .offset(offset)
      .as('p');
    // Inside these sub-selects drizzle would write p's columns unqualified (and task_comments has an id of its own), so
    // they name p.<column> themselves.
    const person = (column: 'preparer_user_id' | 'reviewer_user_id') =>
      sql<
        string[] | null
      >`(select array[u.external_id::text, u.first_name, u.last_name] from users u where u.id = ${sql.raw(
        `p.${column}`,
      )})`;
    const rows = await db
      .select({
        ...pick(p, taskListKeys),
        flowExternalId: p.flowExternalId,
        flowName: p.flowName,
        serviceCode: p.serviceCode,
        company: sql<string[]>`(select array[n.external_id::text, n.name] from tenants n where n.id = p.tenant_id)`,
        preparer: person('preparer_user_id'),
        reviewer: person('reviewer_user_id'),
        openComments: sql<number>`(select count(*)::int from task_comments c where c.task_id = p.id and c.state = 'OPEN'${
          v.staff ? sql`` : sql` and not c.internal`
        })`,
        matches: sql<number>`(select count(*)::int from (${counted}) m)`,
      })
      .from(p)
      .orderBy(
        ...orderOf(f, {
          dueDate: sql`${p.dueDate}`,
          name: sql`lower(${p.name})`,
          status: sql`${p.status}`,
          company: sql`${p.sortCompany}`,
          service: sql`${p.serviceCode}`,
          createdAt: sql`${p.createdAt}`,
          id: sql`${p.id}`,
        }),
      );
    // A page past the end has no row to carry the count.
    const n = rows.length
      ? Number(rows[0].matches)
      : offset === 0
        ? 0
        : Number((await db.select({ n: sql<number>`count(*)::int` }).from(counted.as('m')))[0].n);
    return {
      rows: rows.map((r) => ({
        task: pick(r, taskListKeys),
        flowExternalId: r.flowExternalId,
        flowName: r.flowName,
        serviceCode: r.serviceCode,
        tenantExternalId: r.company[0],
        tenantName: r.company[1],
        preparerExternalId: r.preparer?.[0] ?? null,
        preparerFirst: r.preparer?.[1] ?? null,
        preparerLast: r.preparer?.[2] ?? null,
        reviewerExternalId: r.reviewer?.[0] ?? null,
        reviewerFirst: r.reviewer?.[1] ?? null,
        reviewerLast: r.reviewer?.[2] ?? null,
        openComments: Number(r.openComments),
      })),
      total: Math.min(n, upTo),
      capped: n > upTo,
    };
  };
}
