import { useQueryClient } from '@tanstack/react-query';
import { useWorkspace } from '../../workspace/workspace';
import { subscriptionKeys } from './keys';

export const useTenantExternalId = () => useWorkspace().selectedTenantMembership?.tenant.externalId ?? null;

/** Refreshes everything that depends on the tenant's plan after a purchase, trial or cancellation. */
export function useRefreshSubscription() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: subscriptionKeys.all });
}
