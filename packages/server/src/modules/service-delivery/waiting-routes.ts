import { API, waitingTasksQuery, waitingTasksReply } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { ServiceDeliveryService } from './service.ts';

/** GET /api/task/waiting-on-customer (the customer home's "tasks that need you"). */
export function waitingRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ serviceDelivery: ServiceDeliveryService }>,
) {
  app.get(
    API.taskWaiting.customer,
    {
      onRequest: guard.requireUser,
      schema: {
        description:
          'The tasks the caller’s company has to act on (its own pending or in-progress tasks, or an open question of the provider), by due date, with the total. Customers only (X-Tenant-Id); staff 403.',
        querystring: waitingTasksQuery,
        response: replies(waitingTasksReply),
        tags: ['task'],
      },
    },
    async (req) => ok(await services.serviceDelivery.waiting.forCustomer(ctxOf(req), req.query.size)),
  );
}
