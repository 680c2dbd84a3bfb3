import { z } from 'zod';
import {
  API,
  activeParams,
  addTaskBody,
  addTaskParams,
  companyHistoryQuery,
  companyOwnerBody,
  flowContractSchema,
  flowTasksReply,
  flowUserSchema,
  hasActiveReply,
  personRef,
  productFlowCreateBody,
  productFlowFilterBody,
  productFlowFilterData,
  productFlowFilterQuery,
  productFlowPageReply,
  productFlowQueryQuery,
  productFlowSchema,
  productFlowUpdateBody,
  softDeleteBody,
  taskSummarySchema,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { ctxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { ServiceDeliveryService } from './service.ts';

const tags = ['product-flow'];
const idParams = z.object({ id: z.string().uuid() });

/** /api/product-flow (spec 1 §7.9). Staff rules and the customers' reads live in the service (flows.ts). */
export function productFlowRoutes(
  app: ZodApp,
  { guard, services }: RouteDeps<{ serviceDelivery: ServiceDeliveryService }>,
) {
  const f = services.serviceDelivery.flows;
  const user = { onRequest: guard.requireUser };

  app.post(
    API.productFlow.root,
    { ...user, schema: { body: productFlowCreateBody, response: replies(productFlowSchema), tags } },
    async (req) => ok(await f.create(ctxOf(req), req.body)),
  );
  app.get(
    API.productFlow.filterData,
    { ...user, schema: { response: replies(productFlowFilterData), tags } },
    async (req) => ok(await f.filterData(ctxOf(req))),
  );
  app.get(
    API.company.history,
    { ...user, schema: { querystring: companyHistoryQuery, response: replies(z.array(productFlowSchema)), tags } },
    async (req) => ok(await f.history(ctxOf(req), req.query)),
  );
  app.get(
    API.productFlow.allByUser,
    { ...user, schema: { params: idParams, response: replies(z.array(productFlowSchema)), tags } },
    async (req) => ok(await f.allByUser(ctxOf(req), req.params.id)),
  );
  app.get(
    API.productFlow.tasks,
    { ...user, schema: { params: idParams, response: replies(flowTasksReply), tags } },
    async (req) => ok(await f.tasks(ctxOf(req), req.params.id)),
  );
  app.get(
    API.productFlow.flowOfTask,
    { ...user, schema: { params: idParams, response: replies(productFlowSchema), tags } },
    async (req) => ok(await f.flowOfTask(ctxOf(req), req.params.id)),
  );
  app.get(
    API.productFlow.users,
    { ...user, schema: { params: idParams, response: replies(z.array(flowUserSchema)), tags } },
    async (req) => ok(await f.users(ctxOf(req), req.params.id)),
  );
  app.post(
    API.productFlow.addTask,
    { ...user, schema: { params: addTaskParams, body: addTaskBody, response: replies(taskSummarySchema), tags } },
    async (req) => ok(await f.addTask(ctxOf(req), req.params.a, req.params.b, req.body)),
  );
  app.put(
    API.productFlow.update,
    { ...user, schema: { params: idParams, body: productFlowUpdateBody, response: replies(productFlowSchema), tags } },
    async (req) => ok(await f.update(ctxOf(req), req.params.id, req.body)),
  );
  app.put(
    API.productFlow.finalize,
    { ...user, schema: { params: idParams, response: replies(productFlowSchema), tags } },
    async (req) => ok(await f.finalize(ctxOf(req), req.params.id)),
  );
  app.get(
    API.productFlow.query,
    { ...user, schema: { querystring: productFlowQueryQuery, response: replies(z.array(productFlowSchema)), tags } },
    async (req) => ok(await f.query(ctxOf(req), req.query)),
  );
  app.put(
    API.productFlow.active,
    { ...user, schema: { params: activeParams, response: replies(productFlowSchema), tags } },
    async (req) => ok(await f.setActive(ctxOf(req), req.params.id, req.params.flag === 'true')),
  );
  app.put(
    API.productFlow.softDelete,
    { ...user, schema: { body: softDeleteBody, response: replies(z.object({ deleted: z.number() })), tags } },
    async (req) => ok(await f.softDelete(ctxOf(req), req.body.externalIds)),
  );
  app.post(
    API.productFlow.filter,
    {
      ...user,
      schema: {
        querystring: productFlowFilterQuery,
        body: productFlowFilterBody,
        response: replies(productFlowPageReply),
        tags,
      },
    },
    async (req) => ok(await f.filter(ctxOf(req), req.body, req.query)),
  );
  app.put(
    API.productFlow.companyOwner,
    { ...user, schema: { body: companyOwnerBody, response: replies(productFlowSchema), tags } },
    async (req) => ok(await f.setOwner(ctxOf(req), req.body)),
  );
  app.get(
    API.productFlow.hasActive,
    { ...user, schema: { params: idParams, response: replies(hasActiveReply), tags } },
    async (req) => ok(await f.hasActive(ctxOf(req), req.params.id)),
  );
  app.get(
    API.productFlow.contract,
    { ...user, schema: { params: idParams, response: replies(flowContractSchema), tags } },
    async (req) => ok(await f.contract(ctxOf(req), req.params.id)),
  );
  app.get(
    API.productFlow.companyUsers,
    { ...user, schema: { params: idParams, response: replies(z.array(personRef)), tags } },
    async (req) => ok(await f.companyUsers(ctxOf(req), req.params.id)),
  );
  app.get(
    API.productFlow.one,
    { ...user, schema: { params: idParams, response: replies(productFlowSchema), tags } },
    async (req) => ok(await f.one(ctxOf(req), req.params.id)),
  );
}
