import { describe, expect, it } from 'vitest';
import { accessMap, type SubscriptionPurchase } from '@atrium/contract';
import { planNavItems } from './plan-nav';

const sub = (addOns: string[], canEnableTrial = false) =>
  ({ access: accessMap(addOns), canEnableTrial }) as unknown as SubscriptionPurchase;

describe('planNavItems (spec 1 §2.2)', () => {
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
});
