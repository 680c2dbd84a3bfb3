import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../components/useApi';
import { subscriptionKeys } from '../keys';
import { useTenantExternalId } from '../hooks';
import { subscriptionApi } from './subscription-api';

/** GET subscription-purchase/active-tenant: the selected tenant's subscription (spec 1 §4.3). */
export const activeSubscriptionQuery = (tenant: string | null) => ({
  queryKey: subscriptionKeys.active(tenant),
  queryFn: () => subscriptionApi.active(),
  enabled: !!tenant,
  staleTime: 30_000,
});

/** A failure toasts (§8). */
export function useSubscription() {
  const tenant = useTenantExternalId();
  const { t } = useTranslation();
  return useApiQuery({ ...activeSubscriptionQuery(tenant), errorMessage: t('subscriptions.errors.load') });
}
