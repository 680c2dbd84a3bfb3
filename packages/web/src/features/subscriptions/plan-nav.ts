import type { AccountType, GatedModule, SubscriptionPurchase } from '@atrium/contract';
import type { TranslationKey } from '../../lib/i18n-keys';

export interface PlanNavItem {
  id: string;
  to: string;
  labelKey: TranslationKey;
  /** The gated module behind the entry; the entry shows a lock when the plan lacks it. */
  module?: GatedModule;
  locked?: boolean;
  /** 'Add products' carries a trial tag when a trial can be enabled. */
  trialTag?: boolean;
  group: 'products' | 'accounting' | 'intelligence' | 'dataRooms';
}

/**
 * Which gated areas have a screen in this version. The navigation offers only those (issue 13 item 20: nothing is
 * offered before it works); the others have no route, so a link to one takes the landing redirect.
 */
export const SCREEN_AVAILABLE: Record<GatedModule, boolean> = {
  dashboard: true,
  taxDeadlines: true,
  fundraising: true,
  masterDataRoom: true,
  sharedRooms: true,
  pipelines: true,
};

/**
 * The plan-dependent entries of the customer navigation (spec 1 §2.2): Add products (trial tag when the subscription
 * allows a trial); companies get Accounting, Intelligence and Data rooms; individuals Intelligence and Data rooms, the
 * master room only when they own its add-on. Areas without a screen yet (SCREEN_AVAILABLE) are left out.
 */
export function planNavItems(
  accountType: AccountType | null,
  sub: SubscriptionPurchase | undefined,
  opts: { internal?: boolean } = {},
): PlanNavItem[] {
  const access = sub?.access;
  const item = (i: Omit<PlanNavItem, 'locked'>): PlanNavItem => ({
    ...i,
    locked: i.module && access ? !access[i.module] : false,
  });
  const items: PlanNavItem[] = [
    item({
      id: 'add-products',
      to: '/one/paywall',
      labelKey: 'subscriptions.nav.addProducts',
      trialTag: !!sub?.canEnableTrial,
      group: 'products',
    }),
  ];
  // The provider's own tenant keeps no books here: its staff work on clients' deadlines from the portal.
  if (accountType === 'COMPANY' && !opts.internal) {
    items.push(
      item({
        id: 'tax-deadlines',
        to: '/one/accounting/tax-deadlines',
        labelKey: 'subscriptions.nav.taxDeadlines',
        module: 'taxDeadlines',
        group: 'accounting',
      }),
    );
    items.push(
      item({
        id: 'dashboards',
        to: '/one/accounting/dashboards',
        labelKey: 'subscriptions.nav.dashboards',
        module: 'dashboard',
        group: 'accounting',
      }),
    );
  }
  items.push(
    item({
      id: 'smartlists',
      to: '/one/fundraising',
      labelKey: 'subscriptions.nav.smartlists',
      module: 'fundraising',
      group: 'intelligence',
    }),
  );
  if (accountType === 'COMPANY' || access?.masterDataRoom) {
    items.push(
      item({
        id: 'master-room',
        to: '/one/data-room',
        labelKey: 'subscriptions.nav.masterRoom',
        module: 'masterDataRoom',
        group: 'dataRooms',
      }),
    );
  }
  items.push(
    item({
      id: 'shared-spaces',
      to: '/one/virtual-data-rooms',
      labelKey: 'subscriptions.nav.sharedSpaces',
      module: 'sharedRooms',
      group: 'dataRooms',
    }),
  );
  return items.filter((i) => !i.module || SCREEN_AVAILABLE[i.module]);
}
