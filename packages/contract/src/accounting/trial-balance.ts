import { z } from 'zod';
import { ledgerRowErrorSchema } from './ledger.ts';

/**
 * The trial-balance import (issue 17 item 1): a QuickBooks or Xero trial balance (CSV export) as the second kind of
 * ledger import. Each account's balance at the period date becomes ledger rows (docs/decisions.md, issue 17):
 * - cash accounts (type Bank/Cash, or named checking, savings, bank, cash…) hold their balance at the period date;
 * - income and expense accounts (by type, or in a file without types every account from the first income account on,
 *   the order both exports use) become the period's flows, spread evenly over its months, paid from the first cash
 *   account — so burn and spending show the period's average month;
 * - other balance-sheet accounts (receivables, payables, equity…) are counted as skipped.
 * The first cash account opens at the period start with what makes its end balance the trial balance's.
 */

export const TRIAL_BALANCE_FIELDS = ['account', 'debit', 'credit', 'balance', 'type'] as const;
export type TrialBalanceField = (typeof TRIAL_BALANCE_FIELDS)[number];

const column = z.string().trim().min(1).max(200);
export const trialBalanceMappingSchema = z.object({
  account: column.nullish(),
  debit: column.nullish(),
  credit: column.nullish(),
  /** A single signed balance column (debit positive) instead of debit and credit. */
  balance: column.nullish(),
  type: column.nullish(),
});
export type TrialBalanceMapping = z.infer<typeof trialBalanceMappingSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
export const trialBalanceUploadQuery = trialBalanceMappingSchema.extend({
  /** The date the balances are as of; read from the file's 'As of' line when not given. */
  periodEnd: isoDate.optional(),
  /** The first day the income and expense totals cover; the period end's month when not given. */
  periodStart: isoDate.optional(),
  tenantExternalId: z.string().uuid().optional(),
});
export type TrialBalanceUploadQuery = z.infer<typeof trialBalanceUploadQuery>;

/** Header names recognised for each field (compared lower-case). */
export const TRIAL_BALANCE_HEADER_SYNONYMS: Record<TrialBalanceField, readonly string[]> = {
  account: ['account', 'account name', 'name', 'gl account', 'description'],
  debit: ['debit', 'debits', 'debit - year to date', 'ytd debit', 'dr'],
  credit: ['credit', 'credits', 'credit - year to date', 'ytd credit', 'cr'],
  balance: ['balance', 'net', 'amount', 'net balance', 'closing balance'],
  type: ['account type', 'type', 'class', 'classification'],
};

export const ACCOUNT_CLASSES = ['CASH', 'INCOME_EXPENSE', 'OTHER'] as const;
export type AccountClass = (typeof ACCOUNT_CLASSES)[number];

export const trialBalanceLineSchema = z.object({
  line: z.number().int(),
  account: z.string(),
  class: z.enum(ACCOUNT_CLASSES),
  /** Debit minus credit, US dollars. */
  balance: z.number(),
});

export const trialBalancePreviewReply = z.object({
  headers: z.array(z.string()),
  mapping: trialBalanceMappingSchema,
  rows: z.array(z.array(z.string())),
  totalRows: z.number().int(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** The first lines as read and classified. */
  accounts: z.array(trialBalanceLineSchema),
  cashAccounts: z.number().int(),
  incomeExpenseAccounts: z.number().int(),
  skippedAccounts: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(ledgerRowErrorSchema),
});
export type TrialBalancePreview = z.infer<typeof trialBalancePreviewReply>;

export const TRIAL_BALANCE_MESSAGES = {
  noHeader: 'No header row with Debit and Credit (or Balance) columns was found',
  noPeriod: "The period date is missing: the file has no 'As of' line; choose the date",
  noCash: 'The trial balance has no bank or cash account',
  startAfterEnd: 'The period start is after the period end',
  missingAmount: 'Map Debit and Credit, or Balance',
} as const;
