import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { assistantKeys } from '../keys';
import { flattenMessages } from '../live-updates';
import { assistantApi } from './assistant-api';

/** GET message/conversation page by page (page 0 = newest); `messages` oldest→newest, each once. */
export function useAssistantMessages(conversationExternalId: string | null) {
  const query = useInfiniteQuery({
    queryKey: assistantKeys.messages(conversationExternalId ?? ''),
    queryFn: ({ pageParam }) => assistantApi.messages(conversationExternalId!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    enabled: !!conversationExternalId,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  return { ...query, messages: flattenMessages(query.data) };
}

/** The open conversation's head (enrich-conversation: title, members, owner). */
export const useAssistantConversation = (conversationExternalId: string | null) =>
  useQuery({
    queryKey: assistantKeys.conversation(conversationExternalId ?? ''),
    queryFn: () => assistantApi.enrich(conversationExternalId!),
    enabled: !!conversationExternalId,
    refetchOnWindowFocus: false,
  });

export const useAssistantMembers = (conversationExternalId: string | null, enabled = true) =>
  useQuery({
    queryKey: assistantKeys.members(conversationExternalId ?? ''),
    queryFn: () => assistantApi.members(conversationExternalId!),
    enabled: enabled && !!conversationExternalId,
  });

/** POST message/search by keyword or by date (YYYY-MM-DD). */
export const useMessageSearch = (conversationExternalId: string, query: string, date: string) =>
  useQuery({
    queryKey: assistantKeys.search(conversationExternalId, query, date),
    queryFn: () => assistantApi.search(conversationExternalId, query, date),
    enabled: query.trim() !== '' || date !== '',
  });

/** The caller's assistant flags (multi-user hint seen, archive hint hidden). */
export const useAssistantUser = (userExternalId: string | undefined) =>
  useQuery({
    queryKey: assistantKeys.user(userExternalId ?? ''),
    queryFn: () => assistantApi.user(userExternalId!),
    enabled: !!userExternalId,
    staleTime: Infinity,
    retry: false,
  });
