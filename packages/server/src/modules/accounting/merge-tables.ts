import { pgTable, integer, text, uuid, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/**
 * A company's Merge accounting link (one per company): the account token Merge's exchange returned, encrypted with
 * MERGE_TOKEN_KEY (AES-256-GCM, see merge-crypto.ts), and where its sync stands.
 */
export const mergeLinks = pgTable(
  'merge_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'v1.' + base64url(iv) + '.' + base64url(tag) + '.' + base64url(ciphertext); never the plain token. */
    accountTokenEnc: text('account_token_enc').notNull(),
    /** The accounting platform Merge linked (QuickBooks Online, Xero…). */
    integrationName: text('integration_name').notNull(),
    /** SYNCING, DONE or FAILED. */
    syncState: text('sync_state').notNull().default('SYNCING'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merge_links_tenant_idx').on(t.tenantId)],
);
