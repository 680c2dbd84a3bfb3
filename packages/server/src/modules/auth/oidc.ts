import * as oidc from 'openid-client';
import { AUTH_LIMITS, AUTH_PATHS, type Language, type OidcError, type OidcProvider } from '@atrium/contract';
import type { OidcProviderConfig } from '../../platform/config.ts';
import { hashToken, newToken } from '../../platform/ids.ts';
import type { AuthKit } from './kit.ts';
import { CODE_PURPOSES } from './codes.ts';
import { createPersonalAccount } from './sign-up.ts';

/** How long a started sign-on may take at the provider before its callback is refused. */
export const OIDC_REQUEST_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

/** A sign-on that must not sign anyone in; `code` says why (the web app shows it at /login?error=sso-<code>). */
export class SsoError extends Error {
  readonly code: OidcError;
  constructor(code: OidcError, detail?: string) {
    super(detail ? `Single sign-on refused (${code}): ${detail}` : `Single sign-on refused (${code})`);
    this.code = code;
  }
}

/** A path of this app to open after signing in; anything else (other hosts, `//host`, `/\host`) is dropped. */
export function safeRedirectPath(path: string | undefined | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is allowed only for an issuer on this machine (the tests' local provider). */
const insecureAllowed = (issuer: URL) => issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);

interface ProviderClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * Whether the provider vouches for the address. Google sends `email_verified`; Microsoft Entra ID sends it only as the
 * optional claim `xms_edov` (the e-mail domain's owner is verified) — without one of them an address is not trusted.
 */
function emailVerified(claims: oidc.IDToken) {
  const v = claims.email_verified ?? claims.xms_edov;
  return v === true || v === 'true' || v === 1 || v === '1';
}

function readClaims(claims: oidc.IDToken): ProviderClaims {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const email = str(claims.email).toLowerCase() || null;
  let firstName = str(claims.given_name);
  let lastName = str(claims.family_name);
  if (!firstName && !lastName) {
    const [first, ...rest] = str(claims.name).split(/\s+/).filter(Boolean);
    firstName = first ?? '';
    lastName = rest.join(' ');
  }
  if (!firstName) firstName = email ? email.split('@')[0] : 'User';
  return { sub: claims.sub, email, emailVerified: emailVerified(claims), firstName, lastName: lastName || '-' };
}

/**
 * Single sign-on with Google and Microsoft through OpenID Connect (spec 1 §3 isOAuthSignUp, §7.1): authorization
 * code flow with PKCE, state and nonce; the state, nonce and verifier wait in `oidc_requests`, bound to the browser
 * by a cookie. The callback signs in by the (provider, subject) link, links an existing account by an e-mail the
 * provider verified, or creates the account (isOAuthSignUp). It ends with a one-time code that the web app exchanges
 * for a session at /redirect — the token itself never travels in a URL.
 */
export function createOidcFlows(
  kit: AuthKit,
  hooks: { afterSignUp?: (user: { userExternalId: string; email: string }) => Promise<void> } = {},
) {
  const { deps, users, store, codes, throttle } = kit;
  const providers = deps.config.oidc;
  const configurations = new Map<OidcProvider, Promise<oidc.Configuration>>();

  const redirectUri = (provider: OidcProvider) =>
    `${deps.config.publicUrl}${AUTH_PATHS.oidcCallback.replace(':provider', provider)}`;

  /** The provider's discovered metadata, fetched once; a failed discovery is tried again on the next sign-on. */
  function configuration(provider: OidcProvider): Promise<oidc.Configuration> {
    const cfg: OidcProviderConfig | undefined = providers[provider];
    if (!cfg) return Promise.reject(new SsoError('unavailable', `${provider} is not configured`));
    let found = configurations.get(provider);
    if (!found) {
      const issuer = new URL(cfg.issuer);
      found = oidc.discovery(issuer, cfg.clientId, cfg.clientSecret, undefined, {
        execute: insecureAllowed(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      found.catch(() => configurations.delete(provider));
      configurations.set(provider, found);
    }
    return found;
  }

  /** The user a verified provider identity signs in as: by link, by verified e-mail (linking it), or a new account. */
  async function resolveUser(provider: OidcProvider, claims: ProviderClaims, language: Language) {
    const now = new Date();
    const linked = await store.oidcIdentity(provider, claims.sub);
    if (linked) {
      const user = await users.byId(linked.userId);
      if (!user || !user.active) throw new SsoError('inactive');
      await store.touchOidcIdentity(linked.id, now);
      return user;
    }
    if (!claims.email) throw new SsoError('email-missing');
    if (!claims.emailVerified) throw new SsoError('email-unverified');

    const existing = await users.byEmail(claims.email);
    if (existing) {
      if (!existing.active) throw new SsoError('inactive');
      await store.insertOidcIdentity({ provider, subject: claims.sub, userId: existing.id, email: claims.email });
      // The provider vouched for the address: an account still waiting for its verification link is verified now.
      if (!existing.emailVerifiedAt) await users.markEmailVerified(existing.id);
      deps.log.info({ provider, user: existing.externalId }, 'sso: account linked');
      return existing;
    }

    const { user } = await createPersonalAccount(
      kit,
      {
        email: claims.email,
        firstName: claims.firstName,
        lastName: claims.lastName,
        password: null,
        emailVerified: true,
        language,
      },
      (created) =>
        store.insertOidcIdentity({
          provider,
          subject: claims.sub,
          userId: created.id,
          email: claims.email!,
          isOAuthSignUp: true,
        }),
    );
    deps.log.info({ provider, user: user.externalId }, 'sso: account created');
    await hooks.afterSignUp?.({ userExternalId: user.externalId, email: user.email });
    return user;
  }

  return {
    /** The providers this deployment offers (GET /api/app-config). */
    ssoProviders: (): OidcProvider[] => Object.keys(providers) as OidcProvider[],

    /**
     * GET /api/auth/oidc/{provider}/start: the provider's authorization address to send the browser to, and the
     * browser's binding secret for its cookie (the one it already has, when valid, so two tabs may sign on at once).
     */
    async startSignOn(
      provider: OidcProvider,
      opts: { language?: Language; redirect?: string; browserSecret?: string; ip: string },
    ): Promise<{ url: string; browserSecret: string }> {
      const config = await configuration(provider).catch((err: unknown) => {
        if (err instanceof SsoError) throw err;
        deps.log.warn({ provider, err: (err as Error).message }, 'sso: discovery failed');
        throw new SsoError('unavailable');
      });
      if (!(await throttle.takeSignOnStart(opts.ip))) throw new SsoError('too-many');
      const now = new Date();
      await store.pruneOidcRequests(now);
      const browserSecret =
        opts.browserSecret && /^[A-Za-z0-9_-]{43}$/.test(opts.browserSecret) ? opts.browserSecret : newToken();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await store.insertOidcRequest({
        stateHash: hashToken(state),
        browserHash: hashToken(browserSecret),
        provider,
        nonce,
        codeVerifier,
        language: opts.language ?? null,
        redirectPath: safeRedirectPath(opts.redirect),
        expiresAt: new Date(now.getTime() + OIDC_REQUEST_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(provider),
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { url: url.href, browserSecret };
    },

    /**
     * GET /api/auth/oidc/{provider}/callback: checks state (against this browser), then lets the client check the
     * code exchange, the ID token's signature, issuer, audience and nonce; then finds or creates the user and issues a
     * one-time code for the session. Every refusal is an SsoError.
     */
    async finishSignOn(
      provider: OidcProvider,
      /** The query string the provider sent back (the callback address is this app's configured one). */
      query: string,
      browserSecret: string | undefined,
    ): Promise<{ otc: string; redirectPath: string | null }> {
      const callbackUrl = new URL(redirectUri(provider));
      callbackUrl.search = query;
      const params = callbackUrl.searchParams;
      const state = params.get('state');
      if (!state) throw new SsoError('state', 'no state');
      const request = await store.takeOidcRequest(hashToken(state));
      if (!request || request.provider !== provider) throw new SsoError('state', 'unknown state');
      if (!browserSecret || hashToken(browserSecret) !== request.browserHash) {
        throw new SsoError('state', 'started in another browser');
      }
      if (request.expiresAt.getTime() < Date.now()) throw new SsoError('expired');
      const providerError = params.get('error');
      if (providerError)
        throw new SsoError(providerError === 'access_denied' ? 'cancelled' : 'rejected', providerError);

      const config = await configuration(provider).catch(() => {
        throw new SsoError('unavailable');
      });
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: request.codeVerifier,
          expectedState: state,
          expectedNonce: request.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        const e = err as Error & { code?: string };
        deps.log.warn({ provider, code: e.code, err: e.message }, 'sso: provider reply refused');
        throw new SsoError('rejected', e.message);
      }
      if (!claims?.sub) throw new SsoError('rejected', 'no subject');

      // The language of the page the sign-on started from, else the provider's locale.
      const language: Language =
        request.language === 'es' || request.language === 'en'
          ? request.language
          : String(claims.locale ?? '')
                .toLowerCase()
                .startsWith('es')
            ? 'es'
            : 'en';
      const user = await resolveUser(provider, readClaims(claims), language);
      const { code } = await codes.issueToken(user.id, CODE_PURPOSES.otc, AUTH_LIMITS.otcTtlMs);
      return { otc: code, redirectPath: request.redirectPath };
    },
  };
}
export type OidcFlows = ReturnType<typeof createOidcFlows>;
