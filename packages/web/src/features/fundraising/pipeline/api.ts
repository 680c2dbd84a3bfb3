import { API, apiPath, type PipelineBoard, type PipelineMove } from '@atrium/contract';
import { http } from '../../../lib/http';

const P = API.funderPipeline;

/** /api/funder-pipeline: a smartlist's board; every write answers with the whole board. */
export const pipelineApi = {
  board: (id: string) => http.get<PipelineBoard>(apiPath(P.board, { id })),
  move: (id: string, funderExternalId: string, stageExternalId: string) =>
    http.put<PipelineBoard>(apiPath(P.move, { id }), { funderExternalId, stageExternalId }),
  moves: (id: string, funderId: string) => http.get<PipelineMove[]>(apiPath(P.moves, { id, funderId })),
  addStage: (id: string, name: string) => http.post<PipelineBoard>(apiPath(P.stages, { id }), { name }),
  renameStage: (id: string, stageId: string, name: string) =>
    http.put<PipelineBoard>(apiPath(P.stage, { id, stageId }), { name }),
  reorderStages: (id: string, stages: string[]) => http.put<PipelineBoard>(apiPath(P.stageOrder, { id }), { stages }),
  removeStage: (id: string, stageId: string, moveTo?: string) =>
    http.delete<PipelineBoard>(apiPath(P.stage, { id, stageId }), { query: moveTo ? { moveTo } : {} }),
};
