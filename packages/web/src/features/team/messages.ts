import { TEAM_FIELD_MESSAGES } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { validationMessage } from '../auth';

const KEYS = new Map<string, string>(Object.entries(TEAM_FIELD_MESSAGES).map(([key, message]) => [message, key]));

/** A team form's validation message (from the shared schema or the server) in the user's language. */
export function teamFieldMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KEYS.get(message);
  return key ? i18n.t(`team.validation.${key}`) : validationMessage(message);
}
