import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { TenancyService } from '../tenancy/service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may listen to which channel (`/channel/{name}/{id}`):
 * - `user`: the user themself only (id = their externalId) — NEW_NOTIFICATION and other personal events;
 * - `tenant`: members of that tenant only (id = the tenant's externalId).
 */
export function registerRealtimeChannels(realtime: Realtime, services: { tenancy: TenancyService }) {
  realtime.registerChannel('user', async (ctx, id) => id === ctx.user.externalId);
  realtime.registerChannel(
    'tenant',
    async (ctx, id) => UUID.test(id) && (await services.tenancy.isMember(ctx.user.id, id)),
  );
}
