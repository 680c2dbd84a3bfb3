import { z } from 'zod';
import { ACCOUNT_TYPES } from './enums.ts';
import { pageQuerySchema } from './envelope.ts';

/** GET /api/customer-management?page&pageSize&term — the portal's customer list (spec 1 §7.5). */
export const customerListQuery = pageQuerySchema.extend({
  /** Matches the customer's name, case-insensitively, anywhere in it. */
  term: z.string().trim().max(200).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** A staff member as the customer list shows them. */
export const customerPersonShape = z.object({ externalId: z.string(), name: z.string() });

/** A customer: a non-internal tenant (company or individual account). */
export const customerShape = z.object({
  externalId: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  membersCount: z.number().int(),
  createdAt: z.string(),
  /** The customer's key account manager, or null when unassigned. */
  kam: customerPersonShape.nullable(),
  /** Flows that are active, not finalized and not deleted. */
  activeFlows: z.number().int(),
});
export type Customer = z.infer<typeof customerShape>;

/**
 * Quick filters of the portal customer list (spec 1 §2.9 `selectedFilters`; the spec names the field only):
 * account type, customers with an active flow, customers with an overdue task. Several chips narrow together.
 */
export const CUSTOMER_QUICK_FILTERS = ['COMPANY', 'INDIVIDUAL', 'WITH_ACTIVE_FLOWS', 'WITH_OVERDUE_TASKS'] as const;
export type CustomerQuickFilter = (typeof CUSTOMER_QUICK_FILTERS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/**
 * POST /api/customer-management/filter?page&pageSize — the portal customer list's filters (spec 1 §2.9).
 * Flow conditions (productSearch, dates, preparers, reviewers) are met by one flow of the customer: its name or
 * service matches productSearch and one of its tasks is due within `dates`, prepared by one of `preparers` and
 * reviewed by one of `reviewers`. Only active, unfinalized flows count unless showAllFlows.
 */
export const customerFilterBody = z
  .object({
    selectedFilters: z.array(z.enum(CUSTOMER_QUICK_FILTERS)).max(CUSTOMER_QUICK_FILTERS.length).default([]),
    /** Only customers without a KAM. */
    showUnassignedOnly: z.boolean().default(false),
    customerSearch: z.string().trim().max(200).default(''),
    productSearch: z.string().trim().max(200).default(''),
    dates: z
      .object({ from: isoDate.nullable().default(null), to: isoDate.nullable().default(null) })
      .default({ from: null, to: null }),
    preparers: z.array(z.string().uuid()).max(100).default([]),
    reviewers: z.array(z.string().uuid()).max(100).default([]),
    showAllFlows: z.boolean().default(false),
  })
  .refine((b) => !b.dates.from || !b.dates.to || b.dates.from <= b.dates.to, {
    message: 'The end date must not be before the start date',
    path: ['dates', 'to'],
  });
export type CustomerFilterBody = z.input<typeof customerFilterBody>;
export type CustomerFilter = z.output<typeof customerFilterBody>;

/** Onboarding of a customer by staff (spec 1 §7.5 onboarding / onboarding-status; the statuses are ours). */
export const CUSTOMER_ONBOARDING_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED'] as const;
export type CustomerOnboardingStatus = (typeof CUSTOMER_ONBOARDING_STATUSES)[number];

/** POST onboarding?page&pageSize: customers by onboarding status (none = every status), newest first. */
export const customerOnboardingBody = z.object({
  statuses: z.array(z.enum(CUSTOMER_ONBOARDING_STATUSES)).max(CUSTOMER_ONBOARDING_STATUSES.length).default([]),
  search: z.string().trim().max(200).default(''),
});
export const customerOnboardingShape = z.object({
  tenantExternalId: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  status: z.enum(CUSTOMER_ONBOARDING_STATUSES),
  updatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerOnboarding = z.infer<typeof customerOnboardingShape>;

/** PATCH onboarding-status: staff admins and KAMs move a customer's onboarding. */
export const customerOnboardingStatusBody = z.object({
  tenantExternalId: z.string().uuid(),
  status: z.enum(CUSTOMER_ONBOARDING_STATUSES),
});
