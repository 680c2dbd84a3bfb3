/** What other code may use from the notifications feature. */
import { lazy } from 'react';
export { NotificationItem } from './NotificationItem';
export { NotificationSkeleton } from './NotificationsPage';
export { useNotificationPage, useNotificationRealtime, useUnreadCount } from './hooks';

/** Routed pages for app/router.tsx, loaded on first visit (a chunk each). */
export const NotificationsPage = lazy(() => import('./NotificationsPage'));
