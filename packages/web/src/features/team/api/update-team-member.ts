import { API, apiPath, type TeamMember, type UpdateTeamMemberBody } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiMutation } from '../../../components/useApi';
import { teamKeys } from '../keys';

/** PUT /api/atrium-team/employee/{id}/update: name, job title, portal role and status. */
export const updateTeamMember = (externalId: string, body: UpdateTeamMemberBody) =>
  http.put<TeamMember>(apiPath(API.team.employeeUpdate, { id: externalId }), body, { noTenant: true });

/** Saves a member and refreshes the team list and the member's page; the form shows failures itself. */
export const useUpdateTeamMember = (externalId: string) =>
  useApiMutation<TeamMember, UpdateTeamMemberBody>({
    mutationFn: (body) => updateTeamMember(externalId, body),
    errorMode: 'none',
    invalidate: [teamKeys.all],
  });
