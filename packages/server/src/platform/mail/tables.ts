import { pgTable, integer, text, uuid, timestamp, index } from 'drizzle-orm/pg-core';

/** Every e-mail is written here first (STORED without SMTP); with SMTP_URL a mail-delivery job sends it: QUEUED until
 * it is SENT, FAILED after its last attempt. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text().notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Machine-readable kind (VERIFY_EMAIL, LOGIN_CODE, RESET_PASSWORD…) so tests and the dev outbox can filter. */
    template: text().notNull(),
    status: text().notNull().default('STORED'),
    error: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt)],
);
