// The task list's SQL fragments: visibility, tabs, filters and sort (spec 1 §2.9, §3), shared by the page query
// (task-page-store.ts) and the other lists of store.ts.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/sql.ts';
import { tenants } from '../tenancy/tables.ts';
import { productFlows, tasks } from './tables.ts';
/** Who reads task lists: staff see every company's tasks; a customer only their company's non-internal ones. */
export type TaskVisibility = { staff: true; userId: number } | { staff: false; userId: number; tenantId: number };

/** A task list filter in store terms (ids resolved, tab turned into predicates by the service). */
export interface TaskListFilter {
  today: string;
  tab: string;
  from?: string | null;
  to?: string | null;
  assignedExternalIds: string[];
  search: string;
  statuses: string[];
  types: string[];
  withUnansweredComments: boolean;
  serviceCodes: string[] | null;
  tenantNames: string[];
  flowExternalIds: string[];
  orderBy: string;
  order: 'asc' | 'desc';
}

/** The task's own columns a list row shows: one list for the page query and the other lists of store.ts. */
export const taskListColumns = {
  id: tasks.id,
  externalId: tasks.externalId,
  name: tasks.name,
  kind: tasks.kind,
  status: tasks.status,
  dueDate: tasks.dueDate,
  doneByCustomer: tasks.doneByCustomer,
  requiresReview: tasks.requiresReview,
  internalOnly: tasks.internalOnly,
  createdAt: tasks.createdAt,
};
export const taskListKeys = Object.keys(taskListColumns) as (keyof typeof taskListColumns)[];

/** The named properties of an object (a row, or a subquery's fields). */
export function pick<T, K extends keyof T>(o: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
}

/** Open comments of the task (the customer does not count internal notes). */
export const openComments = (v: TaskVisibility) =>
  sql<number>`(select count(*)::int from task_comments c where c.task_id = ${tasks.id} and c.state = 'OPEN'${
    v.staff ? sql`` : sql` and not c.internal`
  })`;

/** Visibility: live flows only (not soft-deleted, active), and for customers their company's shared tasks. */
export function visibleWhere(v: TaskVisibility): SQL[] {
  const w: SQL[] = [sql`(${tasks.flowId} is null or (${productFlows.deletedAt} is null and ${productFlows.active}))`];
  if (!v.staff) w.push(eq(tasks.tenantId, v.tenantId), eq(tasks.internalOnly, false));
  return w;
}

const overdue = (today: string) => sql`(${tasks.status} <> 'DONE' and ${tasks.dueDate} < ${today})`;
const notOverdue = (today: string) => sql`(${tasks.dueDate} is null or ${tasks.dueDate} >= ${today})`;

const OPEN_STATUSES = ['PENDING', 'IN_PROGRESS', 'WAITING_FOR_REVIEW'];

function statusWhere(statuses: string[], today: string): SQL | null {
  if (!statuses.length) return null;
  // Every open status, overdue or not (the default tab): one predicate, the one of the open tasks' index.
  if (statuses.includes('OVERDUE') && OPEN_STATUSES.every((s) => statuses.includes(s)))
    return statuses.includes('DONE') ? null : sql`${tasks.status} <> 'DONE'`;
  const parts = statuses.map((s) =>
    s === 'OVERDUE'
      ? overdue(today)
      : s === 'DONE'
        ? sql`${tasks.status} = 'DONE'`
        : sql`(${tasks.status} = ${s} and ${notOverdue(today)})`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}

function tabWhere(v: TaskVisibility, f: TaskListFilter): SQL | null {
  const me = v.userId;
  // For a customer "mine" is what their company has to do; for staff what they prepare or review.
  const mine = v.staff
    ? sql`(${tasks.preparerUserId} = ${me} or ${tasks.reviewerUserId} = ${me})`
    : sql`${tasks.doneByCustomer}`;
  switch (f.tab) {
    case 'MY_WAITING_FOR_REVIEW':
      return v.staff
        ? sql`(${tasks.reviewerUserId} = ${me} and ${tasks.status} = 'WAITING_FOR_REVIEW')`
        : sql`(${mine} and ${tasks.status} = 'WAITING_FOR_REVIEW')`;
    case 'MY_IN_PROGRESS':
      return v.staff
        ? sql`(${tasks.preparerUserId} = ${me} and ${tasks.status} = 'IN_PROGRESS')`
        : sql`(${mine} and ${tasks.status} = 'IN_PROGRESS')`;
    case 'MY_OVERDUE':
      return sql`(${mine} and ${overdue(f.today)})`;
    case 'MY_DONE':
      return sql`(${mine} and ${tasks.status} = 'DONE')`;
    case 'MY_OPEN_COMMENTS':
      return sql`(${mine} and ${openComments(v)} > 0)`;
    case 'OVERDUE_CLIENT':
      return sql`(${tasks.doneByCustomer} and ${overdue(f.today)})`;
    case 'ASSIGNED_TO_ME':
      return mine;
    case 'ONGOING':
      return sql`${tasks.status} <> 'DONE'`;
    case 'DONE':
      return sql`${tasks.status} = 'DONE'`;
    default:
      return null;
  }
}

/** The list's WHERE: visibility, tab and filters. Reads tasks, product_flows (left joined) and, for the company
 * filters (search, tenantNames), tenants. */
export function filterWhere(v: TaskVisibility, f: TaskListFilter): SQL[] {
  const w = visibleWhere(v);
  const push = (x: SQL | null) => x && w.push(x);
  push(tabWhere(v, f));
  push(statusWhere(f.statuses, f.today));
  if (f.from) w.push(sql`${tasks.dueDate} >= ${f.from}`);
  if (f.to) w.push(sql`${tasks.dueDate} <= ${f.to}`);
  if (f.assignedExternalIds.length) {
    const ids = sql`(select u.id from users u where u.external_id in (${sql.join(
      f.assignedExternalIds.map((x) => sql`${x}`),
      sql`, `,
    )}))`;
    w.push(sql`(${tasks.preparerUserId} in ${ids} or ${tasks.reviewerUserId} in ${ids})`);
  }
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    w.push(
      sql`(${tasks.name} ilike ${like} or ${tenants.name} ilike ${like} or coalesce(${productFlows.name}, '') ilike ${like})`,
    );
  }
  if (f.types.length) w.push(inArray(tasks.kind, f.types));
  if (f.withUnansweredComments) w.push(sql`${openComments(v)} > 0`);
  if (f.serviceCodes) w.push(f.serviceCodes.length ? inArray(productFlows.serviceCode, f.serviceCodes) : sql`false`);
  if (f.tenantNames.length) w.push(inArray(tenants.name, f.tenantNames));
  if (f.flowExternalIds.length) w.push(inArray(productFlows.externalId, f.flowExternalIds));
  return w;
}

/** Sort keys of the list as SQL over the tables; the page query maps them onto its own columns. */
export interface SortColumns {
  dueDate: SQL;
  name: SQL;
  status: SQL;
  company: SQL;
  service: SQL;
  createdAt: SQL;
  id: SQL;
}
export const tableSortColumns = (): SortColumns => ({
  dueDate: sql`${tasks.dueDate}`,
  name: sql`lower(${tasks.name})`,
  status: sql`${tasks.status}`,
  company: sql`lower(${tenants.name})`,
  service: sql`${productFlows.serviceCode}`,
  createdAt: sql`${tasks.createdAt}`,
  id: sql`${tasks.id}`,
});

export function orderOf(f: TaskListFilter, col: SortColumns = tableSortColumns()): SQL[] {
  const c = col[f.orderBy as keyof SortColumns] ?? col.dueDate;
  return f.order === 'desc'
    ? [sql`${c} desc nulls last`, sql`${col.id} desc`]
    : [sql`${c} asc nulls last`, sql`${col.id} asc`];
}
