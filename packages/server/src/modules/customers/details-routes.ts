import { companySchema, customerDetailsShape, externalIdParams, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { CustomerDetailsService } from './details.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/** GET /api/{product}-company/portal/general/{id}: the portal's customer details page (staff). */
export function customerDetailsRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ customerDetails: CustomerDetailsService }>,
) {
  app.get(
    API.company.portalGeneral,
    {
      onRequest: guard.requirePermission('portalAccess'),
      schema: {
        params: externalIdParams,
        response: replies(customerDetailsShape),
        tags: ['customers'],
        summary: "A customer's profile, plan, members, flows, KAM and experts",
      },
    },
    async (req) => ok(await services.customerDetails.portalGeneral(ctxOf(req), req.params.id)),
  );
  // GET from-task/{id}: the company card of a task page (staff and the company's members).
  app.get(
    API.company.fromTask,
    {
      onRequest: guard.requireUser,
      schema: { params: externalIdParams, response: replies(companySchema), tags: ['companies'] },
    },
    async (req) => ok(await services.customerDetails.companyFromTask(ctxOf(req), req.params.id)),
  );
}
