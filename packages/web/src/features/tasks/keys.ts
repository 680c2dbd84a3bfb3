import type { TaskFilterBody } from '@atrium/contract';

/** TanStack Query keys of tasks and product flows, per view and selected tenant. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (scope: string, filter: TaskFilterBody, page: number, pageSize: number) =>
    ['tasks', scope, 'list', filter, page, pageSize] as const,
  detail: (scope: string, externalId: string) => ['tasks', scope, 'detail', externalId] as const,
};
export const flowKeys = {
  all: ['product-flows'] as const,
  list: (filter: unknown) => ['product-flows', 'list', filter] as const,
  one: (externalId: string) => ['product-flows', 'one', externalId] as const,
  tasks: (externalId: string) => ['product-flows', 'tasks', externalId] as const,
  users: (externalId: string) => ['product-flows', 'users', externalId] as const,
  companyUsers: (externalId: string) => ['product-flows', 'company-users', externalId] as const,
  filterData: ['product-flows', 'filter-data'] as const,
};
