import { z } from 'zod';
import { emailSchema } from './common.ts';
import { passwordSchema } from './auth.ts';
import { COMPANY_TYPES, DESCRIPTION_MAX, OTHER_INDUSTRY } from './company.ts';
import { LANGUAGES } from './enums.ts';

/**
 * Onboarding (spec 1 §2.5, §3, §4.4, §5, §7.6): the personal information, the onboarding company form, the activity
 * form and the onboard-user call. One set of schemas: the web forms validate with them (their input is the strings
 * of text fields), the server parses the same bodies (numbers or numeric strings both pass).
 */

export const ONBOARDING_PATHS = {
  validateCompanyName: '/api/onboarding/validate-company-name/:name',
  onboardUser: '/api/onboarding/onboard-user',
  answerActivityForm: '/api/onboarding/answer-activity-form/:id',
  validatePersonalInformation: '/api/onboarding/validate-personal-information',
  phone: '/api/onboarding/phone',
  phoneVerifyCode: '/api/onboarding/phone/verify-code',
} as const;

export const LEAD_PATHS = {
  create: '/api/atrium-lead/create',
  matchLeadToUser: '/api/atrium-lead/match-lead-to-user',
} as const;

/** Route parameter values of /onboarding/:codeExternalId that start at the activity step (spec 1 §2.5). */
export const FROM_PRODUCT_PAGE = 'FROM-PRODUCT-PAGE';
export const FROM_CHECKOUT_PAGE = 'FROM-CHECKOUT-PAGE';

/** Session storage keys of spec 1 §4.4, all cleared after a successful onboarding. */
export const ONBOARDING_SESSION_KEYS = [
  'companyInformation',
  'userOnboarding',
  'activityOnboarding',
  'hasSkippedActivityForm',
  'activityFromProductInfo',
  'userComesFromProductPage',
  'onboardedUserWthActivityFromProductPage',
  'tenantExternalId',
  'oauth_user',
  'temp_token',
] as const;

/** The spec's messages (spec 1 §5), one place; the web app translates them by these English texts. */
export const ONBOARDING_MESSAGES = {
  companyName: 'Company name is required',
  legalName: 'Company legal name is required',
  url: 'URL is required',
  telephoneRequired: 'Telephone is required',
  telephoneNumber: 'Telephone must be a number',
  descriptionRequired: 'Description is required',
  descriptionMax: `Description should have max of ${DESCRIPTION_MAX} characters`,
  country: 'Country is required',
  streetAddress: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zipCodeRequired: 'Zip code is required',
  zipCodeNumber: 'Zip code must be a number',
  industry: 'Industry is required',
  otherIndustry: 'Please specify the industry',
  yearFounded: 'Year founded is required',
  startupStage: 'Latest financial stage is required',
  numberOfEmployees: 'Number of employees is required',
  fieldRequired: 'This field is required',
  fieldNumber: 'This field must be a number',
  minZero: 'The value must be 0 or more',
  companyNameTaken: 'This company name is already in use',
  emailTaken: 'This email is already registered',
  phoneNumber: 'Enter a valid phone number',
  phoneCode: 'The code has 6 digits',
  phoneNotVerified: 'Verify your phone number first',
  alreadyAnswered: 'User already filled the activity form',
  registrationFailed: 'An error occurred during registration.',
} as const;
const M = ONBOARDING_MESSAGES;

/**
 * Conditional rules run even when other fields fail, so the form shows every message at once; but only on an object:
 * a missing, null or non-object form already has its own issue ('expected object') and the rule would throw on it.
 */
const ALWAYS = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** '' and null are "not given"; numeric text becomes a number; other text becomes NaN (then "must be a number"). */
function toNumber(v: unknown) {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string') return NUMERIC.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  return v;
}

/** A required number: a missing value says `required`, text says `notNumber`. */
export function requiredNumber(required: string, notNumber: string, opts: { min?: number; int?: boolean } = {}) {
  let n = z.number({ error: (iss) => (iss.input === undefined ? required : notNumber) });
  if (opts.int) n = n.int(notNumber);
  if (opts.min !== undefined) n = n.min(opts.min, M.minZero);
  return z.preprocess(toNumber, n);
}

/** An optional number: empty is null, text says "must be a number". */
function optionalNumber(opts: { min?: number } = {}) {
  let n = z.number({ error: M.fieldNumber });
  if (opts.min !== undefined) n = n.min(opts.min, M.minZero);
  return z.preprocess((v) => toNumber(v) ?? null, n.nullable());
}

const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max = 300) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(max).nullable());

// ---- personal information (/personal-information) --------------------------------------------------------------

export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, M.phoneNumber);

export const personalInformationBase = z.object({
  firstName: z.string().trim().min(1, 'First name required').max(100),
  lastName: z.string().trim().min(1, 'Last name required').max(100),
  email: emailSchema,
  password: passwordSchema,
  passwordConfirmation: z.string(),
  /** Optional; when given it must have been verified by code (POST /api/onboarding/phone/verify-code). */
  phone: z.preprocess((v) => (v === '' ? undefined : v), phoneSchema.optional()),
  title: optionalText(100),
  language: z.enum(LANGUAGES).optional(),
});
export const personalInformationSchema = personalInformationBase.refine((v) => v.password === v.passwordConfirmation, {
  message: 'Passwords do not match',
  path: ['passwordConfirmation'],
});
export type PersonalInformationInput = z.input<typeof personalInformationSchema>;
export type PersonalInformation = z.output<typeof personalInformationSchema>;

// ---- onboarding company form ------------------------------------------------------------------------------------

export const onboardingCompanySchema = z
  .object({
    companyName: requiredText(M.companyName),
    legalName: requiredText(M.legalName),
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(DESCRIPTION_MAX, M.descriptionMax),
    country: requiredText(M.country, 2),
    zipCode: requiredNumber(M.zipCodeRequired, M.zipCodeNumber, { min: 0, int: true }).pipe(
      z.number().max(9_999_999_999, M.zipCodeNumber),
    ),
    state: requiredText(M.state, 120),
    city: requiredText(M.city, 120),
    streetAddress: requiredText(M.streetAddress, 300),
    url: requiredText(M.url, 500),
    telephone: requiredText(M.telephoneRequired, 40).regex(/^(\+?\d+)?$/, M.telephoneNumber),
    industry: requiredText(M.industry, 120),
    otherIndustry: optionalText(120),
    delawareCCorp: z.boolean().default(false),
    startupStage: requiredText(M.startupStage, 100),
    yearFounded: requiredNumber(M.yearFounded, M.yearFounded, { int: true }),
    numberOfEmployees: requiredText(M.numberOfEmployees, 20),
    /** Not in the spec's list of rules: optional (many young companies have none). */
    keyInvestors: optionalText(1000),
    ebitda: requiredNumber(M.fieldRequired, M.fieldNumber),
    cashOnHand: requiredNumber(M.fieldRequired, M.fieldNumber),
    monthlyRevenue: requiredNumber(M.fieldRequired, M.fieldNumber),
    totalFundingReceived: requiredNumber(M.fieldRequired, M.fieldNumber),
  })
  .superRefine((v, ctx) => {
    if (v.industry === OTHER_INDUSTRY && !v.otherIndustry)
      ctx.addIssue({ code: 'custom', path: ['otherIndustry'], message: M.otherIndustry });
  }, ALWAYS);
export type OnboardingCompanyInput = z.input<typeof onboardingCompanySchema>;
export type OnboardingCompany = z.output<typeof onboardingCompanySchema>;

/** The order of the company form's fields on screen: the scroll-to-first-invalid follows it. */
export const ONBOARDING_COMPANY_FIELDS = [
  'companyName',
  'legalName',
  'description',
  'url',
  'telephone',
  'country',
  'state',
  'city',
  'streetAddress',
  'zipCode',
  'industry',
  'otherIndustry',
  'delawareCCorp',
  'startupStage',
  'yearFounded',
  'numberOfEmployees',
  'keyInvestors',
  'ebitda',
  'cashOnHand',
  'monthlyRevenue',
  'totalFundingReceived',
] as const;

// ---- activity form ----------------------------------------------------------------------------------------------

export const activityFormSchema = z
  .object({
    expenses: requiredNumber(M.fieldRequired, M.fieldNumber, { min: 0 }),
    statesWithEmployees: requiredNumber(M.fieldRequired, M.fieldNumber, { min: 0, int: true }),
    bookkeeper: requiredText(M.fieldRequired, 200),
    companyType: z.enum(COMPANY_TYPES).default('Operating'),
    tangibleAssets: z.boolean().default(false),
    tangibleAssetsAmount: optionalNumber({ min: 0 }),
    foreignAccounts: z.boolean().default(false),
    foreignAccountsAmount: optionalNumber({ min: 0 }),
    foreignShareholders: z.boolean().default(false),
    foreignShareholdersAmount: optionalNumber({ min: 0 }),
    completeBookkeeping: z.boolean().default(false),
    monthlyBookkeeping: z.boolean().default(false),
    internationalSubsidiaries: z.boolean().default(false),
    internationalSubsidiariesAmount: optionalNumber({ min: 0 }),
    domesticSubsidiaries: z.boolean().default(false),
    taxAssistance: z.boolean().default(false),
    lastYearExpenses: optionalNumber({ min: 0 }),
    lastYearCompanyType: z.enum(COMPANY_TYPES).default('Operating'),
    lastYearTangibleAssets: z.boolean().default(false),
    lastYearStatesWithEmployees: optionalNumber({ min: 0 }),
    lastYearForeignAccounts: z.boolean().default(false),
    lastYearForeignAccountsAmount: optionalNumber({ min: 0 }),
    lastYearForeignShareholders: z.boolean().default(false),
    lastYearForeignShareholdersAmount: optionalNumber({ min: 0 }),
    completeBookkeepingLastYear: z.boolean().default(false),
    lastYearInternationalSubsidiaries: z.boolean().default(false),
    lastYearInternationalSubsidiariesAmount: optionalNumber({ min: 0 }),
    lastYearDomesticSubsidiaries: z.boolean().default(false),
    lastYearDomesticSubsidiariesAmount: optionalNumber({ min: 0 }),
  })
  .superRefine((v, ctx) => {
    const need = (on: unknown, value: unknown, path: string) => {
      if (on === true && (value === null || value === undefined))
        ctx.addIssue({ code: 'custom', path: [path], message: M.fieldRequired });
    };
    need(v.foreignShareholders, v.foreignShareholdersAmount, 'foreignShareholdersAmount');
    need(v.internationalSubsidiaries, v.internationalSubsidiariesAmount, 'internationalSubsidiariesAmount');
    need(v.taxAssistance, v.lastYearExpenses, 'lastYearExpenses');
    need(v.taxAssistance, v.lastYearStatesWithEmployees, 'lastYearStatesWithEmployees');
  }, ALWAYS);
export type ActivityFormInput = z.input<typeof activityFormSchema>;
export type ActivityForm = z.output<typeof activityFormSchema>;

/** Screen order of the activity form's fields (scroll to the first invalid one). */
export const ACTIVITY_FIELDS = [
  'expenses',
  'statesWithEmployees',
  'bookkeeper',
  'companyType',
  'tangibleAssets',
  'tangibleAssetsAmount',
  'foreignAccounts',
  'foreignAccountsAmount',
  'foreignShareholders',
  'foreignShareholdersAmount',
  'completeBookkeeping',
  'monthlyBookkeeping',
  'internationalSubsidiaries',
  'internationalSubsidiariesAmount',
  'domesticSubsidiaries',
  'taxAssistance',
  'lastYearExpenses',
  'lastYearCompanyType',
  'lastYearTangibleAssets',
  'lastYearStatesWithEmployees',
  'lastYearForeignAccounts',
  'lastYearForeignAccountsAmount',
  'lastYearForeignShareholders',
  'lastYearForeignShareholdersAmount',
  'completeBookkeepingLastYear',
  'lastYearInternationalSubsidiaries',
  'lastYearInternationalSubsidiariesAmount',
  'lastYearDomesticSubsidiaries',
  'lastYearDomesticSubsidiariesAmount',
] as const;

/**
 * Which activity fields are on screen for the given answers (spec 1 §5 reveal rules). Hidden fields are neither
 * validated for display nor sent with a value: `visibleActivity` clears them before submitting.
 */
export function activityVisibility(
  v: Partial<
    Pick<
      ActivityFormInput,
      | 'companyType'
      | 'tangibleAssets'
      | 'foreignAccounts'
      | 'foreignShareholders'
      | 'internationalSubsidiaries'
      | 'taxAssistance'
      | 'lastYearCompanyType'
      | 'lastYearForeignAccounts'
      | 'lastYearForeignShareholders'
      | 'lastYearInternationalSubsidiaries'
      | 'lastYearDomesticSubsidiaries'
    >
  >,
) {
  const operating = (v.companyType ?? 'Operating') === 'Operating';
  const lastYear = !!v.taxAssistance;
  return {
    tangibleAssets: operating,
    tangibleAssetsAmount: operating && !!v.tangibleAssets,
    foreignAccountsAmount: !!v.foreignAccounts,
    foreignShareholdersAmount: !!v.foreignShareholders,
    internationalSubsidiariesAmount: !!v.internationalSubsidiaries,
    lastYearBlock: lastYear,
    lastYearTangibleAssets: lastYear && v.lastYearCompanyType === 'Holding',
    lastYearForeignAccountsAmount: lastYear && !!v.lastYearForeignAccounts,
    lastYearForeignShareholdersAmount: lastYear && !!v.lastYearForeignShareholders,
    lastYearInternationalSubsidiariesAmount: lastYear && !!v.lastYearInternationalSubsidiaries,
    lastYearDomesticSubsidiariesAmount: lastYear && !!v.lastYearDomesticSubsidiaries,
  };
}

// ---- calls ------------------------------------------------------------------------------------------------------

export const utmSchema = z.object({
  utmSource: optionalText(200).optional(),
  utmMedium: optionalText(200).optional(),
  utmCampaign: optionalText(200).optional(),
  utmTerm: optionalText(200).optional(),
  utmContent: optionalText(200).optional(),
});

export const onboardUserBody = z.object({
  user: personalInformationSchema,
  company: onboardingCompanySchema,
  /** Null when skipped. */
  activity: activityFormSchema.nullable(),
  hasSkippedActivityForm: z.boolean(),
});
export type OnboardUserBody = z.input<typeof onboardUserBody>;

export const onboardUserReply = z.object({
  companyExternalId: z.string(),
  tenantExternalId: z.string(),
  userExternalId: z.string(),
  userIp: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The analytics event to push (spec 1 §7.6): 'signup'. */
  event: z.string(),
});
export type OnboardUserReply = z.infer<typeof onboardUserReply>;

export const companyNameParams = z.object({ name: z.string().min(1).max(200) });
export const companyNameValidReply = z.object({ available: z.boolean() });

export const validatePersonalInformationReply = z.object({ valid: z.boolean() });

export const phoneBody = z.object({ phone: phoneSchema });
export const phoneVerifyBody = z.object({
  phone: phoneSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, M.phoneCode),
});
export const phoneVerifyReply = z.object({ verified: z.boolean() });

export const answerActivityReply = z.object({ companyExternalId: z.string(), answeredAt: z.string() });

// ---- leads ------------------------------------------------------------------------------------------------------

export const createLeadBody = utmSchema.extend({
  firstName: z.string().trim().min(1, 'First name required').max(100),
  lastName: z.string().trim().min(1, 'Last name required').max(100),
  email: emailSchema,
  jobTitle: optionalText(100).optional(),
  /** The external id of the signed-in user who left the lead, if any (spec 1 §7.5 "user"). */
  user: z.string().uuid().nullish(),
});
export const leadReply = z.object({
  externalId: z.string(),
  email: z.string(),
  matchedUserExternalId: z.string().nullable(),
});
export const matchLeadReply = z.object({ matched: z.number().int() });
