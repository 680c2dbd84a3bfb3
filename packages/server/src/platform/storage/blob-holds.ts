import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db-handle.ts';
import type { Storage } from './storage.ts';
import { storageBlobHolds } from './tables.ts';

/** The holder that marks a blob its first owner has let go of. */
export const ORPHAN = 'ORPHAN';

/**
 * Blobs shared by several rows (a master file and its copies in shared rooms). The first owner never registers; it
 * calls `deleteUnlessHeld`, which keeps a held blob and marks it ORPHAN. Every other holder `hold`s it and
 * `release`s it; the release that leaves only the ORPHAN mark deletes the blob. A holder that owns its blob alone (a
 * direct upload) holds it and marks it ORPHAN at once.
 */
export function createBlobHolds(db: Db, storage: Storage) {
  const othersHolding = async (keys: string[]) =>
    new Set(
      (
        await db
          .selectDistinct({ key: storageBlobHolds.storageKey })
          .from(storageBlobHolds)
          .where(and(inArray(storageBlobHolds.storageKey, keys), ne(storageBlobHolds.holder, ORPHAN)))
      ).map((r) => r.key),
    );
  const mark = (rows: { storageKey: string; holder: string }[]) =>
    rows.length ? db.insert(storageBlobHolds).values(rows).onConflictDoNothing() : Promise.resolve();

  return {
    async hold(entries: { storageKey: string; holder: string; sole?: boolean }[]) {
      await mark(entries.map((e) => ({ storageKey: e.storageKey, holder: e.holder })));
      await mark(entries.filter((e) => e.sole).map((e) => ({ storageKey: e.storageKey, holder: ORPHAN })));
    },

    /** The first owner lets go: blobs nobody else holds are deleted, held ones are marked ORPHAN. */
    async deleteUnlessHeld(keys: string[]) {
      if (!keys.length) return;
      const held = await othersHolding(keys);
      await mark([...held].map((storageKey) => ({ storageKey, holder: ORPHAN })));
      await Promise.all(keys.filter((k) => !held.has(k)).map((k) => storage.delete(k).catch(() => undefined)));
    },

    /**
     * Drops these holds; returns the keys whose blob is now unheld and orphaned. Call `purge` with them once the
     * transaction has committed.
     */
    async release(entries: { storageKey: string; holder: string }[]): Promise<string[]> {
      if (!entries.length) return [];
      for (const e of entries)
        await db
          .delete(storageBlobHolds)
          .where(and(eq(storageBlobHolds.storageKey, e.storageKey), eq(storageBlobHolds.holder, e.holder)));
      const keys = [...new Set(entries.map((e) => e.storageKey))];
      const held = await othersHolding(keys);
      const orphaned = (
        await db
          .select({ key: storageBlobHolds.storageKey })
          .from(storageBlobHolds)
          .where(and(inArray(storageBlobHolds.storageKey, keys), eq(storageBlobHolds.holder, ORPHAN)))
      ).map((r) => r.key);
      const gone = orphaned.filter((k) => !held.has(k));
      if (gone.length)
        await db
          .delete(storageBlobHolds)
          .where(and(inArray(storageBlobHolds.storageKey, gone), eq(storageBlobHolds.holder, ORPHAN)));
      return gone;
    },

    async purge(keys: string[]) {
      await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
    },
  };
}
export type BlobHolds = ReturnType<typeof createBlobHolds>;
