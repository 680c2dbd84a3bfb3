/** What other code may use from the subscriptions feature. */
export { ModuleGate } from './components/ModuleGate';
export { CurrentPlanCard } from './components/CurrentPlanCard';
export { PlanNavItems } from './components/PlanNavItems';
export { PromotionCodesButton } from './components/PromotionCodesDialog';
export { useSubscription } from './api/active-subscription';
