import type { LoginMethod } from '@atrium/contract';
import { startSession, sendAuthMail, type AuthKit, type RequestMeta } from './kit.ts';
import { CODE_PURPOSES } from './codes.ts';
import { verifyPassword } from './passwords.ts';
import { EmailNotVerifiedError, invalidCode, invalidCredentials } from './errors.ts';

/** Sign-in by password or by e-mailed code (spec 1 §7.1). E-mails arrive trimmed and lowercased by the contract. */
export function createSignIn(kit: AuthKit) {
  const { users, throttle, codes } = kit;
  return {
    /** CODE for an account without a password; PASSWORD otherwise, unknown e-mails included. */
    async loginMethod(email: string): Promise<{ method: LoginMethod }> {
      const user = await users.byEmail(email);
      return { method: user && user.active && !user.passwordHash ? 'CODE' : 'PASSWORD' };
    },

    async login(meta: RequestMeta, email: string, password: string) {
      await throttle.assertSignInAllowed(email, meta.ip);
      const user = await users.byEmail(email);
      const matches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !user.active || !matches) {
        await throttle.recordFailure(email, meta.ip);
        throw invalidCredentials();
      }
      // Only someone who knows the password learns that the address is not verified yet.
      if (!user.emailVerifiedAt) throw new EmailNotVerifiedError(user.externalId);
      await throttle.clearFailures(email);
      return startSession(kit, user);
    },

    /** E-mails a 6-digit code to an active account; answers alike for unknown e-mails. */
    async sendLoginCode(meta: RequestMeta, email: string) {
      await throttle.takeMailRequest('LOGIN_CODE', email, meta.ip);
      const user = await users.byEmail(email);
      if (!user || !user.active) return;
      const { code } = await codes.issueNumeric(user.id, CODE_PURPOSES.login);
      await sendAuthMail(kit, 'LOGIN_CODE', user, { code });
    },

    /** Signs in with the e-mailed code; receiving it proves the address, so the e-mail becomes verified. */
    async loginWithCode(meta: RequestMeta, email: string, code: string) {
      await throttle.assertSignInAllowed(email, meta.ip);
      const user = await users.byEmail(email);
      const valid = !!user && user.active && (await codes.checkNumeric(user.id, CODE_PURPOSES.login, code));
      if (!user || !valid) {
        await throttle.recordFailure(email, meta.ip);
        throw invalidCode();
      }
      if (!user.emailVerifiedAt) await users.markEmailVerified(user.id);
      await throttle.clearFailures(email);
      return startSession(kit, user);
    },
  };
}
