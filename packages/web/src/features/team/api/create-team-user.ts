import { API, type CreateTeamUserBody, type TeamMember } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiMutation } from '../../../components/useApi';
import { teamKeys } from '../keys';

/** POST /api/atrium-user/admin/create-user: a team admin adds a staff member. */
export const createTeamUser = (body: CreateTeamUserBody) =>
  http.post<TeamMember>(API.user.adminCreateUser, body, { noTenant: true });

/** Creates a staff member and refreshes the team list; the form shows failures itself. */
export const useCreateTeamUser = () =>
  useApiMutation<TeamMember, CreateTeamUserBody>({
    mutationFn: createTeamUser,
    errorMode: 'none',
    invalidate: [teamKeys.all],
  });
