import {
  pgTable,
  integer,
  bigint,
  text,
  uuid,
  timestamp,
  jsonb,
  date,
  boolean,
  index,
  uniqueIndex,
  primaryKey,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FunderFilters } from '@atrium/contract';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The investor database (spec 3 §3 funder kinds and fields), shared by every tenant: people, organizations and
 * investors. `source_key` is the stable key of the import (Crunchbase uuid or permalink, else the normalised name and
 * website), so importing the same file twice updates rather than duplicates. `location_keys` holds the lower-case
 * city, state code and country code for the location filter; the name is searched by full text and by trigram
 * (indexes in the migrations' hand-written parts: fundraising and funder_search).
 */
export const funders = pgTable(
  'funders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    sourceKey: text('source_key').notNull().unique(),
    type: text().notNull(),
    name: text().notNull(),
    logoUrl: text('logo_url'),
    /** An uploaded logo (FUNDER_IMAGE) in file storage; logo_url then points at its signed-URL redirect. */
    logoKey: text('logo_key'),
    logoContentType: text('logo_content_type'),
    shortDescription: text('short_description'),
    website: text(),
    city: text(),
    stateCode: text('state_code'),
    countryCode: text('country_code'),
    locationKeys: text('location_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rank: integer(),
    investmentCount: integer('investment_count').notNull().default(0),
    organizationFoundedCount: integer('organization_founded_count').notNull().default(0),
    stages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sectors: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkSizeMin: bigint('check_size_min', { mode: 'number' }),
    checkSizeMax: bigint('check_size_max', { mode: 'number' }),
    /** A PERSON's organization (people-associated lists the people of an organization). */
    organizationId: integer('organization_id').references((): AnyPgColumn => funders.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(short_description, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('funders_search_idx').using('gin', t.searchVector),
    // Hand-written in the funder_search migration: one GIN index over kind, stages, sectors, places and the name's
    // trigrams (btree_gin), where the search's conditions meet instead of one index and rechecks; the search's order
    // (rank, name, id) covering the filter columns, so a broad term's page stops after a few hundred index entries
    // without reading the table; the lower(name) prefix index; and (id) covering rank and name for smartlist sorting.
    index('funders_type_rank_idx').on(t.type, t.rank),
    index('funders_organization_idx').on(t.organizationId),
  ],
);

/** A tenant's smartlist (spec 3 §3 Smartlist; visibility TEAM, JUST_ME or PUBLIC). */
export const funderLists = pgTable(
  'funder_lists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    visibility: text().notNull().default('TEAM'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('funder_lists_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** A funder in a list, with the list's note and next contact date for it. */
export const funderListEntries = pgTable(
  'funder_list_entries',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => funderLists.id, { onDelete: 'cascade' }),
    funderId: integer('funder_id')
      .notNull()
      .references(() => funders.id, { onDelete: 'cascade' }),
    note: text(),
    nextContact: date('next_contact'),
    disabled: boolean().notNull().default(false),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The funder's name and rank, copied onto the entry so a list's page is read in order from one index of the list
     * instead of sorting every entry after a probe of its funder. Kept by triggers (migration list_sort_keys): filled
     * on insert from the funder, updated when the funder's name or rank changes; the code never writes them.
     */
    funderName: text('funder_name').notNull().default(''),
    funderRank: integer('funder_rank'),
  },
  // The sort indexes of a list's page (one per order the screen offers) are hand-written in the list_sort_keys migration.
  (t) => [primaryKey({ columns: [t.listId, t.funderId] }), index('funder_list_entries_funder_idx').on(t.funderId)],
);

/** Members of the tenant a list is shared with beyond its visibility (a JUST_ME list is seen by them too). */
export const funderListCollaborators = pgTable(
  'funder_list_collaborators',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => funderLists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] })],
);

/** A saved advanced search of a tenant member. */
export const funderSavedSearches = pgTable(
  'funder_saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<FunderFilters>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('funder_saved_searches_tenant_idx').on(t.tenantId, t.userId, t.id)],
);

/** Next-contact reminders sent (one per list, funder and date): the daily job sends each once however often it runs. */
export const funderNextContactReminders = pgTable(
  'funder_next_contact_reminders',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => funderLists.id, { onDelete: 'cascade' }),
    funderId: integer('funder_id')
      .notNull()
      .references(() => funders.id, { onDelete: 'cascade' }),
    nextContact: date('next_contact').notNull(),
    recipients: integer().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.funderId, t.nextContact] })],
);
