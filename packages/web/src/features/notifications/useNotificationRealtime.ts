import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { channel } from '@atrium/contract';
import { realtime } from '../../lib/realtime';
import { useSession } from '../../session/session';
import { notificationKeys } from './keys';
import type { NewNotificationContent } from './api/notification-api';

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
