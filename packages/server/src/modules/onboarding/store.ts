import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { activityAnswers, phoneVerifications } from './tables.ts';

/** SQL of the onboarding module: phone codes and activity answers. */
export function createOnboardingStore(db: Db) {
  return {
    async insertPhoneCode(row: typeof phoneVerifications.$inferInsert) {
      await db.insert(phoneVerifications).values(row);
    },
    async phoneCodesSince(phone: string, ip: string, since: Date) {
      const [byPhone] = await db
        .select({ n: count() })
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.phone, phone), gte(phoneVerifications.createdAt, since)));
      const [byIp] = await db
        .select({ n: count() })
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.ip, ip), gte(phoneVerifications.createdAt, since)));
      return { byPhone: Number(byPhone?.n ?? 0), byIp: Number(byIp?.n ?? 0) };
    },
    /** The newest code of a phone that is still open (not verified, not expired). */
    async openCode(phone: string, now: Date) {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.phone, phone),
            isNull(phoneVerifications.verifiedAt),
            gte(phoneVerifications.expiresAt, now),
          ),
        )
        .orderBy(desc(phoneVerifications.id))
        .limit(1);
      return row ?? null;
    },
    /** Counts one try atomically; answers the count including this one (parallel guesses cannot pass the limit). */
    async takeTry(id: number) {
      const [r] = await db
        .update(phoneVerifications)
        .set({ tries: sql`${phoneVerifications.tries} + 1` })
        .where(eq(phoneVerifications.id, id))
        .returning({ tries: phoneVerifications.tries });
      return r?.tries ?? Number.MAX_SAFE_INTEGER;
    },
    async markVerified(id: number) {
      await db.update(phoneVerifications).set({ verifiedAt: new Date() }).where(eq(phoneVerifications.id, id));
    },
    async verifiedSince(phone: string, since: Date) {
      const [row] = await db
        .select({ id: phoneVerifications.id })
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.phone, phone),
            isNotNull(phoneVerifications.verifiedAt),
            gte(phoneVerifications.verifiedAt, since),
          ),
        )
        .limit(1);
      return !!row;
    },

    async answerOf(tenantId: number) {
      const [row] = await db.select().from(activityAnswers).where(eq(activityAnswers.tenantId, tenantId));
      return row ?? null;
    },
    async insertAnswer(row: typeof activityAnswers.$inferInsert) {
      const [made] = await db.insert(activityAnswers).values(row).returning();
      return made;
    },
  };
}
export type OnboardingStore = ReturnType<typeof createOnboardingStore>;
