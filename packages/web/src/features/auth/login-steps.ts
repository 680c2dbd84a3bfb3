import type { LoginMethod } from '@atrium/contract';
import type { TranslationKey } from '../../lib/i18n-keys';

/** Seconds between two "send the code again" clicks. */
export const RESEND_COOLDOWN_S = 30;

export type LoginStep =
  { kind: 'email' } | { kind: 'password'; email: string } | { kind: 'code'; email: string; method: LoginMethod };

/** Which step follows the e-mail step for the method the server names. */
export const stepForMethod = (email: string, method: LoginMethod): LoginStep =>
  method === 'CODE' ? { kind: 'code', email, method } : { kind: 'password', email };

/** The message for ?error= on the sign-in page (spec 1 §4.1: not-authorized = 0, token-expired = 1). */
export function loginQueryErrorKey(error: string | null): TranslationKey | null {
  if (error === 'not-authorized' || error === '0') return 'auth.login.notAuthorized';
  if (error === 'token-expired' || error === '1') return 'auth.login.tokenExpired';
  return null;
}
