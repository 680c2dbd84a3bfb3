/**
 * US dollars in en-US (spec 1 §9). Whole dollars as the spec shows money, but cents are kept when a price has them
 * (9.99 per extra user must not read as $10).
 */
const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
export const usd = (n: number) => fmt.format(n);

/** A promotion code's discount: amounts with a $ prefix, percentages with a % suffix (spec 3 §9). */
export const discountLabel = (c: { amountOff: number | null; percentOff: number | null }) =>
  c.percentOff != null ? `${c.percentOff}%` : c.amountOff != null ? usd(c.amountOff) : '';
