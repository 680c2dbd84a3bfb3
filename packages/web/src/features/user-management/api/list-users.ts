import { API, type ManagedUser, type Page, type UserManagementFilterInput } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { userManagementKeys } from '../keys';

/** POST /api/atrium-user/admin/users/paged?page&pageSize: every account, filtered. */
export const fetchUsersPage = (page: number, pageSize: number, filter: UserManagementFilterInput) =>
  http.post<Page<ManagedUser>>(API.userManagement.paged, filter, { noTenant: true, query: { page, pageSize } });

export const usersPageQuery = (page: number, pageSize: number, filter: UserManagementFilterInput) => ({
  queryKey: userManagementKeys.list(page, filter),
  queryFn: () => fetchUsersPage(page, pageSize, filter),
  // Keeps the previous page on screen while the next one loads.
  placeholderData: <T>(prev: T | undefined) => prev,
});

export const useUsersPage = (page: number, pageSize: number, filter: UserManagementFilterInput, enabled = true) =>
  useApiQuery({ ...usersPageQuery(page, pageSize, filter), enabled, silent: true });
