import { dataRoomSearchQuery } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../app.js';
import { tenantCtxOf } from '../../platform/http/auth-guard.js';
import { ok } from '../../platform/http/envelope.js';
import { checkTenantParam } from './tenant-param.js';

/** GET /api/data-room/search?t (spec 3 §7.2). */
export function dataRoomSearchRoutes(app: ZodApp, { guard, services }: RouteDeps) {
  app.get('/api/data-room/search', { onRequest: guard.requireTenant, schema: { querystring: dataRoomSearchQuery, tags: ['data-room'] } }, async (req) => {
    const ctx = tenantCtxOf(req);
    checkTenantParam(ctx, req.query.tenantExternalId);
    return ok(await services.dataRoomSearch.search(ctx, req.query.t));
  });
}
