import { z } from 'zod';
import multipart from '@fastify/multipart';
import {
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
  API,
  PROFILE_PHOTO,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { UserDirectory } from './directory.ts';
import type { UserService } from './service.ts';
import type { PhotoPart } from './photo.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['users'];
const userList = replies(z.array(userSummaryShape));

/** /api/atrium-user (spec 1 §7.3). */
export async function userRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ userDirectory: UserDirectory; users: UserService }>,
) {
  const auth = { onRequest: guard.requireUser };
  const dir = services.userDirectory;

  app.get(
    API.user.language,
    { ...auth, schema: { params: externalIdParams, response: replies(languageReply), tags } },
    async (req) => ok(await services.users.getLanguage(ctxOf(req), req.params.id)),
  );

  app.patch(
    API.user.language,
    {
      ...auth,
      schema: { params: externalIdParams, querystring: languageQuery, response: replies(languageReply), tags },
    },
    async (req) => ok(await services.users.setLanguage(ctxOf(req), req.params.id, req.query.locale)),
  );

  // ---- profile and options ------------------------------------------------------------------------------------
  app.get(API.user.getByCoreUser, { ...auth, schema: { response: replies(userProfileShape), tags } }, async (req) =>
    ok(await services.users.getProfile(ctxOf(req))),
  );
  app.put(
    API.user.profile,
    { ...auth, schema: { body: profileUpdateBody, response: replies(userProfileShape), tags } },
    async (req) => ok(await services.users.updateProfile(ctxOf(req), req.body)),
  );
  app.delete(API.user.profilePhoto, { ...auth, schema: { response: replies(userProfileShape), tags } }, async (req) =>
    ok(await services.users.removeProfilePhoto(ctxOf(req))),
  );
  // Multipart only in this scope: one file, at most PROFILE_PHOTO.maxBytes (+1 so an oversized file is noticed).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PROFILE_PHOTO.maxBytes + 1, files: 1, fields: 2, fieldSize: 1000 },
    });
    (scope as unknown as ZodApp).post(
      API.user.profilePhoto,
      { ...auth, schema: { response: replies(userProfileShape), tags } },
      async (req) => {
        let part: PhotoPart | null = null;
        for await (const p of req.parts()) {
          if (p.type === 'file' && p.fieldname === 'file' && !part) part = { fileName: p.filename, stream: p.file };
          else if (p.type === 'file') p.file.resume();
          // The service consumes the file before the loop asks for the next part.
          if (part) return ok(await services.users.setProfilePhoto(ctxOf(req), part));
        }
        return ok(await services.users.setProfilePhoto(ctxOf(req), null));
      },
    );
  });
  app.post(
    API.user.saveOptions,
    { ...auth, schema: { params: externalIdParams, body: saveOptionsBody, response: replies(saveOptionsReply), tags } },
    async (req) => ok(await services.users.saveOptions(ctxOf(req), req.params.id, req.body)),
  );

  // ---- search and suggestions -----------------------------------------------------------------------------------
  app.get(API.user.query, { ...auth, schema: { querystring: termQuery, response: userList, tags } }, async (req) =>
    ok(await dir.query(ctxOf(req), req.query.term)),
  );
  app.get(
    API.user.queryTenant,
    { ...auth, schema: { querystring: queryTenantQuery, response: userList, tags } },
    async (req) => ok(await dir.queryTenant(ctxOf(req), req.query.term, req.query.externalId)),
  );
  app.get(
    API.user.tenantPaged,
    {
      ...auth,
      schema: { params: externalIdParams, querystring: tenantPagedQuery, response: replies(userSummaryPage), tags },
    },
    async (req) => ok(await dir.tenantPaged(ctxOf(req), req.params.id, req.query.page, req.query.pageSize)),
  );
  app.get(
    API.user.suggestions,
    { ...auth, schema: { querystring: suggestionsQuery, response: replies(userSummaryPage), tags } },
    async (req) => ok(await dir.suggestions(ctxOf(req), req.query)),
  );
  app.get(
    API.user.suggestionsByTenant,
    { ...auth, schema: { querystring: suggestionsByTenantQuery, response: replies(userSummaryPage), tags } },
    async (req) => ok(await dir.suggestionsByTenant(ctxOf(req), req.query)),
  );
  app.get(
    API.user.email,
    { ...auth, schema: { querystring: userEmailQuery, response: replies(userSummaryShape), tags } },
    async (req) => ok(await dir.byEmail(ctxOf(req), req.query.userEmail)),
  );
  app.get(API.user.allKam, { ...auth, schema: { response: userList, tags } }, async (req) =>
    ok(await dir.allKam(ctxOf(req))),
  );
  app.get(API.user.employees, { ...auth, schema: { response: userList, tags } }, async (req) =>
    ok(await dir.employees(ctxOf(req))),
  );
}
