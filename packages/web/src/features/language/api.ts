import type { Language } from '@atrium/contract';
import { http } from '../../lib/http';

/** GET/PATCH /api/atrium-user/{id}/language (spec 1 §7.3). */
export const languageApi = {
  get: (userExternalId: string) =>
    http.get<{ language: Language }>(`/api/atrium-user/${encodeURIComponent(userExternalId)}/language`, {
      noTenant: true,
    }),
  set: (userExternalId: string, locale: Language) =>
    http.patch<{ language: Language }>(`/api/atrium-user/${encodeURIComponent(userExternalId)}/language`, undefined, {
      noTenant: true,
      query: { locale },
    }),
};
