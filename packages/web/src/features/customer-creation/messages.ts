import { CUSTOMER_CREATION_MESSAGES } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { validationMessage } from '../auth';

// Typed by the contract's keys, so a message without a customerCreation.validation entry fails the type check.
type MessageKey = keyof typeof CUSTOMER_CREATION_MESSAGES;
const KEYS = new Map<string, MessageKey>(
  (Object.entries(CUSTOMER_CREATION_MESSAGES) as [MessageKey, string][]).map(([key, message]) => [message, key]),
);

/** A customer-creation message (shared schema or server) in the user's language; unknown ones as they are. */
export function creationMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KEYS.get(message);
  if (key) return i18n.t(`customerCreation.validation.${key}`);
  if (message === 'This company name is already in use') return i18n.t('customerCreation.validation.companyNameTaken');
  if (message === 'This Workspace name is already in use') return i18n.t('workspace.slug.errors.taken');
  if (message === 'An account with this email already exists') return i18n.t('customerCreation.validation.emailTaken');
  return validationMessage(message);
}
