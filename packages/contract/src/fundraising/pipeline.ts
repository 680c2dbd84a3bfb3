import { z } from 'zod';
import { FUNDER_TYPES } from './funders.ts';

/**
 * Pipelines (issue 16 item 5, the `pipelines` add-on of spec 1 §3): one pipeline per smartlist, its ordered stages,
 * each investor of the list in one stage, and the moves between stages with who and when.
 */

/** The stages a new pipeline starts with, in order. A stage keeps its key until renamed; the screen translates it. */
export const PIPELINE_DEFAULT_STAGES = [
  'LEAD',
  'CONTACTED',
  'MEETING',
  'DUE_DILIGENCE',
  'TERM_SHEET',
  'COMMITTED',
  'PASSED',
] as const;
export type PipelineDefaultStage = (typeof PIPELINE_DEFAULT_STAGES)[number];
/** The English names of the default stages (server messages and the name-clash rule use them). */
export const PIPELINE_DEFAULT_STAGE_NAMES: Record<PipelineDefaultStage, string> = {
  LEAD: 'Lead',
  CONTACTED: 'Contacted',
  MEETING: 'Meeting',
  DUE_DILIGENCE: 'Due diligence',
  TERM_SHEET: 'Term sheet',
  COMMITTED: 'Committed',
  PASSED: 'Passed',
};

export const PIPELINE_LIMITS = {
  stagesMax: 20,
  stageNameMax: 60,
  /** Cards a board reply carries per stage (ordered by name); the column's count is always the whole. */
  cardsPerStage: 200,
  /** Moves shown in an investor's history, newest first. */
  movesShown: 50,
} as const;

export const PIPELINE_MESSAGES = {
  stageNameTaken: 'Another stage of this pipeline already has that name',
  stagesMax: `A pipeline has at most ${PIPELINE_LIMITS.stagesMax} stages`,
  lastStage: 'A pipeline needs at least one stage',
  moveToRequired: (n: number) =>
    `This stage holds ${n} ${n === 1 ? 'investor' : 'investors'}: choose the stage to move ${n === 1 ? 'it' : 'them'} to`,
  moveToSame: 'Choose another stage than the one being removed',
  stageNotFound: 'Stage not found',
  orderMismatch: 'List every stage of the pipeline exactly once',
  editStagesDenied: 'Only the owner and the collaborators of this Smartlist can change its stages',
  needsSmartlists: 'Pipelines work on Smartlists: add a Smartlists add-on first',
} as const;

const uuid = z.string().uuid();
const person = z.object({ externalId: uuid, name: z.string() });
const stageName = z.string().trim().min(1, 'Name is required').max(PIPELINE_LIMITS.stageNameMax);

/** A stage: `key` while it still has its default name (the screen translates it), else its own `name`. */
export const pipelineStageSchema = z.object({
  externalId: uuid,
  key: z.enum(PIPELINE_DEFAULT_STAGES).nullable(),
  name: z.string().nullable(),
  position: z.number().int(),
  /** How many investors of the list are in it. */
  count: z.number().int(),
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

/** An investor on the board: where it is and the last move that put it there. */
export const pipelineCardSchema = z.object({
  funder: z.object({
    externalId: uuid,
    name: z.string(),
    type: z.enum(FUNDER_TYPES),
    logoUrl: z.string().nullable(),
  }),
  stageExternalId: uuid,
  disabled: z.boolean(),
  nextContact: z.string().nullable(),
  movedAt: z.string().nullable(),
  movedBy: person.nullable(),
});
export type PipelineCard = z.infer<typeof pipelineCardSchema>;

/** GET /api/funder-pipeline/{id} and every write's reply. */
export const pipelineBoardSchema = z.object({
  list: z.object({ externalId: uuid, name: z.string() }),
  /** The owner and the collaborators restructure stages; everyone who sees the list moves investors. */
  canEditStages: z.boolean(),
  stages: z.array(pipelineStageSchema),
  cards: z.array(pipelineCardSchema),
});
export type PipelineBoard = z.infer<typeof pipelineBoardSchema>;

const stageLabel = z.object({ key: z.enum(PIPELINE_DEFAULT_STAGES).nullable(), name: z.string().nullable() });
/** One move of an investor between stages (names as they were then). `from` is null for the first placement. */
export const pipelineMoveSchema = z.object({
  from: stageLabel.nullable(),
  to: stageLabel,
  by: person.nullable(),
  at: z.string(),
});
export type PipelineMove = z.infer<typeof pipelineMoveSchema>;

export const createStageBody = z.object({
  name: stageName,
  /** Where it goes (0 = first); at the end when left out. */
  position: z.number().int().min(0).max(PIPELINE_LIMITS.stagesMax).optional(),
});
export const renameStageBody = z.object({ name: stageName });
export const reorderStagesBody = z.object({
  stages: z.array(uuid).min(1, PIPELINE_MESSAGES.orderMismatch).max(PIPELINE_LIMITS.stagesMax),
});
export const deleteStageQuery = z.object({ moveTo: uuid.optional() });
export const moveFunderBody = z.object({ funderExternalId: uuid, stageExternalId: uuid });
export const pipelineStageParams = z.object({ id: uuid, stageId: uuid });
export const pipelineFunderParams = z.object({ id: uuid, funderId: uuid });

/** /api/funder-pipeline: its own prefix, so the module guard gates it by the `pipelines` add-on. */
export const FUNDER_PIPELINE_API = {
  funderPipeline: {
    board: `/api/funder-pipeline/:id`,
    stages: `/api/funder-pipeline/:id/stage`,
    stage: `/api/funder-pipeline/:id/stage/:stageId`,
    stageOrder: `/api/funder-pipeline/:id/stage-order`,
    move: `/api/funder-pipeline/:id/move`,
    moves: `/api/funder-pipeline/:id/funder/:funderId/moves`,
  },
} as const;
