import { z } from 'zod';

/**
 * The ledger (issue 17 items 1–2): transactions imported from a CSV (or, with MERGE_API_KEY, synced from Merge) into
 * one set of tables that every dashboard reads. Amounts are signed US dollars: money in is positive, money out
 * negative. Categories named like TRANSFER_CATEGORIES move cash without being income or spending.
 */

export const LEDGER_LIMITS = {
  /** Largest CSV accepted (bytes). */
  maxImportBytes: 26_214_400,
  maxImportRows: 200_000,
  /** Rows shown by the preview. */
  previewRows: 10,
  /** Row errors listed in a report; the count says how many there were in all. */
  maxRowErrors: 100,
  /** Months in the spending and combo charts. */
  chartMonths: 6,
} as const;

/** Categories that are neither income nor spending: opening balances and moves between the company's own accounts. */
export const TRANSFER_CATEGORIES = ['opening balance', 'transfer'] as const;
export const isTransferCategory = (category: string) =>
  (TRANSFER_CATEGORIES as readonly string[]).includes(category.trim().toLowerCase());

export const LEDGER_FIELDS = ['date', 'account', 'category', 'amount', 'counterparty'] as const;
export type LedgerField = (typeof LEDGER_FIELDS)[number];
export const REQUIRED_LEDGER_FIELDS: readonly LedgerField[] = ['date', 'account', 'category', 'amount'];

/** Which CSV column feeds each ledger field (the header text); counterparty is optional. */
export const ledgerMappingSchema = z.object({
  date: z.string().trim().min(1).max(200),
  account: z.string().trim().min(1).max(200),
  category: z.string().trim().min(1).max(200),
  amount: z.string().trim().min(1).max(200),
  counterparty: z.string().trim().max(200).nullish(),
});
export type LedgerMapping = z.infer<typeof ledgerMappingSchema>;

/** Header names recognised for each field when the user has not mapped the columns (compared lower-case). */
export const LEDGER_HEADER_SYNONYMS: Record<LedgerField, readonly string[]> = {
  date: ['date', 'transaction date', 'posted', 'posted date', 'txn date'],
  account: ['account', 'bank account', 'account name', 'bank'],
  category: ['category', 'type', 'gl account', 'expense category'],
  amount: ['amount', 'value', 'net amount', 'amount (usd)'],
  counterparty: ['counterparty', 'vendor', 'payee', 'name', 'merchant', 'customer'],
};

/** The column a header list offers for each field, by the synonyms; null where none matches. */
export function suggestLedgerMapping(headers: readonly string[]): Partial<Record<LedgerField, string>> {
  const out: Partial<Record<LedgerField, string>> = {};
  const used = new Set<string>();
  for (const field of LEDGER_FIELDS) {
    const hit = headers.find((h) => !used.has(h) && LEDGER_HEADER_SYNONYMS[field].includes(h.trim().toLowerCase()));
    if (hit) {
      out[field] = hit;
      used.add(hit);
    }
  }
  return out;
}

export const LEDGER_MESSAGES = {
  notCsv: 'The file is not a CSV file',
  empty: 'The file has no transactions',
  tooManyRows: `The file has more than ${LEDGER_LIMITS.maxImportRows} rows`,
  missingColumn: (field: string) => `No column is mapped to ${field}`,
  unknownColumn: (column: string) => `The file has no column '${column}'`,
  invalidDate: 'Not a date (use YYYY-MM-DD or MM/DD/YYYY)',
  invalidAmount: 'Not an amount',
  required: 'Required',
  rowsFailed: (n: number) => `${n} row(s) could not be read; nothing was imported`,
  malformed: 'The file could not be read as CSV',
  individuals: 'Integrations are for company accounts',
} as const;

export const ledgerRowErrorSchema = z.object({
  /** 1-based line of the file (the header is line 1). */
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type LedgerRowError = z.infer<typeof ledgerRowErrorSchema>;

export const ledgerPreviewReply = z.object({
  headers: z.array(z.string()),
  mapping: ledgerMappingSchema.partial(),
  rows: z.array(z.array(z.string())),
  totalRows: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(ledgerRowErrorSchema),
});
export type LedgerPreview = z.infer<typeof ledgerPreviewReply>;

export const ledgerImportSchema = z.object({
  externalId: z.string(),
  fileName: z.string(),
  rowCount: z.number().int(),
  accountCount: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  importedAt: z.string(),
});
export type LedgerImport = z.infer<typeof ledgerImportSchema>;

// ---- /api/merge (spec 1 §7.7) -----------------------------------------------------------------------------------

export const INTEGRATION_TYPES = ['MERGE', 'CSV'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export const integrationSchema = z.object({
  externalId: z.string(),
  type: z.enum(INTEGRATION_TYPES),
  /** The imported file's name (CSV). */
  name: z.string(),
  tenantExternalId: z.string(),
  finished: z.boolean(),
  lastSync: z.string().nullable(),
  /** A Merge integration's sync: running, done, or failed (the job queue retries it). */
  syncState: z.enum(['SYNCING', 'DONE', 'FAILED']).optional(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationStatusReply = z.object({
  hasLedger: z.boolean(),
  integrations: z.array(integrationSchema),
  /** Whether the server offers the Merge link (MERGE_API_KEY set); the ledger import otherwise. */
  linkAvailable: z.boolean().optional(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusReply>;

export const integrationTenantQuery = z.object({ tenantExternalId: z.string().uuid().optional() });
export const hasFinishedQuery = z.object({ integrationExternalId: z.string().uuid() });
export const lastSyncReply = z.object({ lastSync: z.string().nullable() });

/** Query of the preview and import calls: the column of each field (all or none of the required ones). */
export const ledgerUploadQuery = ledgerMappingSchema
  .partial()
  .extend({ tenantExternalId: z.string().uuid().optional() });
export type LedgerUploadQuery = z.infer<typeof ledgerUploadQuery>;
