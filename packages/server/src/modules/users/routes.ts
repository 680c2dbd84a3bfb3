import { z } from 'zod';
import {
  PRODUCT,
  externalIdParams,
  languageQuery,
  languageReply,
  profileUpdateBody,
  queryTenantQuery,
  saveOptionsBody,
  saveOptionsReply,
  suggestionsByTenantQuery,
  suggestionsQuery,
  tenantPagedQuery,
  termQuery,
  userEmailQuery,
  userProfileShape,
  userSummaryPage,
  userSummaryShape,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { UserDirectory } from './directory.ts';
import type { UserService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const BASE = `/api/${PRODUCT.slug}-user`;
const tags = ['users'];
const userList = replies(z.array(userSummaryShape));

/** /api/atrium-user (spec 1 §7.3). */
export function userRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ userDirectory: UserDirectory; users: UserService }>,
) {
  const auth = { onRequest: guard.requireUser };
  const dir = services.userDirectory;

  app.get(
    `${BASE}/:id/language`,
    { ...auth, schema: { params: externalIdParams, response: replies(languageReply), tags } },
    async (req) => ok(await services.users.getLanguage(ctxOf(req), req.params.id)),
  );

  app.patch(
    `${BASE}/:id/language`,
    {
      ...auth,
      schema: { params: externalIdParams, querystring: languageQuery, response: replies(languageReply), tags },
    },
    async (req) => ok(await services.users.setLanguage(ctxOf(req), req.params.id, req.query.locale)),
  );

  // ---- profile and options ------------------------------------------------------------------------------------
  app.get(`${BASE}/get-by-core-user`, { ...auth, schema: { response: replies(userProfileShape), tags } }, async (req) =>
    ok(await services.users.getProfile(ctxOf(req))),
  );
  app.put(
    `${BASE}/profile`,
    { ...auth, schema: { body: profileUpdateBody, response: replies(userProfileShape), tags } },
    async (req) => ok(await services.users.updateProfile(ctxOf(req), req.body)),
  );
  app.post(
    `${BASE}/:id/save-options`,
    { ...auth, schema: { params: externalIdParams, body: saveOptionsBody, response: replies(saveOptionsReply), tags } },
    async (req) => ok(await services.users.saveOptions(ctxOf(req), req.params.id, req.body)),
  );

  // ---- search and suggestions -----------------------------------------------------------------------------------
  app.get(`${BASE}/query`, { ...auth, schema: { querystring: termQuery, response: userList, tags } }, async (req) =>
    ok(await dir.query(ctxOf(req), req.query.term)),
  );
  app.get(
    `${BASE}/query-tenant`,
    { ...auth, schema: { querystring: queryTenantQuery, response: userList, tags } },
    async (req) => ok(await dir.queryTenant(ctxOf(req), req.query.term, req.query.externalId)),
  );
  app.get(
    `${BASE}/tenant/:id/paged`,
    {
      ...auth,
      schema: { params: externalIdParams, querystring: tenantPagedQuery, response: replies(userSummaryPage), tags },
    },
    async (req) => ok(await dir.tenantPaged(ctxOf(req), req.params.id, req.query.page, req.query.pageSize)),
  );
  app.get(
    `${BASE}/suggestions`,
    { ...auth, schema: { querystring: suggestionsQuery, response: replies(userSummaryPage), tags } },
    async (req) => ok(await dir.suggestions(ctxOf(req), req.query)),
  );
  app.get(
    `${BASE}/suggestions-by-tenant`,
    { ...auth, schema: { querystring: suggestionsByTenantQuery, response: replies(userSummaryPage), tags } },
    async (req) => ok(await dir.suggestionsByTenant(ctxOf(req), req.query)),
  );
  app.get(
    `${BASE}/email`,
    { ...auth, schema: { querystring: userEmailQuery, response: replies(userSummaryShape), tags } },
    async (req) => ok(await dir.byEmail(ctxOf(req), req.query.userEmail)),
  );
  app.get(`${BASE}/all-kam`, { ...auth, schema: { response: userList, tags } }, async (req) =>
    ok(await dir.allKam(ctxOf(req))),
  );
  app.get(`${BASE}/${PRODUCT.slug}-employees`, { ...auth, schema: { response: userList, tags } }, async (req) =>
    ok(await dir.employees(ctxOf(req))),
  );
}
