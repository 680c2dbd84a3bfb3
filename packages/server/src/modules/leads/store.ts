import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { leads } from './tables.ts';

export type NewLead = typeof leads.$inferInsert;

/** SQL of the leads module. */
export function createLeadStore(db: Db) {
  return {
    async insert(row: NewLead) {
      const [made] = await db.insert(leads).values(row).returning();
      return made;
    },
    async countFromIpSince(ip: string, since: Date) {
      const [r] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(eq(leads.ip, ip), gte(leads.createdAt, since)));
      return Number(r?.n ?? 0);
    },
    /** Links every unmatched lead of an address to the user; returns how many. */
    async matchEmail(email: string, userId: number) {
      const rows = await db
        .update(leads)
        .set({ userId, matchedAt: new Date() })
        .where(and(eq(leads.email, email.toLowerCase()), isNull(leads.userId)))
        .returning({ id: leads.id });
      return rows.length;
    },
  };
}
