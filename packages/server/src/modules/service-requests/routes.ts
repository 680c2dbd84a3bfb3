import { API, serviceRequestBody, serviceRequestReply } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { ServiceRequestService } from './service.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/** /api/service-requests: a customer asks their KAM for a service of the catalogue. */
export function serviceRequestRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ serviceRequests: ServiceRequestService }>,
) {
  app.post(
    API.serviceRequests.root,
    {
      onRequest: guard.requireTenant,
      schema: { body: serviceRequestBody, response: replies(serviceRequestReply), tags: ['service-requests'] },
    },
    async (req) => ok(await services.serviceRequests.request(tenantCtxOf(req), req.body)),
  );
}
