import type { Role } from '@atrium/contract';
import { http } from '../../../lib/http';
import { API } from '@atrium/contract';

/** GET /api/roles/company and /api/roles/portal (one object so tests can spy on the calls). */
export const roleApi = {
  company: () => http.get<Role[]>(API.roles.company, { noTenant: true }),
  portal: () => http.get<Role[]>(API.roles.portal, { noTenant: true }),
};
