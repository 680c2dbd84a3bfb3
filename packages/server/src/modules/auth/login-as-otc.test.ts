import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@atrium/contract';
import { createTestApp, DEMO_PASSWORD, useTestApp, type TestApp } from '../../../test/harness.ts';
import { expectFieldError, freshIp, makeUser, setTokenExpiry, tokenRow } from './test-support.ts';

const t = await useTestApp();

const loginAs = (email: string, o: { as?: string; token?: string } = {}) =>
  t.call('POST', `/auth/login-as/${encodeURIComponent(email)}`, {
    ...o,
    headers: { ...freshIp(), 'content-type': 'application/json' },
    body: {},
  });
const userId = async (email: string) => (await t.services.users.byEmail(email))!.id;

describe('POST /auth/login-as/:email', () => {
  it('lets a SUPERADMIN on the internal domain sign in as a customer, audited and marked on the token', async () => {
    const r = await loginAs('owner@acme.example', { as: 'superadmin@atrium.dev' });
    expect(r.status).toBe(200);
    expect(r.body.content.user).toMatchObject({ email: 'owner@acme.example', firstName: 'Olivia' });

    const me = await t.call('GET', '/auth/current-user', { token: r.body.content.token });
    expect(me.body.content.user.email).toBe('owner@acme.example');

    const row = await tokenRow(t, r.body.content.token);
    expect(row.user_id).toBe(await userId('owner@acme.example'));
    expect(row.impersonator_user_id).toBe(await userId('superadmin@atrium.dev'));

    const audit = await t.database.raw.query<{ actor_user_id: number; target_user_id: number; ip: string }>(
      'select actor_user_id, target_user_id, ip from login_as_audit order by id desc limit 1',
    );
    expect(audit.rows[0]).toMatchObject({
      actor_user_id: await userId('superadmin@atrium.dev'),
      target_user_id: await userId('owner@acme.example'),
    });
    expect(audit.rows[0].ip).toMatch(/^10\./);
  });

  it('accepts a call without a body', async () => {
    const r = await t.call('POST', '/auth/login-as/member@acme.example', { as: 'superadmin@atrium.dev' });
    expect(r.status).toBe(200);
  });

  it.each(['admin@atrium.dev', 'kam@atrium.dev', 'staff@atrium.dev', 'owner@acme.example'])(
    'refuses %s with 403 and writes no audit row',
    async (caller) => {
      const before = await t.database.raw.query<{ n: number }>('select count(*)::int as n from login_as_audit');
      const r = await loginAs('member@acme.example', { as: caller });
      expect(r.status).toBe(403);
      expect(r.body.errorCode).toBe('FORBIDDEN');
      const after = await t.database.raw.query<{ n: number }>('select count(*)::int as n from login_as_audit');
      expect(after.rows[0].n).toBe(before.rows[0].n);
    },
  );

  it('refuses a superadmin whose e-mail is not on the internal domain', async () => {
    const outsider = await makeUser(t, { email: 'root@example.org', roles: [ROLES.superadmin] });
    expect((await loginAs('member@acme.example', { as: outsider.email })).status).toBe(403);
  });

  it('answers 404 for an unknown target and 403 for a superadmin target', async () => {
    const unknown = await loginAs('nobody@example.com', { as: 'superadmin@atrium.dev' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('NOT_FOUND');
    const other = await makeUser(t, { email: 'second-super@atrium.dev', roles: [ROLES.superadmin] });
    expect((await loginAs(other.email, { as: 'superadmin@atrium.dev' })).status).toBe(403);
    expect((await loginAs('superadmin@atrium.dev', { as: 'superadmin@atrium.dev' })).status).toBe(403);
  });

  it('answers 401 without a token and INVALID_TOKEN for an expired one; 400 for a malformed e-mail', async () => {
    expect((await loginAs('member@acme.example')).status).toBe(401);
    const { token } = await t.services.auth.tokens.issue(await userId('superadmin@atrium.dev'));
    await setTokenExpiry(t, token, new Date(Date.now() - 1000));
    expect((await loginAs('member@acme.example', { token })).body.errorCode).toBe('INVALID_TOKEN');
    expectFieldError(await loginAs('not-an-email', { as: 'superadmin@atrium.dev' }), 'email');
  });

  it('does not let the impersonation session change the password', async () => {
    const { token } = (await loginAs('member@globex.example', { as: 'superadmin@atrium.dev' })).body.content;
    const r = await t.call('PUT', '/auth/update-password', {
      token,
      body: { email: 'member@globex.example', password: 'Hijacked-pass-1', currentPassword: DEMO_PASSWORD },
    });
    expect(r.status).toBe(403);
  });
});

describe('/api/atrium-auth/otc', () => {
  const issue = (token?: string) => t.call('POST', '/api/atrium-auth/otc/issue', { token });
  const exchange = (otc: unknown) => t.call('POST', '/api/atrium-auth/otc', { body: { otc } });

  it('issues a one-time code that opens a new session once', async () => {
    const session = (
      await t.call('POST', '/auth/login', {
        body: { email: 'multi@example.com', password: DEMO_PASSWORD },
        headers: freshIp(),
      })
    ).body.content;
    const r = await issue(session.token);
    expect(r.status).toBe(200);
    const { otc, expiresAt } = r.body.content;
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    const first = await exchange(otc);
    expect(first.status).toBe(200);
    expect(first.body.content.user).toEqual(session.user);
    expect(first.body.content.token).not.toBe(session.token);
    expect(
      (await t.call('GET', '/auth/current-user', { token: first.body.content.token })).body.content.user.email,
    ).toBe('multi@example.com');

    const second = await exchange(otc);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      success: false,
      content: null,
      errorCode: 'INVALID_CODE',
      message: 'Invalid or expired code',
    });
  });

  it('refuses an expired or unknown code', async () => {
    const { otc } = (await issue(await t.tokenFor('solo@example.com'))).body.content;
    await t.database.raw.query(`update auth_codes set expires_at = now() - interval '1 second' where purpose = 'OTC'`);
    expect((await exchange(otc)).body.errorCode).toBe('INVALID_CODE');
    expect((await exchange('made-up')).body.errorCode).toBe('INVALID_CODE');
  });

  it('keeps the impersonation mark on the session it carries', async () => {
    const { token } = (await loginAs('solo@example.com', { as: 'superadmin@atrium.dev' })).body.content;
    const { otc } = (await issue(token)).body.content;
    const carried = (await exchange(otc)).body.content.token;
    expect((await tokenRow(t, carried)).impersonator_user_id).toBe(await userId('superadmin@atrium.dev'));
  });

  it('needs a live token to issue a code', async () => {
    expect((await issue()).status).toBe(401);
    const token = (
      await t.call('POST', '/auth/login', {
        body: { email: 'solo@example.com', password: DEMO_PASSWORD },
        headers: freshIp(),
      })
    ).body.content.token;
    await t.call('POST', '/oauth/logout', { token });
    expect((await issue(token)).body.errorCode).toBe('INVALID_TOKEN');
  });

  it('refuses bad input with field errors', async () => {
    expectFieldError(await exchange(''), 'otc');
    expectFieldError(await t.call('POST', '/api/atrium-auth/otc', { body: {} }), 'otc');
  });
});

describe('GET /api/dev/outbox', () => {
  it('pages the stored e-mails newest first, filtered by address', async () => {
    const u = await makeUser(t, { password: null });
    for (let i = 0; i < 3; i++)
      await t.call('POST', '/auth/login-code', { body: { email: u.email }, headers: freshIp() });
    const r = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(u.email.toUpperCase())}&page=0&pageSize=2`);
    expect(r.status).toBe(200);
    const page = r.body.content;
    expect(page).toMatchObject({ page: 0, pageSize: 2, total: 3 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toEqual({
      externalId: expect.any(String),
      to: u.email,
      subject: 'Your Atrium sign-in code',
      text: expect.stringMatching(/\b\d{6}\b/),
      html: expect.any(String),
      template: 'LOGIN_CODE',
      createdAt: expect.any(String),
      status: 'STORED',
    });
    expect(Date.parse(page.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(page.items[1].createdAt));
    const next = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(u.email)}&page=1&pageSize=2`);
    expect(next.body.content.items).toHaveLength(1);
    // the newest code is the one that works
    const code = /\b(\d{6})\b/.exec(page.items[0].text)![1];
    expect(
      (await t.call('POST', '/auth/login-with-code', { body: { email: u.email, code }, headers: freshIp() })).status,
    ).toBe(200);
  });

  it('refuses a bad page size with a field error', async () => {
    expectFieldError(await t.call('GET', '/api/dev/outbox?pageSize=0'), 'pageSize');
  });

  describe('in production', () => {
    let prod: TestApp;
    // A second app on its own database; built in a hook, whose time limit suits a database start-up.
    beforeAll(async () => {
      prod = await createTestApp({ appEnv: 'prod' }, { seed: false });
    }, 120_000);
    afterAll(() => prod?.close());

    it('does not exist', async () => {
      const r = await prod.call('GET', '/api/dev/outbox');
      expect(r.status).toBe(404);
      expect(r.body).toEqual({
        success: false,
        content: null,
        errorCode: 'NOT_FOUND',
        message: 'No API route /api/dev/outbox',
      });
    });
  });
});

describe("the spec's own redirect calls: /api/atrium-auth/redirect-url, workspace-redirect, user/token", () => {
  const signIn = async (email: string) =>
    (
      await t.call('POST', '/auth/login', {
        body: { email, password: DEMO_PASSWORD },
        headers: freshIp(),
      })
    ).body.content as { token: string; expiresAt: string; user: { externalId: string; email: string } };
  const byToken = (code: string) => t.call('GET', `/api/atrium-auth/user/token?t=${encodeURIComponent(code)}`);

  it('redirect-url answers a code and the address that signs in with it; user/token?t signs in once', async () => {
    const session = await signIn('multi@example.com');
    const me = await t.services.users.byEmail('multi@example.com');
    const r = await t.call('POST', '/api/atrium-auth/redirect-url', {
      token: session.token,
      body: { userExternalId: me!.externalId, token: session.token },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { otc, url } = r.body.content;
    expect(url).toBe(`${t.config.publicUrl}/redirect?otc=${encodeURIComponent(otc)}`);
    const first = await byToken(otc);
    expect(first.status).toBe(200);
    expect(first.body.content.user.email).toBe('multi@example.com');
    expect(first.body.content.token).not.toBe(session.token);
    expect((await byToken(otc)).body.errorCode).toBe('INVALID_CODE');
  });

  it("workspace-redirect answers a code for the caller's own session", async () => {
    const session = await signIn('solo@example.com');
    const r = await t.call('POST', '/api/atrium-auth/workspace-redirect', {
      token: session.token,
      body: { token: session.token, expiresAt: session.expiresAt },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toEqual({ otc: expect.any(String), expiresAt: expect.any(String) });
    expect((await byToken(r.body.content.otc)).body.content.user.email).toBe('solo@example.com');
  });

  it("refuses another user's id or another session's token (403), no session (401) and bad bodies (400)", async () => {
    const session = await signIn('multi@example.com');
    const other = await signIn('solo@example.com');
    const solo = await t.services.users.byEmail('solo@example.com');
    const me = await t.services.users.byEmail('multi@example.com');
    const post = (path: string, body: unknown, token?: string) => t.call('POST', path, { token, body });
    expect(
      (
        await post(
          '/api/atrium-auth/redirect-url',
          { userExternalId: solo!.externalId, token: session.token },
          session.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/atrium-auth/redirect-url',
          { userExternalId: me!.externalId, token: other.token },
          session.token,
        )
      ).status,
    ).toBe(403);
    expect((await post('/api/atrium-auth/workspace-redirect', { token: other.token }, session.token)).status).toBe(403);
    expect((await post('/api/atrium-auth/workspace-redirect', { token: session.token })).status).toBe(401);
    expect(
      (await post('/api/atrium-auth/redirect-url', { userExternalId: 'x', token: '' }, session.token)).status,
    ).toBe(400);
    expect((await t.call('GET', '/api/atrium-auth/user/token')).status).toBe(400);
    expect((await byToken('made-up')).body.errorCode).toBe('INVALID_CODE');
  });
});
