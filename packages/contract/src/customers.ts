import { z } from 'zod';
import { ACCOUNT_TYPES } from './enums.ts';
import { pageQuerySchema } from './envelope.ts';

/** GET /api/customer-management?page&pageSize&term — the portal's customer list (spec 1 §7.5). */
export const customerListQuery = pageQuerySchema.extend({
  /** Matches the customer's name, case-insensitively, anywhere in it. */
  term: z.string().trim().max(200).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** A customer: a non-internal tenant (company or individual account). */
export const customerShape = z.object({
  externalId: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  membersCount: z.number().int(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerShape>;
