import { INVITATION_PATHS as P, type Invitation, type InviteUserBody } from '@atrium/contract';
import { http } from '../../../lib/http';

/** POST /api/invitations/invite-user (an object so tests can spy on the call). */
export const inviteUserApi = {
  invite: (body: InviteUserBody) => http.post<Invitation>(P.inviteUser, body, { noTenant: true }),
};
