import { z } from 'zod';
import {
  ADD_ON_KEYS,
  BILLING_PERIODS,
  FEATURE_GROUPS,
  GATED_MODULES,
  INVOICE_STATUSES,
  PLAN_KEYS,
  PURCHASE_ACCOUNT_TYPES,
  PURCHASE_STATUSES,
  PURCHASE_TYPES,
  stripVersionSuffix,
} from './plans.ts';
import { externalIdSchema } from './common.ts';

/** Spec messages and the product's own where the spec is silent (docs/decisions.md, Subscriptions). */
export const SUBSCRIPTION_MESSAGES = {
  unknownPlan: 'Unknown plan',
  planNotForSale: 'This plan cannot be bought',
  unknownAddOn: 'Unknown add-on',
  addOnIncluded: 'This add-on is already included in the plan',
  notCompanyAdmin: 'Only a company admin can manage the subscription',
  codeNotFound: 'This promotion code does not exist',
  codeInactive: 'This promotion code is no longer active',
  codeExpired: 'This promotion code has expired',
  codeUsedUp: 'This promotion code has reached its redemption limit',
  codeTaken: 'A promotion code with this code already exists',
  trialNotAvailable: 'A trial is not available for this company',
  cannotCancel: 'Only a paid subscription can be cancelled',
  alreadyCancelled: 'This subscription is already set to cancel at the end of the period',
  purchaseInProgress: 'Another purchase for this company is in progress, please try again',
  paymentFailed: 'The payment provider refused the purchase',
  moduleNotInPlan: 'Your plan does not include this module',
  extraUserPriceFixed: 'The price of an additional user is fixed; change its name only',
  seatLimit: (limit: number) =>
    `Your plan allows ${limit} ${limit === 1 ? 'user' : 'users'} and every seat is taken. Upgrade your plan or add users to invite more.`,
} as const;

const planKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .transform(stripVersionSuffix)
  .pipe(z.enum(PLAN_KEYS, { message: SUBSCRIPTION_MESSAGES.unknownPlan }));
const addOnKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .transform(stripVersionSuffix)
  .pipe(z.enum(ADD_ON_KEYS, { message: SUBSCRIPTION_MESSAGES.unknownAddOn }));
const money = z.number();

/** An add-on of the catalogue (spec 1 §3): module is its feature group. */
export const addOnShape = z.object({
  objectKey: z.enum(ADD_ON_KEYS),
  name: z.string(),
  module: z.enum(FEATURE_GROUPS),
  monthlyIndividualPrice: money,
});
export type AddOn = z.infer<typeof addOnShape>;

/** A plan of the catalogue: the `subscription` of a purchase. */
export const planShape = z.object({
  objectKey: z.enum(PLAN_KEYS),
  name: z.string(),
  price: money,
  seatLimit: z.number().int(),
  canBuy: z.boolean(),
  addOns: z.array(addOnShape),
});
export type Plan = z.infer<typeof planShape>;

/** GET /api/subscription/all */
export const catalogueShape = z.object({ plans: z.array(planShape), addOns: z.array(addOnShape) });
export type Catalogue = z.infer<typeof catalogueShape>;

export const accessMapShape = z.object(
  Object.fromEntries(GATED_MODULES.map((m) => [m, z.boolean()])) as Record<
    (typeof GATED_MODULES)[number],
    z.ZodBoolean
  >,
);

/** A subscription purchase (spec 1 §3) with what the current-plan screen needs. */
export const subscriptionPurchaseShape = z.object({
  externalId: z.string().nullable(),
  tenantExternalId: z.string(),
  subscription: planShape,
  extraAddOns: z.array(addOnShape),
  extraUsers: z.number().int(),
  total: money,
  purchaseType: z.enum(PURCHASE_TYPES).nullable(),
  accountType: z.enum(PURCHASE_ACCOUNT_TYPES),
  billingPeriod: z.enum(BILLING_PERIODS),
  status: z.enum(PURCHASE_STATUSES),
  canEnableTrial: z.boolean(),
  canCancel: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  seatLimit: z.number().int(),
  seatsUsed: z.number().int(),
  access: accessMapShape,
  availableAddOns: z.array(addOnShape),
  hasActiveItems: z.boolean(),
  createdAt: z.string().nullable(),
});
export type SubscriptionPurchase = z.infer<typeof subscriptionPurchaseShape>;

export const priceBreakdownShape = z.object({
  planPrice: money,
  addOnsPrice: money,
  extraUsersPrice: money,
  monthlySubtotal: money,
  subtotal: money,
  discount: money,
  total: money,
});

/** The choice made on the paywall. No price: the server computes every total. */
export const subscriptionSelection = z.object({
  planKey: planKeySchema,
  billingPeriod: z.enum(BILLING_PERIODS),
  addOnKeys: z.array(addOnKeySchema).max(ADD_ON_KEYS.length).default([]),
  extraUsers: z.number().int().min(0).max(500).default(0),
  promotionCode: z.string().trim().max(64).optional().nullable(),
});
export type SubscriptionSelection = z.input<typeof subscriptionSelection>;

export const billingDetailsSchema = z.object({
  name: z.string().trim().min(1, 'Billing name is required').max(200),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
  addressLine: z.string().trim().min(1, 'Address is required').max(300),
  city: z.string().trim().min(1, 'City is required').max(120),
  zipCode: z.string().trim().max(20).optional().default(''),
  country: z.string().trim().length(2, 'Choose a country').toUpperCase(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** POST /api/subscription-purchase/purchase */
export const purchaseBody = subscriptionSelection.extend({ billingDetails: billingDetailsSchema });
export type PurchaseBody = z.input<typeof purchaseBody>;

/** POST preview/subscription reply */
export const subscriptionPreviewShape = z.object({
  plan: planShape,
  addOns: z.array(addOnShape),
  extraUsers: z.number().int(),
  billingPeriod: z.enum(BILLING_PERIODS),
  seatLimit: z.number().int(),
  price: priceBreakdownShape,
  promotionCode: z.string().nullable(),
});
export type SubscriptionPreview = z.infer<typeof subscriptionPreviewShape>;

export const promotionCodeShape = z.object({
  couponId: z.string(),
  code: z.string(),
  active: z.boolean(),
  amountOff: money.nullable(),
  percentOff: money.nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  timesRedeemed: z.number().int(),
});
export type PromotionCode = z.infer<typeof promotionCodeShape>;

export const promotionCodeParams = z.object({ code: z.string().trim().min(1).max(64) });
/** GET preview/{code}: the code, and with a selection in the query its effect on the price. */
export const promotionPreviewQuery = z.object({
  planKey: planKeySchema.optional(),
  billingPeriod: z.enum(BILLING_PERIODS).optional(),
  addOnKeys: z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
    z.array(addOnKeySchema).optional(),
  ),
  extraUsers: z.coerce.number().int().min(0).max(500).optional(),
});
export const promotionPreviewShape = z.object({
  promotionCode: promotionCodeShape,
  price: priceBreakdownShape.nullable(),
});
export type PromotionPreview = z.infer<typeof promotionPreviewShape>;

export const createPromotionCodeBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, 'At least 3 characters')
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')
      .transform((s) => s.toUpperCase()),
    amountOff: z.number().positive().max(100000).optional().nullable(),
    percentOff: z.number().positive().max(100).optional().nullable(),
    expiresAt: z.string().datetime({ offset: true }).optional().nullable(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional().nullable(),
  })
  .refine((b) => (b.amountOff == null) !== (b.percentOff == null), {
    message: 'Give either an amount off or a percentage off',
    path: ['amountOff'],
  });
export type CreatePromotionCodeBody = z.input<typeof createPromotionCodeBody>;
export const couponIdParams = z.object({ couponId: z.string().trim().min(1).max(64) });

export const invoiceShape = z.object({
  externalId: z.string(),
  number: z.string(),
  amount: money,
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  periodStart: z.string(),
  periodEnd: z.string().nullable(),
  hostedUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceShape>;

export const externalIdQuery = z.object({ externalId: externalIdSchema });
export const companyExternalIdQuery = z.object({ companyExternalId: externalIdSchema });
export const tenantExternalIdQuery = z.object({ tenantExternalId: externalIdSchema });

export const purchasePriceShape = z.object({
  total: money,
  billingPeriod: z.enum(BILLING_PERIODS),
  monthlyEquivalent: money,
});

/** Admin create (api/utils/subscription-purchase/create): grant a plan without payment. */
export const adminCreatePurchaseBody = z.object({
  tenantExternalId: externalIdSchema,
  planKey: planKeySchema,
  addOnKeys: z.array(addOnKeySchema).max(ADD_ON_KEYS.length).default([]),
  extraUsers: z.number().int().min(0).max(500).default(0),
  billingPeriod: z.enum(BILLING_PERIODS).default('MONTHLY'),
  accountType: z.enum(['PAID', 'VIP', 'MANUAL', 'DEFAULT']).default('MANUAL'),
  /** When the grant ends (falls back to basic); none = open-ended. */
  endsAt: z.string().datetime({ offset: true }).optional().nullable(),
});
export type AdminCreatePurchaseBody = z.input<typeof adminCreatePurchaseBody>;
export const adminBatchBody = z.object({ items: z.array(adminCreatePurchaseBody).min(1).max(200) });

/** Admin catalogue edit: a plan's price, seat limit and whether it can be bought. */
export const updatePlanBody = z
  .object({
    price: z.number().min(0).max(100000).optional(),
    seatLimit: z.number().int().min(1).max(10000).optional(),
    canBuy: z.boolean().optional(),
    name: z.string().trim().min(1).max(80).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export const planKeyParams = z.object({ key: planKeySchema });

/**
 * Admin catalogue edit: an add-on's name and monthly individual price. The table has no 'offered' flag: which add-ons
 * the paywall offers follows from the plan (offeredAddOnKeys), so there is nothing else to edit.
 */
export const updateAddOnBody = z
  .object({
    name: z.string().trim().min(1).max(80).optional(),
    monthlyIndividualPrice: z.number().min(0).max(100000).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export type UpdateAddOnBody = z.input<typeof updateAddOnBody>;
/** Any well-formed key; one the catalogue does not hold is a 404 (the service decides), a malformed one a 400. */
export const addOnKeyParams = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Lowercase letters, digits and - only')
    .transform(stripVersionSuffix),
});

/** What the server answers a payment provider's event with (the provider reads only the status code). */
export const providerEventReply = z.object({ handled: z.boolean() });
