import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  promotionCodes,
  subscriptionAddOns,
  subscriptionInvoices,
  subscriptionPlanAddOns,
  subscriptionPlans,
  subscriptionPurchases,
} from './tables.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type AddOnRow = typeof subscriptionAddOns.$inferSelect;
export type PurchaseRow = typeof subscriptionPurchases.$inferSelect;
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type PromotionCodeRow = typeof promotionCodes.$inferSelect;

/** SQL of the subscriptions module. Tenant-scoped reads take the tenant's internal id. */
export function createSubscriptionStore(db: Db) {
  return {
    // --- catalogue
    async catalogue() {
      const plans = await db
        .select()
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
      const addOns = await db
        .select()
        .from(subscriptionAddOns)
        .orderBy(asc(subscriptionAddOns.sortOrder), asc(subscriptionAddOns.id));
      const links = await db.select().from(subscriptionPlanAddOns);
      return { plans, addOns, links };
    },
    async updatePlan(key: string, patch: Partial<Pick<PlanRow, 'name' | 'priceCents' | 'seatLimit' | 'canBuy'>>) {
      return (
        (await db.update(subscriptionPlans).set(patch).where(eq(subscriptionPlans.key, key)).returning())[0] ?? null
      );
    },
    async updateAddOn(key: string, patch: Partial<Pick<AddOnRow, 'name' | 'monthlyPriceCents'>>) {
      return (
        (await db.update(subscriptionAddOns).set(patch).where(eq(subscriptionAddOns.key, key)).returning())[0] ?? null
      );
    },

    // --- purchases
    active: async (tenantId: number) =>
      (
        await db
          .select()
          .from(subscriptionPurchases)
          .where(and(eq(subscriptionPurchases.tenantId, tenantId), eq(subscriptionPurchases.status, 'ACTIVE')))
      )[0] ?? null,
    byExternalId: async (externalId: string) =>
      (await db.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.externalId, externalId)))[0] ??
      null,
    byProviderSubscriptionId: async (id: string) =>
      (
        await db
          .select()
          .from(subscriptionPurchases)
          .where(eq(subscriptionPurchases.providerSubscriptionId, id))
          .orderBy(desc(subscriptionPurchases.id))
      )[0] ?? null,
    insertPurchase: async (v: typeof subscriptionPurchases.$inferInsert) =>
      (await db.insert(subscriptionPurchases).values(v).returning())[0],
    /** Ends the purchase if it is still ACTIVE; returns it when this call ended it (so two callers never both do). */
    async endIfActive(id: number, status: string) {
      const rows = await db
        .update(subscriptionPurchases)
        .set({ status, endedAt: new Date() })
        .where(and(eq(subscriptionPurchases.id, id), eq(subscriptionPurchases.status, 'ACTIVE')))
        .returning();
      return rows[0] ?? null;
    },
    async updatePurchase(id: number, patch: Partial<typeof subscriptionPurchases.$inferInsert>) {
      return (
        (await db.update(subscriptionPurchases).set(patch).where(eq(subscriptionPurchases.id, id)).returning())[0] ??
        null
      );
    },
    /** Moves the period forward only if nobody else did (guards against double renewal). */
    async advancePeriod(id: number, fromEnd: Date, to: { start: Date; end: Date }) {
      const rows = await db
        .update(subscriptionPurchases)
        .set({ currentPeriodStart: to.start, currentPeriodEnd: to.end })
        // PostgreSQL keeps microseconds, a JS Date milliseconds: compare at the Date's precision.
        .where(
          and(
            eq(subscriptionPurchases.id, id),
            eq(subscriptionPurchases.status, 'ACTIVE'),
            sql`date_trunc('milliseconds', ${subscriptionPurchases.currentPeriodEnd}) = ${fromEnd.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return rows[0] ?? null;
    },
    async hasHadTrial(tenantId: number) {
      const rows = await db
        .select({ id: subscriptionPurchases.id })
        .from(subscriptionPurchases)
        .where(and(eq(subscriptionPurchases.tenantId, tenantId), eq(subscriptionPurchases.purchaseType, 'TRIAL')))
        .limit(1);
      return rows.length > 0;
    },

    // --- invoices
    insertInvoice: async (v: typeof subscriptionInvoices.$inferInsert) =>
      (await db.insert(subscriptionInvoices).values(v).returning())[0],
    invoicesOf: (tenantId: number) =>
      db
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.tenantId, tenantId))
        .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.id)),
    invoiceOf: async (tenantId: number, externalId: string) =>
      (
        await db
          .select()
          .from(subscriptionInvoices)
          .where(and(eq(subscriptionInvoices.tenantId, tenantId), eq(subscriptionInvoices.externalId, externalId)))
      )[0] ?? null,
    invoiceByProviderId: async (providerInvoiceId: string) =>
      (
        await db
          .select()
          .from(subscriptionInvoices)
          .where(eq(subscriptionInvoices.providerInvoiceId, providerInvoiceId))
      )[0] ?? null,
    setInvoiceStatus: (id: number, status: string) =>
      db.update(subscriptionInvoices).set({ status }).where(eq(subscriptionInvoices.id, id)),

    // --- promotion codes
    promotionCodes: () =>
      db.select().from(promotionCodes).orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id)),
    promotionCodeByCode: async (code: string) =>
      (await db.select().from(promotionCodes).where(eq(promotionCodes.code, code.trim().toUpperCase())))[0] ?? null,
    promotionCodeByCouponId: async (couponId: string) =>
      (await db.select().from(promotionCodes).where(eq(promotionCodes.couponId, couponId)))[0] ?? null,
    insertPromotionCode: async (v: typeof promotionCodes.$inferInsert) =>
      (await db.insert(promotionCodes).values(v).returning())[0],
    deactivatePromotionCode: async (couponId: string) =>
      (
        await db.update(promotionCodes).set({ active: false }).where(eq(promotionCodes.couponId, couponId)).returning()
      )[0] ?? null,
    /**
     * Counts one redemption if the code is still usable, in one conditional UPDATE: of two purchases racing for the
     * last redemption exactly one gets the row back.
     */
    async redeem(id: number) {
      const now = new Date();
      const rows = await db
        .update(promotionCodes)
        .set({ timesRedeemed: sql`${promotionCodes.timesRedeemed} + 1` })
        .where(
          and(
            eq(promotionCodes.id, id),
            eq(promotionCodes.active, true),
            or(isNull(promotionCodes.expiresAt), gt(promotionCodes.expiresAt, now)),
            or(isNull(promotionCodes.maxRedemptions), lt(promotionCodes.timesRedeemed, promotionCodes.maxRedemptions)),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },
    /** Gives back a redemption counted for a purchase that then failed. */
    release: (id: number) =>
      db
        .update(promotionCodes)
        .set({ timesRedeemed: sql`greatest(${promotionCodes.timesRedeemed} - 1, 0)` })
        .where(eq(promotionCodes.id, id)),
  };
}
export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
