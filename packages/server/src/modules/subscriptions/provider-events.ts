import { toDollars } from '@atrium/contract';
import type { SubscriptionKit } from './kit.ts';
import type { Lifecycle } from './lifecycle.ts';
import { invoiceNumber } from './periods.ts';

/** Provider events (the Stripe webhook), already verified by the route: invoices and subscription changes. */
export function createProviderEvents(kit: SubscriptionKit, life: Lifecycle) {
  const { store } = kit;
  return {
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
        await life.fallBackToFree(purchase, 'CANCELLED');
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
  };
}
