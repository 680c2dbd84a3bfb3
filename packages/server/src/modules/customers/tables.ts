import { pgTable, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users, roles } from '../users/tables.js';
import { tenants } from '../tenancy/tables.js';

/**
 * Invitations asked for while creating a customer (create-customer `invitations`), recorded in the same
 * transaction. The invitations module sends those with no sentAt and stamps them (docs/decisions.md).
 */
export const customerInvitationRequests = pgTable(
  'customer_invitation_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    roleId: integer('role_id').notNull().references(() => roles.id),
    initiatorUserId: integer('initiator_user_id').notNull().references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_invitation_requests_tenant_idx').on(t.tenantId)],
);
