import { z } from 'zod';
import {
  API,
  createStageBody,
  deleteStageQuery,
  externalIdParams,
  moveFunderBody,
  pipelineBoardSchema,
  pipelineFunderParams,
  pipelineMoveSchema,
  pipelineStageParams,
  renameStageBody,
  reorderStagesBody,
} from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import type { FundraisingService } from './service.ts';

const tags = ['funder-pipeline'];
const board = replies(pipelineBoardSchema);

/** /api/funder-pipeline: a smartlist's pipeline board, stages and moves (gated by the `pipelines` add-on). */
export function funderPipelineRoutes(app: ZodApp, { guard, services }: RouteDeps<{ fundraising: FundraisingService }>) {
  const p = services.fundraising.pipeline;
  const tenant = { onRequest: guard.requireTenant };
  const P = API.funderPipeline;

  app.get(P.board, { ...tenant, schema: { params: externalIdParams, response: board, tags } }, async (req) =>
    ok(await p.board(tenantCtxOf(req), req.params.id)),
  );
  app.put(
    P.move,
    { ...tenant, schema: { params: externalIdParams, body: moveFunderBody, response: board, tags } },
    async (req) => ok(await p.move(tenantCtxOf(req), req.params.id, req.body)),
  );
  app.get(
    P.moves,
    { ...tenant, schema: { params: pipelineFunderParams, response: replies(z.array(pipelineMoveSchema)), tags } },
    async (req) => ok(await p.moves(tenantCtxOf(req), req.params.id, req.params.funderId)),
  );
  app.post(
    P.stages,
    { ...tenant, schema: { params: externalIdParams, body: createStageBody, response: board, tags } },
    async (req) => ok(await p.addStage(tenantCtxOf(req), req.params.id, req.body)),
  );
  app.put(
    P.stage,
    { ...tenant, schema: { params: pipelineStageParams, body: renameStageBody, response: board, tags } },
    async (req) => ok(await p.renameStage(tenantCtxOf(req), req.params.id, req.params.stageId, req.body)),
  );
  app.delete(
    P.stage,
    { ...tenant, schema: { params: pipelineStageParams, querystring: deleteStageQuery, response: board, tags } },
    async (req) => ok(await p.removeStage(tenantCtxOf(req), req.params.id, req.params.stageId, req.query.moveTo)),
  );
  app.put(
    P.stageOrder,
    { ...tenant, schema: { params: externalIdParams, body: reorderStagesBody, response: board, tags } },
    async (req) => ok(await p.reorderStages(tenantCtxOf(req), req.params.id, req.body)),
  );
}
