/** The subscriptions feature's routed pages for app/router.tsx, each loaded on first visit (a chunk of its own). */
import { lazy } from 'react';

export const PaywallPage = lazy(() => import('./pages/PaywallPage'));
export const ChoosePlanPage = lazy(() => import('./pages/ChoosePlanPage'));
export const SelectAddOnsPage = lazy(() => import('./pages/SelectAddOnsPage'));
export const BillingDetailsPage = lazy(() => import('./pages/BillingDetailsPage'));
export const ConfirmPurchasePage = lazy(() => import('./pages/ConfirmPurchasePage'));
