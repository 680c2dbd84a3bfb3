import { z } from 'zod';
import {
  API,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFeedTokenParams,
  flowRecurrenceBody,
  flowRecurrenceReply,
  workloadQuery,
  workloadReply,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { binaryReply, ok, replies } from '../../platform/http/envelope.ts';
import type { ServiceDeliveryService } from './service.ts';

const idParams = z.object({ id: z.string().uuid() });

/**
 * Recurrence of a flow (`/api/product-flow/{id}/recurrence`), the caller's iCal feed (`/api/task/calendar-feed`, and
 * the feed itself at `/api/task/calendar-feed/{token}`, no session: the token is the right) and the staff workload
 * (`/api/task/workload`). Issue 14 item 8.
 */
export function planningRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ serviceDelivery: ServiceDeliveryService }>,
) {
  const { recurrence, calendarFeed, workload } = services.serviceDelivery.planning;
  const user = { onRequest: guard.requireUser };

  app.get(
    API.taskPlanning.recurrence,
    { ...user, schema: { params: idParams, response: replies(flowRecurrenceReply), tags: ['product-flow'] } },
    async (req) => ok(await recurrence.get(ctxOf(req), req.params.id)),
  );
  app.put(
    API.taskPlanning.recurrence,
    {
      ...user,
      schema: {
        params: idParams,
        body: flowRecurrenceBody,
        response: replies(flowRecurrenceReply),
        tags: ['product-flow'],
      },
    },
    async (req) => ok(await recurrence.set(ctxOf(req), req.params.id, req.body)),
  );
  app.delete(
    API.taskPlanning.recurrence,
    { ...user, schema: { params: idParams, response: replies(flowRecurrenceReply), tags: ['product-flow'] } },
    async (req) => ok(await recurrence.clear(ctxOf(req), req.params.id)),
  );

  const tags = ['task'];
  app.get(
    API.taskPlanning.calendarFeed,
    { ...user, schema: { response: replies(calendarFeedStatusSchema), tags } },
    async (req) => ok(await calendarFeed.status(ctxOf(req))),
  );
  app.post(
    API.taskPlanning.calendarFeed,
    { ...user, schema: { response: replies(calendarFeedCreatedSchema), tags } },
    async (req) => ok(await calendarFeed.create(ctxOf(req))),
  );
  app.delete(
    API.taskPlanning.calendarFeed,
    { ...user, schema: { response: replies(calendarFeedStatusSchema), tags } },
    async (req) => ok(await calendarFeed.revoke(ctxOf(req))),
  );
  app.get(
    API.taskPlanning.calendar,
    {
      schema: {
        summary: 'The iCal feed of a user’s task due dates (the secret address is the right)',
        security: [],
        params: calendarFeedTokenParams,
        response: binaryReply,
        tags,
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="tasks.ics"')
        .send(await calendarFeed.render(req.params.token)),
  );
  app.get(
    API.taskPlanning.workload,
    { ...user, schema: { querystring: workloadQuery, response: replies(workloadReply), tags } },
    async (req) => ok(await workload.get(ctxOf(req), req.query)),
  );
}
