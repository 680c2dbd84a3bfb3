import { INVITATION_PATHS as P, type Invitation, type Page } from '@atrium/contract';
import { http } from '../../../lib/http';
import { ApiError } from '../../../lib/api-error';
import { useApiQuery } from '../../../components/useApi';
import { invitationKeys } from '../keys';

/** GET /api/invitations: a company's invitations, a page at a time. */
export const fetchInvitations = (tenantExternalId: string, page: number, pageSize: number) =>
  http.get<Page<Invitation>>(P.list, { noTenant: true, query: { tenantExternalId, page, pageSize } });

export const invitationsQuery = (tenantExternalId: string, page: number, pageSize: number) => ({
  queryKey: invitationKeys.page(tenantExternalId, page),
  queryFn: () => fetchInvitations(tenantExternalId, page, pageSize),
  // A user who may not see the list gets 401: no retry then.
  retry: (count: number, err: Error) => !(err instanceof ApiError && err.isUnauthorized) && count < 2,
});

export const useInvitations = (tenantExternalId: string, page: number, pageSize: number) =>
  useApiQuery({ ...invitationsQuery(tenantExternalId, page, pageSize), silent: true });
