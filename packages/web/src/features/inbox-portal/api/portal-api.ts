import {
  CHAT_LIMITS,
  CHAT_PATHS,
  TENANT_HEADER,
  type ChatPage,
  type CompanyByTerm,
  type Page,
  type StatisticsBody,
  type StatisticsRow,
  type TeamMember,
  type TenantName,
  type UserSummary,
  API,
} from '@atrium/contract';
import { http, httpHooks } from '../../../lib/http';
import { ApiError, TRANSPORT_MESSAGE } from '../../../lib/api-error';

const C = CHAT_PATHS.conversation;
const USER = CHAT_PATHS.user;

/**
 * The portal's calls (fetchers) that chat's api does not have: the pickers' look-ups and statistics. Lists, creation
 * and the conversation go through chatApi.
 */
export const portalApi = {
  /** Employee picker: the team list, first page of 20 matching the term (spec 2 §7 getAtriumTeamPaged). */
  employees: (term: string) =>
    http
      .post<Page<TeamMember>>(
        API.team.paged,
        { search: term || null },
        { noTenant: true, query: { page: 0, pageSize: CHAT_LIMITS.employeeSearchPageSize } },
      )
      .then((p) => p.items),
  serviceTeam: () => http.get<UserSummary[]>(`${USER}/service-team`),
  allKam: () => http.get<UserSummary[]>(`${USER}/all-kam`),
  clientsByTenant: (tenantExternalIds: string[]) =>
    http.get<UserSummary[]>(`${USER}/atrium-clients-by-tenant`, {
      query: { tenantExternalIds: tenantExternalIds.join(',') },
    }),
  companies: () => http.get<TenantName[]>(API.company.tenants),
  startupsByTerm: (term: string) => http.get<CompanyByTerm[]>(API.company.byTerm, { query: { term } }),

  statistics: (page: number, body: StatisticsBody) =>
    http.put<ChatPage<StatisticsRow>>(`${C}/filter/statistics`, body, { query: { page } }),
  exportStatistics: (body: StatisticsBody) => downloadText('PUT', `${C}/filter/statistics/export`, body),
};

/** A text reply (the CSV export is not wrapped in the envelope); failures still come as the envelope. */
async function downloadText(method: string, path: string, body: unknown): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/csv, application/json' };
  const token = httpHooks.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = httpHooks.tenantExternalId();
  if (tenant) headers[TENANT_HEADER] = tenant;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError('NO_RESPONSE_RECEIVED', 500, TRANSPORT_MESSAGE);
  }
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    if (res.status === 401 && env?.errorCode === 'INVALID_TOKEN') httpHooks.onInvalidToken();
    throw new ApiError(
      (env?.errorCode ?? 'INTERNAL_ERROR') as ApiError['code'],
      res.status,
      env?.message ?? TRANSPORT_MESSAGE,
    );
  }
  return res.text();
}
