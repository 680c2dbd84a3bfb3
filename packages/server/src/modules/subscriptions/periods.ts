import type { BillingPeriod } from '@atrium/contract';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The same day one month or one year later (UTC), clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addPeriod(from: Date, period: BillingPeriod): Date {
  const months = period === 'YEARLY' ? 12 : 1;
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(from);
  d.setUTCDate(1);
  d.setUTCFullYear(y, m, Math.min(from.getUTCDate(), lastDay));
  return d;
}

/** Whole days left until a moment, rounded up; 0 once it has passed. */
export const daysLeft = (until: Date, now = new Date()) =>
  Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS));

/** A human-readable invoice number, unique enough for a unique index to settle the rest. */
export function invoiceNumber(now = new Date()) {
  const ymd = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `INV-${ymd}-${Math.random().toString(16).slice(2, 8).toUpperCase().padEnd(6, '0')}`;
}
