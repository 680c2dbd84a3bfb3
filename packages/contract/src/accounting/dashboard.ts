import { z } from 'zod';

/** Chart and spending-chart types of spec 1 §3. */
export const CHART_TYPES = ['BARCHART', 'LINECHART', 'MONTHS_LEFT_CHART', 'TODAYS_CASH', 'NET_BURN'] as const;
export const SPENDING_CHART_TYPES = [
  'SPENDING',
  'NET_BURN_AND_BALANCE',
  'NET_BURN',
  'TODAY_CASH',
  'REVENUE',
  'RUNWAY_RUN_RATE',
] as const;
export type SpendingChartType = (typeof SPENDING_CHART_TYPES)[number];

const series = z.object({ currentValue: z.number(), previousValue: z.number().nullable() });

/** Every dashboard of the accounting home in one reply, computed on the server from the ledger. */
export const dashboardReply = z.object({
  /** The month the figures are as of (YYYY-MM): the latest month of the ledger; null with no ledger. */
  asOfMonth: z.string().nullable(),
  todaysCash: z.object({ total: z.number(), items: z.array(z.object({ name: z.string(), value: z.number() })) }),
  /** Outflows minus inflows: positive burns cash, negative adds it. */
  netBurn: z.object({ lastMonth: series, threeMonthAverage: series }),
  runway: z.object({
    isInfinite: z.boolean(),
    /** Whole months of cash left at the three-month average burn; null when infinite. */
    value: z.number().nullable(),
    /** YYYY-MM the cash runs out; null when infinite. */
    runOutMonth: z.string().nullable(),
  }),
  spending: z.object({
    categories: z.array(z.string()),
    /** One row per month: { month: 'YYYY-MM', values: { [category]: spent } }. */
    data: z.array(z.object({ month: z.string(), values: z.record(z.string(), z.number()) })),
  }),
  /** Net burn (CURRENT) and end-of-month cash (CASH_BALANCE) per month. */
  netBurnAndBalance: z.array(z.object({ month: z.string(), CURRENT: z.number(), CASH_BALANCE: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardReply>;

// ---- money formats of spec 1 §9 ---------------------------------------------------------------------------------

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars, en-US: 1234.5 → '$1,235'. */
export const formatUsd = (v: number) => usd.format(Math.round(v) === 0 ? 0 : v);

/** Net burn: a plus sign on a positive figure, a negative one in parentheses: '+$12,000', '($3,500)', '$0'. */
export function formatNetBurn(v: number): string {
  const r = Math.round(v);
  if (r > 0) return `+${usd.format(r)}`;
  if (r < 0) return `(${usd.format(-r)})`;
  return usd.format(0);
}
