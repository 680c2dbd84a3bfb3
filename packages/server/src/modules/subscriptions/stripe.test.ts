import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { stripeSignatureHeader, verifyStripeSignature } from './payments/stripe-signature.ts';
import { formEncode } from './payments/stripe-provider.ts';
import { BILLING, newCompany } from './test-support.ts';

/**
 * A local HTTP server answering the Stripe calls the provider makes, the way Stripe's API does: form-encoded bodies,
 * bearer secret key, JSON objects with ids, errors as {error: {message, code}} with a 4xx status.
 */
interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}
const seen: Seen[] = [];
const products = new Set<string>();
let failSubscriptions = false;
/** Runs before the subscription is answered (to change the database while the provider works). */
let beforeSubscription: (() => Promise<void>) | null = null;
let n = 0;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    seen.push({
      method: req.method!,
      path: req.url!,
      auth: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      form,
    });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== 'Bearer sk_test_local')
      return send(401, { error: { message: 'Invalid API Key provided', type: 'invalid_request_error' } });
    if (req.method === 'POST' && req.url === '/v1/customers')
      return send(200, { id: `cus_${++n}`, object: 'customer', email: form.get('email') });
    if (req.method === 'POST' && req.url === '/v1/products') {
      const id = form.get('id')!;
      if (products.has(id))
        return send(400, {
          error: { message: `Product already exists.`, code: 'resource_already_exists', type: 'invalid_request_error' },
        });
      products.add(id);
      return send(200, { id, object: 'product', name: form.get('name') });
    }
    if (req.method === 'POST' && req.url === '/v1/subscriptions') {
      if (beforeSubscription) {
        const hook = beforeSubscription;
        beforeSubscription = null;
        return void hook().then(() => send(200, { id: `sub_${++n}`, object: 'subscription', latest_invoice: null }));
      }
      if (failSubscriptions)
        return send(402, { error: { message: 'Your card was declined.', code: 'card_declined', type: 'card_error' } });
      const id = `sub_${++n}`;
      const end = Math.floor(Date.now() / 1000) + 31 * 86400;
      return send(200, {
        id,
        object: 'subscription',
        current_period_end: end,
        latest_invoice: {
          id: `in_${n}`,
          object: 'invoice',
          status: 'open',
          hosted_invoice_url: `https://invoice.stripe.com/i/in_${n}`,
        },
      });
    }
    const m = /^\/v1\/subscriptions\/(sub_\d+)$/.exec(req.url!);
    if (m && req.method === 'POST')
      return send(200, {
        id: m[1],
        object: 'subscription',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
      });
    if (m && req.method === 'DELETE') return send(200, { id: m[1], object: 'subscription', status: 'canceled' });
    return send(404, { error: { message: 'Unrecognized request URL', type: 'invalid_request_error' } });
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const port = (server.address() as AddressInfo).port;

const WHSEC = 'whsec_local_secret';
const t = await useTestApp({
  stripeSecretKey: 'sk_test_local',
  stripePublicKey: 'pk_test_local',
  stripeWebhookSecret: WHSEC,
  stripeApiBase: `http://127.0.0.1:${port}`,
});
const BASE = '/api/subscription-purchase';
const sql = (q: string, p: unknown[] = []) => t.database.raw.query<Record<string, any>>(q, p);

beforeEach(() => {
  seen.length = 0;
  failSubscriptions = false;
});

async function webhook(event: unknown, opts: { secret?: string; header?: string; at?: number } = {}) {
  const payload = JSON.stringify(event);
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/webhook/stripe`,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': opts.header ?? stripeSignatureHeader(payload, opts.secret ?? WHSEC, opts.at),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('Stripe provider', () => {
  it('hands the publishable key to the browser', async () => {
    const c = await newCompany(t, 'Pk');
    expect((await t.call('GET', `${BASE}/payment-config`, { as: c.owner })).body.content).toEqual({
      provider: 'stripe',
      publicKey: 'pk_test_local',
    });
  });

  it('creates the customer, the product and an invoiced subscription for the server-computed total', async () => {
    const c = await newCompany(t, 'Stripe');
    const r = await t.call('POST', `${BASE}/purchase`, {
      as: c.owner,
      tenant: c.tenantId,
      body: { planKey: 'growth', billingPeriod: 'YEARLY', addOnKeys: ['pipelines'], billingDetails: BILLING },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({ subscription: { objectKey: 'growth' }, total: 12 * (99 + 19 - 10) });

    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/products',
      'POST /v1/subscriptions',
    ]);
    expect(seen.every((s) => s.auth === 'Bearer sk_test_local')).toBe(true);
    const [customer, product, sub] = seen;
    expect(Object.fromEntries(customer.form)).toMatchObject({
      name: BILLING.name,
      email: BILLING.email,
      'address[line1]': BILLING.addressLine,
      'address[city]': BILLING.city,
      'address[postal_code]': BILLING.zipCode,
      'address[country]': 'US',
      'metadata[tenantExternalId]': c.tenantId,
    });
    expect(customer.idempotencyKey).toMatch(/^customer-/);
    expect(product.form.get('id')).toBe('atrium-plan-growth');
    expect(Object.fromEntries(sub.form)).toMatchObject({
      customer: expect.stringMatching(/^cus_\d+$/),
      collection_method: 'send_invoice',
      days_until_due: '30',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][product]': 'atrium-plan-growth',
      'items[0][price_data][unit_amount]': String(12 * (99 + 19 - 10) * 100),
      'items[0][price_data][recurring][interval]': 'year',
      'expand[0]': 'latest_invoice',
    });

    const stored = (
      await sql(
        'select provider, provider_customer_id, provider_subscription_id from subscription_purchases where external_id = $1',
        [r.body.content.externalId],
      )
    ).rows[0];
    expect(stored).toMatchObject({
      provider: 'stripe',
      provider_customer_id: expect.stringMatching(/^cus_/),
      provider_subscription_id: expect.stringMatching(/^sub_/),
    });
    const invoices = (await t.call('GET', `${BASE}/invoices`, { as: c.owner, tenant: c.tenantId })).body.content;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      status: 'OPEN',
      amount: 1296,
      hostedUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\/i\/in_/),
    });

    // A second purchase reuses the product (Stripe answers resource_already_exists) and ends the replaced subscription.
    seen.length = 0;
    const again = await t.call('POST', `${BASE}/purchase`, {
      as: c.owner,
      tenant: c.tenantId,
      body: { planKey: 'growth', billingPeriod: 'MONTHLY', billingDetails: BILLING },
    });
    expect(again.status).toBe(200);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/products',
      'POST /v1/subscriptions',
      `DELETE /v1/subscriptions/${stored.provider_subscription_id}`,
    ]);
  });

  it('a refused payment changes nothing and gives the promotion code redemption back', async () => {
    const c = await newCompany(t, 'Declined');
    await t.call('POST', '/api/utils/subscription-purchase/promotion-code', {
      as: 'superadmin@atrium.dev',
      body: { code: 'DECLINE10', amountOff: 10, maxRedemptions: 1 },
    });
    failSubscriptions = true;
    const r = await t.call('POST', `${BASE}/purchase`, {
      as: c.owner,
      tenant: c.tenantId,
      body: { planKey: 'core', billingPeriod: 'MONTHLY', promotionCode: 'DECLINE10', billingDetails: BILLING },
    });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({
      errorCode: 'PAYMENT_FAILED',
      message: 'The payment provider refused the purchase: Your card was declined.',
    });
    expect(
      (await sql(`select times_redeemed from promotion_codes where code = 'DECLINE10'`)).rows[0].times_redeemed,
    ).toBe(0);
    expect(
      (await t.call('GET', `${BASE}/active/tenant`, { as: c.owner, tenant: c.tenantId })).body.content.subscription
        .objectKey,
    ).toBe('basic');
    expect((await t.call('GET', `${BASE}/invoices`, { as: c.owner, tenant: c.tenantId })).body.content).toEqual([]);
  });

  it('ends the Stripe subscription when the purchase cannot be recorded after Stripe accepted it', async () => {
    const c = await newCompany(t, 'Vanishing');
    beforeSubscription = async () => {
      await sql('delete from tenants where external_id = $1', [c.tenantId]);
    };
    const r = await t.call('POST', `${BASE}/purchase`, {
      as: c.owner,
      tenant: c.tenantId,
      body: { planKey: 'core', billingPeriod: 'MONTHLY', billingDetails: BILLING },
    });
    expect(r.status).toBe(500);
    const calls = seen.map((s) => `${s.method} ${s.path}`);
    expect(calls.slice(0, 3)).toEqual(['POST /v1/customers', 'POST /v1/products', 'POST /v1/subscriptions']);
    expect(calls[3]).toMatch(/^DELETE \/v1\/subscriptions\/sub_\d+$/);
  });

  it('cancels at the period end on Stripe too', async () => {
    const c = await newCompany(t, 'StripeCancel');
    const bought = (
      await t.call('POST', `${BASE}/purchase`, {
        as: c.owner,
        tenant: c.tenantId,
        body: { planKey: 'core', billingPeriod: 'MONTHLY', billingDetails: BILLING },
      })
    ).body.content;
    seen.length = 0;
    const r = await t.call('GET', `${BASE}/cancel/subscription?externalId=${bought.externalId}`, {
      as: c.owner,
      tenant: c.tenantId,
    });
    expect(r.body.content.cancelAtPeriodEnd).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toMatch(/^\/v1\/subscriptions\/sub_\d+$/);
    expect(seen[0].form.get('cancel_at_period_end')).toBe('true');
  });
});

describe('POST webhook/stripe', () => {
  it('refuses a missing, forged or stale signature and a body that is not an event', async () => {
    const event = { type: 'invoice.paid', data: { object: { id: 'in_x', status: 'paid' } } };
    expect((await webhook(event, { header: '' })).status).toBe(403);
    expect((await webhook(event, { secret: 'whsec_wrong' })).body).toMatchObject({
      errorCode: 'FORBIDDEN',
      message: 'Invalid Stripe signature',
    });
    expect((await webhook(event, { at: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(403);
    expect((await webhook({ hello: 'world' })).status).toBe(400);
  });

  it('marks an invoice paid, records a renewal invoice, follows updates and ends the purchase on deletion', async () => {
    const c = await newCompany(t, 'Hook');
    const bought = (
      await t.call('POST', `${BASE}/purchase`, {
        as: c.owner,
        tenant: c.tenantId,
        body: { planKey: 'core', billingPeriod: 'MONTHLY', billingDetails: BILLING },
      })
    ).body.content;
    const ids = (
      await sql('select provider_subscription_id as sub from subscription_purchases where external_id = $1', [
        bought.externalId,
      ])
    ).rows[0];
    const [first] = (await t.call('GET', `${BASE}/invoices`, { as: c.owner, tenant: c.tenantId })).body.content;
    const providerInvoice = (
      await sql('select provider_invoice_id as id from subscription_invoices where external_id = $1', [
        first.externalId,
      ])
    ).rows[0].id;

    const paid = await webhook({
      id: 'evt_1',
      type: 'invoice.paid',
      data: { object: { id: providerInvoice, subscription: ids.sub, status: 'paid' } },
    });
    expect(paid).toMatchObject({ status: 200, body: { content: { handled: true } } });
    expect((await t.call('GET', `${BASE}/invoices`, { as: c.owner, tenant: c.tenantId })).body.content[0].status).toBe(
      'PAID',
    );

    const start = Math.floor(Date.now() / 1000) + 31 * 86400;
    await webhook({
      type: 'invoice.created',
      data: {
        object: {
          id: 'in_renewal_1',
          number: 'ABC-0002',
          subscription: ids.sub,
          status: 'open',
          amount_due: 4900,
          hosted_invoice_url: 'https://invoice.stripe.com/i/r1',
          lines: { data: [{ period: { start, end: start + 30 * 86400 } }] },
        },
      },
    });
    const invoices = (await t.call('GET', `${BASE}/invoices`, { as: c.owner, tenant: c.tenantId })).body.content;
    expect(invoices).toHaveLength(2);
    expect(invoices.find((i: { number: string }) => i.number === 'ABC-0002')).toMatchObject({
      amount: 49,
      status: 'OPEN',
      hostedUrl: 'https://invoice.stripe.com/i/r1',
    });

    await webhook({
      type: 'customer.subscription.updated',
      data: { object: { id: ids.sub, cancel_at_period_end: true, current_period_end: start } },
    });
    expect(
      (await t.call('GET', `${BASE}/active/tenant`, { as: c.owner, tenant: c.tenantId })).body.content,
    ).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(start * 1000).toISOString() });

    await webhook({ type: 'customer.subscription.deleted', data: { object: { id: ids.sub } } });
    expect(
      (await t.call('GET', `${BASE}/active/tenant`, { as: c.owner, tenant: c.tenantId })).body.content.subscription
        .objectKey,
    ).toBe('basic');
    const unknown = await webhook({ type: 'customer.subscription.deleted', data: { object: { id: 'sub_unknown' } } });
    expect(unknown.body.content).toEqual({ handled: false });
  });
});

describe('stripe helpers', () => {
  it('verifies signatures as Stripe computes them', () => {
    const payload = '{"a":1}';
    const header = stripeSignatureHeader(payload, 'whsec_x', 1_700_000_000);
    expect(verifyStripeSignature(payload, header, 'whsec_x', 1_700_000_100)).toBe(true);
    expect(verifyStripeSignature(payload + ' ', header, 'whsec_x', 1_700_000_100)).toBe(false);
    expect(verifyStripeSignature(payload, header, 'whsec_x', 1_700_001_000)).toBe(false);
    expect(verifyStripeSignature(payload, `t=1700000000,v1=00,${header.split(',')[1]}`, 'whsec_x', 1_700_000_000)).toBe(
      true,
    );
    expect(verifyStripeSignature(payload, undefined, 'whsec_x')).toBe(false);
  });
  it('form-encodes nested objects and arrays the Stripe way', () => {
    expect(
      decodeURIComponent(
        formEncode({
          a: 1,
          b: { c: 'x', d: undefined },
          items: [{ p: { q: 2 } }],
          expand: ['latest_invoice'],
        }).toString(),
      ),
    ).toBe('a=1&b[c]=x&items[0][p][q]=2&expand[0]=latest_invoice');
  });
});

describe('webhook without a configured secret', () => {
  it('is not found', async () => {
    const secret = t.deps.config.stripeWebhookSecret;
    t.deps.config.stripeWebhookSecret = null;
    try {
      expect((await webhook({ type: 'x', data: { object: {} } })).status).toBe(404);
    } finally {
      t.deps.config.stripeWebhookSecret = secret;
    }
  });
});
