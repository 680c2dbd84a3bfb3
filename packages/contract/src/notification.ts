import { z } from 'zod';
import { NOTIFICATION_STATUSES } from './enums.ts';
import { LIMITS } from './constants.ts';
import { PRODUCT } from './product.ts';

export const notificationShape = z.object({
  externalId: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  /** The tenant the notification is about, when it is about one. */
  tenantExternalId: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationShape>;
export const notificationPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.notificationsPageSize),
});
export const countUnreadReply = z.object({ count: z.number().int() });
export const updateNotificationStatusBody = z.object({
  externalIds: z.array(z.string().uuid()).min(1).max(200),
  status: z.enum(NOTIFICATION_STATUSES),
});
/** Reply of update-status and mark-all-as-read: how many changed, and the unread count after. */
export const notificationStatusReply = z.object({ updated: z.number().int(), count: z.number().int() });
export const notifyDocumentDeliveryBody = z.object({
  tenantExternalId: z.string().uuid(),
  title: z.string().trim().min(1).max(200).optional(),
  body: z.string().trim().max(2000).optional(),
});
export const notifyDocumentDeliveryReply = z.object({ notified: z.number().int() });
/** Content of the NEW_NOTIFICATION realtime event on `channel('user', userExternalId)`. */
export const newNotificationEvent = z.object({ count: z.number().int(), notification: notificationShape });
export type NewNotificationEvent = z.infer<typeof newNotificationEvent>;

/**
 * The texts of the notifications the system writes (stored in English). The web shows them in the reader's language
 * by matching these texts (issue 13); a notification someone worded themself is shown as written.
 */
export const SYSTEM_NOTIFICATION_TEXTS = {
  welcomeTitle: `Welcome to ${PRODUCT.displayName}`,
  welcomeBody: 'Your account is ready. Start by reviewing your profile and settings.',
  workspaceTitle: 'Your workspace is set up',
  workspaceBody: 'Switch between your workspaces and profiles from the selector at the top of the menu.',
  languageTitle: 'Choose your language',
  languageBody: 'You can switch between English and Spanish at any time.',
  deliveryTitle: 'New documents delivered',
} as const;
/** The default body of a document-delivery notification. */
export const deliveryNotificationBody = (company: string) =>
  `New documents for ${company} are available in the document center.`;
export const DELIVERY_BODY_PATTERN = /^New documents for (.+) are available in the document center\.$/;
