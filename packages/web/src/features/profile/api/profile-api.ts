import type { ProfileUpdateBody, UserProfile } from '@atrium/contract';
import { http } from '../../../lib/http';
import { postMultipart } from '../../../lib/transfer';
import { API, apiPath } from '@atrium/contract';

const PHOTO_TIMEOUT_MS = 60_000;

/** The own user profile (spec 1 §3), its photo and the application options (/api/atrium-user). */
export const profileApi = {
  get: () => http.get<UserProfile>(API.user.getByCoreUser, { noTenant: true, timeoutMs: 30_000 }),
  update: (body: ProfileUpdateBody) => http.put<UserProfile>(API.user.profile, body, { noTenant: true }),
  /** POST profile/photo (multipart field `file`); the reply is the updated profile. */
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return postMultipart<UserProfile>(API.user.profilePhoto, form, { timeoutMs: PHOTO_TIMEOUT_MS }).promise;
  },
  removePhoto: () => http.delete<UserProfile>(API.user.profilePhoto, { noTenant: true }),
  saveOptions: (externalId: string, options: Record<string, unknown>) =>
    http.post<Record<string, unknown>>(apiPath(API.user.saveOptions, { id: externalId }), options, {
      noTenant: true,
    }),
};
