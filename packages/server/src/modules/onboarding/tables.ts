import { pgTable, integer, text, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/** Phone verification codes (spec 1 §7.6 phone, phone/verify-code); asked before the user exists, so keyed by phone. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Digits with an optional leading '+', spaces and punctuation removed. */
    phone: text().notNull(),
    /** sha-256 of phone and code: a database reader cannot verify a number with it. */
    codeHash: text('code_hash').notNull(),
    tries: integer().notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ip: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt),
    index('phone_verifications_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** The answered activity form of a company (one per company's tenant); a skipped form has no row. */
export const activityAnswers = pgTable('activity_answers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  tenantId: integer('tenant_id')
    .notNull()
    .unique()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  answers: jsonb().notNull(),
  answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
