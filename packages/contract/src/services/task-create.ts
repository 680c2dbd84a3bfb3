// Portal task creation (spec 1 §2.1 /portal/tasks/new/:isBulkCreation; issue 14 item 5): one task for one customer,
// or the same task for many customers at once (all created or none).
import { z } from 'zod';
import { TEMPLATE_TASK_KINDS } from './catalogue-types.ts';
import { TASK_DESCRIPTION_MAX } from './tasks.ts';

/** The most customers one bulk creation may address (all their tasks are written in one transaction). */
export const TASK_BULK_MAX = 500;
export const TASK_NAME_MAX = 200;

export const TASK_CREATE_MESSAGES = {
  noCustomers: 'Choose at least one customer',
  tooManyCustomers: `Choose at most ${TASK_BULK_MAX} customers`,
  duplicateCustomer: 'This customer is chosen twice',
  notACustomer: 'Not a customer you can assign tasks to',
  individual: 'Individual accounts have no tasks',
} as const;

const uuid = z.string().uuid();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/** What a task is: shared by the single and the bulk creation. */
const taskFields = {
  name: z.string().trim().min(1, 'Give the task a title').max(TASK_NAME_MAX),
  description: z.string().max(TASK_DESCRIPTION_MAX).default(''),
  dueDate: isoDate.nullable().default(null),
  kind: z.enum(TEMPLATE_TASK_KINDS).default('STAFF_WORK'),
  preparerExternalId: uuid.nullable().default(null),
  reviewerExternalId: uuid.nullable().default(null),
  /** The task asks the customer for files or information: it is theirs to do, and they are told. */
  doneByCustomer: z.boolean().default(false),
  requiresReview: z.boolean().default(true),
  internalOnly: z.boolean().default(false),
};

/** POST /api/task: one task for one customer. */
export const taskCreateBody = z.object({ tenantExternalId: uuid, ...taskFields });
export type TaskCreateBody = z.input<typeof taskCreateBody>;

/** POST /api/task/bulk: the same task for each of up to 500 customers. */
export const taskBulkCreateBody = z
  .object({
    tenantExternalIds: z
      .array(uuid)
      .min(1, TASK_CREATE_MESSAGES.noCustomers)
      .max(TASK_BULK_MAX, TASK_CREATE_MESSAGES.tooManyCustomers),
    ...taskFields,
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.tenantExternalIds.forEach((id, i) => {
      const key = id.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['tenantExternalIds', i],
          message: TASK_CREATE_MESSAGES.duplicateCustomer,
        });
      seen.add(key);
    });
  });
export type TaskBulkCreateBody = z.input<typeof taskBulkCreateBody>;

export const taskBulkCreateReply = z.object({
  created: z.number().int(),
  /** The new tasks, in the order of the customers sent. */
  tasks: z.array(z.object({ externalId: z.string(), tenantExternalId: z.string() })),
});
export type TaskBulkCreateReply = z.infer<typeof taskBulkCreateReply>;
