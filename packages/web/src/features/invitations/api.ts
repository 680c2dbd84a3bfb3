import {
  INVITATION_PATHS as P,
  type BlockedStatus,
  type Invitation,
  type InviteUserBody,
  type Page,
  type SessionReply,
  type UserSummary,
  API,
  apiPath,
} from '@atrium/contract';
import { http } from '../../lib/http';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** /api/invitations (spec 1 §7.5) and the company's members (GET /api/atrium-user/tenant/{id}/paged). */
export const invitationApi = {
  invite: (body: InviteUserBody) => http.post<Invitation>(P.inviteUser, body, { noTenant: true }),
  resend: (invitationExternalId: string) =>
    http.post<Invitation>(P.resend, { invitationExternalId }, { noTenant: true }),
  list: (tenantExternalId: string, page: number, pageSize: number) =>
    http.get<Page<Invitation>>(P.list, { noTenant: true, query: { tenantExternalId, page, pageSize } }),
  blockedStatus: (id: string, email: string) =>
    http.get<BlockedStatus>(withId(P.blockedStatus, id), { noTenant: true, query: { email } }),
  accept: (body: { userExternalId: string; tenantExternalId: string; invitationExternalId: string }) =>
    http.post<{ tenantExternalId: string; tenantName: string }>(P.userAccept, body, { noTenant: true }),
  reject: (body: { userExternalId: string; tenantExternalId: string; invitationExternalId: string }) =>
    http.post<null>(P.userReject, body, { noTenant: true }),
  register: (body: {
    invitationExternalId: string;
    email: string;
    firstName: string;
    lastName: string;
    password: string;
    passwordConfirmation: string;
    phone?: string;
  }) => http.post<SessionReply>(P.registerUser, body, { noTenant: true }),
  members: (tenantExternalId: string, page: number, pageSize: number) =>
    http.get<Page<UserSummary>>(apiPath(API.user.tenantPaged, { id: tenantExternalId }), {
      noTenant: true,
      query: { page, pageSize },
    }),
};
