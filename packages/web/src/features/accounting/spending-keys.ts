import type { SpendingDetailsQuery } from '@atrium/contract';

/** TanStack Query keys of spending, under accountingKeys.all(tenant) so an import refreshes them too. */
export const spendingKeys = {
  spending: (tenant: string, month: string | undefined) => ['accounting', tenant, 'spending', month ?? ''] as const,
  details: (tenant: string, q: Partial<SpendingDetailsQuery>) => ['accounting', tenant, 'spending-details', q] as const,
};
