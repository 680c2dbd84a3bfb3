import type { RoomAnalyticsRow, RoomTimelinePoint } from '@atrium/contract';
import type { TenantContext } from '../../platform/http/context.ts';
import { ownRoom, type SharedSpacesKit } from './kit.ts';

const DAY_MS = 86_400_000;

/** Room analytics (issue 15 #6): per guest and document, from the events recorded server-side. */
export function createAnalytics(kit: SharedSpacesKit) {
  return {
    async byGuestAndFile(ctx: TenantContext, roomExternalId: string): Promise<RoomAnalyticsRow[]> {
      const r = await ownRoom(kit, ctx, roomExternalId);
      const rows = await kit.store.events.byGuestAndFile(r.room.id);
      return rows.map((x) => ({
        email: x.email,
        fileExternalId: x.fileExternalId,
        fileName: x.fileName,
        opens: x.opens,
        downloads: x.downloads,
        seconds: Number(x.seconds),
        lastVisitAt: x.lastVisitAt.toISOString(),
      }));
    },

    /** Opens, views and downloads per UTC day of the last `days` days, today included; days without events are 0. */
    async timeline(
      ctx: TenantContext,
      roomExternalId: string,
      days: number,
      now = new Date(),
    ): Promise<RoomTimelinePoint[]> {
      const r = await ownRoom(kit, ctx, roomExternalId);
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const since = new Date(today - (days - 1) * DAY_MS);
      const rows = await kit.store.events.perDay(r.room.id, since);
      const points = Array.from({ length: days }, (_, i) => ({
        day: new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
        opens: 0,
        views: 0,
        downloads: 0,
      }));
      const byDay = new Map(points.map((p) => [p.day, p]));
      for (const x of rows) {
        const p = byDay.get(x.day);
        if (!p) continue;
        if (x.kind === 'OPEN_ROOM') p.opens += Number(x.n);
        else if (x.kind === 'VIEW') p.views += Number(x.n);
        else if (x.kind === 'DOWNLOAD') p.downloads += Number(x.n);
      }
      return points;
    },
  };
}
