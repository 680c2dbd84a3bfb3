import { API, apiPath, type TeamMemberDetail } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { teamKeys } from '../keys';

/** GET /api/atrium-team/employee/{id}: a team member and whether the caller may edit them. */
export const fetchTeamMember = (externalId: string) =>
  http.get<TeamMemberDetail>(apiPath(API.team.employee, { id: externalId }), { noTenant: true });

export const teamMemberQuery = (externalId: string) => ({
  queryKey: teamKeys.member(externalId),
  queryFn: () => fetchTeamMember(externalId),
  // An unknown member is a 404 the page shows at once.
  retry: false,
});

export const useTeamMember = (externalId: string) => useApiQuery(teamMemberQuery(externalId));
