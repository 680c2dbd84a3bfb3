import { INVITATION_PATHS as P, type BlockedStatus } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { invitationKeys } from '../keys';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** GET /api/invitations/{id}/blocked-status: whether the invitation can still be answered. */
export const fetchInvitationStatus = (invitationExternalId: string, email: string) =>
  http.get<BlockedStatus>(withId(P.blockedStatus, invitationExternalId), { noTenant: true, query: { email } });

export const invitationStatusQuery = (invitationExternalId: string, email: string) => ({
  queryKey: invitationKeys.status(invitationExternalId, email),
  queryFn: () => fetchInvitationStatus(invitationExternalId, email),
  retry: false,
});

/** Shared by the invitation page and the invited user's registration page. */
export const useInvitationStatus = (invitationExternalId: string, email: string) =>
  useApiQuery({ ...invitationStatusQuery(invitationExternalId, email), silent: true });
