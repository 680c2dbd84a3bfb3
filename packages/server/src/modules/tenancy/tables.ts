import {
  pgTable,
  integer,
  bigint,
  doublePrecision,
  text,
  uuid,
  timestamp,
  boolean,
  primaryKey,
  unique,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, roles } from '../users/tables.ts';

/** A tenant is a company or an individual account; the internal tenant holds the provider's staff. */
export const tenants = pgTable('tenants', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  externalId: uuid('external_id').notNull().unique().defaultRandom(),
  name: text().notNull(),
  accountType: text('account_type').notNull(),
  isInternal: boolean('is_internal').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company record of a tenant with its profile (spec 1 §3 Company). */
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .unique()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    legalName: text('legal_name'),
    accountType: text('account_type').notNull(),
    country: text(),
    url: text(),
    telephone: text(),
    yearFounded: integer('year_founded'),
    startupStage: text('startup_stage'),
    numberOfEmployees: text('number_of_employees'),
    keyInvestors: text('key_investors'),
    delawareCCorp: boolean('delaware_c_corp').notNull().default(false),
    // The address and the company context (spec 1 §3) are one-to-one parts of the company, kept in its row.
    addressExternalId: uuid('address_external_id').notNull().defaultRandom(),
    streetAddress: text('street_address'),
    city: text(),
    state: text(),
    zipCode: bigint('zip_code', { mode: 'number' }),
    description: text(),
    industry: text(),
    ebitda: doublePrecision(),
    cashOnHand: doublePrecision('cash_on_hand'),
    monthlyRevenue: doublePrecision('monthly_revenue'),
    totalFundingReceived: doublePrecision('total_funding_received'),
    twitter: text(),
    instagram: text(),
    linkedIn: text('linked_in'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_name_lower_idx').on(sql`lower(${t.companyName})`)],
);

/** A user's workspace: a named group of tenant memberships, addressed by its slug. */
export const workspaces = pgTable('workspaces', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  externalId: uuid('external_id').notNull().unique().defaultRandom(),
  slug: text().notNull().unique(),
  ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenantMemberships = pgTable(
  'tenant_memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tenant_memberships_user_tenant').on(t.userId, t.tenantId),
    index('tenant_memberships_tenant_idx').on(t.tenantId),
  ],
);

export const membershipRoles = pgTable(
  'membership_roles',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => tenantMemberships.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.roleId] })],
);
