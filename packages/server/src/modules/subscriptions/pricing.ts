import {
  EXTRA_USER_ADD_ON,
  SUBSCRIPTION_MESSAGES as M,
  computePrice,
  toCents,
  toDollars,
  type AddOn,
  type BillingPeriod,
  type Plan,
  type PriceBreakdown,
} from '@atrium/contract';
import { validation } from '../../platform/errors.ts';
import type { LoadedCatalogue } from './catalogue.ts';
import type { Selection, SubscriptionKit } from './kit.ts';
import type { PromotionCodeRow } from './store.ts';

/** Prices are computed here only: a selection checked against the catalogue, and the lines of its invoice. */
export function createPricing(kit: SubscriptionKit) {
  /** Checks a selection against the catalogue and prices it; a promotion code row is applied when given. */
  function priceSelection(
    cat: LoadedCatalogue,
    sel: Selection,
    promo: PromotionCodeRow | null,
    opts: { forSale: boolean },
  ) {
    const plan = cat.plans.get(sel.planKey);
    if (!plan) throw validation(M.unknownPlan, [{ path: 'planKey', message: M.unknownPlan }]);
    if (opts.forSale && !plan.canBuy)
      throw validation(M.planNotForSale, [{ path: 'planKey', message: M.planNotForSale }]);
    const keys = [...new Set(sel.addOnKeys)];
    const addOns: AddOn[] = [];
    for (const [i, k] of keys.entries()) {
      const a = cat.addOns.get(k);
      if (!a || k === EXTRA_USER_ADD_ON)
        throw validation(M.unknownAddOn, [{ path: `addOnKeys.${i}`, message: M.unknownAddOn }]);
      if (plan.addOns.some((x) => x.objectKey === k))
        throw validation(M.addOnIncluded, [{ path: `addOnKeys.${i}`, message: M.addOnIncluded }]);
      addOns.push(a);
    }
    const price: PriceBreakdown = computePrice({
      planPrice: plan.price,
      addOnPrices: addOns.map((a) => a.monthlyIndividualPrice),
      extraUsers: sel.extraUsers,
      billingPeriod: sel.billingPeriod,
      solo: plan.objectKey === 'solo',
      promotion: promo ? kit.promos.discountOf(promo) : null,
    });
    return { plan, addOns, price };
  }

  return { priceSelection };
}
export type Pricing = ReturnType<typeof createPricing>;

export function invoiceLines(
  plan: Plan,
  addOns: AddOn[],
  extraUsers: number,
  price: PriceBreakdown,
  period: BillingPeriod,
  code: string | null,
) {
  const lines = [{ description: `${plan.name} plan`, amount: plan.price }];
  for (const a of addOns) lines.push({ description: a.name, amount: a.monthlyIndividualPrice });
  if (extraUsers > 0)
    lines.push({
      description: `${extraUsers} additional user${extraUsers === 1 ? '' : 's'}`,
      amount: price.extraUsersPrice,
    });
  if (period === 'YEARLY')
    lines.push({
      description: 'Billed yearly: 12 months with the yearly discount',
      amount: toDollars(toCents(price.subtotal) - toCents(price.monthlySubtotal)),
    });
  if (price.discount > 0) lines.push({ description: `Promotion code ${code}`, amount: -price.discount });
  return lines;
}
