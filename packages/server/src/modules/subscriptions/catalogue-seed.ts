import type { AddOnKey, FeatureGroup, PlanKey } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { subscriptionAddOns, subscriptionPlanAddOns, subscriptionPlans } from './tables.ts';

/** The add-ons of spec 1 §3 with their feature group (module) and monthly individual price in dollars. */
export const SEED_ADD_ONS: { key: AddOnKey; name: string; module: FeatureGroup; price: number }[] = [
  { key: 'each-additional-user', name: 'Each additional user', module: 'USERS', price: 9.99 },
  { key: 'accounting-module', name: 'Accounting dashboards', module: 'ACCOUNTING', price: 29 },
  { key: 'tax-due-dates', name: 'Tax deadlines', module: 'ACCOUNTING', price: 15 },
  { key: 'search-crunchbase', name: 'Investor search', module: 'INTELLIGENCE', price: 25 },
  { key: 'smartlists', name: 'Smartlists', module: 'INTELLIGENCE', price: 29 },
  { key: 'smartlists-up-to-1', name: 'Smartlists (up to 1)', module: 'INTELLIGENCE', price: 9 },
  { key: 'pipelines', name: 'Pipelines', module: 'INTELLIGENCE', price: 19 },
  { key: 'master-data-room', name: 'Master data room', module: 'DATA_ROOM', price: 29 },
  { key: 'file-shared-rooms-up-to-1', name: 'Shared rooms (up to 1)', module: 'DATA_ROOM', price: 9 },
  { key: 'shared-rooms-unlimited', name: 'Unlimited shared rooms', module: 'DATA_ROOM', price: 39 },
  { key: 'shared-spaces', name: 'Spaces shared with you', module: 'VIEW_DATA_SHARED_BY_OTHERS', price: 19 },
  { key: 'shared-smartlists', name: 'Smartlists shared with you', module: 'VIEW_DATA_SHARED_BY_OTHERS', price: 15 },
];

/** Plans: price a month in dollars, seats, which add-ons they include, and whether the paywall sells them. */
export const SEED_PLANS: {
  key: PlanKey;
  name: string;
  price: number;
  seatLimit: number;
  canBuy: boolean;
  addOns: AddOnKey[];
}[] = [
  {
    key: 'solo',
    name: 'Solo',
    price: 19,
    seatLimit: 1,
    canBuy: true,
    addOns: ['master-data-room', 'file-shared-rooms-up-to-1', 'smartlists-up-to-1'],
  },
  { key: 'basic', name: 'Basic', price: 0, seatLimit: 3, canBuy: false, addOns: ['file-shared-rooms-up-to-1'] },
  {
    key: 'core',
    name: 'Core',
    price: 49,
    seatLimit: 5,
    canBuy: true,
    addOns: [
      'accounting-module',
      'tax-due-dates',
      'master-data-room',
      'file-shared-rooms-up-to-1',
      'smartlists-up-to-1',
    ],
  },
  {
    key: 'growth',
    name: 'Growth',
    price: 99,
    seatLimit: 10,
    canBuy: true,
    addOns: [
      'accounting-module',
      'tax-due-dates',
      'master-data-room',
      'shared-rooms-unlimited',
      'smartlists',
      'search-crunchbase',
      'shared-spaces',
    ],
  },
  {
    key: 'scale',
    name: 'Scale',
    price: 199,
    seatLimit: 25,
    canBuy: true,
    addOns: [
      'accounting-module',
      'tax-due-dates',
      'master-data-room',
      'shared-rooms-unlimited',
      'smartlists',
      'search-crunchbase',
      'pipelines',
      'shared-spaces',
      'shared-smartlists',
    ],
  },
];

/**
 * Inserts the catalogue rows that are missing, on every start. Rows already there are left alone, so an admin's
 * change of price, seats or canBuy survives restarts and upgrades.
 */
export async function seedSubscriptionCatalogue(db: Db) {
  await db
    .insert(subscriptionAddOns)
    .values(
      SEED_ADD_ONS.map((a, i) => ({
        key: a.key,
        name: a.name,
        module: a.module,
        monthlyPriceCents: Math.round(a.price * 100),
        sortOrder: i,
      })),
    )
    .onConflictDoNothing({ target: subscriptionAddOns.key });
  const inserted = await db
    .insert(subscriptionPlans)
    .values(
      SEED_PLANS.map((p, i) => ({
        key: p.key,
        name: p.name,
        priceCents: Math.round(p.price * 100),
        seatLimit: p.seatLimit,
        canBuy: p.canBuy,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing({ target: subscriptionPlans.key })
    .returning({ id: subscriptionPlans.id, key: subscriptionPlans.key });
  if (inserted.length === 0) return;
  const addOns = await db.select({ id: subscriptionAddOns.id, key: subscriptionAddOns.key }).from(subscriptionAddOns);
  const addOnId = new Map(addOns.map((a) => [a.key, a.id]));
  const links = inserted.flatMap((p) =>
    (SEED_PLANS.find((s) => s.key === p.key)?.addOns ?? []).map((k) => ({ planId: p.id, addOnId: addOnId.get(k)! })),
  );
  if (links.length) await db.insert(subscriptionPlanAddOns).values(links).onConflictDoNothing();
}
