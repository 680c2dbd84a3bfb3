import {
  countUnreadReply,
  notificationPageQuery,
  notificationShape,
  notificationStatusReply,
  notifyDocumentDeliveryBody,
  notifyDocumentDeliveryReply,
  pageSchema,
  updateNotificationStatusBody,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { NotificationService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['notifications'];

/** /api/notification (spec 1 §7.9): the signed-in user's own notifications. */
export function notificationRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ notifications: NotificationService }>,
) {
  const signedIn = { onRequest: guard.requireUser };

  app.get(
    API.notification.all,
    {
      ...signedIn,
      schema: { querystring: notificationPageQuery, response: replies(pageSchema(notificationShape)), tags },
    },
    async (req) => ok(await services.notifications.list(ctxOf(req), req.query)),
  );

  app.get(
    API.notification.countUnread,
    { ...signedIn, schema: { response: replies(countUnreadReply), tags } },
    async (req) => ok(await services.notifications.countUnread(ctxOf(req))),
  );

  app.put(
    API.notification.updateStatus,
    { ...signedIn, schema: { body: updateNotificationStatusBody, response: replies(notificationStatusReply), tags } },
    async (req) => ok(await services.notifications.updateStatus(ctxOf(req), req.body)),
  );

  app.patch(
    API.notification.markAllAsRead,
    { ...signedIn, schema: { response: replies(notificationStatusReply), tags } },
    async (req) => ok(await services.notifications.markAllAsRead(ctxOf(req))),
  );

  app.post(
    API.notification.notifyDocumentDelivery,
    {
      onRequest: guard.requirePermission('portalAccess'),
      schema: { body: notifyDocumentDeliveryBody, response: replies(notifyDocumentDeliveryReply), tags },
    },
    async (req) => ok(await services.notifications.notifyDocumentDelivery(ctxOf(req), req.body)),
  );
}
