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
import { API, apiPath } from '@atrium/contract';

/** /api/atrium-team (spec 1 §7.4) and the admin create-user call. */
export const teamApi = {
  page: (page: number, pageSize: number, filter: TeamFilterInput) =>
    http.post<Page<TeamMember>>(API.team.paged, filter, { noTenant: true, query: { page, pageSize } }),
  member: (externalId: string) =>
    http.get<TeamMemberDetail>(apiPath(API.team.employee, { id: externalId }), { noTenant: true }),
  associatedProducts: (externalId: string, page: number, pageSize: number) =>
    http.post<Page<AssociatedProduct>>(
      API.team.employeeAssociatedProducts,
      {},
      {
        noTenant: true,
        query: { page, pageSize, atriumUserExternalId: externalId },
      },
    ),
  update: (externalId: string, body: UpdateTeamMemberBody) =>
    http.put<TeamMember>(apiPath(API.team.employeeUpdate, { id: externalId }), body, { noTenant: true }),
  createUser: (body: CreateTeamUserBody) => http.post<TeamMember>(API.user.adminCreateUser, body, { noTenant: true }),
};
