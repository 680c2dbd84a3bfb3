import type { Language } from '@atrium/contract';
import { http } from '../../lib/http';
import { API, apiPath } from '@atrium/contract';

/** GET/PATCH /api/atrium-user/{id}/language (spec 1 §7.3). */
export const languageApi = {
  get: (userExternalId: string) =>
    http.get<{ language: Language }>(apiPath(API.user.language, { id: userExternalId }), {
      noTenant: true,
    }),
  set: (userExternalId: string, locale: Language) =>
    http.patch<{ language: Language }>(apiPath(API.user.language, { id: userExternalId }), undefined, {
      noTenant: true,
      query: { locale },
    }),
};
