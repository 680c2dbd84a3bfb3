import { pgTable, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Who, besides the row that first stored it, holds a stored blob (docs/decisions.md "Shared spaces"). A room file that
 * shares a master file's blob holds it; the holder ORPHAN marks a blob whose first owner let go of it while others
 * still held it, so the last release deletes it.
 */
export const storageBlobHolds = pgTable(
  'storage_blob_holds',
  {
    storageKey: text('storage_key').notNull(),
    holder: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storageKey, t.holder] })],
);
