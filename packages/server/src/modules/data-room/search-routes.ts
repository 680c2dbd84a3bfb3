import { dataRoomSearchQuery } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../app.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { checkTenantParam } from './tenant-param.ts';

/** GET /api/data-room/search?t (spec 3 §7.2). */
export function dataRoomSearchRoutes(app: ZodApp, { guard, services }: RouteDeps) {
  app.get(
    '/api/data-room/search',
    { onRequest: guard.requireTenant, schema: { querystring: dataRoomSearchQuery, tags: ['data-room'] } },
    async (req) => {
      const ctx = tenantCtxOf(req);
      checkTenantParam(ctx, req.query.tenantExternalId);
      return ok(await services.dataRoomSearch.search(ctx, req.query.t));
    },
  );
}
