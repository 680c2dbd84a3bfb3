import { timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@atrium/contract';
import { hashToken, newNumericCode, newToken } from '../../platform/ids.ts';
import type { AuthStore } from './store.ts';

export const CODE_PURPOSES = {
  login: 'LOGIN',
  resetPassword: 'RESET_PASSWORD',
  verifyEmail: 'VERIFY_EMAIL',
  otc: 'OTC',
} as const;
export type CodePurpose = (typeof CODE_PURPOSES)[keyof typeof CODE_PURPOSES];

/** Only a hash is stored; a 6-digit code's hash is salted with its user and purpose. */
const hashOf = (purpose: CodePurpose, secret: string, userId?: number) =>
  hashToken(`${purpose}:${userId ?? ''}:${secret}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * One-time codes of the auth_codes table. Two kinds:
 * - 6-digit codes typed by the user (sign-in, password reset): one live code per user and purpose, a limited
 *   number of tries, then it is dead;
 * - long random tokens carried in a link or a redirect (e-mail verification, OTC): found by their hash, single use.
 */
export function createCodes(store: AuthStore) {
  return {
    /** A new 6-digit code; the user's earlier codes of this purpose stop working. */
    async issueNumeric(userId: number, purpose: CodePurpose, ttlMs: number = LIMITS.loginCodeTtlMs) {
      const now = new Date();
      await store.retireCodes(userId, purpose, now);
      const code = newNumericCode(LIMITS.loginCodeLength);
      const expiresAt = new Date(now.getTime() + ttlMs);
      await store.insertCode({ userId, purpose, codeHash: hashOf(purpose, code, userId), expiresAt, createdAt: now });
      return { code, expiresAt };
    },

    /** Checks a typed code against the user's live one; every check costs a try, a match uses the code up. */
    async checkNumeric(userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
      const now = new Date();
      const row = await store.latestLiveCode(userId, purpose, now);
      if (!row) return false;
      if (!(await store.takeTry(row.id, LIMITS.loginCodeMaxTries, now))) return false;
      if (!sameHash(row.codeHash, hashOf(purpose, code, userId))) return false;
      return store.useCode(row.id, now);
    },

    /** A long url-safe token (inside the caller's transaction when there is one). */
    async issueToken(
      userId: number,
      purpose: CodePurpose,
      ttlMs: number,
      opts: { impersonatorUserId?: number | null } = {},
    ) {
      const now = new Date();
      const code = newToken();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await store.insertCode({
        userId,
        purpose,
        codeHash: hashOf(purpose, code),
        expiresAt,
        createdAt: now,
        impersonatorUserId: opts.impersonatorUserId ?? null,
      });
      return { code, expiresAt };
    },

    /** Uses up a live token; null when unknown, expired, already used, or (with userId) someone else's. */
    async consumeToken(purpose: CodePurpose, code: string, userId?: number) {
      const now = new Date();
      const row = await store.liveCodeByHash(purpose, hashOf(purpose, code), now);
      if (!row || (userId !== undefined && row.userId !== userId)) return null;
      return (await store.useCode(row.id, now)) ? row : null;
    },

    /** Ends every live code of this user and purpose. */
    retire: (userId: number, purpose: CodePurpose) => store.retireCodes(userId, purpose, new Date()),
  };
}
export type Codes = ReturnType<typeof createCodes>;
