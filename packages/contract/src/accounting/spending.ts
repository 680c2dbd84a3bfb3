import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { integrationTenantQuery } from './ledger.ts';

/**
 * Spending (issue 17 item 4, /one/spending and /one/spending/details) and the monthly founder update (item 7), both
 * computed on the server from the ledger and behind `accounting-module` like the dashboards.
 *
 * A month's spending in a category (or with a vendor) is its net outflow that month — outflows minus refunds — leaving
 * out transfers and opening balances; a category or vendor with a net inflow (revenue, a customer) spent nothing.
 */

export const SPENDING_LIMITS = {
  /** Months in the month-over-month trend. */
  trendMonths: 6,
  /** Series in the trend chart; the rest are summed as SPENDING_OTHER. */
  trendSeries: 6,
  /** Largest increases and largest decreases listed as top movers. */
  movers: 5,
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxFilterLength: 200,
} as const;

/** The vendor key of transactions with no counterparty (shown as 'No vendor'). */
export const SPENDING_NO_VENDOR = '__none__';
/** The trend series summing the categories or vendors beyond the first SPENDING_LIMITS.trendSeries. */
export const SPENDING_OTHER = '__other__';

export const SPENDING_DIMENSIONS = ['category', 'vendor'] as const;
export type SpendingDimension = (typeof SPENDING_DIMENSIONS)[number];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month of the ledger, 'YYYY-MM'. */
export const monthParam = z.string().regex(MONTH, 'Use a month as YYYY-MM');

export const spendingQuery = integrationTenantQuery.extend({ month: monthParam.optional() });
export type SpendingQuery = z.infer<typeof spendingQuery>;

/** One category or vendor: spent in the month, in the month before, and the change (null % when nothing before). */
export const spendingRowSchema = z.object({
  key: z.string(),
  current: z.number(),
  previous: z.number(),
  change: z.number(),
  changePct: z.number().nullable(),
});
export type SpendingRow = z.infer<typeof spendingRowSchema>;

export const spendingBreakdownSchema = z.object({
  /** Everything spent in the month or the month before, largest current spending first. */
  rows: z.array(spendingRowSchema),
  total: z.object({ current: z.number(), previous: z.number(), change: z.number() }),
  /** Largest increases (change > 0, largest first) and decreases (change < 0, largest drop first). */
  increases: z.array(spendingRowSchema),
  decreases: z.array(spendingRowSchema),
  /** Month over month, the trendMonths ending with the chosen month: the top series plus SPENDING_OTHER. */
  trend: z.object({
    keys: z.array(z.string()),
    data: z.array(z.object({ month: z.string(), values: z.record(z.string(), z.number()) })),
  }),
});
export type SpendingBreakdown = z.infer<typeof spendingBreakdownSchema>;

export const spendingReply = z.object({
  /** The ledger's months, newest first (the month picker); empty with no ledger. */
  months: z.array(z.string()),
  /** The month shown (the newest when none was asked for) and the one it is compared with. */
  month: z.string().nullable(),
  previousMonth: z.string().nullable(),
  category: spendingBreakdownSchema,
  vendor: spendingBreakdownSchema,
});
export type Spending = z.infer<typeof spendingReply>;

// ---- details ----------------------------------------------------------------------------------------------------

export const SPENDING_SORTS = ['date', 'amount', 'vendor', 'account'] as const;
export type SpendingSort = (typeof SPENDING_SORTS)[number];

const filter = z.string().trim().min(1).max(SPENDING_LIMITS.maxFilterLength);

/** GET spending/details: one category's (or vendor's) transactions, paged (page from 0), sortable. */
export const spendingDetailsQuery = integrationTenantQuery.extend({
  category: filter.optional(),
  /** A counterparty, or SPENDING_NO_VENDOR. */
  vendor: filter.optional(),
  month: monthParam.optional(),
  sort: z.enum(SPENDING_SORTS).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: pageQuerySchema.shape.page,
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (SPENDING_LIMITS.pageSizes as readonly number[]).includes(n), {
      message: `One of ${SPENDING_LIMITS.pageSizes.join(', ')}`,
    })
    .default(SPENDING_LIMITS.defaultPageSize),
});
export type SpendingDetailsQuery = z.infer<typeof spendingDetailsQuery>;

export const spendingTransactionSchema = z.object({
  date: z.string(),
  account: z.string(),
  category: z.string(),
  vendor: z.string().nullable(),
  /** Signed US dollars: money out is negative. */
  amount: z.number(),
});
export type SpendingTransaction = z.infer<typeof spendingTransactionSchema>;

export const spendingDetailsReply = pageSchema(spendingTransactionSchema).extend({
  /** Net outflow of the filtered transactions (positive when money went out). */
  spent: z.number(),
  /** The filters' choices: the ledger's spending categories and months (newest first). */
  categories: z.array(z.string()),
  months: z.array(z.string()),
});
export type SpendingDetails = z.infer<typeof spendingDetailsReply>;

// ---- founder update (issue 17 item 7) -------------------------------------------------------------------------

export const founderUpdateQuery = integrationTenantQuery.extend({ month: monthParam });
export const founderUpdateBody = z.object({ month: monthParam, tenantExternalId: z.string().uuid().optional() });
export type FounderUpdateBody = z.infer<typeof founderUpdateBody>;

/** The file name of a founder update: founder-update-2026-10.pdf. */
export const founderUpdateFileName = (month: string) => `founder-update-${month}.pdf`;

export const SPENDING_MESSAGES = {
  noSuchMonth: 'The books have no such month',
  individuals: 'Accounting is for companies',
} as const;
