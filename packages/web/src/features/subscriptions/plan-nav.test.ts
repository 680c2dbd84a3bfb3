import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessMap, type SubscriptionPurchase } from '@atrium/contract';
import { planNavItems, SCREEN_AVAILABLE } from './plan-nav';

const ALL_SCREENS = { ...SCREEN_AVAILABLE };

const sub = (addOns: string[], canEnableTrial = false) =>
  ({ access: accessMap(addOns), canEnableTrial }) as unknown as SubscriptionPurchase;

describe('planNavItems (spec 1 §2.2)', () => {
  // The grouping rules are tested with every screen built; the next test checks what this version offers.
  beforeEach(() => {
    for (const k of Object.keys(SCREEN_AVAILABLE) as (keyof typeof SCREEN_AVAILABLE)[]) SCREEN_AVAILABLE[k] = true;
  });
  afterEach(() => Object.assign(SCREEN_AVAILABLE, ALL_SCREENS));

  it('gives companies Accounting, Intelligence and Data rooms, locking what the plan lacks', () => {
    const items = planNavItems('COMPANY', sub(['file-shared-rooms-up-to-1'], true));
    expect(items.map((i) => i.id)).toEqual([
      'add-products',
      'tax-deadlines',
      'dashboards',
      'smartlists',
      'master-room',
      'shared-spaces',
    ]);
    expect(items.find((i) => i.id === 'add-products')).toMatchObject({ trialTag: true, locked: false });
    expect(Object.fromEntries(items.map((i) => [i.id, i.locked]))).toEqual({
      'add-products': false,
      'tax-deadlines': true,
      dashboards: true,
      smartlists: true,
      'master-room': true,
      'shared-spaces': false,
    });
  });

  it("leaves Accounting out of the provider's own tenant (its staff work on clients' deadlines in the portal)", () => {
    const ids = planNavItems('COMPANY', sub(['accounting-module', 'tax-due-dates']), { internal: true }).map(
      (i) => i.id,
    );
    expect(ids).not.toContain('tax-deadlines');
    expect(ids).not.toContain('dashboards');
  });

  it('gives individuals Intelligence and Data rooms, the master room only when they own it', () => {
    expect(planNavItems('INDIVIDUAL', sub(['smartlists-up-to-1'])).map((i) => i.id)).toEqual([
      'add-products',
      'smartlists',
      'shared-spaces',
    ]);
    expect(planNavItems('INDIVIDUAL', sub(['master-data-room'])).map((i) => i.id)).toEqual([
      'add-products',
      'smartlists',
      'master-room',
      'shared-spaces',
    ]);
  });

  it('shows no trial tag and locks nothing before the subscription has loaded', () => {
    const items = planNavItems('COMPANY', undefined);
    expect(items.every((i) => !i.locked && !i.trialTag)).toBe(true);
  });

  it('offers every area of this version: Smartlists (issue 16) and Shared spaces (issue 15)', () => {
    Object.assign(SCREEN_AVAILABLE, ALL_SCREENS);
    const full = sub([
      'accounting-module',
      'tax-due-dates',
      'smartlists',
      'master-data-room',
      'file-shared-rooms-up-to-1',
    ]);
    expect(planNavItems('COMPANY', full).map((i) => i.id)).toEqual([
      'add-products',
      'tax-deadlines',
      'dashboards',
      'smartlists',
      'master-room',
      'shared-spaces',
    ]);
    expect(planNavItems('INDIVIDUAL', full).map((i) => i.id)).toEqual([
      'add-products',
      'smartlists',
      'master-room',
      'shared-spaces',
    ]);
  });
});
