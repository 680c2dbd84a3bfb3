import { PRODUCT, externalIdParams, languageQuery, languageReply } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../app.js';
import { ctxOf } from '../../platform/http/auth-guard.js';
import { ok, replies } from '../../platform/http/envelope.js';

const BASE = `/api/${PRODUCT.slug}-user`;
const tags = ['users'];

/** /api/atrium-user (spec 1 §7.3). */
export function userRoutes(app: ZodApp, { guard, services }: RouteDeps) {
  app.get(
    `${BASE}/:id/language`,
    { onRequest: guard.requireUser, schema: { params: externalIdParams, response: replies(languageReply), tags } },
    async (req) => ok(await services.users.getLanguage(ctxOf(req), req.params.id)),
  );

  app.patch(
    `${BASE}/:id/language`,
    { onRequest: guard.requireUser, schema: { params: externalIdParams, querystring: languageQuery, response: replies(languageReply), tags } },
    async (req) => ok(await services.users.setLanguage(ctxOf(req), req.params.id, req.query.locale)),
  );
}
