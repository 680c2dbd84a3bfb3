import { z } from 'zod';
import { ACCOUNT_TYPES } from './enums.ts';
import { emailSchema } from './common.ts';
import { passwordSchema } from './auth.ts';
import { workspaceSlugSchema } from './workspace.ts';
import { DESCRIPTION_MAX, EMPLOYEE_RANGES, FUNDING_STAGES, INDUSTRIES } from './company.ts';
import { PHONE_PATTERN } from './onboarding.ts';

/**
 * Admin customer creation (spec 1 §2.8, §3 "Company onboarding form (admin)", "Owner user creation",
 * "Customer creation payload", §4.6, §5 owner form and admin company form, §7.5 create-customer).
 */

export const CUSTOMER_CREATION_MESSAGES = {
  created: 'Company created successfully',
  companyName: 'Company name is required',
  legalName: 'Company legal name is required',
  description: 'Description is required',
  descriptionMax: `Description should have max of ${DESCRIPTION_MAX} characters`,
  zipCode: 'Zip code is required',
  country: 'Country is required',
  state: 'State is required',
  city: 'City is required',
  address: 'Address is required',
  latestFinancialStage: 'Latest financial stage is required',
  yearFounded: 'Year founded is required',
  numberOfEmployees: 'Number of employees is required',
  industry: 'Industry is required',
  notANumber: 'Must be a number',
  telephone: 'Telephone must be a number',
  notNegative: 'Must be 0 or more',
  firstName: 'First name required',
  lastName: 'Last name required',
  title: 'Title required',
  email: 'Email required',
  password: 'Password required',
  passwordsMismatch: 'Passwords do not match',
  companyDetailsRequired: 'Company details are required for a company account',
  invitationOwner: 'The owner is already a member',
  invitationDuplicate: 'Invited twice',
} as const;
const M = CUSTOMER_CREATION_MESSAGES;

/** '' and blanks mean "not given" (form fields and CSV cells are strings). */
const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const toNumber = (v: unknown) => {
  const b = blank(v);
  if (typeof b === 'string') {
    const n = Number(b.replace(/[,\s$]/g, ''));
    return Number.isNaN(n) ? b : n;
  }
  return b;
};

const requiredText = (message: string, max = 200) =>
  z.preprocess(blank, z.string({ error: message }).trim().min(1, message).max(max));
const optionalText = (max = 300) => z.preprocess(blank, z.string().trim().max(max).optional());
const numberField = (requiredMessage?: string) => {
  const n = z
    .number({ error: (iss) => (iss.input === undefined ? (requiredMessage ?? M.notANumber) : M.notANumber) })
    .min(0, M.notNegative);
  return requiredMessage ? z.preprocess(toNumber, n) : z.preprocess(toNumber, n.optional());
};
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blank, z.enum(values, { error: message }));

/**
 * The admin company form (step 2; spec 1 §3, §5): state required (the server also checks it against the country's
 * list when it has one), telephone optional but a phone number when given, the money fields 0 or more.
 */
export const companyOnboardingSchema = z.object({
  companyName: requiredText(M.companyName),
  legalName: requiredText(M.legalName),
  description: z.preprocess(
    blank,
    z.string({ error: M.description }).trim().min(1, M.description).max(DESCRIPTION_MAX, M.descriptionMax),
  ),
  zipCode: z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? M.zipCode : M.notANumber) })
      .int(M.notANumber)
      .min(0, M.notANumber)
      .max(9_999_999_999),
  ),
  country: z.preprocess(blank, z.string({ error: M.country }).trim().toUpperCase().length(2, M.country)),
  state: requiredText(M.state, 120),
  city: requiredText(M.city, 120),
  address: requiredText(M.address, 300),
  website: optionalText(500),
  /** Optional; empty becomes null. */
  telephone: z
    .preprocess(blank, z.string().trim().regex(PHONE_PATTERN, M.telephone).nullish())
    .transform((v) => v ?? null),
  keyInvestors: optionalText(1000),
  delawareCCorp: z.preprocess(
    (v) => (typeof v === 'string' ? ['true', 'yes', '1', 'y'].includes(v.trim().toLowerCase()) : v),
    z.boolean().default(false),
  ),
  latestFinancialStage: oneOf(FUNDING_STAGES, M.latestFinancialStage),
  yearFounded: z.preprocess(
    toNumber,
    z.number({ error: M.yearFounded }).int(M.yearFounded).min(1800, M.yearFounded).max(3000, M.yearFounded),
  ),
  numberOfEmployees: oneOf(EMPLOYEE_RANGES, M.numberOfEmployees),
  industry: oneOf(INDUSTRIES, M.industry),
  ebitda: numberField(),
  cashOnHand: numberField(),
  monthlyRevenue: numberField(),
  totalFundingReceived: numberField(),
});
export type CompanyOnboarding = z.infer<typeof companyOnboardingSchema>;
export type CompanyOnboardingInput = z.input<typeof companyOnboardingSchema>;

/** The owner (step 3). The password is needed only when the e-mail has no account yet (the server decides). */
export const ownerUserSchema = z
  .object({
    title: requiredText(M.title, 100),
    hasAcceptedTerms: z.literal(true).default(true),
    email: z.preprocess(blank, z.string({ error: M.email }).pipe(emailSchema)),
    firstName: requiredText(M.firstName, 100),
    lastName: requiredText(M.lastName, 100),
    password: z.preprocess(blank, passwordSchema.optional()),
    repeatedPassword: z.preprocess(blank, z.string().max(200).optional()),
    accountType: z.enum(ACCOUNT_TYPES).optional(),
    isOAuthSignUp: z.literal(false).default(false),
  })
  .refine((v) => !v.password || v.password === v.repeatedPassword, {
    message: M.passwordsMismatch,
    path: ['repeatedPassword'],
  });
export type OwnerUser = z.infer<typeof ownerUserSchema>;
export type OwnerUserInput = z.input<typeof ownerUserSchema>;

/** Someone to invite into the new company, with a company role (roles containing 'kam' are refused). */
export const customerInvitationSchema = z.object({
  email: emailSchema,
  roleExternalId: z.string().uuid('Choose a role'),
});
export type CustomerInvitation = z.infer<typeof customerInvitationSchema>;

export const MAX_CUSTOMER_INVITATIONS = 20;

/** POST /api/customer-management/create-customer. */
export const createCustomerBody = z
  .object({
    accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose an account type' }),
    workspaceName: z.preprocess(blank, workspaceSlugSchema.optional()),
    /** Required for COMPANY; ignored for INDIVIDUAL (the wizard skips step 2). */
    companyOnboarding: companyOnboardingSchema.nullish(),
    userCreation: ownerUserSchema,
    invitations: z.array(customerInvitationSchema).max(MAX_CUSTOMER_INVITATIONS).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.accountType === 'COMPANY' && !v.companyOnboarding)
      ctx.addIssue({ code: 'custom', path: ['companyOnboarding'], message: M.companyDetailsRequired });
    const seen = new Set<string>();
    v.invitations.forEach((inv, i) => {
      if (inv.email === v.userCreation.email)
        ctx.addIssue({ code: 'custom', path: ['invitations', i, 'email'], message: M.invitationOwner });
      if (seen.has(inv.email))
        ctx.addIssue({ code: 'custom', path: ['invitations', i, 'email'], message: M.invitationDuplicate });
      seen.add(inv.email);
    });
  });
export type CreateCustomerBody = z.infer<typeof createCustomerBody>;
export type CreateCustomerInput = z.input<typeof createCustomerBody>;

export const createCustomerReply = z.object({
  tenantExternalId: z.string(),
  companyExternalId: z.string(),
  workspaceSlug: z.string(),
  ownerExternalId: z.string(),
  /** False when the owner's e-mail already had an account (no password was set). */
  ownerCreated: z.boolean(),
  /** Pending invitations created and e-mailed (the invitations module's rows). */
  invitationsSent: z.number().int(),
});
export type CreateCustomerReply = z.infer<typeof createCustomerReply>;

/** POST /api/customer-management/import: up to this many rows per call; the browser sends a file in chunks. */
export const IMPORT_CHUNK_ROWS = 25;
export const MAX_IMPORT_ROWS = 5000;

export const importCustomersBody = z.object({
  rows: z
    .array(z.object({ row: z.number().int().min(1), customer: z.unknown() }))
    .min(1)
    .max(IMPORT_CHUNK_ROWS),
});
export const importRowResult = z.object({
  row: z.number().int(),
  success: z.boolean(),
  tenantExternalId: z.string().nullable(),
  name: z.string().nullable(),
  message: z.string().nullable(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ImportRowResult = z.infer<typeof importRowResult>;
export const importCustomersReply = z.object({ results: z.array(importRowResult) });
