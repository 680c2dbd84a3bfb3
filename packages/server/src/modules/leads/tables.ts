import { pgTable, integer, text, uuid, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** Marketing leads (spec 1 §7.5 /api/atrium-lead): who left their details, with the campaign that brought them. */
export const leads = pgTable(
  'leads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lowercase, so a sign-up with the same address finds it. */
    email: text().notNull(),
    jobTitle: text('job_title'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** The user the lead became (matched by e-mail on sign-up, or named by a signed-in caller). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    /** The caller's address, for the per-address throttle of the public create call. */
    ip: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_email_idx').on(t.email), index('leads_ip_idx').on(t.ip, t.createdAt)],
);
