import type { BillingDetails, BillingPeriod } from '@atrium/contract';
import { createStore, useStore } from '../../lib/store';

/** What the paywall steps collect, kept in session storage so a reload keeps the choice. No price: the server prices. */
export interface PaywallState {
  planKey: string | null;
  billingPeriod: BillingPeriod;
  addOnKeys: string[];
  extraUsers: number;
  billingDetails: BillingDetails | null;
  promotionCode: string | null;
}

const KEY = 'atrium.paywall';
const EMPTY: PaywallState = {
  planKey: null,
  billingPeriod: 'MONTHLY',
  addOnKeys: [],
  extraUsers: 0,
  billingDetails: null,
  promotionCode: null,
};

function load(): PaywallState {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<PaywallState>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export const paywallStore = createStore<PaywallState>(load());
paywallStore.subscribe(() => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(paywallStore.get()));
  } catch {
    /* storage unavailable: the choice lives for this page only */
  }
});
export const usePaywall = () => useStore(paywallStore);
export const updatePaywall = (patch: Partial<PaywallState>) => paywallStore.set((s) => ({ ...s, ...patch }));
export const resetPaywall = () => paywallStore.set(EMPTY);

export const PAYWALL_PATHS = {
  start: '/one/paywall',
  plan: '/one/paywall/choose-plan',
  addOns: '/one/paywall/select-add-ons',
  billing: '/one/paywall/add-billing-details',
  confirm: '/one/paywall/confirm-purchase',
} as const;
