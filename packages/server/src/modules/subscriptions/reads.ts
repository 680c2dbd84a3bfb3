import {
  FREE_PLAN_KEY,
  SUBSCRIPTION_MESSAGES as M,
  accessMap,
  stripVersionSuffix,
  toDollars,
  type BillingPeriod,
} from '@atrium/contract';
import type { SubscriptionPurchase } from '@atrium/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { inTransaction } from '../../platform/transaction.ts';
import { catalogueOf, planOf, tenantByIdOrExternalId, tenantOfCompany, type SubscriptionKit } from './kit.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Presenters } from './presenters.ts';

/** What a tenant has: its purchase, price, invoices, seats and access map. */
export function createReads(kit: SubscriptionKit, life: Lifecycle, present: Presenters) {
  const { store, tenancy } = kit;
  return {
    /**
     * For other modules (invitations): refuses when every seat of the tenant's plan is taken. Accepts the tenant's
     * internal id or externalId; throws 409 SEAT_LIMIT_REACHED with a clear message.
     */
    async assertSeatAvailable(tenant: number | string) {
      const t = await tenantByIdOrExternalId(kit, tenant);
      if (t.isInternal) return;
      const inTx = inTransaction();
      // In a transaction, two people taking the last seat at once queue here; the second then counts the first.
      if (inTx) await tenancy.lockTenant(t.id);
      // Inside the caller's transaction only read: apply the stored dates without recording the transition (the
      // next plain read records it), so a refused invitation leaves no purchase change behind.
      const p = inTx ? life.stillEffective(await store.active(t.id)) : await life.active(t.id);
      const cat = await catalogueOf(kit);
      const limit = planOf(cat, p?.planKey ?? FREE_PLAN_KEY).seatLimit + (p?.extraUsers ?? 0);
      const used = (await tenancy.memberUserIds(t.id)).length;
      if (used >= limit) throw new AppError('SEAT_LIMIT_REACHED', M.seatLimit(limit));
    },

    /** The access map of a tenant (by internal id), for the server-side module guard. */
    async accessOf(tenantId: number) {
      const p = await life.active(tenantId);
      const cat = await catalogueOf(kit);
      const plan = planOf(cat, p?.planKey ?? FREE_PLAN_KEY);
      return accessMap([...plan.addOns.map((a) => a.objectKey), ...(p?.extraAddOnKeys ?? [])]);
    },

    /** The add-on keys a tenant holds (plan-included plus extra, suffixes stripped), for per-module limits. */
    async addOnKeysOf(tenantId: number): Promise<string[]> {
      const p = await life.active(tenantId);
      const plan = planOf(await catalogueOf(kit), p?.planKey ?? FREE_PLAN_KEY);
      return [...plan.addOns.map((a) => a.objectKey), ...(p?.extraAddOnKeys ?? [])].map(stripVersionSuffix);
    },

    /** The tenant of a company externalId (or a tenant's own), for the company routes' tenant scope; null when unknown. */
    tenantOfCompany: (externalId: string) => tenantOfCompany(kit, externalId),

    /**
     * GET active/tenant and GET active/company?companyExternalId: the scope's tenant's purchase (the free plan when
     * none). The scope is the header's tenant (the company named must be it) or, for portal staff, a client company.
     */
    async activePurchase(scope: TenantScope) {
      const tenant = await tenantByIdOrExternalId(kit, scope.tenant.id);
      return present.shapePurchase(tenant, await life.active(tenant.id));
    },

    /** GET details/{id}: a purchase of the scope's tenant (any status). */
    async details(scope: TenantScope, externalId: string) {
      const p = await store.byExternalId(externalId);
      if (!p || p.tenantId !== scope.tenant.id) throw notFound('Subscription purchase');
      const shaped = await present.shapePurchase(await tenantByIdOrExternalId(kit, p.tenantId), p);
      return { ...shaped, status: p.status as SubscriptionPurchase['status'] };
    },

    /** GET details/{id}/price */
    async detailsPrice(scope: TenantScope, externalId: string) {
      const p = await store.byExternalId(externalId);
      if (!p || p.tenantId !== scope.tenant.id) throw notFound('Subscription purchase');
      const total = toDollars(p.totalCents);
      return {
        total,
        billingPeriod: p.billingPeriod as BillingPeriod,
        monthlyEquivalent: p.billingPeriod === 'YEARLY' ? toDollars(Math.round(p.totalCents / 12)) : total,
      };
    },

    /** Price by tenant: what the active purchase costs a billing period. */
    async priceOfTenant(scope: TenantScope) {
      const p = await life.active(scope.tenant.id);
      return toDollars(p?.totalCents ?? 0);
    },

    /** GET invoices: the scope's tenant's, newest first. */
    async invoices(scope: TenantScope) {
      return (await store.invoicesOf(scope.tenant.id)).map(present.shapeInvoice);
    },

    /** The invoice and what goes on its document. */
    async invoiceDocument(scope: TenantScope, externalId: string) {
      const inv = await store.invoiceOf(scope.tenant.id, externalId);
      if (!inv) throw notFound('Invoice');
      return { invoice: present.shapeInvoice(inv), lines: inv.lines, tenantName: scope.tenant.name };
    },
  };
}
