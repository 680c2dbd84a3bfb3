import { pgTable, integer, text, uuid, timestamp, boolean, date, index, bigint } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { tenants } from '../tenancy/tables.ts';
import { docCenterItems } from '../document-center/tables.ts';

/** A service a customer bought, run as a list of tasks (spec 1 §4.7, §7.9). Soft-deleted flows are never listed. */
export const productFlows = pgTable(
  'product_flows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    serviceCode: text('service_code').notNull(),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /** The company member the customer's tasks of this flow are addressed to (the "company owner"). */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_flows_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** A task of a flow. OVERDUE is computed from due_date when read, never stored. */
export const tasks = pgTable(
  'tasks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    flowId: integer('flow_id').references(() => productFlows.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    templateKey: text('template_key'),
    name: text().notNull(),
    description: text().notNull().default(''),
    kind: text().notNull(),
    status: text().notNull().default('PENDING'),
    dueDate: date('due_date', { mode: 'string' }),
    preparerUserId: integer('preparer_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    doneByCustomer: boolean('done_by_customer').notNull().default(false),
    requiresReview: boolean('requires_review').notNull().default(true),
    internalOnly: boolean('internal_only').notNull().default(false),
    position: integer().notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_tenant_due_idx').on(t.tenantId, t.dueDate),
    index('tasks_flow_idx').on(t.flowId, t.position),
    index('tasks_status_due_idx').on(t.status, t.dueDate),
    index('tasks_preparer_idx').on(t.preparerUserId),
    index('tasks_reviewer_idx').on(t.reviewerUserId),
  ],
);

/** Comments on a task: OPEN questions, ANSWERED by the other side, FINALIZED by staff. Internal ones are staff-only. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromProvider: boolean('from_provider').notNull(),
    body: text().notNull(),
    state: text().notNull().default('OPEN'),
    internal: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);

/** Files of a task: links to the company's document-center items (the file itself lives there). */
export const taskFiles = pgTable(
  'task_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    docItemId: integer('doc_item_id')
      .notNull()
      .references(() => docCenterItems.id, { onDelete: 'cascade' }),
    docItemExternalId: uuid('doc_item_external_id').notNull(),
    name: text().notNull(),
    size: bigint({ mode: 'number' }).notNull().default(0),
    kind: text().notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromProvider: boolean('from_provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_files_task_idx').on(t.taskId)],
);
