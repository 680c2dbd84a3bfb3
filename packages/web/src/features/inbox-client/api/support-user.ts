import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatApi, chatKeys } from '../../chat';

/** GET support-user: who answers 'Product support', kept 5 minutes. */
export const supportUserQuery = () => ({
  queryKey: chatKeys.supportUser,
  queryFn: chatApi.supportUser,
  staleTime: 5 * 60_000,
});

/** Looks the support user up on demand (a click), from the cache while it is fresh. */
export function useSupportUserLookup() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(supportUserQuery()), [queryClient]);
}
