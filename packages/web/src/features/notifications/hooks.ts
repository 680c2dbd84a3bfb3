import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { channel, type NotificationStatus } from '@atrium/contract';
import { useApiMutation, useApiQuery } from '../../components/useApi';
import { realtime } from '../../lib/realtime';
import { useSession } from '../../session/session';
import { notificationApi, notificationKeys, type NewNotificationContent, type StatusReply } from './api';

/** The unread count for the nav badge. Kept fresh by NEW_NOTIFICATION; never refetched on window focus. */
export function useUnreadCount() {
  const session = useSession();
  return useApiQuery({
    queryKey: notificationKeys.countUnread,
    queryFn: notificationApi.countUnread,
    enabled: session.status === 'authenticated',
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    silent: true,
  });
}

export function useNotificationPage(page: number, pageSize: number) {
  return useApiQuery({
    queryKey: notificationKeys.list(page, pageSize),
    queryFn: () => notificationApi.list(page, pageSize),
    placeholderData: (prev) => prev,
    refetchOnWindowFocus: false,
  });
}

/**
 * Listens on the user's channel: NEW_NOTIFICATION sets the unread count from its content and refreshes the lists
 * without a reload (spec 1 §4.7). After a reconnect the count is fetched again, since events may have been missed.
 */
export function useNotificationRealtime() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.externalId;
  useEffect(() => {
    if (!userId) return;
    const off = realtime.subscribe(channel('user', userId), (event) => {
      if (event.type !== 'NEW_NOTIFICATION') return;
      const content = (event.content ?? {}) as NewNotificationContent;
      if (typeof content.count === 'number')
        queryClient.setQueryData(notificationKeys.countUnread, { count: content.count });
      else void queryClient.invalidateQueries({ queryKey: notificationKeys.countUnread });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    });
    let dropped = false;
    const offStatus = realtime.onStatus((s) => {
      if (s === 'reconnecting') dropped = true;
      if (s === 'open' && dropped) {
        dropped = false;
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }
    });
    return () => {
      off();
      offStatus();
    };
  }, [userId, queryClient]);
}

/** Marks notifications read or unread; refreshes the list and the badge. */
export function useUpdateNotificationStatus() {
  const queryClient = useQueryClient();
  return useApiMutation<StatusReply, { externalIds: string[]; status: NotificationStatus }>({
    mutationFn: ({ externalIds, status }) => notificationApi.updateStatus(externalIds, status),
    errorMode: 'action',
    onSuccess: (reply) => applyStatusReply(queryClient, reply),
  });
}

export function useMarkAllAsRead() {
  const queryClient = useQueryClient();
  return useApiMutation<StatusReply, void>({
    mutationFn: () => notificationApi.markAllAsRead(),
    errorMode: 'action',
    onSuccess: (reply) => applyStatusReply(queryClient, reply),
  });
}

/** The reply carries the unread count after the change: the badge takes it at once, the lists are refetched. */
function applyStatusReply(queryClient: QueryClient, reply: StatusReply) {
  if (reply && typeof reply.count === 'number')
    queryClient.setQueryData(notificationKeys.countUnread, { count: reply.count });
  else void queryClient.invalidateQueries({ queryKey: notificationKeys.countUnread });
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
}
