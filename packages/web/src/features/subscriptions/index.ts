/** What other code may use from the subscriptions feature. */
import { lazy } from 'react';
export { ModuleGate } from './components/ModuleGate';
export { CurrentPlanCard } from './components/CurrentPlanCard';
export { PlanNavItems } from './components/PlanNavItems';
export { PromotionCodesButton } from './components/PromotionCodesDialog';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const PaywallPage = lazy(() => import('./pages/PaywallPage'));
export const ChoosePlanPage = lazy(() => import('./pages/ChoosePlanPage'));
export const SelectAddOnsPage = lazy(() => import('./pages/SelectAddOnsPage'));
export const BillingDetailsPage = lazy(() => import('./pages/BillingDetailsPage'));
export const ConfirmPurchasePage = lazy(() => import('./pages/ConfirmPurchasePage'));
export const GatedAreaPage = lazy(() => import('./pages/GatedAreaPage'));
