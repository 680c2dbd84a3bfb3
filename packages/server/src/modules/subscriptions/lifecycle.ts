import { FREE_PLAN_KEY, toDollars, type BillingPeriod } from '@atrium/contract';
import { isUniqueViolation } from '../../platform/sql.ts';
import type { SubscriptionKit } from './kit.ts';
import { addPeriod, invoiceNumber } from './periods.ts';
import type { PurchaseRow } from './store.ts';

/** Renewals caught up in one read at most (a tenant unseen for years is not billed for every month in one go). */
const MAX_RENEWALS_PER_READ = 36;

/**
 * Time-based transitions, applied from the stored dates whenever a tenant's purchase is read: trial expiry,
 * cancellation at period end, renewal of the default provider's periods, end of an admin grant.
 */
export function createLifecycle(kit: SubscriptionKit) {
  const { store } = kit;
  const db = kit.deps.database;

  /** Ends the active purchase (if still active) and starts the free plan, in one transaction. Loser of a race: no-op. */
  async function fallBackToFree(p: PurchaseRow, status: 'EXPIRED' | 'CANCELLED' | 'DISABLED') {
    try {
      await db.withTransaction(async () => {
        const ended = await store.endIfActive(p.id, status);
        if (!ended) return;
        await store.insertPurchase({
          tenantId: p.tenantId,
          planKey: FREE_PLAN_KEY,
          accountType: 'DEFAULT',
          status: 'ACTIVE',
        });
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }

  /** Records one renewal of a default-provider period and its invoice. */
  async function renewOnce(p: PurchaseRow) {
    const start = p.currentPeriodEnd!;
    const end = addPeriod(start, p.billingPeriod as BillingPeriod);
    await db.withTransaction(async () => {
      const moved = await store.advancePeriod(p.id, start, { start, end });
      if (!moved) return;
      await store.insertInvoice({
        tenantId: p.tenantId,
        purchaseId: p.id,
        number: invoiceNumber(),
        amountCents: p.totalCents,
        status: p.totalCents === 0 ? 'PAID' : 'OPEN',
        description: `Renewal: ${p.planKey} plan, ${p.billingPeriod.toLowerCase()}`,
        lines: [{ description: `Renewal: ${p.planKey} plan`, amount: toDollars(p.totalCents) }],
        periodStart: start,
        periodEnd: end,
      });
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

  /** The purchase if its stored dates keep it in force now, else null (the free plan). Records nothing. */
  function stillEffective(p: PurchaseRow | null): PurchaseRow | null {
    if (!p) return null;
    const now = Date.now();
    if (p.trialEndsAt && p.trialEndsAt.getTime() <= now) return null;
    const ended = p.currentPeriodEnd !== null && p.currentPeriodEnd.getTime() <= now;
    if (ended && (p.cancelAtPeriodEnd || p.purchaseType !== 'PAID')) return null;
    return p;
  }

  return { active, stillEffective, fallBackToFree };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
