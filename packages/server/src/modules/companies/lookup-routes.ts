import { z } from 'zod';
import { chatTermQuery, companyByTermSchema, tenantNameSchema, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { CompanyLookup } from './lookup.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/** Client company pickers of the portal (staff). */
export function companyLookupRoutes(app: ZodApp, { guard, services }: RouteDeps<{ companyLookup: CompanyLookup }>) {
  const auth = { onRequest: guard.requireUser };
  const tags = ['companies'];
  app.get(
    API.company.byTerm,
    { ...auth, schema: { querystring: chatTermQuery, response: replies(z.array(companyByTermSchema)), tags } },
    async (req) => ok(await services.companyLookup.byTerm(ctxOf(req), req.query.term)),
  );
  app.get(
    API.company.tenants,
    { ...auth, schema: { response: replies(z.array(tenantNameSchema)), tags } },
    async (req) => ok(await services.companyLookup.tenants(ctxOf(req))),
  );
}
