import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../components/useApi';
import { subscriptionKeys } from '../keys';
import { subscriptionApi, type Selection } from './subscription-api';

/** POST preview/subscription: the server's price of a selection (none before a plan is chosen). */
export const pricePreviewQuery = (tenant: string | null, sel: Selection | null) => ({
  queryKey: subscriptionKeys.preview(tenant, sel ?? ({} as Selection)),
  queryFn: () => subscriptionApi.preview(sel!),
  enabled: !!sel && !!tenant,
  // The previous total stays on screen while the new one loads.
  placeholderData: keepPreviousData,
});

/** The paywall shows no toast: the summary keeps the last price. */
export const usePricePreview = (tenant: string | null, sel: Selection | null) =>
  useApiQuery({ ...pricePreviewQuery(tenant, sel), silent: true });
