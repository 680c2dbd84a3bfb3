import { pgTable, integer, bigint, text, uuid, timestamp, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/**
 * Files, folders and links of a company's document center (spec 3 §3, §7.5). ownership ALL (the company), PERSONAL
 * (only owner_user_id sees it) or PROVIDER (added by staff). Deleting a folder deletes what is under it.
 */
export const docCenterItems = pgTable(
  'doc_center_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => docCenterItems.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    name: text().notNull(),
    ownership: text().notNull().default('ALL'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    size: bigint({ mode: 'number' }).notNull().default(0),
    contentType: text('content_type'),
    storageKey: text('storage_key'),
    url: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doc_center_items_tenant_parent_idx').on(t.tenantId, t.parentId, t.kind, t.name)],
);
