import { z } from 'zod';
import { TAX_AUTHORITIES, TAX_FILING_IDS } from './tax-rules.ts';

export const TAX_FILING_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'FILED'] as const;
export type TaxFilingStatus = (typeof TAX_FILING_STATUSES)[number];

export const taxDeadlineSchema = z.object({
  filingId: z.enum(TAX_FILING_IDS),
  form: z.string(),
  authority: z.enum(TAX_AUTHORITIES),
  ruleKey: z.enum(TAX_FILING_IDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  eventDriven: z.boolean(),
  /** Null for event-driven filings (one row each, no date). */
  dueDate: z.string().nullable(),
  period: z.string().nullable(),
  extendedDate: z.string().nullable(),
  status: z.enum(TAX_FILING_STATUSES),
});
export type TaxDeadline = z.infer<typeof taxDeadlineSchema>;

export const taxDeadlinesReply = z.object({
  /** Whether the caller may set statuses (provider staff). */
  canSetStatus: z.boolean(),
  activityAnswered: z.boolean(),
  deadlines: z.array(taxDeadlineSchema),
});
export type TaxDeadlines = z.infer<typeof taxDeadlinesReply>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD');
export const taxDeadlineStatusBody = z.object({
  tenantExternalId: z.string().uuid().optional(),
  filingId: z.enum(TAX_FILING_IDS),
  /** The due date the status is for; omitted for event-driven filings. */
  dueDate: isoDate.nullish(),
  status: z.enum(TAX_FILING_STATUSES),
});
export type TaxDeadlineStatusBody = z.infer<typeof taxDeadlineStatusBody>;
