import { z } from 'zod';
import {
  chatTermQuery,
  clientsByTenantQuery,
  coreUserQuery,
  portalChatUserSchema,
  PRODUCT,
  supportUserSchema,
  userSuggestionSchema,
  userSuggestionsQuery,
  userSummaryShape,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { ChatDirectory } from './chat-directory.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const BASE = `/api/${PRODUCT.slug}-user`;
const tags = ['chat users'];
const userList = replies(z.array(userSummaryShape));

/** The chat's user look-ups under /api/atrium-user (spec 2 §7 "Users"). */
export function chatUserRoutes(app: ZodApp, { guard, services }: RouteDeps<{ chatDirectory: ChatDirectory }>) {
  const auth = { onRequest: guard.requireUser };
  const dir = services.chatDirectory;
  app.get(
    `${BASE}/chat/user-suggestions`,
    { ...auth, schema: { querystring: userSuggestionsQuery, response: replies(z.array(userSuggestionSchema)), tags } },
    async (req) => ok(await dir.suggestions(ctxOf(req), req.query)),
  );
  app.get(`${BASE}/support-user`, { ...auth, schema: { response: replies(supportUserSchema), tags } }, async (req) =>
    ok(await dir.supportUser(ctxOf(req))),
  );
  app.get(
    `${BASE}/search/chat-user-data`,
    { ...auth, schema: { querystring: chatTermQuery, response: replies(z.array(portalChatUserSchema)), tags } },
    async (req) => ok(await dir.portalSearch(ctxOf(req), req.query.term)),
  );
  app.get(`${BASE}/service-team`, { ...auth, schema: { response: userList, tags } }, async (req) =>
    ok(await dir.serviceTeam(ctxOf(req))),
  );
  app.get(
    `${BASE}/${PRODUCT.slug}-clients-by-tenant`,
    { ...auth, schema: { querystring: clientsByTenantQuery, response: userList, tags } },
    async (req) => ok(await dir.clientsByTenant(ctxOf(req), req.query.tenantExternalIds)),
  );
  app.get(
    `${BASE}/by-core-user-external-id`,
    { ...auth, schema: { querystring: coreUserQuery, response: replies(userSummaryShape), tags } },
    async (req) => ok(await dir.hoverCard(ctxOf(req), req.query.coreUserExternalId)),
  );
}
