import { LEAD_PATHS, createLeadBody, leadReply, matchLeadReply } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { LeadService } from './service.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

const tags = ['leads'];

/** /api/atrium-lead (spec 1 §7.5). */
export function leadRoutes(app: ZodApp, { guard, services }: RouteDeps<{ leads: LeadService }>) {
  app.post(LEAD_PATHS.create, { schema: { tags, body: createLeadBody, response: replies(leadReply) } }, async (req) =>
    ok(await services.leads.create(req.ip, req.body)),
  );
  app.put(
    LEAD_PATHS.matchLeadToUser,
    { onRequest: guard.requireUser, schema: { tags, response: replies(matchLeadReply) } },
    async (req) => ok(await services.leads.matchCaller(ctxOf(req))),
  );
}
