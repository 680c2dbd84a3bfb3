import {
  SUBSCRIPTION_MESSAGES as M,
  FREE_PLAN_KEY,
  TRIAL_DAYS,
  TRIAL_PLAN_KEY,
  stripVersionSuffix,
  toCents,
  type BillingDetails,
  type BillingPeriod,
  type PriceBreakdown,
  type SubscriptionPreview,
} from '@atrium/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import {
  catalogueOf,
  replaceActive,
  requireCompanyAdmin,
  tenantByIdOrExternalId,
  withConflictAsMessage,
  type Selection,
  type SubscriptionKit,
} from './kit.ts';
import type { Lifecycle } from './lifecycle.ts';
import { StripeError } from './payments/stripe-provider.ts';
import { addPeriod, DAY_MS, invoiceNumber } from './periods.ts';
import type { Presenters } from './presenters.ts';
import { invoiceLines, type Pricing } from './pricing.ts';

/** The customer's side of buying: previews, the paywall purchase through the payment provider, trial, cancel. */
export function createPurchaseFlows(kit: SubscriptionKit, life: Lifecycle, present: Presenters, pricing: Pricing) {
  const { deps, store, provider, promos } = kit;
  const db = deps.database;

  return {
    /** POST preview/subscription: the price of a selection, with a promotion code's effect; nothing is stored. */
    async previewSubscription(scope: TenantScope, sel: Selection): Promise<SubscriptionPreview> {
      const promo = sel.promotionCode ? await promos.usable(sel.promotionCode) : null;
      const { plan, addOns, price } = pricing.priceSelection(await catalogueOf(kit), sel, promo, { forSale: true });
      void scope;
      return {
        plan,
        addOns,
        extraUsers: sel.extraUsers,
        billingPeriod: sel.billingPeriod,
        seatLimit: plan.seatLimit + sel.extraUsers,
        price,
        promotionCode: promo?.code ?? null,
      };
    },

    /** GET preview/{code}: the code if usable, and with a selection its effect. */
    async previewCode(scope: TenantScope, code: string, q: Partial<Selection>) {
      const promo = await promos.usable(code);
      let price: PriceBreakdown | null = null;
      if (q.planKey) {
        price = pricing.priceSelection(
          await catalogueOf(kit),
          {
            planKey: q.planKey,
            billingPeriod: q.billingPeriod ?? 'MONTHLY',
            addOnKeys: q.addOnKeys ?? [],
            extraUsers: q.extraUsers ?? 0,
          },
          promo,
          { forSale: true },
        ).price;
      }
      void scope;
      return { promotionCode: promos.shape(promo), price };
    },

    /**
     * POST purchase: prices the selection here, counts the promotion code's redemption (conditionally: of two racing
     * for the last one, one wins), asks the payment provider, then replaces the active purchase and records the
     * invoice in one transaction. A failure after the redemption gives it back, so it only counts on success.
     */
    async purchase(scope: TenantScope, sel: Selection & { billingDetails: BillingDetails }) {
      requireCompanyAdmin(scope);
      const { tenant, ctx } = scope;
      const cat = await catalogueOf(kit);
      const checked = sel.promotionCode ? await promos.usable(sel.promotionCode) : null;
      const { plan, addOns, price } = pricing.priceSelection(cat, sel, checked, { forSale: true });
      const redeemed = checked ? await promos.redeem(checked) : null;
      const externalId = crypto.randomUUID();
      const now = new Date();
      let providerSubscriptionId: string | null = null;
      try {
        const started = await provider
          .startSubscription({
            purchaseExternalId: externalId,
            tenantExternalId: tenant.externalId,
            planKey: plan.objectKey,
            planName: plan.name,
            billingPeriod: sel.billingPeriod,
            totalCents: toCents(price.total),
            description: `${plan.name} plan, ${sel.billingPeriod.toLowerCase()}`,
            billing: sel.billingDetails,
          })
          .catch((err: unknown) => {
            deps.log.warn({ err }, 'subscriptions: payment provider refused the purchase');
            throw new AppError(
              'PAYMENT_FAILED',
              err instanceof StripeError ? `${M.paymentFailed}: ${err.message}` : M.paymentFailed,
            );
          });
        providerSubscriptionId = started.subscriptionId;
        const periodEnd = started.periodEnd ?? addPeriod(now, sel.billingPeriod);
        const { previous, purchase } = await withConflictAsMessage(() =>
          db.withTransaction(async () => {
            const r = await replaceActive(kit, tenant.id, {
              externalId,
              planKey: plan.objectKey,
              extraAddOnKeys: addOns.map((a) => a.objectKey),
              extraUsers: sel.extraUsers,
              billingPeriod: sel.billingPeriod,
              purchaseType: 'PAID',
              accountType: 'PAID',
              totalCents: toCents(price.total),
              currentPeriodStart: now,
              currentPeriodEnd: periodEnd,
              provider: provider.name,
              providerCustomerId: started.customerId,
              providerSubscriptionId: started.subscriptionId,
              promotionCodeId: redeemed?.id ?? null,
              createdByUserId: ctx.user.id,
            });
            await store.insertInvoice({
              tenantId: tenant.id,
              purchaseId: r.purchase.id,
              number: invoiceNumber(now),
              amountCents: toCents(price.total),
              status: started.invoice.status,
              description: `${plan.name} plan, ${sel.billingPeriod.toLowerCase()}`,
              lines: invoiceLines(plan, addOns, sel.extraUsers, price, sel.billingPeriod, redeemed?.code ?? null),
              periodStart: now,
              periodEnd,
              providerInvoiceId: started.invoice.providerInvoiceId,
              hostedUrl: started.invoice.hostedUrl,
            });
            return r;
          }),
        );
        // The replaced purchase's Stripe subscription must stop billing; failure is logged, the purchase stands.
        if (previous?.providerSubscriptionId && previous.provider === provider.name) {
          await provider
            .cancelNow(previous.providerSubscriptionId)
            .catch((err) => deps.log.warn({ err }, 'subscriptions: could not end the replaced provider subscription'));
        }
        return present.shapePurchase(await tenantByIdOrExternalId(kit, tenant.id), purchase, cat);
      } catch (err) {
        if (redeemed) await store.release(redeemed.id);
        // Recording failed after the provider started billing: stop that subscription rather than bill for nothing.
        if (providerSubscriptionId) {
          await provider
            .cancelNow(providerSubscriptionId)
            .catch((e) =>
              deps.log.error(
                { err: e, providerSubscriptionId },
                'subscriptions: could not end an unrecorded provider subscription',
              ),
            );
        }
        throw err;
      }
    },

    /** PUT trial?companyExternalId: the core plan for TRIAL_DAYS, once per company, from the free plan. */
    async enableTrial(scope: TenantScope) {
      requireCompanyAdmin(scope);
      const tenant = await tenantByIdOrExternalId(kit, scope.tenant.id);
      const shaped = await present.shapePurchase(tenant, await life.active(tenant.id));
      if (!shaped.canEnableTrial) throw new AppError('CONFLICT', M.trialNotAvailable);
      const now = new Date();
      const { purchase } = await withConflictAsMessage(() =>
        db.withTransaction(async () =>
          replaceActive(kit, tenant.id, {
            planKey: TRIAL_PLAN_KEY,
            purchaseType: 'TRIAL',
            accountType: 'TRIAL',
            currentPeriodStart: now,
            currentPeriodEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
            trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
            createdByUserId: scope.ctx.user.id,
          }),
        ),
      );
      return present.shapePurchase(tenant, purchase);
    },

    /** GET cancel/subscription?externalId: cancels a paid purchase at the end of its period (then the free plan). */
    async cancel(scope: TenantScope, externalId: string) {
      const p = await store.byExternalId(externalId);
      if (!p || p.tenantId !== scope.tenant.id) throw notFound('Subscription purchase');
      requireCompanyAdmin(scope);
      const current = await life.active(p.tenantId);
      if (
        !current ||
        current.id !== p.id ||
        p.purchaseType !== 'PAID' ||
        stripVersionSuffix(p.planKey) === FREE_PLAN_KEY
      )
        throw new AppError('CONFLICT', M.cannotCancel);
      if (current.cancelAtPeriodEnd) throw new AppError('CONFLICT', M.alreadyCancelled);
      if (current.providerSubscriptionId && current.provider === provider.name) {
        await provider.cancelAtPeriodEnd(current.providerSubscriptionId).catch((err: unknown) => {
          throw new AppError('PAYMENT_FAILED', err instanceof Error ? err.message : M.paymentFailed);
        });
      }
      const updated = await store.updatePurchase(current.id, {
        cancelAtPeriodEnd: true,
        currentPeriodEnd:
          current.currentPeriodEnd ?? addPeriod(current.currentPeriodStart, current.billingPeriod as BillingPeriod),
      });
      return present.shapePurchase(await tenantByIdOrExternalId(kit, p.tenantId), updated);
    },
  };
}
