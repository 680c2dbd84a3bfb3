import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatPage, Conversation, PrivateChatFilter } from '@atrium/contract';
import { chatApi, chatKeys, useChatEvents } from '../chat';
import { applyNewMessage, setUnread, type ChatListData } from './listState';

/** The client chat list: pages of POST chat/private, 20 at a time, newest activity first. */
export function useClientChatList(tenantExternalId: string | undefined, filter: PrivateChatFilter) {
  return useInfiniteQuery<ChatPage<Conversation>, Error, ChatListData, readonly unknown[], number>({
    queryKey: chatKeys.clientList(tenantExternalId ?? '', filter),
    queryFn: ({ pageParam }) => chatApi.clientList(tenantExternalId!, pageParam, filter),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    enabled: !!tenantExternalId,
    refetchOnWindowFocus: false,
  });
}

/** Every loaded client list of a tenant (one per search/filter combination). */
export const clientListsKey = (tenantExternalId: string) => [...chatKeys.lists, 'client', tenantExternalId];

/**
 * Live list updates (spec 2 §4): NEW_MESSAGE moves the conversation to the top with its last text and the unread
 * count (0 for the open one); a conversation the list has not loaded makes it refetch. CONVERSATION_READ sets the
 * row's count; CONVERSATION_UPDATED refetches, and REMOVED tells the page to close the conversation if it is open.
 */
export function useClientChatListRealtime(
  tenantExternalId: string | undefined,
  openConversationId: string | null,
  onRemoved: (conversationExternalId: string) => void,
) {
  const queryClient = useQueryClient();
  const listKey = clientListsKey(tenantExternalId ?? '');
  const refetch = () => void queryClient.invalidateQueries({ queryKey: listKey });
  useChatEvents({
    onNewMessage: (e) => {
      if (
        !tenantExternalId ||
        !e?.message ||
        e.tenantExternalId !== tenantExternalId ||
        e.conversationType === 'INTERNAL_CHANNEL'
      )
        return;
      let missing = false;
      for (const [key, data] of queryClient.getQueriesData<ChatListData>({ queryKey: listKey })) {
        const next = applyNewMessage(data, e, openConversationId);
        if (next) queryClient.setQueryData(key, next);
        else missing = true;
      }
      if (missing) refetch();
    },
    onRead: (e) => {
      if (!e?.conversationExternalId) return;
      queryClient.setQueriesData<ChatListData>({ queryKey: listKey }, (data) =>
        setUnread(data, e.conversationExternalId, e.unreadMessagesCount),
      );
    },
    onUpdated: (e) => {
      if (e?.reason === 'REMOVED') onRemoved(e.conversationExternalId);
      refetch();
    },
    onReconnect: refetch,
  });
}
