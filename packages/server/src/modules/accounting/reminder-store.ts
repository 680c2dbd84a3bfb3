import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { taxRemindersSent } from './tables.ts';

/** SQL of the tax reminders: which were sent. */
export function createReminderStore(db: Db) {
  return {
    /**
     * Records the reminders of one filing's due date at these thresholds; answers the thresholds that were not
     * recorded before (the others were sent already). Runs in the caller's transaction.
     */
    async record(k: { tenantId: number; filingId: string; dueDate: string; thresholds: number[]; recipients: number }) {
      if (k.thresholds.length === 0) return [];
      const rows = await db
        .insert(taxRemindersSent)
        .values(
          k.thresholds.map((thresholdDays) => ({
            tenantId: k.tenantId,
            filingId: k.filingId,
            dueDate: k.dueDate,
            thresholdDays,
            recipients: k.recipients,
          })),
        )
        .onConflictDoNothing()
        .returning({ thresholdDays: taxRemindersSent.thresholdDays });
      return rows.map((r) => r.thresholdDays);
    },

    async count(tenantId: number) {
      const r = (await db.execute(
        sql`select count(*)::int as n from tax_reminders_sent where tenant_id = ${tenantId}`,
      )) as unknown as {
        rows: { n: number }[];
      };
      return r.rows[0].n;
    },
  };
}
export type ReminderStore = ReturnType<typeof createReminderStore>;
