import { INVITATION_PATHS as P } from '@atrium/contract';
import { http } from '../../../lib/http';

export interface InvitationAnswer {
  userExternalId: string;
  tenantExternalId: string;
  invitationExternalId: string;
}

/** POST /api/invitations/user-accept: the signed-in user joins the company. */
export const acceptInvitation = (body: InvitationAnswer) =>
  http.post<{ tenantExternalId: string; tenantName: string }>(P.userAccept, body, { noTenant: true });

/** POST /api/invitations/user-reject. */
export const rejectInvitation = (body: InvitationAnswer) => http.post<null>(P.userReject, body, { noTenant: true });
