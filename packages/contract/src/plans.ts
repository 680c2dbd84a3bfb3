/**
 * Subscription vocabulary of spec 1 §3 and spec 3 §3, and the pure rules both sides share: key normalisation,
 * plan prices (spec 1 §9) and the access map (spec 1 §3, §4.3; spec 3 §3). No I/O here.
 */

export const PLAN_KEYS = ['solo', 'basic', 'core', 'growth', 'scale'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
/** The free plan every tenant falls back to (no purchase, trial expiry, cancellation, admin disable). */
export const FREE_PLAN_KEY: PlanKey = 'basic';
/** The plan a trial enables (spec 1 §2.6 'Enable core trial'). */
export const TRIAL_PLAN_KEY: PlanKey = 'core';
export const TRIAL_DAYS = 14;

export const ADD_ON_KEYS = [
  'each-additional-user',
  'accounting-module',
  'tax-due-dates',
  'search-crunchbase',
  'smartlists',
  'smartlists-up-to-1',
  'file-shared-rooms-up-to-1',
  'pipelines',
  'master-data-room',
  'shared-rooms-unlimited',
  'shared-spaces',
  'shared-smartlists',
] as const;
export type AddOnKey = (typeof ADD_ON_KEYS)[number];
/** The extra-seat add-on: bought by quantity (extraUsers), never as a plain add-on. */
export const EXTRA_USER_ADD_ON: AddOnKey = 'each-additional-user';

export const FEATURE_GROUPS = [
  'USERS',
  'ACCOUNTING',
  'INTELLIGENCE',
  'DATA_ROOM',
  'VIEW_DATA_SHARED_BY_OTHERS',
] as const;
export type FeatureGroup = (typeof FEATURE_GROUPS)[number];

export const PURCHASE_TYPES = ['TRIAL', 'PAID'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];
export const BILLING_PERIODS = ['MONTHLY', 'YEARLY'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
/** Account types of a purchase (spec 1 §3). */
export const PURCHASE_ACCOUNT_TYPES = ['DEFAULT', 'PAID', 'VIP', 'MANUAL', 'TRIAL'] as const;
export type PurchaseAccountType = (typeof PURCHASE_ACCOUNT_TYPES)[number];
export const PURCHASE_STATUSES = ['ACTIVE', 'REPLACED', 'CANCELLED', 'EXPIRED', 'DISABLED'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Catalogue keys may carry a legacy '-old-version-N' suffix; the product only ever uses the stripped key. */
export function stripVersionSuffix(key: string): string {
  return key.replace(/-old-version-\d+$/, '');
}

// ---------------------------------------------------------------------------------------------------------------
// Prices (spec 1 §9). All arithmetic in cents so totals never drift.

/** Extra user price constant (spec 1 §9). */
export const EXTRA_USER_PRICE = 9.99;
/** The 10 (dollars a month) discount of yearly billing, applied to plan plus add-ons. */
export const YEARLY_MONTHLY_DISCOUNT = 10;

export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => Math.round(cents) / 100;

export interface PriceInput {
  planPrice: number;
  addOnPrices: number[];
  extraUsers: number;
  billingPeriod: BillingPeriod;
  /** The solo-like flag of spec 1 §9: the yearly floor at 0 does not apply. */
  solo: boolean;
  promotion?: { amountOff: number | null; percentOff: number | null } | null;
}

export interface PriceBreakdown {
  planPrice: number;
  addOnsPrice: number;
  extraUsersPrice: number;
  /** Plan + add-ons + extra users, per month. */
  monthlySubtotal: number;
  /** What one billing period costs before a promotion code: the monthly subtotal, or 12 × (monthly − 10). */
  subtotal: number;
  /** Taken off by the promotion code. */
  discount: number;
  /** What the billing period costs. */
  total: number;
}

/**
 * monthly = add-ons + plan; yearly = 12 × (add-ons + plan − 10), floored at 0 unless solo (spec 1 §9). Extra users
 * cost 9.99 each a month and count with the add-ons. A promotion code takes its amount or percentage off the period's
 * total, never below 0.
 */
export function computePrice(input: PriceInput): PriceBreakdown {
  const plan = toCents(input.planPrice);
  const addOns = input.addOnPrices.reduce((s, p) => s + toCents(p), 0);
  const extra = input.extraUsers * toCents(EXTRA_USER_PRICE);
  const monthly = plan + addOns + extra;
  let subtotal = monthly;
  if (input.billingPeriod === 'YEARLY') {
    const perMonth = monthly - toCents(YEARLY_MONTHLY_DISCOUNT);
    subtotal = 12 * (input.solo ? perMonth : Math.max(0, perMonth));
  }
  let discount = 0;
  const promo = input.promotion;
  if (promo && subtotal > 0) {
    if (promo.percentOff != null) discount = Math.round((subtotal * promo.percentOff) / 100);
    else if (promo.amountOff != null) discount = toCents(promo.amountOff);
    discount = Math.min(discount, subtotal);
  }
  return {
    planPrice: toDollars(plan),
    addOnsPrice: toDollars(addOns),
    extraUsersPrice: toDollars(extra),
    monthlySubtotal: toDollars(monthly),
    subtotal: toDollars(subtotal),
    discount: toDollars(discount),
    total: toDollars(subtotal - discount),
  };
}

/** A price shown per month: the monthly price, or with yearly billing the 10 discount taken off (floor 0). */
export const monthlyDisplayPrice = (monthly: number, billingPeriod: BillingPeriod) =>
  billingPeriod === 'YEARLY' ? Math.max(0, toDollars(toCents(monthly) - toCents(YEARLY_MONTHLY_DISCOUNT))) : monthly;

// ---------------------------------------------------------------------------------------------------------------
// Access map.

/** The gated modules and the add-ons that unlock each (any one of them suffices). */
export const MODULE_ADD_ONS = {
  dashboard: ['accounting-module'],
  taxDeadlines: ['tax-due-dates'],
  fundraising: ['smartlists', 'smartlists-up-to-1'],
  masterDataRoom: ['master-data-room'],
  sharedRooms: ['shared-rooms-unlimited', 'file-shared-rooms-up-to-1'],
  pipelines: ['pipelines'],
} as const satisfies Record<string, readonly AddOnKey[]>;
export type GatedModule = keyof typeof MODULE_ADD_ONS;
export const GATED_MODULES = Object.keys(MODULE_ADD_ONS) as GatedModule[];
export type AccessMap = Record<GatedModule, boolean>;

/** Screen paths of each gated module (spec 1 §2.1). A path matches its prefix exactly or followed by '/'. */
export const MODULE_PATHS: Record<GatedModule, readonly string[]> = {
  dashboard: ['/one/accounting/home', '/one/accounting/dashboards', '/one/accounting/dashboard', '/one/spending'],
  taxDeadlines: ['/one/accounting/tax-deadlines', '/one/accounting/tax-timeline'],
  fundraising: ['/one/fundraising'],
  masterDataRoom: ['/one/data-room'],
  sharedRooms: ['/one/virtual-data-rooms', '/one/virtual-data-room'],
  pipelines: ['/one/fundraising/pipeline'],
};

/**
 * API prefixes of each gated module. The server answers 403 MODULE_NOT_IN_PLAN on any route under them when the
 * selected tenant's plan lacks the module. Modules built later mount their routes under these prefixes.
 */
export const MODULE_API_PREFIXES: Record<GatedModule, readonly string[]> = {
  dashboard: ['/api/accounting/dashboard', '/api/accounting/spending', '/api/accounting/founder-update'],
  taxDeadlines: ['/api/accounting/tax-deadlines'],
  fundraising: ['/api/funder-list', '/api/funder', '/api/smartlist'],
  masterDataRoom: ['/api/data-room', '/api/red-flag'],
  sharedRooms: ['/api/virtual-data-room', '/api/virtual-data-room-guest'],
  pipelines: ['/api/funder-pipeline'],
};

/** Which add-on hides which in the list of add-ons offered: the full version hides the 'up to 1' one. */
export const ADD_ON_HIDES: Partial<Record<AddOnKey, AddOnKey>> = {
  'shared-rooms-unlimited': 'file-shared-rooms-up-to-1',
  smartlists: 'smartlists-up-to-1',
};

/** The access of every gated module given the add-ons a tenant holds (plan-included plus extra). Keys may carry suffixes. */
export function accessMap(addOnKeys: readonly string[]): AccessMap {
  const held = new Set(addOnKeys.map(stripVersionSuffix));
  const map = {} as AccessMap;
  for (const m of GATED_MODULES) map[m] = MODULE_ADD_ONS[m].some((k) => held.has(k));
  return map;
}

const underPrefix = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/** The gated module a screen path belongs to, or null when the path is not gated. */
export function moduleOfPath(pathname: string): GatedModule | null {
  // The longest matching prefix wins: a pipeline board (/one/fundraising/pipeline/…) lies inside fundraising.
  let found: { m: GatedModule; len: number } | null = null;
  for (const m of GATED_MODULES)
    for (const p of MODULE_PATHS[m])
      if (underPrefix(pathname, p) && (!found || p.length > found.len)) found = { m, len: p.length };
  return found?.m ?? null;
}

/** The gated module an API url belongs to, or null. */
export function moduleOfApiPath(url: string): GatedModule | null {
  const path = url.split('?')[0];
  for (const m of GATED_MODULES) if (MODULE_API_PREFIXES[m].some((p) => underPrefix(path, p))) return m;
  return null;
}

/** Whether a screen path is accessible under an access map; ungated paths always are. */
export function canAccessPath(pathname: string, access: AccessMap): boolean {
  const m = moduleOfPath(pathname);
  return m === null || access[m];
}

/**
 * Where an inaccessible landing goes (spec 1 §4.3): tasks when the tenant has active items and is not on solo,
 * otherwise the virtual data rooms (or, when those are closed too, the home page).
 */
export function inaccessibleRedirect(input: { planKey: string; hasActiveItems: boolean; access: AccessMap }): string {
  if (input.hasActiveItems && stripVersionSuffix(input.planKey) !== 'solo') return '/one/tasks';
  return input.access.sharedRooms ? '/one/virtual-data-rooms' : '/one/home';
}

/** Add-ons offered on top of a plan: not already included, not the seat add-on, not hidden by a held full version. */
export function offeredAddOnKeys(all: readonly string[], held: readonly string[]): string[] {
  const h = new Set(held.map(stripVersionSuffix));
  const hidden = new Set<string>();
  for (const k of h) {
    const x = ADD_ON_HIDES[k as AddOnKey];
    if (x) hidden.add(x);
  }
  return all.map(stripVersionSuffix).filter((k) => k !== EXTRA_USER_ADD_ON && !h.has(k) && !hidden.has(k));
}
