import type { Notification, NotificationStatus, Page } from '@atrium/contract';
import { http } from '../../lib/http';

/** /api/notification (spec 1 §7.9). Pages start at 0. */
export const notificationApi = {
  list: (page: number, pageSize: number) =>
    http.get<Page<Notification>>('/api/notification/all', { query: { page, pageSize } }),
  countUnread: () => http.get<{ count: number }>('/api/notification/count-unread'),
  updateStatus: (externalIds: string[], status: NotificationStatus) =>
    http.put<StatusReply>('/api/notification/update-status', { externalIds, status }),
  markAllAsRead: () => http.patch<StatusReply>('/api/notification/mark-all-as-read'),
};

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (page: number, pageSize: number) => ['notifications', 'list', { page, pageSize }] as const,
  countUnread: ['notifications', 'count-unread'] as const,
};

/** NEW_NOTIFICATION's content on the user channel. */
export interface NewNotificationContent {
  count: number;
  notification?: Notification;
}

/** Reply of update-status and mark-all-as-read: how many changed and the unread count after. */
export interface StatusReply {
  updated?: number;
  count?: number;
}
