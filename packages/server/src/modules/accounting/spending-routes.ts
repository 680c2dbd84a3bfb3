import {
  API,
  docCenterItemSchema,
  founderUpdateBody,
  founderUpdateQuery,
  spendingDetailsQuery,
  spendingDetailsReply,
  spendingQuery,
  spendingReply,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import { scopeOf } from '../../platform/http/tenant-scope.ts';
import type { AccountingService } from './service.ts';
import type { SpendingService } from './spending-service.ts';

const tags = ['accounting'];

/**
 * /api/accounting/spending and /api/accounting/founder-update (issue 17 items 4 and 7). Both prefixes are gated by
 * accounting-module (MODULE_API_PREFIXES); staff may name a client company by tenantExternalId (provider mode).
 */
export function spendingRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ accounting: Pick<AccountingService, 'providerTenant'>; spending: SpendingService }>,
) {
  const sp = services.spending;
  const provider = { permission: 'portalAccess' as const, tenant: services.accounting.providerTenant };
  const tenant = guard.requireTenantScope({ param: 'tenantExternalId', provider });
  const tenantInBody = guard.requireTenantScope({ param: 'tenantExternalId', in: 'body', provider });

  app.get(
    API.spending.root,
    { ...tenant, schema: { querystring: spendingQuery, response: replies(spendingReply), tags } },
    async (req) => ok(await sp.spending(scopeOf(req), req.query.month)),
  );
  app.get(
    API.spending.details,
    { ...tenant, schema: { querystring: spendingDetailsQuery, response: replies(spendingDetailsReply), tags } },
    async (req) => ok(await sp.details(scopeOf(req), req.query)),
  );
  app.get(
    API.spending.founderUpdate,
    { ...tenant, schema: { querystring: founderUpdateQuery, response: binaryReply, tags } },
    async (req, reply) => {
      const { fileName, pdf } = await sp.founderUpdatePdf(scopeOf(req), req.query.month);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
  app.post(
    API.spending.founderUpdateDocument,
    {
      ...tenantInBody,
      schema: { body: founderUpdateBody, response: { 201: replies(docCenterItemSchema)[200] }, tags },
    },
    async (req, reply) => reply.code(201).send(ok(await sp.storeFounderUpdate(scopeOf(req), req.body.month))),
  );
}
