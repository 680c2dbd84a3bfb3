import { z } from 'zod';
import {
  API,
  advancedSearchBody,
  externalIdParams,
  funderNameQuery,
  funderPageSchema,
  funderSchema,
  saveSearchBody,
  savedSearchSchema,
  type FunderType,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { FundraisingService } from './service.ts';

const tags = ['funder'];

/** /api/funder (spec 3 §7.10): name searches by kind, the advanced search, a funder and its people, saved searches. */
export function funderRoutes(app: ZodApp, { guard, services }: RouteDeps<{ fundraising: FundraisingService }>) {
  const f = services.fundraising;
  const tenant = { onRequest: guard.requireTenant };
  const byName = (path: string, type?: FunderType) =>
    app.get(
      path,
      { ...tenant, schema: { querystring: funderNameQuery, response: replies(funderPageSchema), tags } },
      async (req) => ok(await f.search.byName(req.query, type)),
    );
  byName(API.funder.search);
  byName(API.funder.searchInvestor, 'INVESTOR');
  byName(API.funder.organization, 'ORGANIZATION');
  byName(API.funder.person, 'PERSON');
  app.post(
    API.funder.advancedSearch,
    { ...tenant, schema: { body: advancedSearchBody, response: replies(funderPageSchema), tags } },
    async (req) => ok(await f.search.advanced(req.body)),
  );
  app.get(
    API.funder.savedSearches,
    { ...tenant, schema: { response: replies(z.array(savedSearchSchema)), tags } },
    async (req) => ok(await f.savedSearches.list(tenantCtxOf(req))),
  );
  app.post(
    API.funder.savedSearches,
    { ...tenant, schema: { body: saveSearchBody, response: replies(savedSearchSchema), tags } },
    async (req) => ok(await f.savedSearches.save(tenantCtxOf(req), req.body)),
  );
  app.get(
    API.funder.savedSearch,
    { ...tenant, schema: { params: externalIdParams, response: replies(savedSearchSchema), tags } },
    async (req) => ok(await f.savedSearches.get(tenantCtxOf(req), req.params.id)),
  );
  app.delete(
    API.funder.savedSearch,
    {
      ...tenant,
      schema: { params: externalIdParams, response: replies(z.object({ externalId: z.string() })), tags },
    },
    async (req) => ok(await f.savedSearches.remove(tenantCtxOf(req), req.params.id)),
  );
  app.get(
    API.funder.byId,
    { ...tenant, schema: { params: externalIdParams, response: replies(funderSchema), tags } },
    async (req) => ok(await f.search.get(req.params.id)),
  );
  app.get(
    API.funder.peopleAssociated,
    { ...tenant, schema: { params: externalIdParams, response: replies(z.array(funderSchema)), tags } },
    async (req) => ok(await f.search.peopleAssociated(req.params.id)),
  );
}
