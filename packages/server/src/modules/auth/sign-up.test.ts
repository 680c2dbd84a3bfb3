import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, ROLES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import {
  expectFieldError,
  freshIp,
  lastMail,
  mailsTo,
  makeUser,
  uniqueEmail,
  verificationLink,
} from './test-support.ts';
import { languageFromHeader, slugBase } from './sign-up.ts';

const t = await useTestApp();

const body = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: uniqueEmail('jane'),
  password: 'Sturdy-pass-42',
  passwordConfirmation: 'Sturdy-pass-42',
  ...over,
});
const signUp = (b: Record<string, unknown>, headers: Record<string, string> = freshIp()) =>
  t.call('POST', '/auth/sign-up', { body: b, headers });

describe('POST /auth/sign-up', () => {
  it('creates an unverified user with a personal INDIVIDUAL account in a workspace they own', async () => {
    const b = body({ email: ' Jane.Doe.New@Example.ORG ' });
    const r = await signUp(b);
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({ userExternalId: expect.any(String), email: 'jane.doe.new@example.org' });

    const rows = await t.database.raw.query<{
      tenant: string;
      account_type: string;
      slug: string;
      is_owner: boolean;
      role: string;
    }>(
      `select t.name as tenant, t.account_type, w.slug, (w.owner_user_id = u.id) as is_owner, r.name as role
         from users u join tenant_memberships m on m.user_id = u.id join tenants t on t.id = m.tenant_id
         join workspaces w on w.id = m.workspace_id join membership_roles mr on mr.membership_id = m.id join roles r on r.id = mr.role_id
        where u.external_id = $1`,
      [r.body.content.userExternalId],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({
      tenant: 'Jane Doe',
      account_type: 'INDIVIDUAL',
      is_owner: true,
      role: ROLES.companyUserAdmin,
    });
    expect(rows.rows[0].slug).toMatch(/^janedoe\d{4}$/);

    const roles = await t.database.raw.query<{ name: string }>(
      'select r.name from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where u.external_id = $1 order by r.name',
      [r.body.content.userExternalId],
    );
    expect(roles.rows.map((x) => x.name).sort()).toEqual([ROLES.companyCreate, ROLES.one].sort());

    // the e-mail is not verified yet: the password is right but sign-in is refused
    const login = await t.call('POST', '/auth/login', {
      body: { email: b.email, password: b.password },
      headers: freshIp(),
    });
    expect(login.status).toBe(403);
    expect(login.body.content).toEqual({ userExternalId: r.body.content.userExternalId });
  });

  it('sends a verification e-mail whose link signs the user in and verifies the address', async () => {
    const b = body();
    await signUp(b);
    const mail = await lastMail(t, b.email, 'VERIFY_EMAIL');
    expect(mail.subject).toBe('Confirm your Atrium email address');
    const link = await verificationLink(t, b.email);
    expect(link.url.startsWith(`${t.config.publicUrl}/verifying-email/`)).toBe(true);
    expect(link.email).toBe(b.email);

    const r = await t.call(
      'GET',
      `/auth/validate?code=${encodeURIComponent(link.code)}&email=${encodeURIComponent(link.email)}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.content.user).toMatchObject({ email: b.email, firstName: 'Jane', lastName: 'Doe' });
    expect((await t.call('GET', '/auth/current-user', { token: r.body.content.token })).status).toBe(200);
    // now the password works too
    expect(
      (await t.call('POST', '/auth/login', { body: { email: b.email, password: b.password }, headers: freshIp() }))
        .status,
    ).toBe(200);
  });

  it('writes the verification e-mail in Spanish when the user chose Spanish, or the browser asks for it', async () => {
    const chosen = body({ language: 'es' });
    await signUp(chosen);
    expect((await lastMail(t, chosen.email, 'VERIFY_EMAIL')).subject).toBe('Confirma tu dirección de correo de Atrium');
    const browser = body();
    await signUp(browser, { ...freshIp(), 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect((await lastMail(t, browser.email, 'VERIFY_EMAIL')).text).toContain('Te damos la bienvenida a Atrium, Jane.');
  });

  it('answers 409 EMAIL_TAKEN for an address that has an account, in any case', async () => {
    const r = await signUp(body({ email: 'OWNER@acme.example' }));
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      success: false,
      content: null,
      errorCode: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
  });

  it('creates one account when the same address signs up twice at once', async () => {
    const b = body();
    const [a, c] = await Promise.all([signUp(b), signUp(b)]);
    expect([a.status, c.status].sort()).toEqual([200, 409]);
    const n = await t.database.raw.query<{ n: number }>('select count(*)::int as n from users where email = $1', [
      b.email,
    ]);
    expect(n.rows[0].n).toBe(1);
  });

  it('gives two people with the same name different workspaces', async () => {
    const a = await signUp(body({ firstName: 'Ana', lastName: 'Ruiz' }));
    const b = await signUp(body({ firstName: 'Ana', lastName: 'Ruiz' }));
    const slugs = await t.database.raw.query<{ slug: string }>(
      'select w.slug from workspaces w join users u on u.id = w.owner_user_id where u.external_id = any($1::uuid[])',
      [[a.body.content.userExternalId, b.body.content.userExternalId]],
    );
    expect(new Set(slugs.rows.map((r) => r.slug)).size).toBe(2);
  });

  it('refuses bad input with field errors', async () => {
    expectFieldError(await signUp(body({ passwordConfirmation: 'Something-else-1' })), 'passwordConfirmation');
    expectFieldError(await signUp(body({ password: 'short', passwordConfirmation: 'short' })), 'password');
    expectFieldError(await signUp(body({ email: 'not-an-email' })), 'email');
    expectFieldError(await signUp(body({ firstName: '  ' })), 'firstName');
    expectFieldError(await signUp(body({ lastName: undefined })), 'lastName');
    const r = await signUp(body({ password: 'short', passwordConfirmation: 'short' }));
    expect(r.body.content.fields).toContainEqual({
      path: 'body.password',
      message: 'Password must be at least 8 characters',
    });
  });

  it('builds workspace slugs from the letters and digits of the name', () => {
    expect(slugBase('José Núñez-Peña')).toBe('josenunezpena');
    expect(slugBase('李 王')).toBe('user');
    expect(languageFromHeader('es-MX,es;q=0.9')).toBe('es');
    expect(languageFromHeader('fr-FR,es;q=0.5')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});

describe('GET /auth/validate', () => {
  it("refuses a wrong code, an expired link, another user's code and a used link with the stated message", async () => {
    const b = body();
    await signUp(b);
    const link = await verificationLink(t, b.email);
    const validate = (code: string, email: string) =>
      t.call('GET', `/auth/validate?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`);
    const expectInvalid = (r: Awaited<ReturnType<typeof validate>>) => {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        success: false,
        content: null,
        errorCode: 'INVALID_CODE',
        message: 'This verification link is invalid or has expired',
      });
    };

    expectInvalid(await validate('not-the-code', b.email));
    expectInvalid(await validate(link.code, 'owner@acme.example'));
    expectInvalid(await validate(link.code, uniqueEmail('ghost')));

    await t.database.raw.query(
      `update auth_codes set expires_at = now() - interval '1 second' where purpose = 'VERIFY_EMAIL' and user_id = (select id from users where email = $1)`,
      [b.email],
    );
    expectInvalid(await validate(link.code, b.email));
    await t.database.raw.query(
      `update auth_codes set expires_at = now() + interval '1 hour' where purpose = 'VERIFY_EMAIL' and user_id = (select id from users where email = $1)`,
      [b.email],
    );
    expect((await validate(link.code, b.email)).status).toBe(200);
    expectInvalid(await validate(link.code, b.email));
  });

  it('refuses a missing code or e-mail with field errors', async () => {
    expectFieldError(await t.call('GET', '/auth/validate?email=a@example.com'), 'code');
    expectFieldError(await t.call('GET', '/auth/validate?code=abc'), 'email');
  });
});

describe('POST /api/onboarding/resend-verification-email/:id', () => {
  const resend = (id: string, headers = freshIp()) =>
    t.call('POST', `/api/onboarding/resend-verification-email/${id}`, { headers });

  it('sends a new link to an unverified user; both links work until one is used', async () => {
    const b = body();
    const { userExternalId } = (await signUp(b)).body.content;
    const first = await verificationLink(t, b.email);
    const r = await resend(userExternalId);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const second = await verificationLink(t, b.email);
    expect(second.code).not.toBe(first.code);
    expect((await mailsTo(t, b.email)).filter((m) => m.template === 'VERIFY_EMAIL')).toHaveLength(2);
    expect(
      (
        await t.call(
          'GET',
          `/auth/validate?code=${encodeURIComponent(first.code)}&email=${encodeURIComponent(b.email)}`,
        )
      ).status,
    ).toBe(200);
    // once verified, the other link is spent as well
    expect(
      (
        await t.call(
          'GET',
          `/auth/validate?code=${encodeURIComponent(second.code)}&email=${encodeURIComponent(b.email)}`,
        )
      ).status,
    ).toBe(400);
  });

  it('answers success and sends nothing for a verified user or an unknown id', async () => {
    const verified = await makeUser(t);
    const known = await resend(verified.externalId);
    const unknown = await resend('00000000-0000-4000-8000-000000000000');
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(t, verified.email)).toEqual([]);
  });

  it(`is throttled to ${AUTH_LIMITS.codeMailsPerWindow} e-mails per address per window`, async () => {
    const u = await makeUser(t, { verified: false });
    for (let i = 0; i < AUTH_LIMITS.codeMailsPerWindow; i++) expect((await resend(u.externalId)).status).toBe(200);
    const r = await resend(u.externalId);
    expect(r.status).toBe(429);
    expect(r.body.errorCode).toBe('TOO_MANY_REQUESTS');
    expect((await mailsTo(t, u.email)).length).toBe(AUTH_LIMITS.codeMailsPerWindow);
  });

  it('refuses an id that is not a uuid with a field error', async () => {
    expectFieldError(await resend('not-a-uuid'), 'id');
  });

  it('does not resend for a demo user (already verified)', async () => {
    const me = await t.call('GET', '/auth/current-user', { as: 'solo@example.com' });
    expect((await resend(me.body.content.externalId)).status).toBe(200);
    expect((await mailsTo(t, 'solo@example.com')).length).toBe(0);
  });
});
