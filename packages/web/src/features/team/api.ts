import type {
  AssociatedProduct,
  CreateTeamUserBody,
  Page,
  TeamFilterInput,
  TeamMember,
  TeamMemberDetail,
  UpdateTeamMemberBody,
} from '@atrium/contract';
import { http } from '../../lib/http';

const BASE = '/api/atrium-team';

/** /api/atrium-team (spec 1 §7.4) and the admin create-user call. */
export const teamApi = {
  page: (page: number, pageSize: number, filter: TeamFilterInput) =>
    http.post<Page<TeamMember>>(`${BASE}/paged`, filter, { noTenant: true, query: { page, pageSize } }),
  member: (externalId: string) =>
    http.get<TeamMemberDetail>(`${BASE}/employee/${encodeURIComponent(externalId)}`, { noTenant: true }),
  associatedProducts: (externalId: string, page: number, pageSize: number) =>
    http.post<Page<AssociatedProduct>>(
      `${BASE}/employee/associated-products`,
      {},
      {
        noTenant: true,
        query: { page, pageSize, atriumUserExternalId: externalId },
      },
    ),
  update: (externalId: string, body: UpdateTeamMemberBody) =>
    http.put<TeamMember>(`${BASE}/employee/${encodeURIComponent(externalId)}/update`, body, { noTenant: true }),
  createUser: (body: CreateTeamUserBody) =>
    http.post<TeamMember>('/api/atrium-user/admin/create-user', body, { noTenant: true }),
};
