import { API, type Page, type TeamFilterInput, type TeamMember } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { teamKeys } from '../keys';

/** POST /api/atrium-team/paged?page&pageSize (spec 1 §7.4): the staff team, filtered. */
export const fetchTeamPage = (page: number, pageSize: number, filter: TeamFilterInput) =>
  http.post<Page<TeamMember>>(API.team.paged, filter, { noTenant: true, query: { page, pageSize } });

export const teamPageQuery = (page: number, pageSize: number, filter: TeamFilterInput) => ({
  queryKey: teamKeys.list(page, filter),
  queryFn: () => fetchTeamPage(page, pageSize, filter),
  // Keeps the previous page on screen while the next one loads.
  placeholderData: <T>(prev: T | undefined) => prev,
});

export const useTeamPage = (page: number, pageSize: number, filter: TeamFilterInput) =>
  useApiQuery(teamPageQuery(page, pageSize, filter));
