import type { Db } from '../db.ts';
import { mailOutbox } from '../mail/tables.ts';

export interface SmsMessage {
  to: string;
  text: string;
  /** Machine-readable kind (SMS_PHONE_CODE…), the outbox's template column. */
  kind: string;
}

/** Sends text messages. A real provider (Twilio, SNS…) implements this; the default only records them. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The zero-set-up provider: every message goes to the outbox table the e-mails use (template SMS_…, subject
 * 'SMS'), so /api/dev/outbox shows it outside production and tests read codes from it. Nothing leaves the machine.
 */
export function createOutboxSms(db: Db): SmsProvider {
  return {
    async send(m) {
      await db
        .insert(mailOutbox)
        .values({ toAddress: m.to, subject: 'SMS', textBody: m.text, template: m.kind, status: 'STORED' });
    },
  };
}
