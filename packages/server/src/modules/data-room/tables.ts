import {
  pgTable,
  integer,
  bigint,
  text,
  uuid,
  timestamp,
  jsonb,
  index,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AiAnalysis } from '@atrium/contract';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A tenant's own folder tree beside the standard taxonomy (spec 3 §2.4). Deleting a folder deletes its subfolders; the
 * service first moves their files back to the master folder (the cascade on files is only a backstop).
 */
export const dataRoomCustomFolders = pgTable(
  'data_room_custom_folders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => dataRoomCustomFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_room_custom_folders_tenant_parent_idx').on(t.tenantId, t.parentId)],
);

/**
 * A file of the master room (spec 3 §3 'File row'). It sits either in a taxonomy entry (parent_static_id; 9997 is the
 * master folder where uploads wait for analysis and approval) or in a custom folder (custom_folder_id). The analysis
 * job walks processing_state; extracted_text feeds the full-text search vector (names and text, 'simple' dictionary
 * so English and Spanish documents are matched alike; the text is capped because a tsvector holds at most 1 MB).
 */
export const dataRoomFiles = pgTable(
  'data_room_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** FILE or URL. */
    type: text().notNull().default('FILE'),
    name: text().notNull(),
    /** Lower-case extension without the dot: the list's type column and its default sort. */
    extension: text().notNull().default(''),
    size: bigint({ mode: 'number' }).notNull().default(0),
    contentType: text('content_type'),
    storageKey: text('storage_key'),
    fileUrl: text('file_url'),
    parentStaticId: integer('parent_static_id'),
    customFolderId: integer('custom_folder_id').references(() => dataRoomCustomFolders.id, { onDelete: 'cascade' }),
    processingState: text('processing_state').notNull().default('NOT_PROCESSED'),
    summaryState: text('summary_state').notNull().default('NOT_PROCESSED'),
    suggestedStaticId: integer('suggested_static_id'),
    aiAnalysis: jsonb('ai_analysis').$type<AiAnalysis>(),
    analysisError: text('analysis_error'),
    extractedText: text('extracted_text'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || left(coalesce(extracted_text, ''), 200000))`,
    ),
    /** The document-center item an import came from. */
    sourceExternalId: uuid('source_external_id'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_room_files_tenant_parent_idx').on(t.tenantId, t.parentStaticId, t.extension, t.id),
    index('data_room_files_tenant_custom_idx').on(t.tenantId, t.customFolderId),
    index('data_room_files_tenant_state_idx').on(t.tenantId, t.processingState),
    index('data_room_files_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Red flags (spec 3 §3, §2.11): of a file (file_id) or of the data room at a folder (static_id, no file). Raised by
 * the analysis (source AI) or by a person (USER).
 */
export const dataRoomRedFlags = pgTable(
  'data_room_red_flags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => dataRoomFiles.id, { onDelete: 'cascade' }),
    staticId: integer('static_id'),
    name: text().notNull(),
    /** For a flag the analysis raised: the sentence of the document that raised it (null when none or unknown). */
    quote: text(),
    status: text().notNull().default('CREATED'),
    source: text().notNull().default('USER'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who marked the flag FIXED and when (spec 3 §2.11 'Fix'); cleared when it is re-flagged. */
    fixedByUserId: integer('fixed_by').references(() => users.id, { onDelete: 'set null' }),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_room_red_flags_tenant_file_idx').on(t.tenantId, t.fileId),
    index('data_room_red_flags_tenant_static_idx').on(t.tenantId, t.staticId),
  ],
);
