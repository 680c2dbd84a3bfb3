import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_PATHS,
  currentUserReply,
  emailNotVerifiedContent,
  envelopeSchema,
  externalIdParams,
  forgotPasswordBody,
  loginAsParams,
  loginBody,
  loginCodeBody,
  loginMethodQuery,
  loginMethodReply,
  loginWithCodeBody,
  otcBody,
  otcReply,
  redirectUrlBody,
  redirectUrlReply,
  userTokenQuery,
  workspaceRedirectBody,
  outboxQuery,
  outboxReply,
  sessionReply,
  signUpBody,
  signUpReply,
  updatePasswordBody,
  validateEmailQuery,
  validateForgotPasswordBody,
  oidcCallbackQuery,
  oidcProviderParams,
  oidcStartQuery,
  type SessionReply,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { AuthService } from './service.ts';
import type { UserService } from '../users/service.ts';
import { ok, replies, emptyReply } from '../../platform/http/envelope.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { EmailNotVerifiedError } from './errors.ts';
import { OIDC_REQUEST_TTL_MS, SsoError } from './oidc.ts';
import type { RequestMeta } from './service.ts';

const tags = ['auth'];
const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, acceptLanguage: req.headers['accept-language'] });

/** A password sign-in may end in 403 EMAIL_NOT_VERIFIED, whose content tells the web app which user to verify. */
const passwordSignInReplies = { 200: envelopeSchema(sessionReply), 403: envelopeSchema(emailNotVerifiedContent) };

async function passwordSignIn(reply: FastifyReply, run: () => Promise<SessionReply>) {
  try {
    return ok(await run());
  } catch (err) {
    if (!(err instanceof EmailNotVerifiedError)) throw err;
    return reply.status(403).send({
      success: false,
      content: { userExternalId: err.userExternalId },
      errorCode: err.code,
      message: err.message,
    });
  }
}

/** The cookie that binds a single sign-on to the browser that started it (its hash waits with the state). */
const SSO_COOKIE = 'atrium_sso';
const ssoCookie = (req: FastifyRequest) => /(?:^|;\s*)atrium_sso=([A-Za-z0-9_-]+)/.exec(req.headers.cookie ?? '')?.[1];
const setSsoCookie = (value: string, secure: boolean, maxAgeS: number) =>
  `${SSO_COOKIE}=${value}; Path=${AUTH_PATHS.oidcStart.split(':')[0]}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Messages of the calls that answer alike whether or not the e-mail has an account. */
const SENT_IF_EXISTS = {
  loginCode: 'If an account exists for this email, a sign-in code has been sent to it',
  forgotPassword: 'If an account exists for this email, a reset code has been sent to it',
  resendVerification: 'If this account is waiting for verification, a new email has been sent',
};

/** The calls of spec 1 §7.1 (and the dev outbox). Each parses, calls one service function and wraps the result. */
export function authRoutes(
  app: ZodApp,
  { deps, guard, services }: RouteDeps<{ auth: AuthService; users: UserService }>,
) {
  const auth = services.auth;

  // ---- sign-in ----------------------------------------------------------------------------------------------------
  app.get(
    AUTH_PATHS.loginMethod,
    { schema: { tags, querystring: loginMethodQuery, response: replies(loginMethodReply) } },
    async (req) => ok(await auth.loginMethod(req.query.email)),
  );

  for (const path of [AUTH_PATHS.login, AUTH_PATHS.productLogin]) {
    app.post(path, { schema: { tags, body: loginBody, response: passwordSignInReplies } }, async (req, reply) =>
      passwordSignIn(reply, () => auth.login(meta(req), req.body.email, req.body.password)),
    );
  }

  app.post(AUTH_PATHS.loginCode, { schema: { tags, body: loginCodeBody, response: emptyReply } }, async (req) => {
    await auth.sendLoginCode(meta(req), req.body.email);
    return ok(null, SENT_IF_EXISTS.loginCode);
  });

  app.post(
    AUTH_PATHS.loginWithCode,
    { schema: { tags, body: loginWithCodeBody, response: replies(sessionReply) } },
    async (req) => ok(await auth.loginWithCode(meta(req), req.body.email, req.body.code)),
  );

  // ---- sign-up and e-mail verification ----------------------------------------------------------------------------
  app.post(AUTH_PATHS.signUp, { schema: { tags, body: signUpBody, response: replies(signUpReply) } }, async (req) =>
    ok(await auth.signUp(meta(req), req.body)),
  );

  app.get(
    AUTH_PATHS.validateEmail,
    { schema: { tags, querystring: validateEmailQuery, response: replies(sessionReply) } },
    async (req) => ok(await auth.validateEmail(req.query.email, req.query.code)),
  );

  app.post(
    AUTH_PATHS.resendVerificationEmail,
    { schema: { tags, params: externalIdParams, response: emptyReply } },
    async (req) => {
      await auth.resendVerification(meta(req), req.params.id);
      return ok(null, SENT_IF_EXISTS.resendVerification);
    },
  );

  // ---- passwords --------------------------------------------------------------------------------------------------
  app.post(
    AUTH_PATHS.forgotPassword,
    { schema: { tags, body: forgotPasswordBody, response: emptyReply } },
    async (req) => {
      await auth.forgotPassword(meta(req), req.body.email);
      return ok(null, SENT_IF_EXISTS.forgotPassword);
    },
  );

  app.post(
    AUTH_PATHS.validateForgotPassword,
    { schema: { tags, body: validateForgotPasswordBody, response: emptyReply } },
    async (req) => {
      await auth.resetPassword(meta(req), req.body);
      return ok(null, 'Your password has been reset');
    },
  );

  app.put(
    AUTH_PATHS.updatePassword,
    { onRequest: guard.requireUser, schema: { tags, body: updatePasswordBody, response: emptyReply } },
    async (req) => {
      await auth.updatePassword(ctxOf(req), req.body);
      return ok(null, 'Password updated successfully');
    },
  );

  // ---- session ----------------------------------------------------------------------------------------------------
  for (const [method, path] of [
    ['DELETE', AUTH_PATHS.logout],
    ['POST', AUTH_PATHS.oauthLogout],
  ] as const) {
    app.route({
      method,
      url: path,
      onRequest: guard.requireUser,
      schema: { tags, response: emptyReply },
      handler: async (req) => {
        await auth.logout(ctxOf(req));
        return ok(null, 'Signed out');
      },
    });
  }

  app.get(
    AUTH_PATHS.currentUser,
    { onRequest: guard.requireUser, schema: { tags, response: replies(currentUserReply) } },
    async (req) => ok(await services.users.currentUser(ctxOf(req))),
  );

  app.post(
    AUTH_PATHS.loginAs,
    { onRequest: guard.requireUser, schema: { tags, params: loginAsParams, response: replies(sessionReply) } },
    async (req) => ok(await auth.loginAs(ctxOf(req), req.params.email)),
  );

  // ---- workspace redirect by one-time code ------------------------------------------------------------------------
  app.post(
    AUTH_PATHS.otcIssue,
    { onRequest: guard.requireUser, schema: { tags, response: replies(otcReply) } },
    async (req) => ok(await auth.issueOtc(ctxOf(req))),
  );

  app.post(AUTH_PATHS.otc, { schema: { tags, body: otcBody, response: replies(sessionReply) } }, async (req) =>
    ok(await auth.exchangeOtc(req.body.otc)),
  );
  // The spec's own calls over the same code (spec 1 §7.1): redirect-url, workspace-redirect, user/token?t.
  app.post(
    AUTH_PATHS.redirectUrl,
    { onRequest: guard.requireUser, schema: { tags, body: redirectUrlBody, response: replies(redirectUrlReply) } },
    async (req) => ok(await auth.redirectCode(ctxOf(req), req.body)),
  );
  app.post(
    AUTH_PATHS.workspaceRedirect,
    { onRequest: guard.requireUser, schema: { tags, body: workspaceRedirectBody, response: replies(otcReply) } },
    async (req) => {
      const { otc, expiresAt } = await auth.redirectCode(ctxOf(req), { token: req.body.token });
      return ok({ otc, expiresAt });
    },
  );
  app.get(
    AUTH_PATHS.userToken,
    { schema: { tags, querystring: userTokenQuery, response: replies(sessionReply) } },
    async (req) => ok(await auth.exchangeOtc(req.query.t)),
  );

  // ---- single sign-on (OpenID Connect): browser navigations, answered with redirects ----------------------------
  const publicUrl = deps.config.publicUrl;
  const secureCookie = publicUrl.startsWith('https:');
  const refused = (reply: FastifyReply, err: unknown) => {
    if (!(err instanceof SsoError)) throw err;
    return reply.redirect(`${publicUrl}/login?error=sso-${err.code}`, 302);
  };

  app.get(
    AUTH_PATHS.oidcStart,
    { schema: { tags, hide: true, params: oidcProviderParams, querystring: oidcStartQuery } },
    async (req, reply) => {
      try {
        const { url, browserSecret } = await auth.startSignOn(req.params.provider, {
          language: req.query.lang,
          redirect: req.query.redirect,
          browserSecret: ssoCookie(req),
          ip: req.ip,
        });
        reply.header('set-cookie', setSsoCookie(browserSecret, secureCookie, OIDC_REQUEST_TTL_MS / 1000));
        reply.header('cache-control', 'no-store');
        return reply.redirect(url, 302);
      } catch (err) {
        return refused(reply, err);
      }
    },
  );

  app.get(
    AUTH_PATHS.oidcCallback,
    { schema: { tags, hide: true, params: oidcProviderParams, querystring: oidcCallbackQuery } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        const { otc, redirectPath } = await auth.finishSignOn(req.params.provider, query, ssoCookie(req));
        const next = new URLSearchParams({ otc });
        if (redirectPath) next.set('p', redirectPath);
        return reply.redirect(`${publicUrl}/redirect?${next.toString()}`, 302);
      } catch (err) {
        return refused(reply, err);
      }
    },
  );

  // ---- dev outbox: not registered in production, where the path answers the usual 404 envelope --------------------
  if (deps.config.appEnv !== 'prod') {
    app.get(
      AUTH_PATHS.devOutbox,
      { schema: { tags: ['dev'], querystring: outboxQuery, response: replies(outboxReply) } },
      async (req) => ok(await auth.outbox(req.query)),
    );
  }
}
