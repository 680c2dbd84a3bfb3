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

/**
 * GET required-profile-information: the selected company and the onboarding-form fields it still lacks (the same
 * rule as the web app's company step: legal name, description, industry and zip code).
 */
export const requiredProfileReply = z.object({
  complete: z.boolean(),
  missing: z.array(z.enum(['legalName', 'description', 'industry', 'zipCode'])),
});
export type RequiredProfileReply = z.infer<typeof requiredProfileReply>;
export function missingProfileFields(c: {
  legalName: string | null;
  address: { zipCode: number | null };
  companyContext: { companyDescription?: string | null; industry?: string | null };
}): RequiredProfileReply['missing'] {
  const out: RequiredProfileReply['missing'] = [];
  if (!c.legalName) out.push('legalName');
  if (!c.companyContext.companyDescription) out.push('description');
  if (!c.companyContext.industry) out.push('industry');
  if (c.address.zipCode === null) out.push('zipCode');
  return out;
}

/** GET one/activity-survey: the selected company's activity form answers (null when skipped or never answered). */
export const activitySurveyReply = z.object({
  answered: z.boolean(),
  answers: z.record(z.string(), z.unknown()).nullable(),
});

/** POST remove/users: members leave a company (its admins, staff admins and KAMs); the owner cannot be removed. */
export const removeCompanyUsersBody = z.object({
  tenantExternalId: z.string().uuid(),
  userExternalIds: z.array(z.string().uuid()).min(1).max(100),
});
export const removeCompanyUsersReply = z.object({ removed: z.number().int() });
export const REMOVE_USERS_MESSAGES = {
  owner: 'The owner of the company cannot be removed',
  notMember: 'This user is not a member of the company',
} as const;
