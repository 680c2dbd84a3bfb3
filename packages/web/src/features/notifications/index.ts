/** What other code may use from the notifications feature. */
export { NotificationItem } from './NotificationItem';
export { NotificationSkeleton } from './NotificationsPage';
export { useNotificationPage } from './api/notification-page';
export { useUnreadCount } from './api/unread-count';
export { useNotificationRealtime } from './useNotificationRealtime';
