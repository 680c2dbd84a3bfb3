import type { FunderFilters } from '@atrium/contract';

/** TanStack Query keys of fundraising, per selected tenant; adding to a list refreshes every list query. */
export const fundraisingKeys = {
  all: (tenant: string) => ['fundraising', tenant] as const,
  search: (tenant: string, filters: FunderFilters, page: number) =>
    ['fundraising', tenant, 'search', filters, page] as const,
  savedSearches: (tenant: string) => ['fundraising', tenant, 'saved-search'] as const,
  savedSearch: (tenant: string, id: string) => ['fundraising', tenant, 'saved-search', id] as const,
  lists: (tenant: string) => ['fundraising', tenant, 'lists'] as const,
  capability: (tenant: string) => ['fundraising', tenant, 'lists', 'capability'] as const,
  list: (tenant: string, id: string) => ['fundraising', tenant, 'lists', id] as const,
  entries: (tenant: string, id: string, page: number) => ['fundraising', tenant, 'lists', id, 'entries', page] as const,
  members: (tenant: string) => ['fundraising', tenant, 'members'] as const,
  names: (tenant: string, funders: string[]) => ['fundraising', tenant, 'names', funders] as const,
};
