import type { BillingDetails, BillingPeriod, InvoiceStatus } from '@atrium/contract';

/** What the subscriptions service asks a payment provider to start. The amount is the server-computed total. */
export interface ProviderPurchaseInput {
  purchaseExternalId: string;
  tenantExternalId: string;
  planKey: string;
  planName: string;
  billingPeriod: BillingPeriod;
  totalCents: number;
  description: string;
  billing: BillingDetails;
}

export interface ProviderPurchaseResult {
  customerId: string | null;
  subscriptionId: string | null;
  /** End of the first period as the provider sees it; null lets the service compute it. */
  periodEnd: Date | null;
  invoice: { providerInvoiceId: string | null; status: InvoiceStatus; hostedUrl: string | null };
}

/** A payment provider: the default one bills outside the product, Stripe bills through Stripe. */
export interface PaymentProvider {
  readonly name: 'default' | 'stripe';
  /** The key the browser may use (Stripe's publishable key); null when there is none. */
  readonly publicKey: string | null;
  startSubscription(input: ProviderPurchaseInput): Promise<ProviderPurchaseResult>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Ends a provider subscription at once (the purchase was replaced or disabled). */
  cancelNow(subscriptionId: string): Promise<void>;
}

/**
 * The default provider: records the purchase and an invoice and charges nothing, for providers that bill their
 * customers outside the product. Invoices of a non-zero amount stay OPEN until paid elsewhere.
 */
export function createDefaultProvider(): PaymentProvider {
  return {
    name: 'default',
    publicKey: null,
    async startSubscription(input) {
      return {
        customerId: null,
        subscriptionId: null,
        periodEnd: null,
        invoice: { providerInvoiceId: null, status: input.totalCents === 0 ? 'PAID' : 'OPEN', hostedUrl: null },
      };
    },
    async cancelAtPeriodEnd() {},
    async cancelNow() {},
  };
}
