import { randomBytes } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { startOidcIssuer, type IssuerUser } from '../../../test/oidc-issuer.ts';
import { makeUser, uniqueEmail } from './test-support.ts';
import { safeRedirectPath } from './oidc.ts';
import { loadConfig } from '../../platform/config.ts';
import { AUTH_LIMITS } from '@atrium/contract';

// Single sign-on against a local OpenID provider started here (never the internet).
const issuer = await startOidcIssuer();
afterAll(() => issuer.close());
const t = await useTestApp({
  oidc: { google: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret } },
});

beforeEach(() => {
  issuer.misbehave = {};
});

const person = (over: Partial<IssuerUser> = {}): IssuerUser => ({
  sub: `sub-${randomBytes(6).toString('hex')}`,
  email: uniqueEmail('sso'),
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  ...over,
});

/** The browser's part up to the provider's redirect back: start, (auto-approving) provider, callback URL. */
async function toCallback(user: IssuerUser, start = '/api/auth/oidc/google/start?lang=es') {
  issuer.nextUser = user;
  const started = await t.app.inject({ method: 'GET', url: start });
  expect(started.statusCode).toBe(302);
  const cookie = String(started.headers['set-cookie']).split(';')[0];
  const authorize = new URL(String(started.headers.location));
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  return { cookie, authorize, callback: back.pathname + back.search };
}

async function callback(path: string, cookie?: string) {
  const r = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  expect(r.statusCode).toBe(302);
  return new URL(String(r.headers.location));
}

/** The whole sign-on; returns where the browser lands. */
async function signOn(user: IssuerUser, start?: string) {
  const { cookie, callback: path } = await toCallback(user, start);
  return callback(path, cookie);
}

/** What the web app does at /redirect: the one-time code becomes a session; returns the signed-in user. */
async function session(landing: URL) {
  expect(landing.pathname).toBe('/redirect');
  const r = await t.call('POST', '/api/atrium-auth/otc', { body: { otc: landing.searchParams.get('otc') } });
  expect(r.status).toBe(200);
  const me = await t.call('GET', '/auth/current-user', { token: r.body.content.token });
  expect(me.status).toBe(200);
  return me.body.content.user as { externalId: string; email: string; firstName: string; lastName: string };
}

const identity = async (sub: string) =>
  (
    await t.database.raw.query<{ user_id: number; is_oauth_sign_up: boolean; email: string }>(
      'select user_id, is_oauth_sign_up, email from oidc_identities where subject = $1',
      [sub],
    )
  ).rows[0];

const expectRefused = (landing: URL, code: string) => {
  expect(landing.pathname).toBe('/login');
  expect(landing.searchParams.get('error')).toBe(`sso-${code}`);
  expect(landing.searchParams.get('otc')).toBeNull();
};

describe('configuration', () => {
  it('needs only the client id and secret: the issuers default to Google and Microsoft (multi-tenant)', () => {
    const cfg = loadConfig({
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_MICROSOFT_CLIENT_ID: 'm-id',
      OIDC_MICROSOFT_CLIENT_SECRET: 'm-secret',
    });
    expect(cfg.oidc).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'g-id', clientSecret: 'g-secret' },
      microsoft: {
        issuer: 'https://login.microsoftonline.com/common/v2.0',
        clientId: 'm-id',
        clientSecret: 'm-secret',
      },
    });
  });

  it('offers no provider without its secret, and takes a tenant-specific issuer', () => {
    const cfg = loadConfig({
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_MICROSOFT_CLIENT_ID: 'm-id',
      OIDC_MICROSOFT_CLIENT_SECRET: 'm-secret',
      OIDC_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
    });
    expect(Object.keys(cfg.oidc)).toEqual(['microsoft']);
    expect(cfg.oidc.microsoft?.issuer).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0');
  });
});

describe('GET /api/app-config', () => {
  it('offers only the configured providers', async () => {
    const r = await t.call('GET', '/api/app-config');
    expect(r.body.content.ssoProviders).toEqual(['google']);
  });
});

describe('GET /api/auth/oidc/:provider/start', () => {
  it('sends the browser to the provider with PKCE, state and nonce, binding it by a cookie', async () => {
    const { authorize, cookie } = await toCallback(person());
    expect(authorize.origin).toBe(issuer.issuer);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe(issuer.clientId);
    expect(q.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/auth/oidc/google/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('scope')).toBe('openid email profile');
    expect(cookie).toMatch(/^atrium_sso=[A-Za-z0-9_-]{43}$/);
  });

  it('sends an unconfigured provider back to the sign-in page, and refuses an unknown one', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/microsoft/start' });
    expect(r.statusCode).toBe(302);
    expectRefused(new URL(String(r.headers.location)), 'unavailable');
    const bad = await t.call('GET', '/api/auth/oidc/github/start');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
  });
  it('refuses more starts from one network than the window allows, storing nothing for them', async () => {
    const from = (ip: string) => t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start', remoteAddress: ip });
    const pending = async () =>
      Number((await t.database.raw.query<{ n: string }>('select count(*) as n from oidc_requests')).rows[0].n);
    for (let i = 0; i < AUTH_LIMITS.signOnStartsPerIpPerWindow; i++) {
      const ok = await from('203.0.113.9');
      expect(new URL(String(ok.headers.location)).origin).toBe(issuer.issuer);
    }
    const before = await pending();
    const refused = await from('203.0.113.9');
    expect(refused.statusCode).toBe(302);
    expectRefused(new URL(String(refused.headers.location)), 'too-many');
    expect(await pending()).toBe(before);
    // Another network is not affected.
    const other = await from('198.51.100.4');
    expect(new URL(String(other.headers.location)).origin).toBe(issuer.issuer);
  });
});

describe('sign-on: who it signs in', () => {
  it('signs up a new person: isOAuthSignUp, e-mail verified, no password, a personal account, the page language', async () => {
    const user = person();
    const me = await session(await signOn(user));
    expect(me).toMatchObject({ email: user.email, firstName: 'Grace', lastName: 'Hopper' });

    expect(await identity(user.sub)).toMatchObject({ is_oauth_sign_up: true, email: user.email });
    const row = await t.services.users.byEmail(user.email!);
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(row?.passwordHash).toBeNull();
    expect(row?.language).toBe('es');
    // Like a password sign-up: an INDIVIDUAL tenant in a workspace the user owns.
    const tenants = await t.database.raw.query<{ account_type: string; owner: number }>(
      `select t.account_type, w.owner_user_id as owner from tenant_memberships m
         join tenants t on t.id = m.tenant_id join workspaces w on w.id = m.workspace_id where m.user_id = $1`,
      [row!.id],
    );
    expect(tenants.rows).toEqual([{ account_type: 'INDIVIDUAL', owner: row!.id }]);
    // Without a password the sign-in page offers the e-mailed code.
    const method = await t.call('GET', `/auth/login-method?email=${encodeURIComponent(user.email!)}`);
    expect(method.body.content.method).toBe('CODE');
  });

  it('links an existing account by the verified e-mail and signs in as it', async () => {
    const existing = await makeUser(t, { firstName: 'Ada' });
    const user = person({ email: existing.email.toUpperCase() });
    const me = await session(await signOn(user));
    expect(me.externalId).toBe(existing.externalId);
    expect(await identity(user.sub)).toMatchObject({ user_id: existing.id, is_oauth_sign_up: false });
  });

  it('signs a returning person in by subject, even after their address changed at the provider', async () => {
    const user = person();
    const first = await session(await signOn(user));
    const again = await session(await signOn({ ...user, email: uniqueEmail('moved'), email_verified: false }));
    expect(again.externalId).toBe(first.externalId);
    const links = await t.database.raw.query('select 1 from oidc_identities where subject = $1', [user.sub]);
    expect(links.rows).toHaveLength(1);
  });

  it('opens the same-origin page asked for, and never another host', async () => {
    const to = await signOn(person(), `/api/auth/oidc/google/start?redirect=${encodeURIComponent('/one/settings')}`);
    expect(to.searchParams.get('p')).toBe('/one/settings');
    const evil = await signOn(person(), `/api/auth/oidc/google/start?redirect=${encodeURIComponent('//evil.test/x')}`);
    expect(evil.searchParams.get('p')).toBeNull();
    expect(safeRedirectPath('/\\evil.test')).toBeNull();
  });
});

describe('sign-on: what it refuses', () => {
  it('refuses a wrong or missing state, a callback from another browser, and a replay', async () => {
    const { cookie, callback: path } = await toCallback(person());
    const forged = path.replace(/state=[^&]+/, 'state=forged');
    expectRefused(await callback(forged, cookie), 'state');
    expectRefused(await callback(path.replace(/&?state=[^&]+/, ''), cookie), 'state');

    const other = await toCallback(person());
    // Carried to a browser without the cookie (login CSRF): refused, and the code is spent.
    expectRefused(await callback(other.callback), 'state');
    expectRefused(await callback(other.callback, other.cookie), 'state');

    // The genuine callback works once; the same reply again is refused.
    expect((await callback(path, cookie)).pathname).toBe('/redirect');
    expectRefused(await callback(path, cookie), 'state');
  });

  it('refuses an ID token with the wrong nonce', async () => {
    issuer.misbehave = { nonce: 'not-the-one-we-sent' };
    const user = person();
    expectRefused(await signOn(user), 'rejected');
    expect(await identity(user.sub)).toBeUndefined();
    expect(await t.services.users.byEmail(user.email!)).toBeFalsy();
  });

  it('refuses an ID token from another issuer', async () => {
    issuer.misbehave = { issuer: 'https://evil.example' };
    const user = person();
    expectRefused(await signOn(user), 'rejected');
    expect(await identity(user.sub)).toBeUndefined();
  });

  it('refuses an ID token meant for another client', async () => {
    issuer.misbehave = { audience: 'someone-else' };
    expectRefused(await signOn(person()), 'rejected');
  });

  it('does not link, nor create, an account for an address the provider did not verify', async () => {
    const existing = await makeUser(t);
    const user = person({ email: existing.email, email_verified: false });
    expectRefused(await signOn(user), 'email-unverified');
    expect(await identity(user.sub)).toBeUndefined();

    const stranger = person({ email_verified: false });
    expectRefused(await signOn(stranger), 'email-unverified');
    expect(await t.services.users.byEmail(stranger.email!)).toBeFalsy();

    expectRefused(await signOn(person({ email: undefined })), 'email-missing');
  });

  it('refuses an inactive user, whether found by e-mail or by an earlier link', async () => {
    const inactive = await makeUser(t, { active: false });
    expectRefused(await signOn(person({ email: inactive.email })), 'inactive');

    const user = person();
    const me = await session(await signOn(user));
    await t.database.raw.query('update users set active = false where external_id = $1', [me.externalId]);
    expectRefused(await signOn(user), 'inactive');
  });

  it('says the person cancelled at the provider', async () => {
    const { cookie, callback: path } = await toCallback(person());
    const state = new URL(path, 'http://x').searchParams.get('state')!;
    const cancelled = `/api/auth/oidc/google/callback?error=access_denied&state=${encodeURIComponent(state)}`;
    expectRefused(await callback(cancelled, cookie), 'cancelled');
  });
});
