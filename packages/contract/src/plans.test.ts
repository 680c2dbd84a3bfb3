import { describe, expect, it } from 'vitest';
import {
  accessMap,
  canAccessPath,
  computePrice,
  inaccessibleRedirect,
  moduleOfApiPath,
  moduleOfPath,
  monthlyDisplayPrice,
  offeredAddOnKeys,
  stripVersionSuffix,
  ADD_ON_KEYS,
} from './index.ts';

const base = { addOnPrices: [] as number[], extraUsers: 0, solo: false } as const;

describe('stripVersionSuffix', () => {
  it("strips '-old-version-N' and nothing else", () => {
    expect(stripVersionSuffix('core-old-version-2')).toBe('core');
    expect(stripVersionSuffix('smartlists-up-to-1-old-version-13')).toBe('smartlists-up-to-1');
    expect(stripVersionSuffix('smartlists-up-to-1')).toBe('smartlists-up-to-1');
    expect(stripVersionSuffix('core-old-version-')).toBe('core-old-version-');
    expect(stripVersionSuffix('old-version-2-core')).toBe('old-version-2-core');
  });
});

describe('computePrice (spec 1 §9)', () => {
  it('monthly = plan + add-ons (+ 9.99 per extra user)', () => {
    expect(computePrice({ ...base, planPrice: 49, addOnPrices: [29, 15], billingPeriod: 'MONTHLY' })).toMatchObject({
      monthlySubtotal: 93,
      subtotal: 93,
      discount: 0,
      total: 93,
    });
    const p = computePrice({ ...base, planPrice: 49, extraUsers: 3, billingPeriod: 'MONTHLY' });
    expect(p).toMatchObject({ extraUsersPrice: 29.97, monthlySubtotal: 78.97, total: 78.97 });
  });

  it('yearly = 12 × (plan + add-ons − 10)', () => {
    expect(computePrice({ ...base, planPrice: 49, addOnPrices: [29], billingPeriod: 'YEARLY' })).toMatchObject({
      monthlySubtotal: 78,
      subtotal: 816,
      total: 816,
    });
    expect(computePrice({ ...base, planPrice: 99, extraUsers: 1, billingPeriod: 'YEARLY' }).total).toBe(1187.88);
  });

  it('yearly is floored at 0, except with the solo flag', () => {
    expect(computePrice({ ...base, planPrice: 0, billingPeriod: 'YEARLY' }).total).toBe(0);
    expect(computePrice({ ...base, planPrice: 4, billingPeriod: 'YEARLY' }).total).toBe(0);
    expect(computePrice({ ...base, planPrice: 4, billingPeriod: 'YEARLY', solo: true }).total).toBe(-72);
    expect(computePrice({ ...base, planPrice: 19, billingPeriod: 'YEARLY', solo: true }).total).toBe(108);
  });

  it('shows the 10 discount on monthly display prices with yearly billing, never below 0', () => {
    expect(monthlyDisplayPrice(49, 'YEARLY')).toBe(39);
    expect(monthlyDisplayPrice(49, 'MONTHLY')).toBe(49);
    expect(monthlyDisplayPrice(9, 'YEARLY')).toBe(0);
  });

  it('applies a promotion code: amount off or percent off, never below 0', () => {
    expect(
      computePrice({
        ...base,
        planPrice: 49,
        billingPeriod: 'MONTHLY',
        promotion: { amountOff: 10, percentOff: null },
      }),
    ).toMatchObject({ discount: 10, total: 39 });
    expect(
      computePrice({ ...base, planPrice: 99, billingPeriod: 'YEARLY', promotion: { amountOff: null, percentOff: 25 } }),
    ).toMatchObject({ subtotal: 1068, discount: 267, total: 801 });
    expect(
      computePrice({
        ...base,
        planPrice: 49,
        billingPeriod: 'MONTHLY',
        promotion: { amountOff: 500, percentOff: null },
      }),
    ).toMatchObject({ discount: 49, total: 0 });
    expect(
      computePrice({ ...base, planPrice: 0, billingPeriod: 'MONTHLY', promotion: { amountOff: 5, percentOff: null } }),
    ).toMatchObject({ discount: 0, total: 0 });
  });

  it('works in cents: no floating-point drift', () => {
    const p = computePrice({ ...base, planPrice: 0.1, addOnPrices: [0.2], extraUsers: 7, billingPeriod: 'MONTHLY' });
    expect(p.monthlySubtotal).toBe(70.23);
  });
});

describe('access map (spec 1 §3, spec 3 §3)', () => {
  it('derives each module from its add-ons, suffixes stripped', () => {
    expect(accessMap([])).toEqual({
      dashboard: false,
      taxDeadlines: false,
      fundraising: false,
      masterDataRoom: false,
      sharedRooms: false,
      pipelines: false,
    });
    expect(accessMap(['accounting-module', 'smartlists-up-to-1', 'file-shared-rooms-up-to-1'])).toEqual({
      dashboard: true,
      taxDeadlines: false,
      fundraising: true,
      masterDataRoom: false,
      sharedRooms: true,
      pipelines: false,
    });
    expect(
      accessMap(['tax-due-dates-old-version-3', 'master-data-room', 'shared-rooms-unlimited', 'smartlists']),
    ).toMatchObject({
      taxDeadlines: true,
      masterDataRoom: true,
      sharedRooms: true,
      fundraising: true,
      dashboard: false,
    });
    expect(accessMap([...ADD_ON_KEYS])).toEqual({
      dashboard: true,
      taxDeadlines: true,
      fundraising: true,
      masterDataRoom: true,
      sharedRooms: true,
      pipelines: true,
    });
  });

  it('maps every gated screen path of spec 1 §2.1 to its module, and nothing else', () => {
    expect(moduleOfPath('/one/accounting/dashboards')).toBe('dashboard');
    expect(moduleOfPath('/one/accounting/dashboard/0b6f')).toBe('dashboard');
    expect(moduleOfPath('/one/accounting/home')).toBe('dashboard');
    expect(moduleOfPath('/one/accounting/tax-deadlines')).toBe('taxDeadlines');
    // The timeline shows the same filings (issue 17 item 3): the same add-on opens it.
    expect(moduleOfPath('/one/accounting/tax-timeline')).toBe('taxDeadlines');
    expect(moduleOfPath('/one/fundraising')).toBe('fundraising');
    expect(moduleOfPath('/one/fundraising/advanced-search/a/b')).toBe('fundraising');
    expect(moduleOfPath('/one/fundraising/smart-list/a')).toBe('fundraising');
    expect(moduleOfPath('/one/data-room')).toBe('masterDataRoom');
    expect(moduleOfPath('/one/data-room/files')).toBe('masterDataRoom');
    for (const p of [
      '/one/virtual-data-rooms',
      '/one/virtual-data-rooms/create',
      '/one/virtual-data-rooms/inside',
      '/one/virtual-data-rooms/file',
      '/one/virtual-data-rooms/financial-report',
      '/one/virtual-data-room/analytics',
    ])
      expect(moduleOfPath(p)).toBe('sharedRooms');
    for (const p of [
      '/one/home',
      '/one/settings',
      '/one/paywall',
      '/one/data-rooms',
      '/one/fundraisingx',
      '/portal/customers',
    ])
      expect(moduleOfPath(p)).toBeNull();
  });

  it('maps the gated API prefixes', () => {
    expect(moduleOfApiPath('/api/data-room/files?x=1')).toBe('masterDataRoom');
    expect(moduleOfApiPath('/api/data-room')).toBe('masterDataRoom');
    expect(moduleOfApiPath('/api/red-flag/1')).toBe('masterDataRoom');
    expect(moduleOfApiPath('/api/virtual-data-room/abc')).toBe('sharedRooms');
    expect(moduleOfApiPath('/api/virtual-data-room-guest/abc')).toBe('sharedRooms');
    expect(moduleOfApiPath('/api/funder-list/x')).toBe('fundraising');
    expect(moduleOfApiPath('/api/funder-pipeline/x')).toBe('pipelines');
    expect(moduleOfPath('/one/fundraising/pipeline/x')).toBe('pipelines');
    expect(moduleOfPath('/one/fundraising/smart-list/x')).toBe('fundraising');
    expect(moduleOfApiPath('/api/accounting/tax-deadlines')).toBe('taxDeadlines');
    expect(moduleOfApiPath('/api/accounting/dashboard/1')).toBe('dashboard');
    expect(moduleOfApiPath('/api/document-center')).toBeNull();
    expect(moduleOfApiPath('/api/data-rooms')).toBeNull();
  });

  it('canAccessPath lets ungated paths through', () => {
    const none = accessMap([]);
    expect(canAccessPath('/one/home', none)).toBe(true);
    expect(canAccessPath('/one/data-room', none)).toBe(false);
    expect(canAccessPath('/one/data-room', accessMap(['master-data-room']))).toBe(true);
  });

  it('redirects an inaccessible landing as spec 1 §4.3 says', () => {
    const rooms = accessMap(['file-shared-rooms-up-to-1']);
    expect(inaccessibleRedirect({ planKey: 'core', hasActiveItems: true, access: rooms })).toBe('/one/tasks');
    expect(inaccessibleRedirect({ planKey: 'solo', hasActiveItems: true, access: rooms })).toBe(
      '/one/virtual-data-rooms',
    );
    expect(inaccessibleRedirect({ planKey: 'basic', hasActiveItems: false, access: rooms })).toBe(
      '/one/virtual-data-rooms',
    );
    expect(inaccessibleRedirect({ planKey: 'basic', hasActiveItems: false, access: accessMap([]) })).toBe('/one/home');
  });

  it("offers add-ons not held; the full version hides the 'up to 1' one; never the seat add-on", () => {
    const all = [...ADD_ON_KEYS];
    const offered = offeredAddOnKeys(all, ['shared-rooms-unlimited', 'smartlists', 'master-data-room']);
    expect(offered).not.toContain('file-shared-rooms-up-to-1');
    expect(offered).not.toContain('smartlists-up-to-1');
    expect(offered).not.toContain('master-data-room');
    expect(offered).not.toContain('each-additional-user');
    expect(offered).toContain('accounting-module');
    expect(offeredAddOnKeys(all, ['file-shared-rooms-up-to-1'])).toContain('shared-rooms-unlimited');
  });
});
