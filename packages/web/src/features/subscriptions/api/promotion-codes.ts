import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePromotionCodeBody, PromotionCode } from '@atrium/contract';
import { useApiMutation } from '../../../components/useApi';
import { subscriptionKeys } from '../keys';
import { subscriptionApi } from './subscription-api';

/** GET subscription-admin/promotion-code: every promotion code (admin). No retry: the dialog shows the failure. */
export const promotionCodesQuery = (enabled: boolean) => ({
  queryKey: subscriptionKeys.promotionCodes,
  queryFn: () => subscriptionApi.promotionCodes(),
  enabled,
  retry: false,
});

/** No toast: the dialog shows the error above an emptied table (spec 3 §8). */
export const usePromotionCodes = (enabled: boolean) => useQuery(promotionCodesQuery(enabled));

/** POST subscription-admin/promotion-code; after the caller's onSuccess, the list is refetched. */
export function useCreatePromotionCode(options: { onSuccess: () => void; onError: (err: Error) => void }) {
  const queryClient = useQueryClient();
  return useApiMutation<PromotionCode, CreatePromotionCodeBody>({
    mutationFn: (body) => subscriptionApi.createPromotionCode(body),
    errorMode: 'none',
    onSuccess: async () => {
      options.onSuccess();
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.promotionCodes });
    },
    onError: options.onError,
  });
}

/** PUT subscription-admin/promotion-code/{couponId}/deactivate; the list is refetched. */
export const useDeactivatePromotionCode = () =>
  useApiMutation<PromotionCode, string>({
    mutationFn: (couponId) => subscriptionApi.deactivatePromotionCode(couponId),
    invalidate: [subscriptionKeys.promotionCodes],
  });
