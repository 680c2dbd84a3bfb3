import { INVITATION_PATHS as P, type SessionReply } from '@atrium/contract';
import { http } from '../../../lib/http';

/** POST /api/invitations/register-user: an invited person without an account signs up and is signed in. */
export const registerInvitedUser = (body: {
  invitationExternalId: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
  phone?: string;
}) => http.post<SessionReply>(P.registerUser, body, { noTenant: true });
