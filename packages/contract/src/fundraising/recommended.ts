import { z } from 'zod';
import { FUNDER_LIST_VISIBILITIES } from './funder-lists.ts';
import { FUNDRAISING_LIMITS, funderFiltersSchema, funderSchema } from './funders.ts';

/** How many investors a recommended list holds (its best matches), and how many a card previews. */
export const RECOMMENDED_LISTS = { size: 50, preview: 5, max: 4 } as const;

/**
 * A list the product recommends to the company (GET /api/funder-list/recommended): the best matches of filters drawn
 * from the company's profile (the stage it raises next, its industry, its country). Its externalId is stable for the
 * company and the filters, so create-custom and PUT /{id}/recommended can name it.
 */
export const recommendedListSchema = z.object({
  externalId: z.string().uuid(),
  name: z.string(),
  filters: funderFiltersSchema,
  /** Matching investors in the database (at most the search count cap). */
  matchCount: z.number().int(),
  /** Investors the list brings (at most RECOMMENDED_LISTS.size). */
  funderCount: z.number().int(),
  preview: z.array(funderSchema),
});
export type RecommendedList = z.infer<typeof recommendedListSchema>;

/** POST /{id}/create-custom: the caller's own list made from recommended list {id}. */
export const createCustomBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(FUNDRAISING_LIMITS.nameMax),
  visibility: z.enum(FUNDER_LIST_VISIBILITIES).optional(),
});
/** PUT /{id}/recommended: adds the investors of a recommended list to the caller's existing list {id}. */
export const applyRecommendedBody = z.object({ recommendedExternalId: z.string().uuid() });

/** A follow-up of the founder (GET /api/funder-list/next-contacts): a funder's next contact date in a list. */
export const nextContactItemSchema = z.object({
  list: z.object({ externalId: z.string().uuid(), name: z.string() }),
  funder: z.object({ externalId: z.string().uuid(), name: z.string(), logoUrl: z.string().nullable() }),
  nextContact: z.string(),
  note: z.string().nullable(),
});
export type NextContactItem = z.infer<typeof nextContactItemSchema>;
export const nextContactsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
/** Next-contact reminders: sent on the day, for dates missed by at most this many days (a server that was down). */
export const NEXT_CONTACT_REMINDER_GRACE_DAYS = 3;

/** GET /{id}/shared-with: the company's shared spaces each funder of the list was given (a guest of its domain). */
export const sharedWithItemSchema = z.object({
  funderExternalId: z.string().uuid(),
  rooms: z.array(z.object({ externalId: z.string().uuid(), name: z.string() })),
});
export type SharedWithItem = z.infer<typeof sharedWithItemSchema>;
