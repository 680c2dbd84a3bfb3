import {
  FREE_PLAN_KEY,
  accessMap,
  offeredAddOnKeys,
  toDollars,
  type BillingPeriod,
  type Invoice,
  type PurchaseAccountType,
  type PurchaseType,
  type SubscriptionPurchase,
} from '@atrium/contract';
import type { LoadedCatalogue } from './catalogue.ts';
import { addOnsOf, catalogueOf, planOf, type SubscriptionKit, type Tenant } from './kit.ts';
import { daysLeft } from './periods.ts';
import type { InvoiceRow, PurchaseRow } from './store.ts';

/** The reply shapes of the module: a tenant's purchase (the free plan when none) and an invoice. */
export function createPresenters(kit: SubscriptionKit) {
  async function shapePurchase(
    tenant: Tenant,
    p: PurchaseRow | null,
    cat?: LoadedCatalogue,
  ): Promise<SubscriptionPurchase> {
    cat ??= await catalogueOf(kit);
    const plan = planOf(cat, p?.planKey ?? FREE_PLAN_KEY);
    const extra = addOnsOf(cat, p?.extraAddOnKeys ?? []);
    const held = [...plan.addOns, ...extra].map((a) => a.objectKey);
    const extraUsers = p?.extraUsers ?? 0;
    const seatsUsed = (await kit.tenancy.memberUserIds(tenant.id)).length;
    const onFree = plan.objectKey === FREE_PLAN_KEY;
    const canEnableTrial =
      tenant.accountType === 'COMPANY' && !tenant.isInternal && onFree && !(await kit.store.hasHadTrial(tenant.id));
    return {
      externalId: p?.externalId ?? null,
      tenantExternalId: tenant.externalId,
      subscription: plan,
      extraAddOns: extra,
      extraUsers,
      total: toDollars(p?.totalCents ?? 0),
      purchaseType: (p?.purchaseType as PurchaseType | null) ?? null,
      accountType: (p?.accountType as PurchaseAccountType | undefined) ?? 'DEFAULT',
      billingPeriod: (p?.billingPeriod as BillingPeriod | undefined) ?? 'MONTHLY',
      status: 'ACTIVE',
      canEnableTrial,
      canCancel: !!p && p.purchaseType === 'PAID' && !p.cancelAtPeriodEnd && !onFree,
      cancelAtPeriodEnd: p?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: p?.currentPeriodEnd?.toISOString() ?? null,
      trialEndsAt: p?.trialEndsAt?.toISOString() ?? null,
      trialDaysLeft: p?.trialEndsAt ? daysLeft(p.trialEndsAt) : null,
      seatLimit: plan.seatLimit + extraUsers,
      seatsUsed,
      access: tenant.isInternal ? accessMap(cat.shaped.addOns.map((a) => a.objectKey)) : accessMap(held),
      availableAddOns: addOnsOf(cat, offeredAddOnKeys([...cat.addOns.keys()], held)),
      hasActiveItems: !onFree,
      createdAt: p?.createdAt.toISOString() ?? null,
    };
  }

  const shapeInvoice = (r: InvoiceRow): Invoice => ({
    externalId: r.externalId,
    number: r.number,
    amount: toDollars(r.amountCents),
    currency: r.currency,
    status: r.status as Invoice['status'],
    description: r.description,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd?.toISOString() ?? null,
    hostedUrl: r.hostedUrl,
    createdAt: r.createdAt.toISOString(),
  });

  return { shapePurchase, shapeInvoice };
}
export type Presenters = ReturnType<typeof createPresenters>;
