import { API, taskBulkCreateBody, taskBulkCreateReply, taskCreateBody, taskDetailSchema } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { ServiceDeliveryService } from './service.ts';

const tags = ['task'];

/** POST /api/task and /api/task/bulk: portal task creation (issue 14 item 5). Rules live in task-create.ts. */
export function taskCreateRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ serviceDelivery: ServiceDeliveryService }>,
) {
  const c = services.serviceDelivery.creation;
  const user = { onRequest: guard.requireUser };
  app.post(
    API.taskCreate.one,
    {
      ...user,
      schema: {
        description: 'One task for one customer (portal admins and KAMs). 400 names the field; 403 for other roles.',
        body: taskCreateBody,
        response: replies(taskDetailSchema),
        tags,
      },
    },
    async (req) => ok(await c.create(ctxOf(req), req.body)),
  );
  app.post(
    API.taskCreate.bulk,
    {
      ...user,
      schema: {
        description:
          'The same task for up to 500 customers, all created in one transaction or none; 400 names the first customer (tenantExternalIds.i) that cannot get it.',
        body: taskBulkCreateBody,
        response: replies(taskBulkCreateReply),
        tags,
      },
    },
    async (req) => ok(await c.createMany(ctxOf(req), req.body)),
  );
}
