import {
  pgTable,
  integer,
  bigint,
  text,
  uuid,
  timestamp,
  jsonb,
  boolean,
  index,
  uniqueIndex,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AiAnalysis } from '@atrium/contract';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

/** A shared space (virtual data room, spec 3 §1, §3) of a tenant. */
export const vdrRooms = pgTable(
  'vdr_rooms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    defaultPermission: text('default_permission').notNull().default('CAN_VIEW'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    watermark: boolean().notNull().default(false),
    profileImageKey: text('profile_image_key'),
    bannerImageKey: text('banner_image_key'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vdr_rooms_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** The room's own folder tree. */
export const vdrFolders = pgTable(
  'vdr_folders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    roomId: integer('room_id')
      .notNull()
      .references(() => vdrRooms.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => vdrFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vdr_folders_room_idx').on(t.roomId)],
);

/**
 * A file of a room: it references a stored blob (a master file's, held through storage_blob_holds, or its own direct
 * upload) and keeps the analysis the master file had when it was copied.
 */
export const vdrFiles = pgTable(
  'vdr_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    roomId: integer('room_id')
      .notNull()
      .references(() => vdrRooms.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => vdrFolders.id, { onDelete: 'set null' }),
    name: text().notNull(),
    size: bigint({ mode: 'number' }).notNull().default(0),
    contentType: text('content_type'),
    storageKey: text('storage_key').notNull(),
    masterFileExternalId: uuid('master_file_external_id'),
    processingState: text('processing_state').notNull().default('NOT_PROCESSED'),
    summaryState: text('summary_state').notNull().default('NOT_PROCESSED'),
    aiAnalysis: jsonb('ai_analysis').$type<AiAnalysis>(),
    /** YYYY-MM of a founder update added by POST financial (the room's shared financials); null otherwise. */
    financialMonth: text('financial_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vdr_files_room_idx').on(t.roomId, t.folderId)],
);

/** A guest of a room (spec 3 §3 guest share entry, §6). */
export const vdrGuests = pgTable(
  'vdr_guests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    roomId: integer('room_id')
      .notNull()
      .references(() => vdrRooms.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text(),
    permission: text().notNull().default('CAN_VIEW'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vdr_guests_room_email_idx').on(t.roomId, t.email)],
);

/** One-time codes e-mailed to guests (hash only); the rows also count code requests for the throttle. */
export const vdrGuestCodes = pgTable(
  'vdr_guest_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => vdrRooms.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    ip: text().notNull(),
    /** Null for a request that sent no code (not a guest, or NO_ACCESS): it still counts for the throttle. */
    codeHash: text('code_hash'),
    tries: integer().notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vdr_guest_codes_room_email_idx').on(t.roomId, t.email, t.createdAt),
    index('vdr_guest_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A guest session: a token (hash only) valid for one room. Revoking the guest ends it at once. */
export const vdrGuestSessions = pgTable('vdr_guest_sessions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  guestId: integer('guest_id')
    .notNull()
    .references(() => vdrGuests.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What guests did in a room (OPEN_ROOM, VIEW, DOWNLOAD), recorded server-side. */
export const vdrEvents = pgTable(
  'vdr_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    roomId: integer('room_id')
      .notNull()
      .references(() => vdrRooms.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => vdrGuests.id, { onDelete: 'set null' }),
    email: text().notNull(),
    fileId: integer('file_id').references(() => vdrFiles.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    seconds: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vdr_events_room_idx').on(t.roomId, t.email, t.fileId),
    // The analytics chart over time reads a room's events of the last days.
    index('vdr_events_room_time_idx').on(t.roomId, t.createdAt),
  ],
);

/**
 * Running totals of vdr_events per room, guest e-mail and file (file 0 = the room itself), kept in the same
 * transaction as each event, so the analytics read stays small however many events a room has.
 */
export const vdrEventTotals = pgTable(
  'vdr_event_totals',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => vdrRooms.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    fileId: integer('file_id').notNull().default(0),
    opens: integer().notNull().default(0),
    downloads: integer().notNull().default(0),
    seconds: bigint({ mode: 'number' }).notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.email, t.fileId] })],
);
