import {
  SYSTEM_NOTIFICATION_TEXTS,
  channel,
  deliveryNotificationBody,
  type NewNotificationEvent,
  type Notification,
  type NotificationStatus,
  type Page,
} from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import { createNotificationStore, type NotificationRow } from './store.ts';

/** What another module passes to notify a user. `tenantId` is the internal id of the tenant it is about, if any. */
export interface NotificationInput {
  title: string;
  body?: string;
  link?: string | null;
  tenantId?: number | null;
  /** Defaults to now; the demo seed back-dates a few. */
  createdAt?: Date;
  /** Defaults to UNREAD. */
  status?: NotificationStatus;
}

export const DOCUMENT_DELIVERY_DEFAULT_TITLE = SYSTEM_NOTIFICATION_TEXTS.deliveryTitle;
export const DOCUMENT_DELIVERY_LINK = '/one/document-center';

/** Per-user notifications (/api/notification, spec 1 §7.9) and the NEW_NOTIFICATION realtime event. */
export function createNotificationService(deps: AppDeps, s: { users: UserService; tenancy: TenancyService }) {
  const store = createNotificationStore(deps.database.db);

  const shape = (r: NotificationRow, tenantExternalIds: Map<number, string>): Notification => ({
    externalId: r.externalId,
    title: r.title,
    body: r.body,
    link: r.link,
    status: r.status === 'READ' ? 'READ' : 'UNREAD',
    tenantExternalId: r.tenantId !== null ? (tenantExternalIds.get(r.tenantId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  });
  const tenantIdsOf = (rows: NotificationRow[]) =>
    s.tenancy.tenantExternalIds(rows.flatMap((r) => (r.tenantId !== null ? [r.tenantId] : [])));

  /**
   * Stores one notification per user and publishes NEW_NOTIFICATION {count, notification} on each user's channel,
   * count being that user's unread count after the insert. A failed publish is logged, never thrown: the notification
   * is stored and the next count-unread call catches up.
   */
  async function notifyUsers(
    userIds: number[],
    input: NotificationInput,
    opts: { publish?: boolean } = {},
  ): Promise<Notification[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    const rows = await store.insertMany(
      ids.map((userId) => ({
        userId,
        tenantId: input.tenantId ?? null,
        title: input.title,
        body: input.body ?? '',
        link: input.link ?? null,
        status: input.status ?? 'UNREAD',
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })),
    );
    const tenantExternalIds = await tenantIdsOf(rows);
    const shaped = rows.map((r) => shape(r, tenantExternalIds));
    if (opts.publish === false) return shaped;

    const [users, counts] = await Promise.all([s.users.byIds(ids), store.countUnreadByUser(ids)]);
    const externalIdOf = new Map(users.map((u) => [u.id, u.externalId]));
    await Promise.all(
      rows.map(async (r, i) => {
        const userExternalId = externalIdOf.get(r.userId);
        if (!userExternalId) return;
        const content: NewNotificationEvent = { count: counts.get(r.userId) ?? 0, notification: shaped[i] };
        try {
          await deps.realtime.publish(channel('user', userExternalId), { type: 'NEW_NOTIFICATION', content });
        } catch (err) {
          deps.log.warn({ err, userId: r.userId }, 'notifications: NEW_NOTIFICATION publish failed');
        }
      }),
    );
    return shaped;
  }

  return {
    /** For other modules: notify one user (internal id). Publishes NEW_NOTIFICATION. */
    notify: async (userId: number, input: NotificationInput) => (await notifyUsers([userId], input))[0],
    /** For other modules: the same notification to several users. */
    notifyMany: (userIds: number[], input: NotificationInput) => notifyUsers(userIds, input),
    /** Demo seed: stores without publishing. */
    seed: (userId: number, items: NotificationInput[]) =>
      Promise.all(items.map((i) => notifyUsers([userId], i, { publish: false }))),

    /** GET all: the caller's notifications, newest first. */
    async list(ctx: RequestContext, q: { page: number; pageSize: number }): Promise<Page<Notification>> {
      const { rows, total } = await store.page(ctx.user.id, q.page, q.pageSize);
      const tenantExternalIds = await tenantIdsOf(rows);
      return { items: rows.map((r) => shape(r, tenantExternalIds)), page: q.page, pageSize: q.pageSize, total };
    },

    /** GET count-unread. */
    countUnread: async (ctx: RequestContext) => ({ count: await store.countUnread(ctx.user.id) }),

    /**
     * PUT update-status: only the caller's own notifications change; ids of others' (or unknown) ones are ignored.
     * 404 when none of the ids is the caller's.
     */
    async updateStatus(ctx: RequestContext, input: { externalIds: string[]; status: NotificationStatus }) {
      const updated = await store.setStatus(ctx.user.id, [...new Set(input.externalIds)], input.status);
      if (updated === 0) throw notFound('Notification');
      return { updated, count: await store.countUnread(ctx.user.id) };
    },

    /** PATCH mark-all-as-read. */
    async markAllAsRead(ctx: RequestContext) {
      const updated = await store.markAllRead(ctx.user.id);
      return { updated, count: await store.countUnread(ctx.user.id) };
    },

    /** POST notify-document-delivery (portal staff; the route checks portalAccess): notifies every member of the tenant. */
    async notifyDocumentDelivery(
      _ctx: RequestContext,
      input: { tenantExternalId: string; title?: string; body?: string },
    ) {
      const tenant = await s.tenancy.tenantByExternalId(input.tenantExternalId);
      if (!tenant) throw notFound('Tenant');
      const userIds = await s.tenancy.memberUserIds(tenant.id);
      const sent = await notifyUsers(userIds, {
        title: input.title || DOCUMENT_DELIVERY_DEFAULT_TITLE,
        body: input.body || deliveryNotificationBody(tenant.name),
        link: DOCUMENT_DELIVERY_LINK,
        tenantId: tenant.id,
      });
      return { notified: sent.length };
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
