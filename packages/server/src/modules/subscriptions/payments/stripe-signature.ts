import { createHmac, timingSafeEqual } from 'node:crypto';

/** Seconds a webhook signature stays valid (Stripe's own default tolerance). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/** The Stripe-Signature header for a payload: t=<unix>,v1=<hex hmac-sha256 of "t.payload">. Tests sign with it. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Verifies Stripe's webhook signature as its libraries do: any v1 signature in the header must equal the HMAC of
 * "timestamp.rawBody" under the endpoint secret, and the timestamp must be within the tolerance.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const sigs = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isFinite(t) || sigs.length === 0) return false;
  if (Math.abs(nowS - t) > STRIPE_SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex'));
  return sigs.some((s) => {
    const b = Buffer.from(s);
    return b.length === expected.length && timingSafeEqual(b, expected);
  });
}
