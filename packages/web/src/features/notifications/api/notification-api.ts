import type { Notification, NotificationStatus, Page } from '@atrium/contract';
import { http } from '../../../lib/http';
import { API } from '@atrium/contract';

/** /api/notification (spec 1 §7.9). Pages start at 0. */
export const notificationApi = {
  list: (page: number, pageSize: number) =>
    http.get<Page<Notification>>(API.notification.all, { query: { page, pageSize } }),
  countUnread: () => http.get<{ count: number }>(API.notification.countUnread),
  updateStatus: (externalIds: string[], status: NotificationStatus) =>
    http.put<StatusReply>(API.notification.updateStatus, { externalIds, status }),
  markAllAsRead: () => http.patch<StatusReply>(API.notification.markAllAsRead),
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
