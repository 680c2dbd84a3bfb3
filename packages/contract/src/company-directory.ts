import { z } from 'zod';
import { ACCOUNT_TYPES } from './enums.ts';
import { pageQuerySchema } from './envelope.ts';
import { userSummaryShape } from './user-profile.ts';

/** A company as the company lists of spec 1 §7.5 return it (all, all-by-user, search). */
export const companyRefShape = z.object({
  externalId: z.string(),
  companyName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  tenantExternalId: z.string(),
});
export type CompanyRef = z.infer<typeof companyRefShape>;

/** GET search?term&page&pageSize (staff). */
export const companySearchQuery = pageQuerySchema.extend({ term: z.string().trim().max(200).default('') });

/** GET owner/{id}: the company's owner — the member who owns its workspace (else its first company admin). */
export const companyOwnerShape = userSummaryShape.nullable();

/** GET seats/{id}: the seats of the company's plan. */
export const companySeatsShape = z.object({ seatLimit: z.number().int(), seatsUsed: z.number().int() });

/** POST tenants/account-type: the account type of each tenant named (spec 1 §3 "Account type per tenant"). */
export const tenantsAccountTypeBody = z.object({ tenantExternalIds: z.array(z.string().uuid()).min(1).max(200) });
export const tenantAccountTypeShape = z.object({
  tenantExternalId: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
});
