import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationStatus } from '@atrium/contract';
import { useApiMutation } from '../../../components/useApi';
import { notificationKeys } from '../keys';
import { notificationApi, type StatusReply } from './notification-api';

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
