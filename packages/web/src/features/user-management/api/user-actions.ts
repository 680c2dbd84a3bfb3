import { API, apiPath, type Invitation, type ManagedUserDetail, type TeamStatus } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiMutation } from '../../../components/useApi';
import { userManagementKeys } from '../keys';

/** PUT …/admin/users/{id}/status: deactivate (ends the user's sessions) or reactivate. */
export const setUserStatus = (externalId: string, status: TeamStatus) =>
  http.put<ManagedUserDetail>(apiPath(API.userManagement.status, { id: externalId }), { status }, { noTenant: true });

/** POST …/admin/users/{id}/resend-verification. */
export const resendVerification = (externalId: string) =>
  http.post<null>(apiPath(API.userManagement.resendVerification, { id: externalId }), {}, { noTenant: true });

/** POST …/admin/users/{id}/invitations/{invitationId}/resend. */
export const resendInvitation = (externalId: string, invitationId: string) =>
  http.post<Invitation>(
    apiPath(API.userManagement.resendInvitation, { id: externalId, invitationId }),
    {},
    { noTenant: true },
  );

export const useSetUserStatus = (externalId: string, successMessage: (d: ManagedUserDetail) => string) =>
  useApiMutation<ManagedUserDetail, TeamStatus>({
    mutationFn: (status) => setUserStatus(externalId, status),
    successMessage,
    invalidate: [userManagementKeys.all],
  });

export const useResendVerification = (externalId: string, successMessage: string) =>
  useApiMutation<null, void>({
    mutationFn: () => resendVerification(externalId),
    successMessage,
  });

export const useResendInvitation = (externalId: string, successMessage: string) =>
  useApiMutation<Invitation, string>({
    mutationFn: (invitationId) => resendInvitation(externalId, invitationId),
    successMessage,
    invalidate: [userManagementKeys.user(externalId)],
  });
