import { z } from 'zod';
import { NOTIFICATION_STATUSES } from './enums.js';

export const notificationShape = z.object({
  externalId: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationShape>;
export const countUnreadReply = z.object({ count: z.number().int() });
export const updateNotificationStatusBody = z.object({
  externalIds: z.array(z.string().uuid()).min(1).max(200),
  status: z.enum(NOTIFICATION_STATUSES),
});
