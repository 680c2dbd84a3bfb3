import { z } from 'zod';
import { searchHistoryBody, searchHistoryItemSchema, searchHistoryQuery, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { SearchHistoryService } from './service.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/** /api/search-history (spec 3 §7.1). */
export function searchHistoryRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ searchHistory: SearchHistoryService }>,
) {
  const tenant = { onRequest: guard.requireTenant };
  const tags = ['search-history'];
  app.get(
    API.searchHistory.user,
    {
      ...tenant,
      schema: { querystring: searchHistoryQuery, response: replies(z.array(searchHistoryItemSchema)), tags },
    },
    async (req) => ok(await services.searchHistory.list(tenantCtxOf(req), req.query.type)),
  );
  app.post(
    API.searchHistory.root,
    { ...tenant, schema: { body: searchHistoryBody, response: replies(searchHistoryItemSchema), tags } },
    async (req) => ok(await services.searchHistory.save(tenantCtxOf(req), req.body)),
  );
}
