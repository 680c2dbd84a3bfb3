import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, LIMITS } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { expectFieldError, freshIp, lastCode, lastMail, mailsTo, makeUser, uniqueEmail } from './test-support.ts';

const t = await useTestApp();

const sendCode = (email: string, headers = freshIp()) =>
  t.call('POST', '/auth/login-code', { body: { email }, headers });
const loginWithCode = (email: string, code: string, headers = freshIp()) =>
  t.call('POST', '/auth/login-with-code', { body: { email, code }, headers });
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

describe('POST /auth/login-code', () => {
  it('e-mails a 6-digit sign-in code', async () => {
    const u = await makeUser(t, { password: null });
    const r = await sendCode(u.email);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const mail = await lastMail(t, u.email, 'LOGIN_CODE');
    expect(mail.subject).toBe('Your Atrium sign-in code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain(await lastCode(t, u.email, 'LOGIN_CODE'));
  });

  it('writes the e-mail in Spanish for a Spanish-speaking user', async () => {
    const u = await makeUser(t, { password: null, language: 'es' });
    await sendCode(u.email);
    const mail = await lastMail(t, u.email, 'LOGIN_CODE');
    expect(mail.subject).toBe('Tu código de acceso a Atrium');
    expect(mail.text).toMatch(/Tu código de acceso a Atrium es \d{6}\./);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const known = await sendCode('member@acme.example');
    const unknown = await sendCode(email);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('refuses a malformed e-mail with a field error', async () => {
    expectFieldError(await t.call('POST', '/auth/login-code', { body: { email: 'nope' } }), 'email');
    expectFieldError(await t.call('POST', '/auth/login-code', { body: {} }), 'email');
  });

  it(`sends at most ${AUTH_LIMITS.codeMailsPerWindow} codes per address per window, alike for known and unknown addresses`, async () => {
    for (const email of [(await makeUser(t)).email, uniqueEmail('ghost')]) {
      for (let i = 0; i < AUTH_LIMITS.codeMailsPerWindow; i++) expect((await sendCode(email)).status).toBe(200);
      const r = await sendCode(email);
      expect(r.status).toBe(429);
      expect(r.body).toEqual({
        success: false,
        content: null,
        errorCode: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts, please try again later',
      });
    }
  });

  it(`accepts at most ${AUTH_LIMITS.codeMailsPerIpPerWindow} code e-mail requests from one IP per window`, async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.codeMailsPerIpPerWindow; i++)
      expect((await sendCode(uniqueEmail('spray'), ip)).status).toBe(200);
    const r = await sendCode('member@globex.example', ip);
    expect(r.status).toBe(429);
    expect(r.body.errorCode).toBe('TOO_MANY_REQUESTS');
    expect((await sendCode('member@globex.example')).status).toBe(200);
  });
});

describe('POST /auth/login-with-code', () => {
  it('signs in with the e-mailed code and marks the e-mail verified', async () => {
    const u = await makeUser(t, { password: null, verified: false });
    await sendCode(u.email);
    const code = await lastCode(t, u.email, 'LOGIN_CODE');
    const r = await loginWithCode(u.email, code);
    expect(r.status).toBe(200);
    expect(r.body.content.user).toEqual({
      externalId: u.externalId,
      email: u.email,
      firstName: 'Test',
      lastName: 'Person',
    });
    expect((await t.call('GET', '/auth/current-user', { token: r.body.content.token })).status).toBe(200);
    const row = await t.database.raw.query<{ email_verified_at: unknown }>(
      'select email_verified_at from users where id = $1',
      [u.id],
    );
    expect(row.rows[0].email_verified_at).not.toBeNull();
  });

  it('works for a user who also has a password', async () => {
    await sendCode('owner@acme.example');
    const r = await loginWithCode('owner@acme.example', await lastCode(t, 'owner@acme.example', 'LOGIN_CODE'));
    expect(r.status).toBe(200);
  });

  it('accepts a code only once', async () => {
    const u = await makeUser(t, { password: null });
    await sendCode(u.email);
    const code = await lastCode(t, u.email, 'LOGIN_CODE');
    expect((await loginWithCode(u.email, code)).status).toBe(200);
    const again = await loginWithCode(u.email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      content: null,
      errorCode: 'INVALID_CODE',
      message: 'Invalid or expired code',
    });
  });

  it('answers 400 INVALID_CODE for a wrong code, and the right one still works afterwards', async () => {
    const u = await makeUser(t, { password: null });
    await sendCode(u.email);
    const code = await lastCode(t, u.email, 'LOGIN_CODE');
    const r = await loginWithCode(u.email, wrongCode(code));
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('INVALID_CODE');
    expect(r.body.message).toBe('Invalid or expired code');
    expect((await loginWithCode(u.email, code)).status).toBe(200);
  });

  it(`kills the code after ${LIMITS.loginCodeMaxTries} wrong tries`, async () => {
    const u = await makeUser(t, { password: null });
    await sendCode(u.email);
    const code = await lastCode(t, u.email, 'LOGIN_CODE');
    for (let i = 0; i < LIMITS.loginCodeMaxTries; i++)
      expect((await loginWithCode(u.email, wrongCode(code))).body.errorCode).toBe('INVALID_CODE');
    const r = await loginWithCode(u.email, code);
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('INVALID_CODE');
  });

  it('accepts only the newest code', async () => {
    const u = await makeUser(t, { password: null });
    await sendCode(u.email);
    const first = await lastCode(t, u.email, 'LOGIN_CODE');
    await sendCode(u.email);
    const second = await lastCode(t, u.email, 'LOGIN_CODE');
    if (first !== second) expect((await loginWithCode(u.email, first)).body.errorCode).toBe('INVALID_CODE');
    expect((await loginWithCode(u.email, second)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const u = await makeUser(t, { password: null });
    await sendCode(u.email);
    const code = await lastCode(t, u.email, 'LOGIN_CODE');
    await t.database.raw.query(`update auth_codes set expires_at = now() - interval '1 second' where user_id = $1`, [
      u.id,
    ]);
    expect((await loginWithCode(u.email, code)).body.errorCode).toBe('INVALID_CODE');
  });

  it('answers INVALID_CODE for an unknown e-mail and for an inactive user', async () => {
    expect((await loginWithCode(uniqueEmail('ghost'), '123456')).body.errorCode).toBe('INVALID_CODE');
    const u = await makeUser(t, { password: null });
    await sendCode(u.email);
    const code = await lastCode(t, u.email, 'LOGIN_CODE');
    await t.database.raw.query('update users set active = false where id = $1', [u.id]);
    expect((await loginWithCode(u.email, code)).body.errorCode).toBe('INVALID_CODE');
  });

  it('answers 429 after more than the allowed failed tries for one e-mail', async () => {
    const u = await makeUser(t, { password: null });
    await sendCode(u.email);
    const code = await lastCode(t, u.email, 'LOGIN_CODE');
    for (let i = 0; i <= t.config.loginThrottle.maxPerEmail; i++) await loginWithCode(u.email, wrongCode(code));
    const r = await loginWithCode(u.email, code);
    expect(r.status).toBe(429);
    expect(r.body.errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses bad input with field errors', async () => {
    expectFieldError(await loginWithCode('member@acme.example', '12345'), 'code');
    expectFieldError(await loginWithCode('member@acme.example', 'abcdef'), 'code');
    expectFieldError(await loginWithCode('bad', '123456'), 'email');
  });
});
