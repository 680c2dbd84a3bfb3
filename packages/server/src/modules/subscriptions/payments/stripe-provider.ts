import type { InvoiceStatus } from '@atrium/contract';
import type { PaymentProvider } from './provider.ts';

export interface StripeConfig {
  secretKey: string;
  publicKey: string | null;
  /** https://api.stripe.com, or a local server in tests. */
  apiBase: string;
}

export class StripeError extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(status: number, message: string, code: string | null) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Stripe's form encoding: nested objects as a[b][c]=v, arrays as a[0][b]=v. */
export function formEncode(obj: Record<string, unknown>, prefix = '', out = new URLSearchParams()): URLSearchParams {
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined || v === null) continue;
    const key = prefix ? `${prefix}[${k}]` : k;
    if (Array.isArray(v))
      v.forEach((item, i) =>
        typeof item === 'object'
          ? formEncode(item as Record<string, unknown>, `${key}[${i}]`, out)
          : out.append(`${key}[${i}]`, String(item)),
      );
    else if (typeof v === 'object') formEncode(v as Record<string, unknown>, key, out);
    else out.append(key, String(v));
  }
  return out;
}

/** Stripe invoice status → ours. */
export function invoiceStatusOf(status: string | null | undefined): InvoiceStatus {
  if (status === 'paid') return 'PAID';
  if (status === 'void' || status === 'uncollectible') return 'VOID';
  return 'OPEN';
}

/**
 * The Stripe provider, on Stripe's REST API with plain fetch (no SDK: a handful of calls, and the base URL can point
 * at a local server in tests). Each purchase becomes a customer and a subscription billed by invoice
 * (collection_method=send_invoice): Stripe e-mails the invoice with its hosted payment page, so the browser never
 * handles card data. The price is the server's total, sent as inline price_data on a product per plan.
 */
export function createStripeProvider(cfg: StripeConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${cfg.secretKey}`,
      'Stripe-Version': '2024-06-20',
    };
    if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const res = await fetchImpl(`${cfg.apiBase}${path}`, {
      method,
      headers,
      body: body ? formEncode(body).toString() : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await res.json().catch(() => ({}))) as { error?: { message?: string; code?: string } } & T;
    if (!res.ok)
      throw new StripeError(
        res.status,
        json.error?.message ?? `Stripe answered ${res.status}`,
        json.error?.code ?? null,
      );
    return json;
  }

  /** One Stripe product per plan, with our key as its id; created on first use. */
  async function ensureProduct(planKey: string, planName: string) {
    const id = `atrium-plan-${planKey}`;
    try {
      await call('POST', '/v1/products', { id, name: `${planName} plan` }, `product-${id}`);
    } catch (err) {
      if (!(err instanceof StripeError && err.code === 'resource_already_exists')) throw err;
    }
    return id;
  }

  return {
    name: 'stripe',
    publicKey: cfg.publicKey,
    async startSubscription(input) {
      const b = input.billing;
      const customer = await call<{ id: string }>(
        'POST',
        '/v1/customers',
        {
          name: b.name,
          email: b.email,
          address: { line1: b.addressLine, city: b.city, postal_code: b.zipCode || undefined, country: b.country },
          metadata: { tenantExternalId: input.tenantExternalId },
        },
        `customer-${input.purchaseExternalId}`,
      );
      const product = await ensureProduct(input.planKey, input.planName);
      const sub = await call<{
        id: string;
        current_period_end?: number;
        latest_invoice?: { id: string; status?: string; hosted_invoice_url?: string | null } | string | null;
      }>(
        'POST',
        '/v1/subscriptions',
        {
          customer: customer.id,
          collection_method: 'send_invoice',
          days_until_due: 30,
          items: [
            {
              price_data: {
                currency: 'usd',
                product,
                unit_amount: input.totalCents,
                recurring: { interval: input.billingPeriod === 'YEARLY' ? 'year' : 'month' },
              },
            },
          ],
          metadata: { purchaseExternalId: input.purchaseExternalId, tenantExternalId: input.tenantExternalId },
          expand: ['latest_invoice'],
        },
        `subscription-${input.purchaseExternalId}`,
      );
      const inv = typeof sub.latest_invoice === 'object' && sub.latest_invoice ? sub.latest_invoice : null;
      return {
        customerId: customer.id,
        subscriptionId: sub.id,
        periodEnd: sub.current_period_end ? new Date(sub.current_period_end * 1000) : null,
        invoice: {
          providerInvoiceId: inv?.id ?? (typeof sub.latest_invoice === 'string' ? sub.latest_invoice : null),
          status: invoiceStatusOf(inv?.status),
          hostedUrl: inv?.hosted_invoice_url ?? null,
        },
      };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await call('POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, { cancel_at_period_end: true });
    },
    async cancelNow(subscriptionId) {
      await call('DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
    },
  };
}
