import { z } from 'zod';
import { dataRoomSearchMatchSchema, dataRoomSearchQuery, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { DataRoomSearch } from './search-service.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/** GET /api/data-room/search?t (spec 3 §7.2). */
export function dataRoomSearchRoutes(app: ZodApp, { guard, services }: RouteDeps<{ dataRoomSearch: DataRoomSearch }>) {
  app.get(
    API.dataRoom.search,
    {
      ...guard.requireTenantScope({ param: 'tenantExternalId' }),
      schema: {
        querystring: dataRoomSearchQuery,
        response: replies(z.array(dataRoomSearchMatchSchema)),
        tags: ['data-room'],
      },
    },
    async (req) => {
      return ok(await services.dataRoomSearch.search(tenantCtxOf(req), req.query.t));
    },
  );
}
