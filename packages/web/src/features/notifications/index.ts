/** What other code may use from the notifications feature. */
export { NotificationItem } from './NotificationItem';
export { NotificationSkeleton } from './NotificationsPage';
export { useNotificationPage, useNotificationRealtime, useUnreadCount } from './hooks';
