import { randomInt } from 'node:crypto';
import { AUTH_LIMITS, LIMITS, ROLES, type Language } from '@atrium/contract';
import { startSession, sendAuthMail, type AuthKit, type RequestMeta } from './kit.ts';
import { CODE_PURPOSES } from './codes.ts';
import { hashPassword } from './passwords.ts';
import { emailTaken, invalidVerificationLink } from './errors.ts';
import { uniqueViolation } from '../../platform/sql.ts';
import type { UserRow as AccountUser } from '../users/service.ts';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string;
  /** Job title chosen at sign-up (spec 1 §3 user profile 'title'); onboarding carries it. */
  title?: string | null;
  language?: Language;
}

/** The language of the first tag of an Accept-Language header: es or en. */
export function languageFromHeader(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/** Lowercase letters and digits of a name (accents dropped), short enough to take a numeric suffix; `fallback` when none are left. */
export function slugBase(name: string, fallback = 'user') {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, LIMITS.workspaceSlugMaxLength - 10);
  return base || fallback;
}

async function freeSlug(kit: AuthKit, name: string) {
  const base = slugBase(name);
  for (let i = 0; i < 20; i++) {
    const slug = `${base}${randomInt(1000, 10000)}`;
    if (!(await kit.tenancy.workspaceBySlug(slug))) return slug;
  }
  return `${base}${randomInt(100000, 1000000)}${randomInt(100000, 1000000)}`;
}

export interface PersonalAccountInput {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** null: an account without a password (single sign-on; the e-mailed sign-in code still works). */
  password: string | null;
  emailVerified: boolean;
  language: Language;
}

/**
 * Creates, in one transaction, the user and their personal INDIVIDUAL tenant in a new workspace they own, then the
 * caller's own step (`andThen`) inside the same transaction. Shared by the password sign-up and single sign-on.
 */
export async function createPersonalAccount<T>(
  kit: AuthKit,
  input: PersonalAccountInput,
  andThen: (user: AccountUser) => Promise<T>,
): Promise<{ user: AccountUser; result: T }> {
  const { users, tenancy } = kit;
  const name = `${input.firstName} ${input.lastName}`;
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(kit, name);
    try {
      return await users.createAccount(
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone || null,
          password: input.password,
          emailVerified: input.emailVerified,
          language: input.language,
          roleNames: [ROLES.one, ROLES.companyCreate],
        },
        async (user) => {
          const { tenant } = await tenancy.createTenant({ name, accountType: 'INDIVIDUAL' });
          const workspace = await tenancy.createWorkspace(slug, user.id);
          await tenancy.addMembership({
            userId: user.id,
            tenantId: tenant.id,
            workspaceId: workspace.id,
            roleNames: [ROLES.companyUserAdmin],
          });
          await kit.onNewCustomerTenant?.(tenant.id);
          return andThen(user);
        },
      );
    } catch (err) {
      const hit = uniqueViolation(err);
      // Two sign-ups with one address at the same moment: the second loses.
      if (hit?.includes('email')) throw emailTaken();
      // Another sign-up took the slug between the check and the insert: pick another.
      if (hit?.includes('slug') && attempt < 3) continue;
      throw err;
    }
  }
}

/** Sign-up with a personal account, e-mail verification and its re-sending (spec 1 §7.1, §7.6). */
export function createSignUp(kit: AuthKit) {
  const { deps, users, codes, throttle } = kit;

  const verificationLink = (code: string, email: string) =>
    `${deps.config.publicUrl}/verifying-email/${encodeURIComponent(code)}?email=${encodeURIComponent(email)}`;

  return {
    /**
     * Creates, in one transaction, the user (unverified) and their personal INDIVIDUAL tenant in a new workspace
     * they own, with a verification code; then e-mails the verification link.
     */
    async signUp(meta: RequestMeta, input: SignUpInput) {
      if (await users.byEmail(input.email)) throw emailTaken();
      await throttle.takeMailRequest('VERIFY_EMAIL', input.email, meta.ip);
      const {
        user,
        result: { code },
      } = await createPersonalAccount(
        kit,
        {
          ...input,
          emailVerified: false,
          language: input.language ?? languageFromHeader(meta.acceptLanguage),
        },
        (user) => codes.issueToken(user.id, CODE_PURPOSES.verifyEmail, AUTH_LIMITS.verifyEmailTtlMs),
      );
      await sendAuthMail(kit, 'VERIFY_EMAIL', user, { link: verificationLink(code, user.email) });
      return { userExternalId: user.externalId, email: user.email };
    },

    /**
     * For sign-ups that create more than a personal account (onboarding): `checkNewAddress` checks the address is
     * free and takes a verification-mail slot; `createUnverifiedUser` creates the unverified user and its verification
     * code inside the caller's transaction. The caller sends the e-mail with `sendVerification` after its commit.
     */
    async checkNewAddress(meta: RequestMeta, email: string) {
      if (await users.byEmail(email)) throw emailTaken();
      await throttle.takeMailRequest('VERIFY_EMAIL', email, meta.ip);
    },
    /** After checkNewAddress, outside the transaction (the embedded database has one connection). */
    async createUnverifiedUser(meta: RequestMeta, input: SignUpInput & { roleNames: string[] }) {
      const user = await users.create({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone || null,
        title: input.title || null,
        passwordHash: await hashPassword(input.password),
        emailVerified: false,
        language: input.language ?? languageFromHeader(meta.acceptLanguage),
        roleNames: input.roleNames,
      });
      const { code } = await codes.issueToken(user.id, CODE_PURPOSES.verifyEmail, AUTH_LIMITS.verifyEmailTtlMs);
      return {
        user,
        sendVerification: () => sendAuthMail(kit, 'VERIFY_EMAIL', user, { link: verificationLink(code, user.email) }),
      };
    },

    /** Whether a unique violation of a failed transaction was the e-mail (two sign-ups of one address at once). */
    isEmailRace: (err: unknown) => !!uniqueViolation(err)?.includes('email'),

    /** GET /auth/validate: the link of the verification e-mail; verifies the address and signs the user in. */
    async validateEmail(email: string, code: string) {
      const user = await users.byEmail(email);
      if (!user || !user.active) throw invalidVerificationLink();
      const row = await codes.consumeToken(CODE_PURPOSES.verifyEmail, code, user.id);
      if (!row) throw invalidVerificationLink();
      if (!user.emailVerifiedAt) await users.markEmailVerified(user.id);
      // Older links of the same address stop working too: each of them would sign the holder in.
      await codes.retire(user.id, CODE_PURPOSES.verifyEmail);
      return startSession(kit, user);
    },

    /** A new verification e-mail for an account still waiting for one; answers alike in every other case. */
    async resendVerification(meta: RequestMeta, userExternalId: string) {
      const user = await users.byExternalId(userExternalId);
      await throttle.takeMailRequest('VERIFY_EMAIL', user ? user.email.toLowerCase() : userExternalId, meta.ip);
      if (!user || !user.active || user.emailVerifiedAt) return;
      const { code } = await codes.issueToken(user.id, CODE_PURPOSES.verifyEmail, AUTH_LIMITS.verifyEmailTtlMs);
      await sendAuthMail(kit, 'VERIFY_EMAIL', user, { link: verificationLink(code, user.email) });
    },
  };
}
