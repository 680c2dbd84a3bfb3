import type { RoomAnalyticsRow } from '@atrium/contract';
import type { TenantContext } from '../../platform/http/context.ts';
import { ownRoom, type SharedSpacesKit } from './kit.ts';

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
  };
}
