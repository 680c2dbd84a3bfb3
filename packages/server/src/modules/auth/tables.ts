import { pgTable, integer, text, timestamp, index, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** Bearer tokens; only the sha-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set when a SUPERADMIN signed in as this user. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** One-time codes: e-mail verification, sign-in by code, password reset, workspace-redirect OTC. Stored hashed. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** OTC only: the SUPERADMIN behind the session the code carries, so the new token keeps the mark. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codes_user_purpose_idx').on(t.userId, t.purpose), index('auth_codes_hash_idx').on(t.codeHash)],
);

/** Failed sign-in attempts, kept in the database so the throttle holds across several servers. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Requests for a code e-mail (sign-in code, password reset, verification), recorded whether or not the address
 * has an account, so the per-address limit answers alike for both and does not reveal which exist.
 */
export const authMailRequests = pgTable(
  'auth_mail_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    /** The lowercased e-mail address, or the user externalId asked for when it matches no user. */
    subject: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_mail_requests_subject_idx').on(t.subject, t.kind, t.createdAt),
    index('auth_mail_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const loginAsAudit = pgTable('login_as_audit', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  actorUserId: integer('actor_user_id')
    .notNull()
    .references(() => users.id),
  targetUserId: integer('target_user_id')
    .notNull()
    .references(() => users.id),
  ip: text(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts at a single sign-on provider linked to a user: later sign-ins match by (provider, subject), never by e-mail.
 * `isOAuthSignUp` marks the user the provider's sign-in created (spec 1 §3 owner user creation).
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    /** The provider's `sub` claim: stable for the account at that provider. */
    subject: text().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail the provider gave when the link was made (for support; sign-in never matches on it). */
    email: text().notNull(),
    isOAuthSignUp: boolean('is_oauth_sign_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oidc_identities_provider_subject_idx').on(t.provider, t.subject),
    index('oidc_identities_user_idx').on(t.userId),
  ],
);

/**
 * A single sign-on in progress: what the callback must find again (state, nonce, PKCE verifier), kept server-side
 * so any server of the deployment can finish it. `browserHash` is the hash of a cookie set on the browser that
 * started it, so a callback carried to another browser is refused. Used once; expires after a few minutes.
 */
export const oidcRequests = pgTable(
  'oidc_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stateHash: text('state_hash').notNull().unique(),
    browserHash: text('browser_hash').notNull(),
    provider: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    language: text(),
    redirectPath: text('redirect_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oidc_requests_expires_idx').on(t.expiresAt)],
);
