import { TEAM_FIELD_MESSAGES } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { validationMessage } from '../auth';

// Typed by the contract's keys, so a message without a team.validation entry fails the type check.
type MessageKey = keyof typeof TEAM_FIELD_MESSAGES;
const KEYS = new Map<string, MessageKey>(
  (Object.entries(TEAM_FIELD_MESSAGES) as [MessageKey, string][]).map(([key, message]) => [message, key]),
);

/** A team form's validation message (from the shared schema or the server) in the user's language. */
export function teamFieldMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KEYS.get(message);
  return key ? i18n.t(`team.validation.${key}`) : validationMessage(message);
}
