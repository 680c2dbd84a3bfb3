// Product flows (spec 1 §4.7, §7.9): a service a customer bought, run as a list of tasks.
import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import { SERVICE_CATEGORIES, TEMPLATE_TASK_KINDS } from './catalogue-types.ts';
import { personRef, taskSummarySchema } from './tasks.ts';

const uuid = z.string().uuid();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

export const PRODUCT_FLOW_SORT = ['createdAt', 'name', 'startDate', 'company', 'service'] as const;

export const productFlowSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  category: z.enum(SERVICE_CATEGORIES).nullable(),
  company: z.object({ externalId: z.string(), name: z.string() }),
  owner: personRef.nullable(),
  active: z.boolean(),
  finalized: z.boolean(),
  finalizedAt: z.string().nullable(),
  startDate: z.string(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  taskCount: z.number().int(),
  doneCount: z.number().int(),
});
export type ProductFlow = z.infer<typeof productFlowSchema>;
export const productFlowPageReply = pageSchema(productFlowSchema);

/** GET {product}-company/history?year: the services a company had during a year; staff name the company. */
export const companyHistoryQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  company: z.string().uuid().optional(),
});
export type CompanyHistoryQuery = z.infer<typeof companyHistoryQuery>;

export const productFlowCreateBody = z.object({
  tenantExternalId: uuid,
  serviceCode: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(200).optional(),
  startDate: isoDate.optional(),
  ownerExternalId: uuid.optional(),
});
export type ProductFlowCreateBody = z.infer<typeof productFlowCreateBody>;

export const productFlowUpdateBody = z
  .object({ name: z.string().trim().min(1).max(200), startDate: isoDate })
  .partial()
  .refine((b) => b.name !== undefined || b.startDate !== undefined, { message: 'Nothing to update', path: ['name'] });

export const productFlowFilterQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  showAll: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  orderBy: z.enum(PRODUCT_FLOW_SORT).default('createdAt'),
  direction: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
});
export const productFlowFilterBody = z.object({
  search: z.string().trim().max(200).default(''),
  services: z.array(z.string().min(1).max(100)).max(200).default([]),
  tenants: z.array(uuid).max(200).default([]),
  categories: z.array(z.enum(SERVICE_CATEGORIES)).max(4).default([]),
});
export type ProductFlowFilterBody = z.input<typeof productFlowFilterBody>;

export const productFlowQueryQuery = z.object({
  term: z.string().trim().max(200).default(''),
  showAll: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const productFlowFilterData = z.object({
  services: z.array(z.object({ code: z.string(), name: z.string(), category: z.enum(SERVICE_CATEGORIES) })),
  companies: z.array(z.object({ externalId: z.string(), name: z.string() })),
  staff: z.array(personRef),
});
export type ProductFlowFilterData = z.infer<typeof productFlowFilterData>;

export const addTaskParams = z.object({ a: uuid, b: z.enum(TEMPLATE_TASK_KINDS) });
export const addTaskBody = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(4000).default(''),
  dueDate: isoDate.nullable().default(null),
  doneByCustomer: z.boolean().default(false),
  requiresReview: z.boolean().default(true),
  internalOnly: z.boolean().default(false),
  preparerExternalId: uuid.nullable().default(null),
  reviewerExternalId: uuid.nullable().default(null),
});
export type AddTaskBody = z.input<typeof addTaskBody>;

export const activeParams = z.object({ id: uuid, flag: z.enum(['true', 'false']) });
export const softDeleteBody = z.object({ externalIds: z.array(uuid).min(1).max(100) });
export const companyOwnerBody = z.object({ productFlowExternalId: uuid, ownerExternalId: uuid });

export const flowUserSchema = personRef.extend({ assignedTasks: z.number().int() });
export const hasActiveReply = z.object({ hasActive: z.boolean() });
export const flowContractSchema = z.object({
  flow: productFlowSchema,
  service: z.object({
    code: z.string(),
    name: z.string(),
    category: z.enum(SERVICE_CATEGORIES).nullable(),
    recurrence: z.string().nullable(),
    tasks: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        kind: z.enum(TEMPLATE_TASK_KINDS),
        doneBy: z.enum(['STAFF', 'CUSTOMER']),
        reviewed: z.boolean(),
        dueInDays: z.number(),
      }),
    ),
  }),
});
export const flowTasksReply = z.array(taskSummarySchema);
