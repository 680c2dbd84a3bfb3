import { AUTH_LIMITS, ROLES } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { startSession, type AuthKit } from './kit.ts';
import { CODE_PURPOSES } from './codes.ts';
import { invalidCode } from './errors.ts';
import { hashToken } from '../../platform/ids.ts';

/** Sign-out, SUPERADMIN sign-in as another user, and the one-time code that carries a session to a workspace. */
export function createSessionFlows(kit: AuthKit) {
  const { deps, users, tokens, codes, store } = kit;
  return {
    /** Revokes the token this request presented. */
    logout: (ctx: RequestContext) => tokens.revokeById(ctx.token.id),

    /**
     * POST auth/login-as/{email}: a SUPERADMIN on the internal e-mail domain signs in as another user. Every use is
     * written to login_as_audit, and the token records who is behind it.
     */
    async loginAs(ctx: RequestContext, email: string) {
      if (!ctx.userRoleNames.includes(ROLES.superadmin) || !ctx.user.isInternal) throw forbidden();
      const target = await users.byEmail(email);
      if (!target) throw notFound('User');
      const targetRoles = await users.rolesOfUser(target.id);
      if (targetRoles.some((r) => r.name === ROLES.superadmin)) throw forbidden('You cannot sign in as a superadmin');
      if (!target.active) throw forbidden('This user is inactive');
      await store.insertLoginAsAudit({ actorUserId: ctx.user.id, targetUserId: target.id, ip: ctx.ip });
      deps.log.info({ actor: ctx.user.externalId, target: target.externalId, ip: ctx.ip }, 'login-as');
      return startSession(kit, target, ctx.user.id);
    },

    /** A one-time code (60 s, single use) for the web app to carry this session to a workspace's sub-domain. */
    async issueOtc(ctx: RequestContext) {
      const session = await tokens.row(ctx.token.id);
      const { code, expiresAt } = await codes.issueToken(ctx.user.id, CODE_PURPOSES.otc, AUTH_LIMITS.otcTtlMs, {
        impersonatorUserId: session?.impersonatorUserId ?? null,
      });
      return { otc: code, expiresAt: expiresAt.toISOString() };
    },

    /**
     * POST redirect-url and workspace-redirect (spec 1 §7.1): the body names the caller's own session (its user and
     * bearer token; anything else is 403), and the answer is a one-time code as otc/issue gives — with, for
     * redirect-url, the address of this app that signs in with it.
     */
    async redirectCode(ctx: RequestContext, body: { token: string; userExternalId?: string }) {
      if (body.userExternalId !== undefined && body.userExternalId !== ctx.user.externalId) throw forbidden();
      const session = await tokens.row(ctx.token.id);
      if (!session || session.tokenHash !== hashToken(body.token)) throw forbidden();
      const { code, expiresAt } = await codes.issueToken(ctx.user.id, CODE_PURPOSES.otc, AUTH_LIMITS.otcTtlMs, {
        impersonatorUserId: session.impersonatorUserId ?? null,
      });
      return {
        otc: code,
        expiresAt: expiresAt.toISOString(),
        url: `${deps.config.publicUrl}/redirect?otc=${encodeURIComponent(code)}`,
      };
    },

    /** Exchanges a one-time code for a new session of the same user (keeping an impersonation mark). */
    async exchangeOtc(otc: string) {
      const row = await codes.consumeToken(CODE_PURPOSES.otc, otc);
      if (!row) throw invalidCode();
      const user = await users.byId(row.userId);
      if (!user || !user.active) throw invalidCode();
      return startSession(kit, user, row.impersonatorUserId);
    },
  };
}
