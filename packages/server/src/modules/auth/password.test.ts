import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, LIMITS } from '@atrium/contract';
import { DEMO_PASSWORD, useTestApp } from '../../../test/harness.ts';
import { expectFieldError, freshIp, lastCode, lastMail, mailsTo, makeUser, uniqueEmail } from './test-support.ts';

const t = await useTestApp();

const forgot = (email: string, headers = freshIp()) =>
  t.call('POST', '/auth/forgot-password', { body: { email }, headers });
const reset = (email: string, validationCode: string, password: string, headers = freshIp()) =>
  t.call('POST', '/auth/validate-forgot-password', { body: { email, validationCode, password }, headers });
const login = (email: string, password: string) =>
  t.call('POST', '/auth/login', { body: { email, password }, headers: freshIp() });
const update = (token: string | undefined, body: Record<string, unknown>) =>
  t.call('PUT', '/auth/update-password', { token, body, headers: freshIp() });
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

describe('POST /auth/forgot-password and /auth/validate-forgot-password', () => {
  it('e-mails a reset code; the code sets a new password and ends every session', async () => {
    const u = await makeUser(t);
    const session = (await login(u.email, u.password!)).body.content.token;
    const r = await forgot(u.email);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const mail = await lastMail(t, u.email, 'RESET_PASSWORD');
    expect(mail.subject).toBe('Your Atrium password reset code');
    const code = await lastCode(t, u.email, 'RESET_PASSWORD');

    const done = await reset(u.email, code, 'Brand-new-pass-7');
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);
    expect((await t.call('GET', '/auth/current-user', { token: session })).body.errorCode).toBe('INVALID_TOKEN');
    expect((await login(u.email, u.password!)).body.errorCode).toBe('INVALID_CREDENTIALS');
    expect((await login(u.email, 'Brand-new-pass-7')).status).toBe(200);
    // the code is spent
    expect((await reset(u.email, code, 'Another-pass-8')).body.errorCode).toBe('INVALID_CODE');
  });

  it('lets a user without a password choose one, which verifies the address', async () => {
    const u = await makeUser(t, { password: null, verified: false });
    await forgot(u.email);
    expect((await reset(u.email, await lastCode(t, u.email, 'RESET_PASSWORD'), 'First-pass-123')).status).toBe(200);
    expect((await login(u.email, 'First-pass-123')).status).toBe(200);
    expect((await t.call('GET', `/auth/login-method?email=${encodeURIComponent(u.email)}`)).body.content.method).toBe(
      'PASSWORD',
    );
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const known = await forgot('member@globex.example');
    const unknown = await forgot(email);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('answers 400 INVALID_CODE for a wrong code and kills the code after the allowed tries', async () => {
    const u = await makeUser(t);
    await forgot(u.email);
    const code = await lastCode(t, u.email, 'RESET_PASSWORD');
    const r = await reset(u.email, wrongCode(code), 'Brand-new-pass-7');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      success: false,
      content: null,
      errorCode: 'INVALID_CODE',
      message: 'Invalid or expired code',
    });
    for (let i = 1; i < LIMITS.loginCodeMaxTries; i++) await reset(u.email, wrongCode(code), 'Brand-new-pass-7');
    expect((await reset(u.email, code, 'Brand-new-pass-7')).body.errorCode).toBe('INVALID_CODE');
  });

  it('does not accept a sign-in code as a reset code', async () => {
    const u = await makeUser(t);
    await t.call('POST', '/auth/login-code', { body: { email: u.email }, headers: freshIp() });
    expect((await reset(u.email, await lastCode(t, u.email, 'LOGIN_CODE'), 'Brand-new-pass-7')).body.errorCode).toBe(
      'INVALID_CODE',
    );
  });

  it(`sends at most ${AUTH_LIMITS.codeMailsPerWindow} reset e-mails per address per window`, async () => {
    const u = await makeUser(t);
    for (let i = 0; i < AUTH_LIMITS.codeMailsPerWindow; i++) expect((await forgot(u.email)).status).toBe(200);
    const r = await forgot(u.email);
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Too many attempts, please try again later');
  });

  it('answers 429 after more than the allowed failed codes for one e-mail', async () => {
    const u = await makeUser(t);
    for (let i = 0; i <= t.config.loginThrottle.maxPerEmail; i++) await reset(u.email, '123456', 'Brand-new-pass-7');
    expect((await reset(u.email, '123456', 'Brand-new-pass-7')).status).toBe(429);
  });

  it('refuses bad input with field errors', async () => {
    expectFieldError(await forgot('nope'), 'email');
    expectFieldError(await reset('member@acme.example', '12', 'Brand-new-pass-7'), 'validationCode');
    expectFieldError(await reset('member@acme.example', '123456', 'short'), 'password');
    expectFieldError(
      await t.call('POST', '/auth/validate-forgot-password', { body: { email: 'member@acme.example' } }),
      'validationCode',
    );
  });
});

describe('PUT /auth/update-password', () => {
  it('changes the password when the current one matches; other sessions end, this one stays', async () => {
    const u = await makeUser(t);
    const mine = (await login(u.email, u.password!)).body.content.token;
    const other = (await login(u.email, u.password!)).body.content.token;
    const r = await update(mine, { email: u.email, password: 'Changed-pass-99', currentPassword: u.password });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, content: null, errorCode: null, message: 'Password updated successfully' });
    expect((await t.call('GET', '/auth/current-user', { token: mine })).status).toBe(200);
    expect((await t.call('GET', '/auth/current-user', { token: other })).body.errorCode).toBe('INVALID_TOKEN');
    expect((await login(u.email, 'Changed-pass-99')).status).toBe(200);
    expect((await login(u.email, u.password!)).status).toBe(401);
  });

  it('answers 400 VALIDATION_ERROR on currentPassword when it is wrong or missing', async () => {
    const u = await makeUser(t);
    const token = (await login(u.email, u.password!)).body.content.token;
    const wrong = await update(token, {
      email: u.email,
      password: 'Changed-pass-99',
      currentPassword: 'not-it-at-all',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      content: { fields: [{ path: 'currentPassword', message: 'Current password is incorrect' }] },
      errorCode: 'VALIDATION_ERROR',
      message: 'Current password is incorrect',
    });
    const missing = await update(token, { email: u.email, password: 'Changed-pass-99' });
    expectFieldError(missing, 'currentPassword');
    expect((await login(u.email, u.password!)).status).toBe(200);
  });

  it('lets a user without a password set one without a current password', async () => {
    const u = await makeUser(t, { password: null });
    const token = await t.tokenFor(u.email);
    expect((await update(token, { email: u.email, password: 'Fresh-pass-123' })).status).toBe(200);
    expect((await login(u.email, 'Fresh-pass-123')).status).toBe(200);
  });

  it("answers 403 for someone else's e-mail", async () => {
    const r = await update(await t.tokenFor('member@acme.example'), {
      email: 'owner@acme.example',
      password: 'Changed-pass-99',
      currentPassword: DEMO_PASSWORD,
    });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('FORBIDDEN');
    expect((await login('owner@acme.example', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers 401 without a token, and INVALID_TOKEN for an expired or revoked one', async () => {
    const body = { email: 'member@acme.example', password: 'Changed-pass-99', currentPassword: DEMO_PASSWORD };
    expect((await update(undefined, body)).status).toBe(401);
    const token = (await login('member@acme.example', DEMO_PASSWORD)).body.content.token;
    await t.call('DELETE', '/auth/logout', { token });
    const revoked = await update(token, body);
    expect(revoked.status).toBe(401);
    expect(revoked.body.errorCode).toBe('INVALID_TOKEN');
  });

  it('refuses bad input with field errors', async () => {
    const token = await t.tokenFor('member@globex.example');
    expectFieldError(
      await update(token, { email: 'member@globex.example', password: 'short', currentPassword: DEMO_PASSWORD }),
      'password',
    );
    expectFieldError(await update(token, { password: 'Changed-pass-99' }), 'email');
  });
});
