import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inaccessibleRedirect, type GatedModule } from '@atrium/contract';
import { ModuleNoAccessDialog } from '../../../components/ModuleNoAccessDialog';
import { useSubscription } from '../api/active-subscription';
import { SubscriptionLoadingOverlay } from './SubscriptionLoadingOverlay';

/**
 * Guards a gated screen with the access map (spec 1 §2.3, §4.3). While the subscription loads, the loading overlay.
 * Reached from inside the app without the module: the module-no-access dialog (Upgrade → paywall, close → back).
 * Opened as the first page of the visit (nothing to go back to): the redirect of §4.3 — or, with
 * `firstVisit="explain"` (the master data room's deep links), the same dialog first, its Close going to that redirect.
 */
export function ModuleGate({
  module,
  children,
  firstVisit = 'redirect',
}: {
  module: GatedModule;
  children: ReactNode;
  firstVisit?: 'redirect' | 'explain';
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const sub = useSubscription();
  if (sub.isPending && sub.fetchStatus !== 'idle') return <SubscriptionLoadingOverlay />;
  const data = sub.data;
  if (data?.access[module]) return <>{children}</>;
  if (data && location.key === 'default') {
    const to = inaccessibleRedirect({
      planKey: data.subscription.objectKey,
      hasActiveItems: data.hasActiveItems,
      access: data.access,
    });
    if (firstVisit === 'explain')
      return <ModuleNoAccessDialog open moduleName={t(`subscriptions.modules.${module}`)} closeTo={to} />;
    return <Navigate to={to} replace />;
  }
  return <ModuleNoAccessDialog open moduleName={t(`subscriptions.modules.${module}`)} />;
}
