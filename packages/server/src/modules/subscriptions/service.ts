import {
  ADD_ON_KEYS,
  EXTRA_USER_ADD_ON,
  FREE_PLAN_KEY,
  PERMISSIONS,
  ROLES,
  SUBSCRIPTION_MESSAGES as M,
  TRIAL_DAYS,
  TRIAL_PLAN_KEY,
  accessMap,
  computePrice,
  offeredAddOnKeys,
  stripVersionSuffix,
  toCents,
  toDollars,
  type AddOn,
  type AddOnKey,
  type BillingDetails,
  type BillingPeriod,
  type Invoice,
  type Plan,
  type PlanKey,
  type PriceBreakdown,
  type PromotionCode,
  type PurchaseAccountType,
  type PurchaseType,
  type SubscriptionPreview,
  type SubscriptionPurchase,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import type { RequestContext, TenantContext } from '../../platform/http/context.ts';
import { AppError, forbidden, notFound, validation } from '../../platform/errors.ts';
import type { TenancyService } from '../tenancy/service.ts';
import { createSubscriptionStore, type PromotionCodeRow, type PurchaseRow } from './store.ts';
import { loadCatalogue, type LoadedCatalogue } from './catalogue.ts';
import { addPeriod, DAY_MS, daysLeft, invoiceNumber } from './periods.ts';
import { createDefaultProvider, type PaymentProvider } from './payments/provider.ts';
import { createStripeProvider, StripeError } from './payments/stripe-provider.ts';
import { createPromotionCodes } from './promotion-codes.ts';
import { isUniqueViolation } from '../../platform/sql.ts';

type Tenant = NonNullable<Awaited<ReturnType<TenancyService['tenantById']>>>;

export interface Selection {
  planKey: PlanKey;
  billingPeriod: BillingPeriod;
  addOnKeys: AddOnKey[];
  extraUsers: number;
  promotionCode?: string | null;
}
const notCompanyAdmin = () => forbidden(M.notCompanyAdmin);
const isAddOnKey = (k: string): k is AddOnKey => (ADD_ON_KEYS as readonly string[]).includes(k);
const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);
/** Renewals caught up in one read at most (a tenant unseen for years is not billed for every month in one go). */
const MAX_RENEWALS_PER_READ = 36;

/**
 * Subscriptions (spec 1 §2.6, §3, §4.3, §7.8, §9; spec 3 §3, §7.11): the tenant's active purchase, prices computed
 * here only, the paywall purchase through a payment provider, trials, cancellation, invoices, seats, promotion codes
 * and the admin utilities. Time-based transitions (trial expiry, cancellation at period end, renewal of the default
 * provider's periods, end of an admin grant) are applied from the stored dates whenever a tenant's purchase is read.
 */
export function createSubscriptionService(
  deps: AppDeps,
  s: { tenancy: TenancyService },
  opts: { provider?: PaymentProvider } = {},
) {
  const db = deps.database.db;
  const store = createSubscriptionStore(db);
  const cfg = deps.config;
  const provider: PaymentProvider =
    opts.provider ??
    (cfg.stripeSecretKey
      ? createStripeProvider({
          secretKey: cfg.stripeSecretKey,
          publicKey: cfg.stripePublicKey,
          apiBase: cfg.stripeApiBase,
        })
      : createDefaultProvider());
  const promos = createPromotionCodes(store);

  const catalogue = (tx?: Db) => loadCatalogue(store, tx);

  function planOf(cat: LoadedCatalogue, key: string): Plan {
    const plan = cat.plans.get(stripVersionSuffix(key) as PlanKey);
    if (!plan) throw new AppError('INTERNAL_ERROR', `Plan ${key} is missing from the catalogue`);
    return plan;
  }
  const addOnsOf = (cat: LoadedCatalogue, keys: string[]) =>
    keys.flatMap((k) => cat.addOns.get(stripVersionSuffix(k) as AddOnKey) ?? []);

  async function tenantByIdOrExternalId(ref: number | string, tx?: Db): Promise<Tenant> {
    const t =
      typeof ref === 'number' ? await s.tenancy.tenantById(ref, tx) : await s.tenancy.tenantByExternalId(ref, tx);
    if (!t) throw notFound('Tenant');
    return t;
  }

  // --------------------------------------------------------------------------------------------------------------
  // Lifecycle from stored dates.

  /** Ends the active purchase (if still active) and starts the free plan, in one transaction. Loser of a race: no-op. */
  async function fallBackToFree(p: PurchaseRow, status: 'EXPIRED' | 'CANCELLED' | 'DISABLED', tx?: Db) {
    const run = async (t: Db) => {
      const ended = await store.endIfActive(p.id, status, t);
      if (!ended) return;
      await store.insertPurchase(
        { tenantId: p.tenantId, planKey: FREE_PLAN_KEY, accountType: 'DEFAULT', status: 'ACTIVE' },
        t,
      );
    };
    try {
      if (tx) await run(tx);
      else await db.transaction(async (t) => run(t as unknown as Db));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }

  /** Records one renewal of a default-provider period and its invoice. */
  async function renewOnce(p: PurchaseRow) {
    const start = p.currentPeriodEnd!;
    const end = addPeriod(start, p.billingPeriod as BillingPeriod);
    await db.transaction(async (trx) => {
      const t = trx as unknown as Db;
      const moved = await store.advancePeriod(p.id, start, { start, end }, t);
      if (!moved) return;
      await store.insertInvoice(
        {
          tenantId: p.tenantId,
          purchaseId: p.id,
          number: invoiceNumber(),
          amountCents: p.totalCents,
          status: p.totalCents === 0 ? 'PAID' : 'OPEN',
          description: `Renewal: ${p.planKey} plan, ${p.billingPeriod.toLowerCase()}`,
          lines: [{ description: `Renewal: ${p.planKey} plan`, amount: toDollars(p.totalCents) }],
          periodStart: start,
          periodEnd: end,
        },
        t,
      );
    });
  }

  /** The tenant's active purchase after applying whatever the stored dates say has happened; null = free plan, never bought. */
  async function active(tenantId: number): Promise<PurchaseRow | null> {
    for (let i = 0; i < MAX_RENEWALS_PER_READ; i++) {
      const p = await store.active(tenantId);
      if (!p) return null;
      const now = Date.now();
      if (p.trialEndsAt && p.trialEndsAt.getTime() <= now) {
        await fallBackToFree(p, 'EXPIRED');
        continue;
      }
      const ended = p.currentPeriodEnd !== null && p.currentPeriodEnd.getTime() <= now;
      if (!ended) return p;
      if (p.cancelAtPeriodEnd) {
        await fallBackToFree(p, 'CANCELLED');
        continue;
      }
      // An admin grant with an end date (no payment behind it) ends; Stripe renewals arrive by webhook.
      if (p.purchaseType !== 'PAID') {
        await fallBackToFree(p, 'EXPIRED');
        continue;
      }
      if (p.provider !== 'default') return p;
      await renewOnce(p);
    }
    return store.active(tenantId);
  }

  /** The purchase if its stored dates keep it in force now, else null (the free plan). */
  function stillEffective(p: PurchaseRow | null): PurchaseRow | null {
    if (!p) return null;
    const now = Date.now();
    if (p.trialEndsAt && p.trialEndsAt.getTime() <= now) return null;
    const ended = p.currentPeriodEnd !== null && p.currentPeriodEnd.getTime() <= now;
    if (ended && (p.cancelAtPeriodEnd || p.purchaseType !== 'PAID')) return null;
    return p;
  }

  // --------------------------------------------------------------------------------------------------------------
  // Shaping.

  async function shapePurchase(
    tenant: Tenant,
    p: PurchaseRow | null,
    cat?: LoadedCatalogue,
  ): Promise<SubscriptionPurchase> {
    cat ??= await catalogue();
    const plan = planOf(cat, p?.planKey ?? FREE_PLAN_KEY);
    const extra = addOnsOf(cat, p?.extraAddOnKeys ?? []);
    const held = [...plan.addOns, ...extra].map((a) => a.objectKey);
    const extraUsers = p?.extraUsers ?? 0;
    const seatsUsed = (await s.tenancy.memberUserIds(tenant.id)).length;
    const onFree = plan.objectKey === FREE_PLAN_KEY;
    const canEnableTrial =
      tenant.accountType === 'COMPANY' && !tenant.isInternal && onFree && !(await store.hasHadTrial(tenant.id));
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

  const shapeInvoice = (r: Awaited<ReturnType<typeof store.invoicesOf>>[number]): Invoice => ({
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

  // --------------------------------------------------------------------------------------------------------------
  // Prices.

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
      promotion: promo ? promos.discountOf(promo) : null,
    });
    return { plan, addOns, price };
  }

  function requireCompanyAdmin(ctx: TenantContext) {
    if (ctx.tenant.isInternal || !ctx.membership.roleNames.includes(ROLES.companyUserAdmin)) throw notCompanyAdmin();
  }

  /** The tenant of a company the caller administers (PUT trial?companyExternalId). */
  async function administeredTenant(ctx: RequestContext, companyExternalId: string): Promise<Tenant> {
    const tenant = await s.tenancy.tenantOfCompany(companyExternalId);
    if (!tenant) throw notFound('Company');
    const roles = await s.tenancy.membershipRoleNames(ctx.user.id, tenant.externalId);
    if (roles === null) throw forbidden('You are not a member of this tenant');
    if (tenant.isInternal || !roles.includes(ROLES.companyUserAdmin)) throw notCompanyAdmin();
    return tenant;
  }

  /** Replaces the tenant's active purchase by a new one, in the caller's transaction. Concurrent replacement → 409. */
  async function replaceActive(
    tenantId: number,
    row: Omit<Parameters<typeof store.insertPurchase>[0], 'tenantId' | 'status'>,
    tx: Db,
  ) {
    const current = await store.active(tenantId, tx);
    if (current && !(await store.endIfActive(current.id, 'REPLACED', tx)))
      throw new AppError('CONFLICT', M.purchaseInProgress);
    const inserted = await store.insertPurchase({ ...row, tenantId, status: 'ACTIVE' }, tx);
    return { previous: current, purchase: inserted };
  }
  const withConflictAsMessage = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', M.purchaseInProgress);
      throw err;
    }
  };

  function invoiceLines(
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
  async function grant(ctx: RequestContext, body: AdminCreateInput, t: Db) {
    const tenant = await s.tenancy.tenantByExternalId(body.tenantExternalId, t);
    if (!tenant) throw notFound('Tenant');
    const cat = await catalogue(t);
    const { plan, addOns, price } = priceSelection(cat, { ...body }, null, { forSale: false });
    const now = new Date();
    const endsAt = body.endsAt ? new Date(body.endsAt) : null;
    if (endsAt && endsAt.getTime() <= now.getTime())
      throw validation('The end date must be in the future', [{ path: 'endsAt', message: 'Must be in the future' }]);
    const { purchase } = await replaceActive(
      tenant.id,
      {
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
      },
      t,
    );
    return { tenant, purchase, cat };
  }

  /** POST create: grants a plan to a tenant without payment, replacing its active purchase. */
  async function adminCreate(ctx: RequestContext, body: AdminCreateInput) {
    const r = await withConflictAsMessage(() => db.transaction(async (trx) => grant(ctx, body, trx as unknown as Db)));
    return shapePurchase(r.tenant, r.purchase, r.cat);
  }

  // --------------------------------------------------------------------------------------------------------------

  const service = {
    provider,
    catalogue: async () => (await catalogue()).shaped,

    /**
     * For other modules (invitations): refuses when every seat of the tenant's plan is taken. Accepts the tenant's
     * internal id or externalId and an optional transaction; throws 409 SEAT_LIMIT_REACHED with a clear message.
     */
    async assertSeatAvailable(tenant: number | string, tx?: Db) {
      const t = await tenantByIdOrExternalId(tenant, tx);
      if (t.isInternal) return;
      // In a transaction, two people taking the last seat at once queue here; the second then counts the first.
      if (tx) await s.tenancy.lockTenant(t.id, tx);
      // Inside the caller's transaction nothing may be written or read outside it: read the stored purchase and
      // apply its dates without recording the transition (the next plain read records it).
      const p = tx ? stillEffective(await store.active(t.id, tx)) : await active(t.id);
      const cat = await catalogue(tx);
      const limit = planOf(cat, p?.planKey ?? FREE_PLAN_KEY).seatLimit + (p?.extraUsers ?? 0);
      const used = (await s.tenancy.memberUserIds(t.id, tx)).length;
      if (used >= limit) throw new AppError('SEAT_LIMIT_REACHED', M.seatLimit(limit));
    },

    /** The access map of a tenant (by internal id), for the server-side module guard. */
    async accessOf(tenantId: number) {
      const p = await active(tenantId);
      const cat = await catalogue();
      const plan = planOf(cat, p?.planKey ?? FREE_PLAN_KEY);
      return accessMap([...plan.addOns.map((a) => a.objectKey), ...(p?.extraAddOnKeys ?? [])]);
    },

    /** GET active/tenant: the selected tenant's purchase (the free plan when none). */
    async activeForTenant(ctx: TenantContext) {
      const tenant = await tenantByIdOrExternalId(ctx.tenant.id);
      return shapePurchase(tenant, await active(tenant.id));
    },

    /** GET active/company?companyExternalId: members of the company and portal staff. */
    async activeForCompany(ctx: RequestContext, companyExternalId: string) {
      const tenant = await s.tenancy.tenantOfCompany(companyExternalId);
      if (!tenant) throw notFound('Company');
      if (!isStaff(ctx) && (await s.tenancy.membershipRoleNames(ctx.user.id, tenant.externalId)) === null)
        throw forbidden('You are not a member of this tenant');
      return shapePurchase(tenant, await active(tenant.id));
    },

    /** GET details/{id}: a purchase of the selected tenant (any status). */
    async details(ctx: TenantContext, externalId: string) {
      const p = await store.byExternalId(externalId);
      if (!p || p.tenantId !== ctx.tenant.id) throw notFound('Subscription purchase');
      const shaped = await shapePurchase(await tenantByIdOrExternalId(p.tenantId), p);
      return { ...shaped, status: p.status as SubscriptionPurchase['status'] };
    },

    /** GET details/{id}/price */
    async detailsPrice(ctx: TenantContext, externalId: string) {
      const p = await store.byExternalId(externalId);
      if (!p || p.tenantId !== ctx.tenant.id) throw notFound('Subscription purchase');
      const total = toDollars(p.totalCents);
      return {
        total,
        billingPeriod: p.billingPeriod as BillingPeriod,
        monthlyEquivalent: p.billingPeriod === 'YEARLY' ? toDollars(Math.round(p.totalCents / 12)) : total,
      };
    },

    /** Price by tenant: what the active purchase costs a billing period. */
    async priceOfTenant(ctx: TenantContext) {
      const p = await active(ctx.tenant.id);
      return toDollars(p?.totalCents ?? 0);
    },

    /** GET invoices: the selected tenant's, newest first. */
    async invoices(ctx: TenantContext) {
      return (await store.invoicesOf(ctx.tenant.id)).map(shapeInvoice);
    },

    /** The invoice and what goes on its document. */
    async invoiceDocument(ctx: TenantContext, externalId: string) {
      const inv = await store.invoiceOf(ctx.tenant.id, externalId);
      if (!inv) throw notFound('Invoice');
      return { invoice: shapeInvoice(inv), lines: inv.lines, tenantName: ctx.tenant.name };
    },

    /** POST preview/subscription: the price of a selection, with a promotion code's effect; nothing is stored. */
    async previewSubscription(ctx: TenantContext, sel: Selection): Promise<SubscriptionPreview> {
      const promo = sel.promotionCode ? await promos.usable(sel.promotionCode) : null;
      const { plan, addOns, price } = priceSelection(await catalogue(), sel, promo, { forSale: true });
      void ctx;
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
    async previewCode(ctx: TenantContext, code: string, q: Partial<Selection>) {
      const promo = await promos.usable(code);
      let price: PriceBreakdown | null = null;
      if (q.planKey) {
        price = priceSelection(
          await catalogue(),
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
      void ctx;
      return { promotionCode: promos.shape(promo), price };
    },

    /**
     * POST purchase: prices the selection here, counts the promotion code's redemption (conditionally: of two racing
     * for the last one, one wins), asks the payment provider, then replaces the active purchase and records the
     * invoice in one transaction. A failure after the redemption gives it back, so it only counts on success.
     */
    async purchase(ctx: TenantContext, sel: Selection & { billingDetails: BillingDetails }) {
      requireCompanyAdmin(ctx);
      const cat = await catalogue();
      const checked = sel.promotionCode ? await promos.usable(sel.promotionCode) : null;
      const { plan, addOns, price } = priceSelection(cat, sel, checked, { forSale: true });
      const redeemed = checked ? await promos.redeem(checked) : null;
      const externalId = crypto.randomUUID();
      const now = new Date();
      let providerSubscriptionId: string | null = null;
      try {
        const started = await provider
          .startSubscription({
            purchaseExternalId: externalId,
            tenantExternalId: ctx.tenant.externalId,
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
          db.transaction(async (trx) => {
            const tx = trx as unknown as Db;
            const r = await replaceActive(
              ctx.tenant.id,
              {
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
              },
              tx,
            );
            await store.insertInvoice(
              {
                tenantId: ctx.tenant.id,
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
              },
              tx,
            );
            return r;
          }),
        );
        // The replaced purchase's Stripe subscription must stop billing; failure is logged, the purchase stands.
        if (previous?.providerSubscriptionId && previous.provider === provider.name) {
          await provider
            .cancelNow(previous.providerSubscriptionId)
            .catch((err) => deps.log.warn({ err }, 'subscriptions: could not end the replaced provider subscription'));
        }
        return shapePurchase(await tenantByIdOrExternalId(ctx.tenant.id), purchase, cat);
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
    async enableTrial(ctx: RequestContext, companyExternalId: string) {
      const tenant = await administeredTenant(ctx, companyExternalId);
      const shaped = await shapePurchase(tenant, await active(tenant.id));
      if (!shaped.canEnableTrial) throw new AppError('CONFLICT', M.trialNotAvailable);
      const now = new Date();
      const { purchase } = await withConflictAsMessage(() =>
        db.transaction(async (trx) =>
          replaceActive(
            tenant.id,
            {
              planKey: TRIAL_PLAN_KEY,
              purchaseType: 'TRIAL',
              accountType: 'TRIAL',
              currentPeriodStart: now,
              currentPeriodEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
              trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
              createdByUserId: ctx.user.id,
            },
            trx as unknown as Db,
          ),
        ),
      );
      return shapePurchase(tenant, purchase);
    },

    /** GET cancel/subscription?externalId: cancels a paid purchase at the end of its period (then the free plan). */
    async cancel(ctx: TenantContext, externalId: string) {
      const p = await store.byExternalId(externalId);
      if (!p || p.tenantId !== ctx.tenant.id) throw notFound('Subscription purchase');
      requireCompanyAdmin(ctx);
      const current = await active(p.tenantId);
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
      return shapePurchase(await tenantByIdOrExternalId(p.tenantId), updated);
    },

    // ------------------------------------------------------------------------------------------------------------
    // Admin utilities (api/utils/subscription-purchase; the routes check App:Administration).

    adminCreate,

    /** POST create/batch: several grants, all or none. */
    async adminCreateBatch(ctx: RequestContext, items: AdminCreateInput[]) {
      const rows = await withConflictAsMessage(() =>
        db.transaction(async (trx) => {
          const out = [];
          for (const [i, item] of items.entries()) {
            try {
              out.push(await grant(ctx, item, trx as unknown as Db));
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
      return Promise.all(rows.map((r) => shapePurchase(r.tenant, r.purchase, r.cat)));
    },

    /** GET active/tenant?tenantExternalId (admin): any tenant's purchase. */
    async adminActive(_ctx: RequestContext, tenantExternalId: string) {
      const tenant = await s.tenancy.tenantByExternalId(tenantExternalId);
      if (!tenant) throw notFound('Tenant');
      return shapePurchase(tenant, await active(tenant.id));
    },

    /** PUT disable?companyExternalId: ends the active purchase now; the company falls back to the free plan. */
    async adminDisable(_ctx: RequestContext, companyExternalId: string) {
      const tenant = await s.tenancy.tenantOfCompany(companyExternalId);
      if (!tenant) throw notFound('Company');
      const p = await active(tenant.id);
      if (p && stripVersionSuffix(p.planKey) !== FREE_PLAN_KEY) {
        await fallBackToFree(p, 'DISABLED');
        if (p.providerSubscriptionId && p.provider === provider.name) {
          await provider
            .cancelNow(p.providerSubscriptionId)
            .catch((err) => deps.log.warn({ err }, 'subscriptions: could not end the provider subscription'));
        }
      }
      return shapePurchase(tenant, await active(tenant.id));
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
      return planOf(await catalogue(), key);
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
      const addOn = (await catalogue()).addOns.get(key);
      if (!addOn) throw new AppError('INTERNAL_ERROR', `Add-on ${key} is missing from the catalogue`);
      return addOn;
    },

    listPromotionCodes: async (): Promise<PromotionCode[]> => (await store.promotionCodes()).map(promos.shape),
    createPromotionCode: promos.create,
    deactivatePromotionCode: promos.deactivate,

    // ------------------------------------------------------------------------------------------------------------
    // Provider events (Stripe webhook), already verified by the route.

    async applyProviderEvent(event: { type: string; data: { object: Record<string, unknown> } }) {
      const o = event.data.object;
      const subId =
        typeof o.subscription === 'string'
          ? o.subscription
          : typeof o.id === 'string' && event.type.startsWith('customer.subscription.')
            ? o.id
            : null;
      if (event.type.startsWith('invoice.')) {
        const invoiceId = String(o.id ?? '');
        const existing = invoiceId ? await store.invoiceByProviderId(invoiceId) : null;
        const status =
          o.status === 'paid' ? 'PAID' : o.status === 'void' || o.status === 'uncollectible' ? 'VOID' : 'OPEN';
        if (existing) {
          await store.setInvoiceStatus(existing.id, status);
          return { handled: true };
        }
        const purchase = subId ? await store.byProviderSubscriptionId(subId) : null;
        if (!purchase) return { handled: false };
        const lines = (o.lines as { data?: { period?: { start?: number; end?: number } }[] } | undefined)?.data ?? [];
        const period = lines[0]?.period;
        await store.insertInvoice({
          tenantId: purchase.tenantId,
          purchaseId: purchase.id,
          number: typeof o.number === 'string' && o.number ? o.number : invoiceNumber(),
          amountCents: Number(o.amount_due ?? o.total ?? 0),
          status,
          description: `Renewal: ${purchase.planKey} plan, ${purchase.billingPeriod.toLowerCase()}`,
          lines: [{ description: `Renewal: ${purchase.planKey} plan`, amount: toDollars(Number(o.amount_due ?? 0)) }],
          periodStart: period?.start ? new Date(period.start * 1000) : new Date(),
          periodEnd: period?.end ? new Date(period.end * 1000) : null,
          providerInvoiceId: invoiceId || null,
          hostedUrl: typeof o.hosted_invoice_url === 'string' ? o.hosted_invoice_url : null,
        });
        return { handled: true };
      }
      if (!subId) return { handled: false };
      const purchase = await store.byProviderSubscriptionId(subId);
      if (!purchase || purchase.status !== 'ACTIVE') return { handled: false };
      if (event.type === 'customer.subscription.deleted') {
        await fallBackToFree(purchase, 'CANCELLED');
        return { handled: true };
      }
      if (event.type === 'customer.subscription.updated') {
        await store.updatePurchase(purchase.id, {
          cancelAtPeriodEnd: o.cancel_at_period_end === true,
          ...(typeof o.current_period_start === 'number'
            ? { currentPeriodStart: new Date(o.current_period_start * 1000) }
            : {}),
          ...(typeof o.current_period_end === 'number'
            ? { currentPeriodEnd: new Date(o.current_period_end * 1000) }
            : {}),
        });
        return { handled: true };
      }
      return { handled: false };
    },

    /** Demo seed: a purchase as if made on the paywall, with its invoice. */
    seedPurchase: async (tenantId: number, sel: Selection, at: Date) => {
      const cat = await catalogue();
      const { plan, addOns, price } = priceSelection(cat, sel, null, { forSale: false });
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const end = addPeriod(at, sel.billingPeriod);
        const { purchase } = await replaceActive(
          tenantId,
          {
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
          },
          tx,
        );
        await store.insertInvoice(
          {
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
          },
          tx,
        );
      });
    },
  };
  return service;
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
