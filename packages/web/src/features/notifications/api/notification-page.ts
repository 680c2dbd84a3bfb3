import type { Notification, Page } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { notificationKeys } from '../keys';
import { notificationApi } from './notification-api';

/** GET notification/all?page&pageSize (pages start at 0). */
export const notificationPageQuery = (page: number, pageSize: number) => ({
  queryKey: notificationKeys.list(page, pageSize),
  queryFn: () => notificationApi.list(page, pageSize),
  // Keeps the previous page on screen while the next one loads.
  placeholderData: (prev: Page<Notification> | undefined) => prev,
  refetchOnWindowFocus: false,
});

export const useNotificationPage = (page: number, pageSize: number) =>
  useApiQuery(notificationPageQuery(page, pageSize));
