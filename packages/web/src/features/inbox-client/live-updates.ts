import { useQueryClient } from '@tanstack/react-query';
import { chatKeys, useChatEvents } from '../chat';
import { applyNewMessage, setUnread, type ChatListData } from './listState';

/**
 * Live list updates (spec 2 §4): NEW_MESSAGE moves the conversation to the top with its last text and the unread
 * count (0 for the open one); a conversation the list has not loaded makes it refetch. CONVERSATION_READ sets the
 * row's count; CONVERSATION_UPDATED refetches, and REMOVED tells the page to close the conversation if it is open.
 * Every loaded list of the tenant (`chatKeys.clientLists`, one per search/filter) is patched.
 */
export function useClientChatListRealtime(
  tenantExternalId: string | undefined,
  openConversationId: string | null,
  onRemoved: (conversationExternalId: string) => void,
) {
  const queryClient = useQueryClient();
  const listKey = chatKeys.clientLists(tenantExternalId ?? '');
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
