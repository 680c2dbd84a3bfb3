import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@atrium/contract';
import { chatKeys } from '../keys';
import { chatApi } from './chat-api';

/**
 * Bumped whenever a realtime event sets the unread chat count. A mark-read reply computed before such an event must
 * not overwrite it (a slow reply would reset the badge a newer message had just raised), so it is applied only when
 * no event came in meanwhile; otherwise the count is fetched again.
 */
let unreadCountVersion = 0;
export const bumpUnreadCountVersion = () => void unreadCountVersion++;

/** PATCH read/{id}: marks a conversation read; the unread badge takes the count from the reply. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useCallback(
    async (conversationExternalId: string) => {
      try {
        const version = unreadCountVersion;
        const { count } = await chatApi.markRead(conversationExternalId);
        if (version === unreadCountVersion) queryClient.setQueryData(chatKeys.countUnread, { count });
        else void queryClient.invalidateQueries({ queryKey: chatKeys.countUnread });
        queryClient.setQueryData<Conversation>(chatKeys.conversation(conversationExternalId), (c) =>
          c ? { ...c, unreadMessagesCount: 0 } : c,
        );
      } catch {
        // Read state is best effort: the next open marks it again.
      }
    },
    [queryClient],
  );
}
