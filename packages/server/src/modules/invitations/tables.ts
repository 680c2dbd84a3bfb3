import { pgTable, integer, text, uuid, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, roles } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/**
 * An invitation of a person (by e-mail) to a tenant with a membership role (spec 1 §3 Invitation).
 * status: PENDING until accepted, rejected or expired; a PENDING row past expires_at is answered as EXPIRED
 * and stored so the next time it is touched.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    type: text().notNull().default('USER_TO_COMPANY'),
    email: text().notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** Internal tenant only: the company role granting the customer view. */
    atriumOneRoleId: integer('atrium_one_role_id').references(() => roles.id),
    initiatorUserId: integer('initiator_user_id').references(() => users.id, { onDelete: 'set null' }),
    initiatorEmail: text('initiator_email').notNull(),
    status: text().notNull().default('PENDING'),
    /** Who answered (accepted or rejected); null while pending. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open invitation per address and tenant: two simultaneous invites cannot both succeed.
    uniqueIndex('invitations_one_pending_idx')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'PENDING'`),
    index('invitations_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
