import { toCents } from '@atrium/contract';
import { catalogueOf, replaceActive, type Selection, type SubscriptionKit } from './kit.ts';
import { addPeriod, invoiceNumber } from './periods.ts';
import { invoiceLines, type Pricing } from './pricing.ts';

/** Demo seed: a purchase as if made on the paywall, with its invoice. */
export function createSeedFlows(kit: SubscriptionKit, pricing: Pricing) {
  const { store } = kit;
  const db = kit.deps.database;
  return {
    seedPurchase: async (tenantId: number, sel: Selection, at: Date) => {
      const cat = await catalogueOf(kit);
      const { plan, addOns, price } = pricing.priceSelection(cat, sel, null, { forSale: false });
      await db.withTransaction(async () => {
        const end = addPeriod(at, sel.billingPeriod);
        const { purchase } = await replaceActive(kit, tenantId, {
          planKey: plan.objectKey,
          extraAddOnKeys: addOns.map((a) => a.objectKey),
          extraUsers: sel.extraUsers,
          billingPeriod: sel.billingPeriod,
          purchaseType: 'PAID',
          accountType: 'PAID',
          totalCents: toCents(price.total),
          currentPeriodStart: at,
          currentPeriodEnd: end,
          createdAt: at,
        });
        await store.insertInvoice({
          tenantId,
          purchaseId: purchase.id,
          number: invoiceNumber(at),
          amountCents: toCents(price.total),
          status: 'PAID',
          description: `${plan.name} plan, ${sel.billingPeriod.toLowerCase()}`,
          lines: invoiceLines(plan, addOns, sel.extraUsers, price, sel.billingPeriod, null),
          periodStart: at,
          periodEnd: end,
          createdAt: at,
        });
      });
    },
  };
}
