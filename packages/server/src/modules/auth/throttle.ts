import { AUTH_LIMITS, type AuthMailTemplate } from '@atrium/contract';
import type { Config } from '../../platform/config.ts';
import type { AuthStore } from './store.ts';
import { tooManyRequests } from './errors.ts';
import { SIGN_ON_START } from './store.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Throttles kept in the database, so they hold across several API servers:
 * - sign-in failures (password, code, reset code, current password) per e-mail and per IP;
 * - code e-mails (and sign-ups, which send one) per address and kind, and per IP.
 */
export function createThrottle(store: AuthStore, limits: Config['loginThrottle']) {
  const since = () => new Date(Date.now() - limits.windowMs);
  /** Now and then, drop records and codes nobody can use any more. */
  const maybePrune = async () => {
    if (Math.random() < 0.01) await store.prune(new Date(Date.now() - Math.max(limits.windowMs, DAY)));
  };
  return {
    /** 429 once an e-mail or an IP has more than the allowed failures within the window; checked before any password. */
    async assertSignInAllowed(email: string, ip: string) {
      const n = await store.loginFailuresSince(email, ip, since());
      if (n.byEmail > limits.maxPerEmail || n.byIp > limits.maxPerIp) throw tooManyRequests();
    },
    async recordFailure(email: string, ip: string) {
      await store.recordLoginFailure(email, ip, new Date());
      await maybePrune();
    },
    /** A successful sign-in forgets the e-mail's failures. */
    clearFailures: (email: string) => store.clearLoginFailures(email),

    /**
     * Counts a request for a code e-mail, or refuses it with 429 past the limit. Requests for addresses without an
     * account count too, so the reply never tells whether an account exists.
     */
    async takeMailRequest(kind: AuthMailTemplate, subject: string, ip: string) {
      const n = await store.mailRequestsSince(kind, subject, ip, since());
      if (n.bySubject >= AUTH_LIMITS.codeMailsPerWindow || n.byIp >= AUTH_LIMITS.codeMailsPerIpPerWindow)
        throw tooManyRequests();
      await store.recordMailRequest(kind, subject, ip, new Date());
      await maybePrune();
    },

    /**
     * Counts a single sign-on start from an IP, or refuses it past the limit: each start stores a pending request
     * until it expires, so an unthrottled start would let anyone fill the table.
     */
    async takeSignOnStart(ip: string): Promise<boolean> {
      if ((await store.requestsFromIpSince(SIGN_ON_START, ip, since())) >= AUTH_LIMITS.signOnStartsPerIpPerWindow)
        return false;
      await store.recordMailRequest(SIGN_ON_START, '-', ip, new Date());
      await maybePrune();
      return true;
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
