import {
  pgTable,
  integer,
  bigint,
  text,
  uuid,
  timestamp,
  date,
  numeric,
  index,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/** A company's bank and card accounts, named as the source names them (the CSV's account column, Merge's account). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_tenant_name_idx').on(t.tenantId, t.name)],
);

/** One import (a CSV file or a Merge sync): what came in and when. The newest one is the ledger's source. */
export const ledgerImports = pgTable(
  'ledger_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** CSV or MERGE. */
    source: text().notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    accountCount: integer('account_count').notNull(),
    firstDate: date('first_date'),
    lastDate: date('last_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_imports_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Transactions: signed US dollars (in positive, out negative). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    importId: integer('import_id').references(() => ledgerImports.id, { onDelete: 'set null' }),
    date: date().notNull(),
    category: text().notNull(),
    amount: numeric({ precision: 16, scale: 2 }).notNull(),
    counterparty: text(),
  },
  (t) => [
    index('ledger_transactions_tenant_date_idx').on(t.tenantId, t.date),
    // Spending details (issue 17 item 4): one category's transactions without reading the whole ledger.
    index('ledger_transactions_tenant_category_date_idx').on(t.tenantId, t.category, t.date),
  ],
);

/**
 * Monthly pre-aggregation of ledger_transactions (rebuilt for the tenant in the import's transaction): what every
 * dashboard reads, so a dashboard costs months × categories rows however many transactions there are.
 */
export const ledgerMonthly = pgTable(
  'ledger_monthly',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date().notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    amount: numeric({ precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.accountId, t.category] })],
);

/** The status provider staff set on one due date of a filing ('' for event-driven filings). */
export const taxDeadlineStatuses = pgTable(
  'tax_deadline_statuses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    filingId: text('filing_id').notNull(),
    dueDate: text('due_date').notNull(),
    status: text().notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_deadline_statuses_unique_idx').on(t.tenantId, t.filingId, t.dueDate)],
);

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

/**
 * The tax reminders already sent (issue 17 item 3): one row per company, filing, due date and threshold (days before
 * the date). The daily job inserts the row before it notifies, in one transaction, so a reminder goes out once.
 */
export const taxRemindersSent = pgTable(
  'tax_reminders_sent',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    filingId: text('filing_id').notNull(),
    dueDate: text('due_date').notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    recipients: integer().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_reminders_sent_unique_idx').on(t.tenantId, t.filingId, t.dueDate, t.thresholdDays)],
);
