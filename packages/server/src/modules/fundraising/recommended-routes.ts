import { z } from 'zod';
import {
  API,
  applyRecommendedBody,
  createCustomBody,
  externalIdParams,
  funderListSchema,
  nextContactItemSchema,
  nextContactsQuery,
  recommendedListSchema,
  sharedWithItemSchema,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { FundraisingService } from './service.ts';

const tags = ['funder-list'];

/** /api/funder-list: recommended lists, create-custom, and the caller's next contacts (spec 3 §7.9). */
export function recommendedListRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ fundraising: FundraisingService }>,
) {
  const { recommended, nextContacts, sharedWith } = services.fundraising;
  const tenant = { onRequest: guard.requireTenant };
  const P = API.funderList;

  app.get(
    P.recommended,
    { ...tenant, schema: { response: replies(z.array(recommendedListSchema)), tags } },
    async (req) => ok(await recommended.recommended(tenantCtxOf(req))),
  );
  app.post(
    P.createCustom,
    {
      ...tenant,
      schema: { params: externalIdParams, body: createCustomBody, response: replies(funderListSchema), tags },
    },
    async (req) => ok(await recommended.createCustom(tenantCtxOf(req), req.params.id, req.body)),
  );
  app.put(
    P.applyRecommended,
    {
      ...tenant,
      schema: {
        params: externalIdParams,
        body: applyRecommendedBody,
        response: replies(z.object({ added: z.number().int() })),
        tags,
      },
    },
    async (req) => ok(await recommended.applyTo(tenantCtxOf(req), req.params.id, req.body.recommendedExternalId)),
  );
  app.get(
    P.nextContacts,
    { ...tenant, schema: { querystring: nextContactsQuery, response: replies(z.array(nextContactItemSchema)), tags } },
    async (req) => ok(await nextContacts.upcoming(tenantCtxOf(req), req.query.limit)),
  );
  app.get(
    P.sharedWith,
    { ...tenant, schema: { params: externalIdParams, response: replies(z.array(sharedWithItemSchema)), tags } },
    async (req) => ok(await sharedWith(tenantCtxOf(req), req.params.id)),
  );
}
