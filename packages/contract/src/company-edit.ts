import { z } from 'zod';
import { DESCRIPTION_MAX } from './company.ts';
import { ONBOARDING_MESSAGES as M, onboardingCompanySchema, requiredNumber } from './onboarding.ts';
import { ACCOUNT_TYPES } from './enums.ts';
import { externalIdSchema } from './common.ts';

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(max).nullable());
const optionalInt = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: M.fieldNumber }).int(M.fieldNumber).nullable(),
);

/**
 * The company edit modal of settings (spec 1 §2.6, §5): companyName, legalName, zipCode, telephone and state
 * required; zipCode is stored as a number. Body of PUT /api/atrium-company/{externalId}.
 */
export const companyEditSchema = z.object({
  companyName: requiredText(M.companyName, 200),
  legalName: requiredText(M.legalName, 200),
  url: optionalText(500),
  telephone: requiredText(M.telephoneRequired, 40).regex(/^(\+?\d+)?$/, M.telephoneNumber),
  country: optionalText(2),
  state: requiredText(M.state, 120),
  city: optionalText(120),
  streetAddress: optionalText(300),
  zipCode: requiredNumber(M.zipCodeRequired, M.zipCodeNumber, { min: 0, int: true }).pipe(
    z.number().max(9_999_999_999, M.zipCodeNumber),
  ),
  description: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string().trim().max(DESCRIPTION_MAX, M.descriptionMax).nullable(),
  ),
  industry: optionalText(120),
  yearFounded: optionalInt,
  startupStage: optionalText(100),
  numberOfEmployees: optionalText(20),
  keyInvestors: optionalText(1000),
});
export type CompanyEditInput = z.input<typeof companyEditSchema>;
export type CompanyEdit = z.output<typeof companyEditSchema>;

/** Path of the company update (spec 1 §7.5 "generic resource calls": PUT {base}/{externalId}). */
export const COMPANY_PATHS = {
  update: '/api/atrium-company/:id',
  allByUser: '/api/atrium-company/all-by-user',
} as const;

/**
 * Body of POST /api/atrium-company/create (/one/company-add): the onboarding company form; the new company goes into
 * the named workspace (one the caller owns or uses) or, without one, into a new workspace of its own.
 */
export const createCompanyBody = z.object({
  company: onboardingCompanySchema,
  accountType: z.enum(ACCOUNT_TYPES).default('COMPANY'),
  workspaceExternalId: externalIdSchema.optional(),
});
export type CreateCompanyInput = z.input<typeof createCompanyBody>;
