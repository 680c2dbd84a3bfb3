import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { mergeLinks } from './tables.ts';

export type MergeLinkRow = typeof mergeLinks.$inferSelect;

/** SQL of the Merge link: one row per company. */
export function createMergeStore(db: Db) {
  return {
    async ofTenant(tenantId: number): Promise<MergeLinkRow | null> {
      const [row] = await db.select().from(mergeLinks).where(eq(mergeLinks.tenantId, tenantId));
      return row ?? null;
    },
    async byExternalId(externalId: string): Promise<MergeLinkRow | null> {
      const [row] = await db.select().from(mergeLinks).where(eq(mergeLinks.externalId, externalId));
      return row ?? null;
    },
    /** A new link for the company, replacing any earlier one (whose queued syncs then find nothing to do). */
    async replace(v: { tenantId: number; userId: number; accountTokenEnc: string; integrationName: string }) {
      await db.delete(mergeLinks).where(eq(mergeLinks.tenantId, v.tenantId));
      const [row] = await db
        .insert(mergeLinks)
        .values({ ...v, integrationName: v.integrationName.slice(0, 200) })
        .returning();
      return row;
    },
    async setState(id: number, v: { syncState: string; lastSyncAt?: Date; lastError?: string | null }) {
      await db.update(mergeLinks).set(v).where(eq(mergeLinks.id, id));
    },
    async remove(id: number) {
      await db.delete(mergeLinks).where(eq(mergeLinks.id, id));
    },
  };
}
export type MergeStore = ReturnType<typeof createMergeStore>;
