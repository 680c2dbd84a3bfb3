import {
  API,
  portalTaxTimelineQuery,
  portalTaxTimelineReply,
  scenarioBody,
  scenarioReply,
  taxTimelineReply,
  integrationTenantQuery,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { scopeOf } from '../../platform/http/tenant-scope.ts';
import type { AccountingService } from './service.ts';
import type { AccountingPlanningService } from './tax-service.ts';

const tags = ['accounting'];

/**
 * The company's tax timeline (gated by tax-due-dates: under /api/accounting/tax-deadlines), the portal's timeline of
 * every client company (provider staff), and the scenario runway (gated by accounting-module: under
 * /api/accounting/dashboard). Staff may name a client company by tenantExternalId.
 */
export function accountingPlanningRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ accounting: AccountingService; accountingPlanning: AccountingPlanningService }>,
) {
  const plan = services.accountingPlanning;
  const provider = { permission: 'portalAccess' as const, tenant: services.accounting.providerTenant };
  const tenant = guard.requireTenantScope({ param: 'tenantExternalId', provider });
  const tenantInBody = guard.requireTenantScope({ param: 'tenantExternalId', in: 'body', provider });

  app.get(
    API.accounting.taxTimeline,
    { ...tenant, schema: { querystring: integrationTenantQuery, response: replies(taxTimelineReply), tags } },
    async (req) => ok(await plan.timeline.company(scopeOf(req))),
  );
  app.get(
    API.accounting.portalTaxTimeline,
    {
      onRequest: guard.requirePermission('portalAccess'),
      schema: { querystring: portalTaxTimelineQuery, response: replies(portalTaxTimelineReply), tags },
    },
    async (req) => ok(await plan.timeline.portal(ctxOf(req), req.query)),
  );
  app.post(
    API.accounting.scenario,
    { ...tenantInBody, schema: { body: scenarioBody, response: replies(scenarioReply), tags } },
    async (req) => {
      const { tenantExternalId: _t, ...input } = req.body;
      return ok(await plan.scenario(scopeOf(req), input));
    },
  );
}
