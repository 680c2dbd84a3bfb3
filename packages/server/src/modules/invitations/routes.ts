import type { FastifyRequest } from 'fastify';
import {
  INVITATION_MESSAGES as MSG,
  INVITATION_PATHS as P,
  blockedStatusQuery,
  blockedStatusByQuery,
  blockedStatusReply,
  checkUserToCompanyQuery,
  checkUserToCompanyReply,
  externalIdParams,
  invitationAcceptReply,
  invitationAnswerBody,
  invitationIdBody,
  invitationListQuery,
  invitationPage,
  invitationShape,
  inviteUserBody,
  registerUserBody,
  sessionReply,
  signUpWithTenantBody,
  usedQuery,
  usedReply,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { InvitationService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { emptyReply, ok, replies } from '../../platform/http/envelope.ts';
import type { RequestMeta } from '../auth/service.ts';

const tags = ['invitations'];
const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, acceptLanguage: req.headers['accept-language'] });

/** /api/invitations (spec 1 §7.5) and /auth/sign-up-with-tenant (§7.1). */
export function invitationRoutes(app: ZodApp, { guard, services }: RouteDeps<{ invitations: InvitationService }>) {
  const inv = services.invitations;
  const auth = { onRequest: guard.requireUser };

  app.post(
    P.inviteUser,
    { ...auth, schema: { tags, body: inviteUserBody, response: replies(invitationShape) } },
    async (req) => ok(await inv.invite(ctxOf(req), req.body), MSG.sent),
  );
  app.post(
    P.resend,
    { ...auth, schema: { tags, body: invitationIdBody, response: replies(invitationShape) } },
    async (req) => ok(await inv.resend(ctxOf(req), req.body.invitationExternalId), MSG.sent),
  );
  app.get(
    P.list,
    { ...auth, schema: { tags, querystring: invitationListQuery, response: replies(invitationPage) } },
    async (req) => ok(await inv.list(ctxOf(req), req.query)),
  );
  app.get(
    P.checkUserToCompany,
    { ...auth, schema: { tags, querystring: checkUserToCompanyQuery, response: replies(checkUserToCompanyReply) } },
    async (req) => ok(await inv.checkUserToCompany(ctxOf(req), req.query)),
  );
  app.post(
    P.userAccept,
    { ...auth, schema: { tags, body: invitationAnswerBody, response: replies(invitationAcceptReply) } },
    async (req) => ok(await inv.accept(ctxOf(req), req.body), MSG.accepted),
  );
  app.post(
    P.userReject,
    { ...auth, schema: { tags, body: invitationAnswerBody, response: emptyReply } },
    async (req) => {
      await inv.reject(ctxOf(req), req.body);
      return ok(null, MSG.rejected);
    },
  );

  // ---- public: the pages an e-mailed link opens ---------------------------------------------------------------------
  app.get(
    P.blockedStatus,
    {
      schema: {
        tags,
        params: externalIdParams,
        querystring: blockedStatusQuery,
        response: replies(blockedStatusReply),
      },
    },
    async (req) => ok(await inv.blockedStatus(req.params.id, req.query.email)),
  );
  app.get(P.used, { schema: { tags, params: externalIdParams, response: replies(usedReply) } }, async (req) =>
    ok(await inv.used(req.params.id)),
  );
  // The same two answers under the spec's own paths, the id in the query.
  app.get(
    P.blockedStatusByQuery,
    { schema: { tags, querystring: blockedStatusByQuery, response: replies(blockedStatusReply) } },
    async (req) => ok(await inv.blockedStatus(req.query.invitationExternalId, req.query.email)),
  );
  app.get(P.usedByQuery, { schema: { tags, querystring: usedQuery, response: replies(usedReply) } }, async (req) =>
    ok(await inv.used(req.query.invitationExternalId)),
  );
  app.post(P.registerUser, { schema: { tags, body: registerUserBody, response: replies(sessionReply) } }, async (req) =>
    ok(await inv.registerUser(meta(req), req.body), MSG.accepted),
  );
  app.post(
    P.signUpWithTenant,
    { schema: { tags: ['auth'], body: signUpWithTenantBody, response: replies(sessionReply) } },
    async (req) => ok(await inv.signUpWithTenant(meta(req), req.body), MSG.accepted),
  );
}
