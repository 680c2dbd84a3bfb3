import {
  EXTRA_USER_ADD_ON,
  FREE_PLAN_KEY,
  SUBSCRIPTION_MESSAGES as M,
  stripVersionSuffix,
  toCents,
  type AddOnKey,
  type BillingPeriod,
  type PlanKey,
  type PromotionCode,
  type PurchaseAccountType,
} from '@atrium/contract';
import { AppError, notFound, validation } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { catalogueOf, isAddOnKey, planOf, replaceActive, withConflictAsMessage, type SubscriptionKit } from './kit.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Presenters } from './presenters.ts';
import type { Pricing } from './pricing.ts';

/** Admin utilities (api/utils/subscription-purchase; the routes check App:Administration): grants, catalogue edits, promotion codes. */
export function createAdminFlows(kit: SubscriptionKit, life: Lifecycle, present: Presenters, pricing: Pricing) {
  const { deps, store, tenancy, provider, promos } = kit;
  const db = deps.database;

  type AdminCreateInput = {
    tenantExternalId: string;
    planKey: PlanKey;
    addOnKeys: AddOnKey[];
    extraUsers: number;
    billingPeriod: BillingPeriod;
    accountType: PurchaseAccountType;
    endsAt?: string | null;
  };
  /** A grant inside the caller's transaction; the caller shapes it after commit (shaping reads outside it). */
  async function grant(ctx: RequestContext, body: AdminCreateInput) {
    const tenant = await tenancy.tenantByExternalId(body.tenantExternalId);
    if (!tenant) throw notFound('Tenant');
    const cat = await catalogueOf(kit);
    const { plan, addOns, price } = pricing.priceSelection(cat, { ...body }, null, { forSale: false });
    const now = new Date();
    const endsAt = body.endsAt ? new Date(body.endsAt) : null;
    if (endsAt && endsAt.getTime() <= now.getTime())
      throw validation('The end date must be in the future', [{ path: 'endsAt', message: 'Must be in the future' }]);
    const { purchase } = await replaceActive(kit, tenant.id, {
      planKey: plan.objectKey,
      extraAddOnKeys: addOns.map((a) => a.objectKey),
      extraUsers: body.extraUsers,
      billingPeriod: body.billingPeriod,
      purchaseType: null,
      accountType: body.accountType,
      totalCents: body.accountType === 'PAID' ? toCents(price.total) : 0,
      currentPeriodStart: now,
      currentPeriodEnd: endsAt,
      createdByUserId: ctx.user.id,
    });
    return { tenant, purchase, cat };
  }

  /** POST create: grants a plan to a tenant without payment, replacing its active purchase. */
  async function adminCreate(ctx: RequestContext, body: AdminCreateInput) {
    const r = await withConflictAsMessage(() => db.withTransaction(async () => grant(ctx, body)));
    return present.shapePurchase(r.tenant, r.purchase, r.cat);
  }

  return {
    adminCreate,

    /** POST create/batch: several grants, all or none. */
    async adminCreateBatch(ctx: RequestContext, items: AdminCreateInput[]) {
      const rows = await withConflictAsMessage(() =>
        db.withTransaction(async () => {
          const out = [];
          for (const [i, item] of items.entries()) {
            try {
              out.push(await grant(ctx, item));
            } catch (err) {
              if (err instanceof AppError)
                throw new AppError(
                  err.code,
                  `Item ${i + 1}: ${err.message}`,
                  err.fields?.map((f) => ({ ...f, path: `items.${i}.${f.path}` })),
                );
              throw err;
            }
          }
          return out;
        }),
      );
      return Promise.all(rows.map((r) => present.shapePurchase(r.tenant, r.purchase, r.cat)));
    },

    /** GET active/tenant?tenantExternalId (admin): any tenant's purchase. */
    async adminActive(_ctx: RequestContext, tenantExternalId: string) {
      const tenant = await tenancy.tenantByExternalId(tenantExternalId);
      if (!tenant) throw notFound('Tenant');
      return present.shapePurchase(tenant, await life.active(tenant.id));
    },

    /** PUT disable?companyExternalId: ends the active purchase now; the company falls back to the free plan. */
    async adminDisable(_ctx: RequestContext, companyExternalId: string) {
      const tenant = await tenancy.tenantOfCompany(companyExternalId);
      if (!tenant) throw notFound('Company');
      const p = await life.active(tenant.id);
      if (p && stripVersionSuffix(p.planKey) !== FREE_PLAN_KEY) {
        await life.fallBackToFree(p, 'DISABLED');
        if (p.providerSubscriptionId && p.provider === provider.name) {
          await provider
            .cancelNow(p.providerSubscriptionId)
            .catch((err) => deps.log.warn({ err }, 'subscriptions: could not end the provider subscription'));
        }
      }
      return present.shapePurchase(tenant, await life.active(tenant.id));
    },

    /** Admin catalogue edit: a plan's name, price, seats or canBuy. */
    async updatePlan(
      _ctx: RequestContext,
      key: PlanKey,
      patch: { name?: string; price?: number; seatLimit?: number; canBuy?: boolean },
    ) {
      const row = await store.updatePlan(key, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.price !== undefined ? { priceCents: toCents(patch.price) } : {}),
        ...(patch.seatLimit !== undefined ? { seatLimit: patch.seatLimit } : {}),
        ...(patch.canBuy !== undefined ? { canBuy: patch.canBuy } : {}),
      });
      if (!row) throw notFound('Plan');
      return planOf(await catalogueOf(kit), key);
    },

    /**
     * Admin catalogue edit: an add-on's name or monthly price. The current (unsuffixed) row is edited: it is the one
     * the catalogue shows, and the seed always inserts it. Purchases already made keep the total they were charged.
     */
    async updateAddOn(_ctx: RequestContext, key: string, patch: { name?: string; monthlyIndividualPrice?: number }) {
      if (!isAddOnKey(key)) throw notFound('Add-on');
      // Extra users are priced by the spec's constant (EXTRA_USER_PRICE), not by this row: a new price would show in
      // the catalogue and charge nothing different, so it is refused rather than silently ignored.
      if (key === EXTRA_USER_ADD_ON && patch.monthlyIndividualPrice !== undefined)
        throw validation(M.extraUserPriceFixed, [{ path: 'monthlyIndividualPrice', message: M.extraUserPriceFixed }]);
      const row = await store.updateAddOn(key, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.monthlyIndividualPrice !== undefined
          ? { monthlyPriceCents: toCents(patch.monthlyIndividualPrice) }
          : {}),
      });
      if (!row) throw notFound('Add-on');
      const addOn = (await catalogueOf(kit)).addOns.get(key);
      if (!addOn) throw new AppError('INTERNAL_ERROR', `Add-on ${key} is missing from the catalogue`);
      return addOn;
    },

    listPromotionCodes: async (): Promise<PromotionCode[]> => (await store.promotionCodes()).map(promos.shape),
    createPromotionCode: promos.create,
    deactivatePromotionCode: promos.deactivate,
  };
}
