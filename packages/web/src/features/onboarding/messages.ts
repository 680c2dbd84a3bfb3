import { ONBOARDING_MESSAGES } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { validationMessage as authValidationMessage } from '../auth';

/** English message → key under onboarding.validation, so the same contract messages read in Spanish. */
// Typed by the contract's keys, so a message without an onboarding.validation entry fails the type check.
const KEYS = Object.fromEntries(Object.entries(ONBOARDING_MESSAGES).map(([key, text]) => [text, key])) as Record<
  string,
  keyof typeof ONBOARDING_MESSAGES
>;

/** Translates a message of the onboarding and company schemas (or an auth one such as 'First name required'). */
export function onboardingMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KEYS[message];
  if (key) return i18n.t(`onboarding.validation.${key}`);
  return authValidationMessage(message);
}
