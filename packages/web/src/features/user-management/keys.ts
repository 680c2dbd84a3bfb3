import type { UserManagementFilterInput } from '@atrium/contract';

/** TanStack Query keys of portal user management; a status change or a resend refreshes `all`. */
export const userManagementKeys = {
  all: ['user-management'] as const,
  lists: () => ['user-management', 'list'] as const,
  list: (page: number, filter: UserManagementFilterInput) => ['user-management', 'list', { page, filter }] as const,
  user: (externalId: string) => ['user-management', 'user', externalId] as const,
};
