import type { ProfileUpdateBody, UserProfile } from '@atrium/contract';
import { http } from '../../lib/http';
import { useApiQuery } from '../../components/useApi';

/** The own user profile (spec 1 §3) and the application options (/api/atrium-user). */
export const profileApi = {
  get: () => http.get<UserProfile>('/api/atrium-user/get-by-core-user', { noTenant: true, timeoutMs: 30_000 }),
  update: (body: ProfileUpdateBody) => http.put<UserProfile>('/api/atrium-user/profile', body, { noTenant: true }),
  saveOptions: (externalId: string, options: Record<string, unknown>) =>
    http.post<Record<string, unknown>>(`/api/atrium-user/${encodeURIComponent(externalId)}/save-options`, options, {
      noTenant: true,
    }),
};

export const PROFILE_QUERY_KEY = ['user-profile'] as const;
export const useProfile = () => useApiQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: profileApi.get });
