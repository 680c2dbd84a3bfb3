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
    async catalogue(tx: Db = db) {
      const plans = await tx
        .select()
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
      const addOns = await tx
        .select()
        .from(subscriptionAddOns)
        .orderBy(asc(subscriptionAddOns.sortOrder), asc(subscriptionAddOns.id));
      const links = await tx.select().from(subscriptionPlanAddOns);
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
    active: async (tenantId: number, tx: Db = db) =>
      (
        await tx
          .select()
          .from(subscriptionPurchases)
          .where(and(eq(subscriptionPurchases.tenantId, tenantId), eq(subscriptionPurchases.status, 'ACTIVE')))
      )[0] ?? null,
    byExternalId: async (externalId: string, tx: Db = db) =>
      (await tx.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.externalId, externalId)))[0] ??
      null,
    byProviderSubscriptionId: async (id: string, tx: Db = db) =>
      (
        await tx
          .select()
          .from(subscriptionPurchases)
          .where(eq(subscriptionPurchases.providerSubscriptionId, id))
          .orderBy(desc(subscriptionPurchases.id))
      )[0] ?? null,
    insertPurchase: async (v: typeof subscriptionPurchases.$inferInsert, tx: Db = db) =>
      (await tx.insert(subscriptionPurchases).values(v).returning())[0],
    /** Ends the purchase if it is still ACTIVE; returns it when this call ended it (so two callers never both do). */
    async endIfActive(id: number, status: string, tx: Db = db) {
      const rows = await tx
        .update(subscriptionPurchases)
        .set({ status, endedAt: new Date() })
        .where(and(eq(subscriptionPurchases.id, id), eq(subscriptionPurchases.status, 'ACTIVE')))
        .returning();
      return rows[0] ?? null;
    },
    async updatePurchase(id: number, patch: Partial<typeof subscriptionPurchases.$inferInsert>, tx: Db = db) {
      return (
        (await tx.update(subscriptionPurchases).set(patch).where(eq(subscriptionPurchases.id, id)).returning())[0] ??
        null
      );
    },
    /** Moves the period forward only if nobody else did (guards against double renewal). */
    async advancePeriod(id: number, fromEnd: Date, to: { start: Date; end: Date }, tx: Db = db) {
      const rows = await tx
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
    async hasHadTrial(tenantId: number, tx: Db = db) {
      const rows = await tx
        .select({ id: subscriptionPurchases.id })
        .from(subscriptionPurchases)
        .where(and(eq(subscriptionPurchases.tenantId, tenantId), eq(subscriptionPurchases.purchaseType, 'TRIAL')))
        .limit(1);
      return rows.length > 0;
    },

    // --- invoices
    insertInvoice: async (v: typeof subscriptionInvoices.$inferInsert, tx: Db = db) =>
      (await tx.insert(subscriptionInvoices).values(v).returning())[0],
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
    invoiceByProviderId: async (providerInvoiceId: string, tx: Db = db) =>
      (
        await tx
          .select()
          .from(subscriptionInvoices)
          .where(eq(subscriptionInvoices.providerInvoiceId, providerInvoiceId))
      )[0] ?? null,
    setInvoiceStatus: (id: number, status: string, tx: Db = db) =>
      tx.update(subscriptionInvoices).set({ status }).where(eq(subscriptionInvoices.id, id)),

    // --- promotion codes
    promotionCodes: () =>
      db.select().from(promotionCodes).orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id)),
    promotionCodeByCode: async (code: string, tx: Db = db) =>
      (await tx.select().from(promotionCodes).where(eq(promotionCodes.code, code.trim().toUpperCase())))[0] ?? null,
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
    async redeem(id: number, tx: Db = db) {
      const now = new Date();
      const rows = await tx
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
