import type { CustomerFilter } from '@atrium/contract';

/** TanStack Query keys of the customer list; customer creation invalidates `all` after adding customers. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (page: number, pageSize: number, term: string) => ['customers', { page, pageSize, term }] as const,
  filtered: (page: number, pageSize: number, filter: CustomerFilter) =>
    ['customers', 'filter', { page, pageSize, filter }] as const,
  details: (tenantExternalId: string) => ['customers', 'details', tenantExternalId] as const,
  kams: ['customers', 'all-kam'] as const,
  staff: ['customers', 'staff'] as const,
};
