import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { TAX_FILING_IDS } from './tax-rules.ts';
import { taxDeadlineSchema } from './tax-deadlines.ts';

/**
 * Tax timeline (issue 17 item 3): the company's filings month by month (/one/accounting/tax-timeline) and the
 * deadlines of every client company for provider staff (/portal/tax-timeline).
 */

/** Reminders go out this many days before a due date (each once per filing and due date), nearest first. */
export const TAX_REMINDER_DAYS = [30, 7] as const;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected YYYY-MM');

/** GET /api/accounting/tax-deadlines/timeline: every month of the current and the next year, January first. */
export const taxTimelineReply = z.object({
  canSetStatus: z.boolean(),
  activityAnswered: z.boolean(),
  months: z.array(z.object({ month, deadlines: z.array(taxDeadlineSchema) })),
  /** Event-driven filings (83(b), BOI): no calendar date. */
  undated: z.array(taxDeadlineSchema),
});
export type TaxTimeline = z.infer<typeof taxTimelineReply>;

/** GET /api/accounting/tax-timeline?customer&form&month&page&pageSize (provider staff). */
export const portalTaxTimelineQuery = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** A client company (tenant externalId). */
  customer: z.string().uuid().optional(),
  form: z.enum(TAX_FILING_IDS).optional(),
  month: month.optional(),
});
export type PortalTaxTimelineQuery = z.infer<typeof portalTaxTimelineQuery>;

export const portalTaxDeadlineSchema = taxDeadlineSchema.extend({
  tenantExternalId: z.string(),
  companyName: z.string(),
});
export type PortalTaxDeadline = z.infer<typeof portalTaxDeadlineSchema>;

export const portalTaxTimelineReply = pageSchema(portalTaxDeadlineSchema).extend({
  /** The companies the timeline covers (those whose plan holds tax-due-dates), for the customer filter. */
  companies: z.array(z.object({ externalId: z.string(), name: z.string() })),
});
export type PortalTaxTimeline = z.infer<typeof portalTaxTimelineReply>;
