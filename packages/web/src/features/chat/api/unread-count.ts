import { useApiQuery } from '../../../components/useApi';
import { chatKeys } from '../keys';
import { chatApi } from './chat-api';

/** GET count-chat-unread: conversations with unread messages. Realtime events and mark-read replies set it. */
export const unreadCountQuery = () => ({
  queryKey: chatKeys.countUnread,
  queryFn: chatApi.countUnread,
  refetchOnWindowFocus: false,
  staleTime: Infinity,
});

export const useUnreadCount = (enabled: boolean) =>
  useApiQuery<{ count: number }>({ ...unreadCountQuery(), enabled, silent: true });
