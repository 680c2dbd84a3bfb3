import type { ProfileUpdateBody, UserProfile } from '@atrium/contract';
import { http } from '../../../lib/http';
import { API, apiPath } from '@atrium/contract';

/** The own user profile (spec 1 §3) and the application options (/api/atrium-user). */
export const profileApi = {
  get: () => http.get<UserProfile>(API.user.getByCoreUser, { noTenant: true, timeoutMs: 30_000 }),
  update: (body: ProfileUpdateBody) => http.put<UserProfile>(API.user.profile, body, { noTenant: true }),
  saveOptions: (externalId: string, options: Record<string, unknown>) =>
    http.post<Record<string, unknown>>(apiPath(API.user.saveOptions, { id: externalId }), options, {
      noTenant: true,
    }),
};
