import { z } from 'zod';
import {
  DATA_ROOM_MESSAGES,
  createRedFlagBody,
  externalIdQuery,
  redFlagDeletedReply,
  redFlagSchema,
  redFlagsQuery,
  updateRedFlagBody,
  API,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { RedFlagService } from './red-flag-service.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { parseWith } from './red-flag-service.ts';

const tags = ['red-flag'];

/** /api/red-flag (spec 3 §7.4); bodies failing validation answer the spec's create/update failure texts. */
export function redFlagRoutes(app: ZodApp, { guard, services }: RouteDeps<{ redFlags: RedFlagService }>) {
  const flags = services.redFlags;
  const tenant = { onRequest: guard.requireTenant };
  app.get(
    API.redFlag.root,
    { ...tenant, schema: { querystring: redFlagsQuery, response: replies(z.array(redFlagSchema)), tags } },
    async (req) => ok(await flags.list(tenantCtxOf(req), req.query)),
  );
  app.post(
    API.redFlag.create,
    { ...tenant, schema: { body: z.unknown(), response: replies(redFlagSchema), tags } },
    async (req) =>
      ok(
        await flags.create(tenantCtxOf(req), parseWith(createRedFlagBody, req.body, DATA_ROOM_MESSAGES.redFlagCreate)),
      ),
  );
  app.put(
    API.redFlag.root,
    { ...tenant, schema: { body: z.unknown(), response: replies(redFlagSchema), tags } },
    async (req) =>
      ok(
        await flags.update(tenantCtxOf(req), parseWith(updateRedFlagBody, req.body, DATA_ROOM_MESSAGES.redFlagUpdate)),
      ),
  );
  app.delete(
    API.redFlag.root,
    { ...tenant, schema: { querystring: externalIdQuery, response: replies(redFlagDeletedReply), tags } },
    async (req) => ok(await flags.remove(tenantCtxOf(req), req.query.externalId)),
  );
}
