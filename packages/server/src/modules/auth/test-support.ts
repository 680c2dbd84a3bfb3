/** Helpers for the auth module's tests (not a test file itself). */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { expect } from 'vitest';
import { ROLES, type OutboxItem } from '@atrium/contract';
import type { TestApp } from '../../../test/harness.ts';
import { hashToken } from '../../platform/ids.ts';

let ipCounter = 0;
/** A distinct client address (the app trusts X-Forwarded-For), so one test's failures do not throttle another's. */
export function freshIp() {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.${(process.pid % 200) + 1}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}` };
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.org`;

/** The e-mails sent to an address, newest first, read the way a developer (or the web e2e tests) would. */
export async function mailsTo(t: TestApp, to: string): Promise<OutboxItem[]> {
  const r = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}&pageSize=50`);
  expect(r.status).toBe(200);
  return r.body.content.items;
}

export async function lastMail(t: TestApp, to: string, template: string): Promise<OutboxItem> {
  const mail = (await mailsTo(t, to)).find((m) => m.template === template);
  if (!mail) throw new Error(`no ${template} e-mail to ${to}`);
  return mail;
}

/** The 6-digit code in the newest e-mail of this kind. */
export async function lastCode(t: TestApp, to: string, template: 'LOGIN_CODE' | 'RESET_PASSWORD') {
  const m = /\b(\d{6})\b/.exec((await lastMail(t, to, template)).text);
  if (!m) throw new Error('no code in the e-mail');
  return m[1];
}

/** The verification link of the newest VERIFY_EMAIL e-mail, split into code and e-mail. */
export async function verificationLink(t: TestApp, to: string) {
  const mail = await lastMail(t, to, 'VERIFY_EMAIL');
  const m = /(https?:\/\/\S+\/verifying-email\/([^?\s]+)\?email=(\S+))/.exec(mail.text);
  if (!m) throw new Error('no verification link in the e-mail');
  return { url: m[1], code: decodeURIComponent(m[2]), email: decodeURIComponent(m[3]) };
}

/** A user made directly in the database (test set-up), verified unless told otherwise. */
export async function makeUser(
  t: TestApp,
  o: {
    email?: string;
    password?: string | null;
    verified?: boolean;
    active?: boolean;
    roles?: string[];
    language?: 'en' | 'es';
    firstName?: string;
  } = {},
) {
  const email = o.email ?? uniqueEmail();
  const password = o.password === undefined ? 'Sturdy-pass-42' : o.password;
  const user = await t.services.users.create({
    email,
    firstName: o.firstName ?? 'Test',
    lastName: 'Person',
    // Cheaper argon2id parameters than production's keep the many sign-ins of the tests quick; the checks are the same.
    passwordHash: password
      ? await argon2.hash(password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 })
      : null,
    emailVerified: o.verified ?? true,
    language: o.language,
    roleNames: o.roles ?? [ROLES.one],
  });
  if (o.active === false) await t.database.raw.query('update users set active = false where id = $1', [user.id]);
  return { ...user, password };
}

/** Sets a token's expiry as the database stores it. */
export async function setTokenExpiry(t: TestApp, token: string, expiresAt: Date) {
  await t.database.raw.query('update auth_tokens set expires_at = $1 where token_hash = $2', [
    expiresAt.toISOString(),
    hashToken(token),
  ]);
}

export async function tokenRow(t: TestApp, token: string) {
  const r = await t.database.raw.query<{
    expires_at: string | Date;
    revoked_at: string | Date | null;
    impersonator_user_id: number | null;
    user_id: number;
  }>('select expires_at, revoked_at, impersonator_user_id, user_id from auth_tokens where token_hash = $1', [
    hashToken(token),
  ]);
  return r.rows[0];
}

/** Every 400 VALIDATION_ERROR carries the failing fields. */
export function expectFieldError(
  r: { status: number; body: { errorCode: string | null; content: any } },
  field: string,
) {
  expect(r.status).toBe(400);
  expect(r.body.errorCode).toBe('VALIDATION_ERROR');
  const paths: string[] = r.body.content.fields.map((f: { path: string }) => f.path);
  expect(paths.some((p) => p === field || p.endsWith(`.${field}`))).toBe(true);
}

export const ONE_DAY = 24 * 60 * 60 * 1000;
