import { CHAT_LIMITS, type UserSuggestion } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { chatKeys } from '../keys';
import { chatApi } from './chat-api';

/** GET chat/user-suggestions; a failure gives [] (the pickers just show no one). */
export const userSuggestionsQuery = (
  term: string,
  tenantExternalId: string | undefined,
  conversationExternalId?: string,
) => ({
  queryKey: chatKeys.userSuggestions(term, tenantExternalId ?? '', conversationExternalId),
  queryFn: () => chatApi.userSuggestions(term, tenantExternalId!, conversationExternalId).catch(() => []),
  staleTime: 30_000,
});

/** User suggestions for a term (tenant members and experts, not me, not present members); failures give []. */
export function useUserSuggestions(
  term: string,
  tenantExternalId: string | undefined,
  conversationExternalId?: string,
  delayMs: number = CHAT_LIMITS.debounce.userSuggestion,
  enabled = true,
) {
  const debounced = useDebouncedValue(term.trim(), delayMs);
  return useApiQuery<UserSuggestion[]>({
    ...userSuggestionsQuery(debounced, tenantExternalId, conversationExternalId),
    enabled: enabled && !!tenantExternalId,
    placeholderData: (prev) => prev,
    silent: true,
  });
}
