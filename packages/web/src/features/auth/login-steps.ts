import type { LoginMethod, OidcError } from '@atrium/contract';
import type { TranslationKey } from '../../lib/i18n-keys';

/** Seconds between two "send the code again" clicks. */
export const RESEND_COOLDOWN_S = 30;

export type LoginStep =
  { kind: 'email' } | { kind: 'password'; email: string } | { kind: 'code'; email: string; method: LoginMethod };

/** Which step follows the e-mail step for the method the server names. */
export const stepForMethod = (email: string, method: LoginMethod): LoginStep =>
  method === 'CODE' ? { kind: 'code', email, method } : { kind: 'password', email };

/** Why a single sign-on came back without signing in (`?error=sso-<code>`, set by the server's callback). */
const SSO_ERROR_KEYS: Record<OidcError, TranslationKey> = {
  unavailable: 'auth.sso.errors.unavailable',
  'too-many': 'auth.sso.errors.tooMany',
  cancelled: 'auth.sso.errors.cancelled',
  expired: 'auth.sso.errors.expired',
  state: 'auth.sso.errors.state',
  rejected: 'auth.sso.errors.rejected',
  'email-missing': 'auth.sso.errors.emailMissing',
  'email-unverified': 'auth.sso.errors.emailUnverified',
  inactive: 'auth.sso.errors.inactive',
};

/**
 * The message for ?error= on the sign-in page (spec 1 §4.1: not-authorized = 0, token-expired = 1; sso-<code> after a
 * refused single sign-on).
 */
export function loginQueryErrorKey(error: string | null): TranslationKey | null {
  if (error === 'not-authorized' || error === '0') return 'auth.login.notAuthorized';
  if (error === 'token-expired' || error === '1') return 'auth.login.tokenExpired';
  if (error?.startsWith('sso-')) {
    const code = error.slice(4);
    return Object.hasOwn(SSO_ERROR_KEYS, code) ? SSO_ERROR_KEYS[code as OidcError] : 'auth.sso.errors.rejected';
  }
  return null;
}
