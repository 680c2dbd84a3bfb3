/**
 * US dollars in en-US (spec 1 §9). Whole dollars as the spec shows money, but cents are kept when a price has them
 * (9.99 per extra user must not read as $10).
 */
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const usd = (n: number) => (Math.round(n * 100) % 100 === 0 ? whole : cents).format(n);

/** A promotion code's discount: amounts with a $ prefix, percentages with a % suffix (spec 3 §9). */
export const discountLabel = (c: { amountOff: number | null; percentOff: number | null }) =>
  c.percentOff != null ? `${c.percentOff}%` : c.amountOff != null ? usd(c.amountOff) : '';
