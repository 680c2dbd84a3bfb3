import { INVITATION_PATHS as P, type Invitation } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiMutation, type ApiMutationOptions } from '../../../components/useApi';
import { invitationKeys } from '../keys';

/** POST /api/invitations/resend. */
export const resendInvitation = (invitationExternalId: string) =>
  http.post<Invitation>(P.resend, { invitationExternalId }, { noTenant: true });

/** Resends an invitation and refreshes the company's invitation list. */
export const useResendInvitation = (
  tenantExternalId: string,
  options: Omit<ApiMutationOptions<Invitation, string>, 'mutationFn' | 'invalidate'> = {},
) =>
  useApiMutation<Invitation, string>({
    ...options,
    mutationFn: resendInvitation,
    invalidate: [invitationKeys.list(tenantExternalId)],
  });
