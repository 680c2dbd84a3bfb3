import type { Page, UserSummary } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { invitationKeys } from '../keys';
import { API, apiPath } from '@atrium/contract';

/** GET /api/atrium-user/tenant/{id}/paged: a company's members. */
export const fetchTenantMembers = (tenantExternalId: string, page: number, pageSize: number) =>
  http.get<Page<UserSummary>>(apiPath(API.user.tenantPaged, { id: tenantExternalId }), {
    noTenant: true,
    query: { page, pageSize },
  });

export const tenantMembersQuery = (tenantExternalId: string, page: number, pageSize: number) => ({
  queryKey: invitationKeys.members(tenantExternalId, page),
  queryFn: () => fetchTenantMembers(tenantExternalId, page, pageSize),
});

export const useTenantMembers = (tenantExternalId: string, page: number, pageSize: number) =>
  useApiQuery(tenantMembersQuery(tenantExternalId, page, pageSize));
