import { sql } from 'drizzle-orm';
import {
  pgTable,
  integer,
  text,
  uuid,
  timestamp,
  boolean,
  primaryKey,
  index,
  uniqueIndex,
  jsonb,
  numeric,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenancy/tables.ts';
import { users } from '../users/tables.ts';

/** The plan catalogue: seeded reference data an admin can edit (prices in cents). Keys may carry '-old-version-N'. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
  priceCents: integer('price_cents').notNull(),
  seatLimit: integer('seat_limit').notNull(),
  canBuy: boolean('can_buy').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subscriptionAddOns = pgTable('subscription_add_ons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
  module: text().notNull(),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Add-ons included in a plan. */
export const subscriptionPlanAddOns = pgTable(
  'subscription_plan_add_ons',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    addOnId: integer('add_on_id')
      .notNull()
      .references(() => subscriptionAddOns.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.addOnId] })],
);

export const promotionCodes = pgTable('promotion_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  couponId: text('coupon_id').notNull().unique(),
  code: text().notNull().unique(),
  active: boolean().notNull().default(true),
  amountOffCents: integer('amount_off_cents'),
  percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A tenant's subscription purchases; at most one ACTIVE per tenant (partial unique index), the rest is history.
 * Plan and add-on keys are stored as keys (a plan may be re-priced later; the purchase keeps what was charged).
 */
export const subscriptionPurchases = pgTable(
  'subscription_purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    planKey: text('plan_key').notNull(),
    extraAddOnKeys: jsonb('extra_add_on_keys').$type<string[]>().notNull().default([]),
    extraUsers: integer('extra_users').notNull().default(0),
    billingPeriod: text('billing_period').notNull().default('MONTHLY'),
    /** TRIAL or PAID; null for the free plan and admin grants without payment. */
    purchaseType: text('purchase_type'),
    accountType: text('account_type').notNull().default('DEFAULT'),
    status: text().notNull().default('ACTIVE'),
    totalCents: integer('total_cents').notNull().default(0),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull().defaultNow(),
    /** End of the paid period (renewal or, when cancelling, the downgrade date); null = open-ended. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    provider: text().notNull().default('default'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    promotionCodeId: integer('promotion_code_id').references(() => promotionCodes.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscription_purchases_one_active')
      .on(t.tenantId)
      .where(sql`status = 'ACTIVE'`),
    index('subscription_purchases_tenant_idx').on(t.tenantId, t.createdAt),
    index('subscription_purchases_provider_sub_idx').on(t.providerSubscriptionId),
  ],
);

export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => subscriptionPurchases.id, { onDelete: 'cascade' }),
    number: text().notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull().default('usd'),
    status: text().notNull().default('OPEN'),
    description: text().notNull(),
    lines: jsonb().$type<{ description: string; amount: number }[]>().notNull().default([]),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    providerInvoiceId: text('provider_invoice_id').unique(),
    hostedUrl: text('hosted_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_invoices_tenant_idx').on(t.tenantId, t.createdAt)],
);
