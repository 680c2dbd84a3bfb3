import { z } from 'zod';
import { ACCOUNT_TYPES } from './enums.ts';
import { PURCHASE_STATUSES } from './plans.ts';
import { companySchema } from './company.ts';
import { userSummaryShape } from './user-profile.ts';
import { expertSchema } from './chat.ts';
import { productFlowSchema } from './services/product-flows.ts';

/**
 * GET /api/{product}-company/portal/general/{id} (spec 1 §7.5; id = the customer's tenant externalId): what the
 * portal's customer details page shows — profile, plan, members, flows (every flow, inactive and finalized too),
 * KAM and experts.
 */
export const customerDetailsShape = z.object({
  customer: z.object({
    externalId: z.string(),
    name: z.string(),
    accountType: z.enum(ACCOUNT_TYPES),
    createdAt: z.string(),
  }),
  /** The company profile; null for an individual account without one. */
  company: companySchema.nullable(),
  plan: z.object({
    name: z.string(),
    objectKey: z.string(),
    status: z.enum(PURCHASE_STATUSES),
    seatLimit: z.number().int(),
    seatsUsed: z.number().int(),
  }),
  members: z.array(userSummaryShape),
  flows: z.array(productFlowSchema),
  kam: userSummaryShape.nullable(),
  experts: z.array(expertSchema),
});
export type CustomerDetails = z.infer<typeof customerDetailsShape>;
