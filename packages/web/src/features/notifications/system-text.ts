import { DELIVERY_BODY_PATTERN, SYSTEM_NOTIFICATION_TEXTS } from '@atrium/contract';
import i18n from '../../lib/i18n';
import type { KeysUnder } from '../../lib/i18n-keys';

type Key = keyof typeof SYSTEM_NOTIFICATION_TEXTS & KeysUnder<'notifications.system'>;
const BY_TEXT = new Map<string, Key>(
  (Object.entries(SYSTEM_NOTIFICATION_TEXTS) as [Key, string][]).map(([key, text]) => [text, key]),
);

/**
 * A notification's title or body in the reader's language: the texts the system writes (stored in English) are
 * translated; text someone worded themself is shown as written.
 */
export function notificationText(text: string): string {
  const key = BY_TEXT.get(text);
  if (key) return i18n.t(`notifications.system.${key}`, { product: i18n.t('common.productName') });
  const delivery = DELIVERY_BODY_PATTERN.exec(text);
  if (delivery) return i18n.t('notifications.system.deliveryBody', { company: delivery[1] });
  return text;
}
