import type { CurrentUser } from '@atrium/contract';
import { startSession } from '../../session/session';
import { ApiError } from '../../lib/api-error';
import { onboardingApi } from './api';

export { isMobileDevice, sendToNotSupported } from '../../lib/device';

/** Where the customer lands after onboarding: the dashboard is another issue's, so the customer landing. */
export const AFTER_SIGNUP_PATH = '/one/home';

export type AfterOnboarding =
  { kind: 'signed-in'; user: CurrentUser | null } | { kind: 'verify-email'; userExternalId: string; email: string };

/**
 * Password sign-up then signs in with e-mail and password (spec 1 §4.4). The account's e-mail is not verified yet,
 * so the sign-in answers EMAIL_NOT_VERIFIED: the person is sent to check the inbox, and the link signs them in.
 */
export async function signInAfterOnboarding(
  email: string,
  password: string,
  userExternalId: string,
): Promise<AfterOnboarding> {
  try {
    const reply = await onboardingApi.login(email, password);
    return { kind: 'signed-in', user: await startSession(reply) };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED')
      return { kind: 'verify-email', userExternalId, email };
    throw err;
  }
}
