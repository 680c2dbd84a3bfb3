import type { TeamFilterInput } from '@atrium/contract';

/** TanStack Query keys of the team back-office; creating or editing a member invalidates `all`. */
export const teamKeys = {
  all: ['team'] as const,
  lists: () => ['team', 'list'] as const,
  list: (page: number, filter: TeamFilterInput) => ['team', 'list', { page, filter }] as const,
  member: (externalId: string) => ['team', 'member', externalId] as const,
  products: (externalId: string, page: number) => ['team', 'member', externalId, 'products', page] as const,
};
