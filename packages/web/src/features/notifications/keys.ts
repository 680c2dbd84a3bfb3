/** TanStack Query keys of the notifications: realtime events and status changes refresh `lists` and set `countUnread`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (page: number, pageSize: number) => ['notifications', 'list', { page, pageSize }] as const,
  countUnread: ['notifications', 'count-unread'] as const,
};
