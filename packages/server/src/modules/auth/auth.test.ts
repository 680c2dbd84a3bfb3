import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestApp } from '../../../test/harness.ts';
import { expectFieldError, freshIp, makeUser, ONE_DAY, setTokenExpiry, tokenRow } from './test-support.ts';

// Lower limits than the defaults (5 per e-mail, 30 per IP) keep the throttle tests short; the rules are the same.
const t = await useTestApp({ loginThrottle: { maxPerEmail: 3, maxPerIp: 8, windowMs: 15 * 60 * 1000 } });

const login = (email: string, password: string, headers = freshIp()) =>
  t.call('POST', '/auth/login', { body: { email, password }, headers });

describe('GET /auth/login-method', () => {
  it('answers PASSWORD for a user with a password', async () => {
    const r = await t.call('GET', '/auth/login-method?email=owner@acme.example');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, content: { method: 'PASSWORD' }, errorCode: null, message: null });
  });

  it('answers CODE for a user without a password, whatever the case of the address', async () => {
    const u = await makeUser(t, { password: null });
    const r = await t.call('GET', `/auth/login-method?email=${encodeURIComponent(u.email.toUpperCase())}`);
    expect(r.body.content).toEqual({ method: 'CODE' });
  });

  it('answers PASSWORD for an unknown e-mail, so accounts cannot be enumerated', async () => {
    const r = await t.call('GET', '/auth/login-method?email=nobody-here@example.com');
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({ method: 'PASSWORD' });
  });

  it('refuses a missing or malformed e-mail with field errors', async () => {
    expectFieldError(await t.call('GET', '/auth/login-method'), 'email');
    expectFieldError(await t.call('GET', '/auth/login-method?email=not-an-email'), 'email');
  });
});

describe('POST /auth/login', () => {
  it('signs a demo user in and the token opens current-user', async () => {
    const r = await login(' Owner@Acme.Example ', DEMO_PASSWORD);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const s = r.body.content;
    expect(s.user).toEqual({
      externalId: expect.any(String),
      email: 'owner@acme.example',
      firstName: 'Olivia',
      lastName: 'Acme',
    });
    expect(typeof s.token).toBe('string');
    const days = (Date.parse(s.expiresAt) - Date.now()) / ONE_DAY;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const me = await t.call('GET', '/auth/current-user', { token: s.token });
    expect(me.status).toBe(200);
    expect(me.body.content.user.email).toBe('owner@acme.example');
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown e-mail, with the same message', async () => {
    const wrong = await login('member@acme.example', 'not-the-password');
    const unknown = await login('ghost@example.com', DEMO_PASSWORD);
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        success: false,
        content: null,
        errorCode: 'INVALID_CREDENTIALS',
        message: 'Incorrect email or password',
      });
    }
  });

  it('treats a user without a password and an inactive user like wrong credentials', async () => {
    const noPassword = await makeUser(t, { password: null });
    const inactive = await makeUser(t, { active: false });
    expect((await login(noPassword.email, 'anything-at-all')).body.errorCode).toBe('INVALID_CREDENTIALS');
    const r = await login(inactive.email, inactive.password!);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Incorrect email or password');
  });

  it('answers 403 EMAIL_NOT_VERIFIED with the userExternalId when the password is right but the e-mail unverified', async () => {
    const u = await makeUser(t, { verified: false });
    const r = await login(u.email, u.password!);
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('EMAIL_NOT_VERIFIED');
    expect(r.body.content).toEqual({ userExternalId: u.externalId });
    // a wrong password does not reveal that the address is unverified
    expect((await login(u.email, 'wrong-password-1')).body.errorCode).toBe('INVALID_CREDENTIALS');
  });

  it('refuses bad input with field errors', async () => {
    expectFieldError(await t.call('POST', '/auth/login', { body: { email: 'x', password: 'p' } }), 'email');
    expectFieldError(
      await t.call('POST', '/auth/login', { body: { email: 'owner@acme.example', password: '' } }),
      'password',
    );
    expectFieldError(await t.call('POST', '/auth/login', { body: {} }), 'email');
  });

  it('is also served at /api/atrium-auth/login', async () => {
    const r = await t.call('POST', '/api/atrium-auth/login', {
      body: { email: 'member@globex.example', password: DEMO_PASSWORD },
      headers: freshIp(),
    });
    expect(r.status).toBe(200);
    expect(r.body.content.user.email).toBe('member@globex.example');
    const wrong = await t.call('POST', '/api/atrium-auth/login', {
      body: { email: 'member@globex.example', password: 'nope-nope' },
      headers: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expectFieldError(
      await t.call('POST', '/api/atrium-auth/login', { body: { email: 'member@globex.example' } }),
      'password',
    );
  });
});

describe('sign-in throttle', () => {
  const max = () => t.config.loginThrottle.maxPerEmail;

  it('answers 429 once an e-mail has more than the allowed failures, even with the right password, before checking it', async () => {
    const u = await makeUser(t);
    for (let i = 0; i <= max(); i++) expect((await login(u.email, `wrong-${i}-password`)).status).toBe(401);
    const r = await login(u.email, u.password!);
    expect(r.status).toBe(429);
    expect(r.body).toEqual({
      success: false,
      content: null,
      errorCode: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts, please try again later',
    });
    // another account from the same place is not affected
    expect((await login('member@globex.example', DEMO_PASSWORD)).status).toBe(200);
  });

  it('lets the user in again once the window has passed', async () => {
    const u = await makeUser(t);
    for (let i = 0; i <= max(); i++) await login(u.email, 'wrong-password');
    expect((await login(u.email, u.password!)).status).toBe(429);
    await t.database.raw.query(`update login_failures set created_at = now() - interval '1 day' where email = $1`, [
      u.email,
    ]);
    expect((await login(u.email, u.password!)).status).toBe(200);
  });

  it('forgets the failures of an e-mail after a successful sign-in', async () => {
    const u = await makeUser(t);
    for (let i = 0; i < max(); i++) await login(u.email, 'wrong-password');
    expect((await login(u.email, u.password!)).status).toBe(200);
    for (let i = 0; i < max(); i++) expect((await login(u.email, 'wrong-password')).status).toBe(401);
    expect((await login(u.email, u.password!)).status).toBe(200);
  });

  it('answers 429 to an IP with more than the allowed failures, whichever e-mail it tries', async () => {
    const ip = freshIp();
    const { maxPerEmail, maxPerIp } = t.config.loginThrottle;
    // spread over several accounts so that no single e-mail reaches its own limit
    const victims = await Promise.all(
      Array.from({ length: Math.ceil((maxPerIp + 1) / maxPerEmail) }, () => makeUser(t)),
    );
    for (let i = 0; i <= maxPerIp; i++) {
      expect((await login(victims[i % victims.length].email, 'guess-password', ip)).status).toBe(401);
    }
    const r = await login(victims[0].email, victims[0].password!, ip);
    expect(r.status).toBe(429);
    expect(r.body.errorCode).toBe('TOO_MANY_REQUESTS');
    // the same account from elsewhere is let in
    expect((await login(victims[0].email, victims[0].password!)).status).toBe(200);
  });
});

describe('GET /auth/current-user and the token', () => {
  it('returns the current user with roles, permissions and the token expiry', async () => {
    const r = await t.call('GET', '/auth/current-user', { as: 'superadmin@atrium.dev' });
    expect(r.status).toBe(200);
    const c = r.body.content;
    expect(c.user).toMatchObject({ email: 'superadmin@atrium.dev', firstName: 'Sam', lastName: 'Super' });
    expect(c.roles.map((x: { name: string }) => x.name)).toContain('superadmin');
    expect(c.isInternal).toBe(true);
    expect(c.permissionUUIDs.length).toBeGreaterThan(0);
    expect(c.language).toBe('en');
    expect(Date.parse(c.tokenExpiresAt)).toBeGreaterThan(Date.now());
  });

  it('answers 401 without a token and 401 INVALID_TOKEN for an unknown one', async () => {
    const none = await t.call('GET', '/auth/current-user');
    expect(none.status).toBe(401);
    expect(none.body.success).toBe(false);
    const bogus = await t.call('GET', '/auth/current-user', { token: 'not-a-real-token' });
    expect(bogus.status).toBe(401);
    expect(bogus.body).toEqual({
      success: false,
      content: null,
      errorCode: 'INVALID_TOKEN',
      message: 'Your session has expired, please log in again',
    });
  });

  it('answers 401 INVALID_TOKEN for an expired token', async () => {
    const { token } = (await login('member@acme.example', DEMO_PASSWORD)).body.content;
    await setTokenExpiry(t, token, new Date(Date.now() - 60_000));
    const r = await t.call('GET', '/auth/current-user', { token });
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe('INVALID_TOKEN');
  });

  it('extends a token with fewer than 2 days left to a full lifetime', async () => {
    const { token } = (await login('member@acme.example', DEMO_PASSWORD)).body.content;
    await setTokenExpiry(t, token, new Date(Date.now() + ONE_DAY));
    const r = await t.call('GET', '/auth/current-user', { token });
    expect(r.status).toBe(200);
    const stored = new Date((await tokenRow(t, token)).expires_at).getTime();
    expect(stored - Date.now()).toBeGreaterThan(6.9 * ONE_DAY);
    expect(Date.parse(r.body.content.tokenExpiresAt)).toBe(stored);
  });

  it('leaves a token with more than 2 days left as it is', async () => {
    const { token } = (await login('member@acme.example', DEMO_PASSWORD)).body.content;
    const in3days = new Date(Date.now() + 3 * ONE_DAY);
    await setTokenExpiry(t, token, in3days);
    await t.call('GET', '/auth/current-user', { token });
    expect(new Date((await tokenRow(t, token)).expires_at).getTime()).toBe(in3days.getTime());
  });

  it('answers 401 INVALID_TOKEN for the token of a user who was deactivated', async () => {
    const u = await makeUser(t);
    const { token } = (await login(u.email, u.password!)).body.content;
    await t.database.raw.query('update users set active = false where id = $1', [u.id]);
    expect((await t.call('GET', '/auth/current-user', { token })).body.errorCode).toBe('INVALID_TOKEN');
  });
});

describe('logout', () => {
  it.each([
    ['DELETE', '/auth/logout'],
    ['POST', '/oauth/logout'],
  ])('%s %s revokes the presented token only', async (method, url) => {
    const a = (await login('owner@globex.example', DEMO_PASSWORD)).body.content.token;
    const b = (await login('owner@globex.example', DEMO_PASSWORD)).body.content.token;
    const r = await t.call(method, url, { token: a });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const after = await t.call('GET', '/auth/current-user', { token: a });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('INVALID_TOKEN');
    // signing out again with the same token is refused too
    expect((await t.call(method, url, { token: a })).body.errorCode).toBe('INVALID_TOKEN');
    // the user's other session is untouched
    expect((await t.call('GET', '/auth/current-user', { token: b })).status).toBe(200);
  });

  it.each([
    ['DELETE', '/auth/logout'],
    ['POST', '/oauth/logout'],
  ])('%s %s needs a token', async (method, url) => {
    expect((await t.call(method, url)).status).toBe(401);
    const { token } = (await login('owner@globex.example', DEMO_PASSWORD)).body.content;
    await setTokenExpiry(t, token, new Date(Date.now() - 1000));
    expect((await t.call(method, url, { token })).body.errorCode).toBe('INVALID_TOKEN');
  });
});

describe('every signed-in auth endpoint', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/auth/current-user'],
    ['DELETE', '/auth/logout'],
    ['POST', '/oauth/logout'],
    [
      'PUT',
      '/auth/update-password',
      { email: 'owner@globex.example', password: 'Changed-pass-99', currentPassword: DEMO_PASSWORD },
    ],
    ['POST', '/auth/login-as/member@acme.example', {}],
    ['POST', '/api/atrium-auth/otc/issue', {}],
  ];
  const freshToken = async () => (await login('superadmin@atrium.dev', DEMO_PASSWORD)).body.content.token as string;

  it.each(endpoints)('%s %s answers 401 without a token', async (method, url, body) => {
    const r = await t.call(method, url, { body });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
  });

  it.each(endpoints)('%s %s answers 401 INVALID_TOKEN for an expired token', async (method, url, body) => {
    const token = await freshToken();
    await setTokenExpiry(t, token, new Date(Date.now() - 1000));
    const r = await t.call(method, url, { token, body });
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe('INVALID_TOKEN');
  });

  it.each(endpoints)('%s %s answers 401 INVALID_TOKEN for a revoked token', async (method, url, body) => {
    const token = await freshToken();
    expect((await t.call('DELETE', '/auth/logout', { token })).status).toBe(200);
    const r = await t.call(method, url, { token, body });
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe('INVALID_TOKEN');
  });
});
