// Tasks of the service delivery (spec 1 §2.9, §3, §4.5, §7.9): shapes, filters, tabs and sort shared by server and web.
import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import { TEMPLATE_TASK_KINDS } from './catalogue-types.ts';
import { TASK_DISPLAY_STATUSES, TASK_STATUSES } from './task-status.ts';

export const COMMENT_STATES = ['OPEN', 'ANSWERED', 'FINALIZED'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** File kinds of spec 1 §3 that a task file may carry. */
export const TASK_FILE_KINDS = [
  'FILE_REQUEST_TASK',
  'DOCUMENT_REVIEW',
  'REQUEST_LEGAL_INCORPORATION_TASK',
  'REQUEST_PID_INFORMATION_TASK',
  'REQUEST_BOI_INFORMATION_TASK',
  'PRODUCT_FLOW_DELIVERABLE',
  'REQUEST_INFORMATION_TASK',
] as const;
export type TaskFileKind = (typeof TASK_FILE_KINDS)[number];

/** The ten tabs of spec 1 §2.9, in their order. */
export const TASK_TABS = [
  'ALL',
  'MY_WAITING_FOR_REVIEW',
  'MY_IN_PROGRESS',
  'MY_OVERDUE',
  'MY_DONE',
  'MY_OPEN_COMMENTS',
  'OVERDUE_CLIENT',
  'ASSIGNED_TO_ME',
  'ONGOING',
  'DONE',
] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export const TASK_SORT_COLUMNS = ['dueDate', 'name', 'status', 'company', 'service', 'createdAt'] as const;
export type TaskSortColumn = (typeof TASK_SORT_COLUMNS)[number];

const uuid = z.string().uuid();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/** Task filter payload of spec 1 §3 (to, from, assignedExternalIds, search, statuses, types, withUnansweredComments,
 * services, tenantsNames, lists) plus the tab, the module (service category), the sort and the page. */
export const taskFilterBody = z.object({
  tab: z.enum(TASK_TABS).default('ALL'),
  from: isoDate.nullish(),
  to: isoDate.nullish(),
  assignedExternalIds: z.array(uuid).max(100).default([]),
  search: z.string().trim().max(200).default(''),
  statuses: z.array(z.enum(TASK_DISPLAY_STATUSES)).max(5).default([]),
  types: z.array(z.enum(TEMPLATE_TASK_KINDS)).max(20).default([]),
  withUnansweredComments: z.boolean().default(false),
  services: z.array(z.string().min(1).max(100)).max(200).default([]),
  tenantsNames: z.array(z.string().min(1).max(200)).max(200).default([]),
  /** Product flows (each flow is a list of tasks). */
  lists: z.array(uuid).max(200).default([]),
  modules: z
    .array(z.enum(['ACCOUNTING', 'PAYROLL', 'LEGAL', 'FINANCE']))
    .max(4)
    .default([]),
  orderBy: z.enum(TASK_SORT_COLUMNS).default('dueDate'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TaskFilterBody = z.input<typeof taskFilterBody>;
export type TaskFilter = z.output<typeof taskFilterBody>;

export const taskPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const personRef = z.object({ externalId: z.string(), name: z.string(), email: z.string().optional() });
export type PersonRef = z.infer<typeof personRef>;

export const taskSummarySchema = z.object({
  externalId: z.string(),
  name: z.string(),
  kind: z.enum(TEMPLATE_TASK_KINDS),
  status: z.enum(TASK_STATUSES),
  displayStatus: z.enum(TASK_DISPLAY_STATUSES),
  dueDate: z.string().nullable(),
  doneByCustomer: z.boolean(),
  requiresReview: z.boolean(),
  internalOnly: z.boolean(),
  preparer: personRef.nullable(),
  reviewer: personRef.nullable(),
  company: z.object({ externalId: z.string(), name: z.string() }),
  flow: z.object({ externalId: z.string(), name: z.string(), serviceCode: z.string() }).nullable(),
  openComments: z.number().int(),
  createdAt: z.string(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;
/**
 * The task list counts its matches only this far past the page's first row: a provider's open tasks run to tens of
 * thousands, and an exact count of them on every page costs more than the page itself (docs/performance.md).
 */
export const TASK_LIST_COUNT_CAP = 1000;
/**
 * A page of the task list. `total` is exact unless `totalCapped`: then at least `total` tasks match (the page's offset
 * plus TASK_LIST_COUNT_CAP), and the list shows "more than" that number with a next page always offered.
 */
export const taskPageReply = pageSchema(taskSummarySchema).extend({ totalCapped: z.boolean() });
export type TaskPage = z.infer<typeof taskPageReply>;

export const taskCommentSchema = z.object({
  externalId: z.string(),
  body: z.string(),
  state: z.enum(COMMENT_STATES),
  internal: z.boolean(),
  author: personRef,
  fromProvider: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

export const taskFileSchema = z.object({
  externalId: z.string(),
  documentExternalId: z.string(),
  name: z.string(),
  size: z.number(),
  kind: z.enum(TASK_FILE_KINDS),
  uploadedBy: personRef.nullable(),
  fromProvider: z.boolean(),
  createdAt: z.string(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;

export const taskDetailSchema = taskSummarySchema.extend({
  description: z.string(),
  allowedStatuses: z.array(z.enum(TASK_STATUSES)),
  /** Whether the caller may edit the task (assign people, due date, description). */
  canManage: z.boolean(),
  /** Whether the caller may upload files to the task. */
  canUpload: z.boolean(),
  /** The task's service is finalized: nothing on it changes any more. */
  flowFinalized: z.boolean(),
  comments: z.array(taskCommentSchema),
  files: z.array(taskFileSchema),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const taskStatusBody = z.object({ status: z.enum(TASK_STATUSES) });
export const TASK_DESCRIPTION_MAX = 4000;
export const taskUpdateBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(TASK_DESCRIPTION_MAX),
    dueDate: isoDate.nullable(),
    preparerExternalId: uuid.nullable(),
    reviewerExternalId: uuid.nullable(),
    internalOnly: z.boolean(),
  })
  .partial();
export type TaskUpdateBody = z.infer<typeof taskUpdateBody>;

export const COMMENT_MAX = 4000;
export const taskCommentBody = z.object({
  body: z.string().trim().min(1, 'Write a comment').max(COMMENT_MAX),
  internal: z.boolean().default(false),
});
export const taskCommentEditBody = z.object({ body: z.string().trim().min(1, 'Write a comment').max(COMMENT_MAX) });
export const taskCommentStateBody = z.object({ state: z.enum(['OPEN', 'FINALIZED']) });

export const taskFileQuery = z.object({ taskExternalId: uuid, kind: z.enum(TASK_FILE_KINDS).optional() });
export const fileIdQuery = z.object({ externalId: uuid });
export const taskFilesQuery = z.object({ taskExternalId: uuid });
/** fileExternalIds repeated (?a&a) or comma-separated: task files to download as one zip. */
export const fileIdsQuery = z.object({
  externalIds: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((x) => x.split(','))
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(uuid).min(1).max(100)),
});
