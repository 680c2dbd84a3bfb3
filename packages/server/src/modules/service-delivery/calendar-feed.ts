import { API, PRODUCT, apiPath, type CalendarFeedCreated, type CalendarFeedStatus } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/ids.ts';
import type { Kit } from './kit.ts';
import type { PlanningStore } from './planning-store.ts';
import { renderCalendar } from './ical.ts';

/**
 * The per-user iCal feed of task due dates (issue 14 item 8). The address carries a random token (32 bytes); only its
 * SHA-256 is stored, so the address is shown once, when created. Creating a new one replaces the old; revoking deletes
 * it and the old address answers 404. The feed lists what the user would see as theirs right now: the tasks they
 * prepare or review while they are staff, and the customer tasks of the companies they still belong to.
 */
export function createCalendarFeed(k: Kit, ps: PlanningStore) {
  const status = (row: { createdAt: Date; lastUsedAt: Date | null } | null): CalendarFeedStatus => ({
    active: !!row,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  });

  return {
    /** GET /api/task/calendar-feed: whether the caller has a feed (never its address). */
    async status(ctx: RequestContext): Promise<CalendarFeedStatus> {
      return status(await ps.feedOfUser(ctx.user.id));
    },

    /** POST /api/task/calendar-feed: a new secret address (an earlier one stops working). */
    async create(ctx: RequestContext): Promise<CalendarFeedCreated> {
      const token = newToken();
      const row = await ps.replaceFeed(ctx.user.id, hashToken(token));
      return {
        url: `${k.deps.config.publicUrl}${apiPath(API.taskPlanning.calendar, { token })}`,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** DELETE /api/task/calendar-feed: revokes the feed; its address answers 404 from now on. */
    async revoke(ctx: RequestContext): Promise<CalendarFeedStatus> {
      await ps.deleteFeed(ctx.user.id);
      return status(null);
    },

    /** GET /api/task/calendar-feed/{token}: the feed as text/calendar; 404 for an unknown or revoked token. */
    async render(token: string): Promise<string> {
      const feed = await ps.feedByHash(hashToken(token));
      if (!feed) throw notFound('Calendar feed');
      const [user] = await k.s.users.byIds([feed.userId]);
      if (!user || user.active === false) throw notFound('Calendar feed');
      const tenants = await k.s.tenancy.tenantsOfUser(user.id);
      const staff = tenants.some((t) => t.isInternal);
      const customerTenantIds = tenants.filter((t) => !t.isInternal && t.accountType !== 'INDIVIDUAL').map((t) => t.id);
      const rows = await ps.feedTasks(user.id, staff, customerTenantIds);
      await ps.touchFeed(feed.id);
      const es = user.language === 'es';
      const base = k.deps.config.publicUrl;
      const host = new URL(base).hostname;
      return renderCalendar(
        es ? `Tareas de ${PRODUCT.displayName}` : `${PRODUCT.displayName} tasks`,
        rows.map((r) => ({
          uid: `${r.external_id}@${host}`,
          date: r.due_date,
          summary: `${r.name} — ${r.tenant_name}`,
          description: [r.flow_name, r.description].filter(Boolean).join('\n'),
          url: `${base}${staff ? '/portal' : '/one'}/task-details/${r.external_id}`,
          stamp: new Date(r.updated_at),
        })),
        `-//${PRODUCT.displayName}//Tasks//EN`,
      );
    },
  };
}
export type CalendarFeed = ReturnType<typeof createCalendarFeed>;
