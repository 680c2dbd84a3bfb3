import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../../workspace/workspace';
import { useApiQuery } from '../../components/useApi';
import { subscriptionApi, subscriptionKeys } from './api';

export const useTenantExternalId = () => useWorkspace().selectedTenantMembership?.tenant.externalId ?? null;

/** The selected tenant's subscription (spec 1 §4.3: loaded per user and tenant). A failure toasts (§8). */
export function useSubscription() {
  const tenant = useTenantExternalId();
  const { t } = useTranslation();
  return useApiQuery({
    queryKey: subscriptionKeys.active(tenant),
    queryFn: subscriptionApi.active,
    enabled: !!tenant,
    staleTime: 30_000,
    errorMessage: t('subscriptions.errors.load'),
  });
}

export function useCatalogue() {
  return useApiQuery({
    queryKey: subscriptionKeys.catalogue,
    queryFn: subscriptionApi.catalogue,
    staleTime: 5 * 60_000,
  });
}

export function useInvoices() {
  const tenant = useTenantExternalId();
  return useApiQuery({
    queryKey: subscriptionKeys.invoices(tenant),
    queryFn: subscriptionApi.invoices,
    enabled: !!tenant,
  });
}

/** Refreshes everything that depends on the tenant's plan after a purchase, trial or cancellation. */
export function useRefreshSubscription() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: subscriptionKeys.all });
}
