import { z } from 'zod';
import {
  chatTermQuery,
  clientsByTenantQuery,
  coreUserQuery,
  portalChatUserSchema,
  supportUserSchema,
  userSuggestionSchema,
  userSuggestionsQuery,
  userSummaryShape,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { ChatDirectory } from './user-directory.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['chat users'];
const userList = replies(z.array(userSummaryShape));

/** The chat's user look-ups under /api/atrium-user (spec 2 §7 "Users"). */
export function chatUserRoutes(app: ZodApp, { guard, services }: RouteDeps<{ chatDirectory: ChatDirectory }>) {
  const auth = { onRequest: guard.requireUser };
  const dir = services.chatDirectory;
  app.get(
    API.user.chatUserSuggestions,
    { ...auth, schema: { querystring: userSuggestionsQuery, response: replies(z.array(userSuggestionSchema)), tags } },
    async (req) => ok(await dir.suggestions(ctxOf(req), req.query)),
  );
  app.get(API.user.supportUser, { ...auth, schema: { response: replies(supportUserSchema), tags } }, async (req) =>
    ok(await dir.supportUser(ctxOf(req))),
  );
  app.get(
    API.user.searchChatUserData,
    { ...auth, schema: { querystring: chatTermQuery, response: replies(z.array(portalChatUserSchema)), tags } },
    async (req) => ok(await dir.portalSearch(ctxOf(req), req.query.term)),
  );
  app.get(API.user.serviceTeam, { ...auth, schema: { response: userList, tags } }, async (req) =>
    ok(await dir.serviceTeam(ctxOf(req))),
  );
  app.get(
    API.user.clientsByTenant,
    { ...auth, schema: { querystring: clientsByTenantQuery, response: userList, tags } },
    async (req) => ok(await dir.clientsByTenant(ctxOf(req), req.query.tenantExternalIds)),
  );
  app.get(
    API.user.byCoreUserExternalId,
    { ...auth, schema: { querystring: coreUserQuery, response: replies(userSummaryShape), tags } },
    async (req) => ok(await dir.hoverCard(ctxOf(req), req.query.coreUserExternalId)),
  );
}
