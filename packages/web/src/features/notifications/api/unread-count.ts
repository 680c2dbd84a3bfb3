import { useApiQuery } from '../../../components/useApi';
import { useSession } from '../../../session/session';
import { notificationKeys } from '../keys';
import { notificationApi } from './notification-api';

/** GET notification/count-unread. Kept fresh by NEW_NOTIFICATION, so never stale and not refetched on focus. */
export const unreadCountQuery = () => ({
  queryKey: notificationKeys.countUnread,
  queryFn: () => notificationApi.countUnread(),
  refetchOnWindowFocus: false,
  staleTime: Infinity,
});

/** The unread count for the nav badge (signed in only). */
export function useUnreadCount() {
  const session = useSession();
  return useApiQuery({ ...unreadCountQuery(), enabled: session.status === 'authenticated', silent: true });
}
