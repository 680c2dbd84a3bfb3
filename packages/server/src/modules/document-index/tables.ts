import { pgTable, bigint, integer, text, uuid, timestamp, index, uniqueIndex, customType } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from '../tenancy/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Passages of a document's extracted text, for the assistant's document questions (issue 18 #4). One row per passage
 * of a file (its external id and kind: a master data-room file or a document-center file), written by this module's
 * service when the owning module's analysis finishes and removed when the file goes. The search vector holds the text
 * twice: through the 'english' configuration (stems: "renews" finds "renewal") and the 'simple' one (every word as
 * written, so Spanish and other languages match too) over the text with accents folded (lower() and translate(), both
 * immutable), so "clausula" finds "cláusula". docs/decisions.md "Atrium AI: document index".
 */
export const documentIndexPassages = pgTable(
  'document_index_passages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fileExternalId: uuid('file_external_id').notNull(),
    /** DATA_ROOM or DOCUMENT_CENTER. */
    fileKind: text('file_kind').notNull(),
    /** The file's name when it was indexed (the citation's label). */
    fileName: text('file_name').notNull(),
    ordinal: integer().notNull(),
    text: text().notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, text) || to_tsvector('simple'::regconfig, translate(lower(text), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc'))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_index_passages_file_idx').on(t.tenantId, t.fileExternalId, t.ordinal),
    index('document_index_passages_search_idx').using('gin', t.searchVector),
  ],
);
