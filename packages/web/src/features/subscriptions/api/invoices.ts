import { useApiQuery } from '../../../components/useApi';
import { subscriptionKeys } from '../keys';
import { useTenantExternalId } from '../hooks';
import { subscriptionApi } from './subscription-api';

/** GET subscription-purchase/invoices: the selected tenant's invoices. */
export const invoicesQuery = (tenant: string | null) => ({
  queryKey: subscriptionKeys.invoices(tenant),
  queryFn: () => subscriptionApi.invoices(),
  enabled: !!tenant,
});

export const useInvoices = () => useApiQuery(invoicesQuery(useTenantExternalId()));
