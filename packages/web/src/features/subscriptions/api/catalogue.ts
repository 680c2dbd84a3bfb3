import { useApiQuery } from '../../../components/useApi';
import { subscriptionKeys } from '../keys';
import { subscriptionApi } from './subscription-api';

/** GET subscription/all: the plans and add-ons on sale; kept five minutes. */
export const catalogueQuery = () => ({
  queryKey: subscriptionKeys.catalogue,
  queryFn: () => subscriptionApi.catalogue(),
  staleTime: 5 * 60_000,
});

export const useCatalogue = () => useApiQuery(catalogueQuery());
