import { useCallback } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatPage } from '@atrium/contract';
import { chatKeys } from '../keys';
import { appendMessages, flattenPages, type MessagePages } from '../messages';
import { chatApi } from './chat-api';
import { isConversationExternalId } from './conversation';
import { retryUnlessRefused } from '../../../lib/api-error';

/** The next page of a chat page reply (pages start at 0), or undefined after the last. */
export const nextChatPage = <T>(last: ChatPage<T>) =>
  last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined;

/** GET message/conversation, page by page (page 0 = newest). */
export const messagesQuery = (conversationExternalId: string | null | undefined) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(conversationExternalId ?? ''),
    queryFn: ({ pageParam }) => chatApi.messages(conversationExternalId!, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextChatPage,
    enabled: isConversationExternalId(conversationExternalId),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/** Pages of messages, newest page first; `messages` is flattened oldest→newest without duplicates. */
export function useMessages(conversationExternalId: string | null | undefined) {
  const query = useInfiniteQuery(messagesQuery(conversationExternalId));
  return { ...query, messages: flattenPages(query.data) };
}

/** Adds messages to a conversation's loaded pages (once each). */
export function useAppendMessages() {
  const queryClient = useQueryClient();
  return useCallback(
    (conversationExternalId: string, messages: ChatMessage[]) =>
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationExternalId), (d) =>
        appendMessages(d, messages),
      ),
    [queryClient],
  );
}
