import {
  TASK_BULK_MAX,
  TASK_NAME_MAX,
  type TaskBulkCreateBody,
  type TaskCreateBody,
  type TemplateTaskKind,
} from '@atrium/contract';

/** What the task creation form holds (spec 1 §2.1 /portal/tasks/new/:isBulkCreation). */
export interface TaskForm {
  customers: { externalId: string; name: string }[];
  name: string;
  description: string;
  dueDate: string;
  kind: TemplateTaskKind;
  preparerExternalId: string;
  reviewerExternalId: string;
  /** The task asks the customer for files or information. */
  asksCustomer: boolean;
  requiresReview: boolean;
}

export const emptyTaskForm = (): TaskForm => ({
  customers: [],
  name: '',
  description: '',
  dueDate: '',
  kind: 'STAFF_WORK',
  preparerExternalId: '',
  reviewerExternalId: '',
  asksCustomer: false,
  requiresReview: true,
});

/** Task types that ask the customer for something: choosing one ticks "asks the customer" for you. */
const CUSTOMER_KINDS: readonly TemplateTaskKind[] = [
  'FILE_REQUEST_TASK',
  'REQUEST_INFORMATION_TASK',
  'REQUEST_BOI_INFORMATION_TASK',
  'REQUEST_LEGAL_INCORPORATION_TASK',
];
export const asksCustomerByDefault = (kind: TemplateTaskKind) => CUSTOMER_KINDS.includes(kind);

/** A new task type; the "asks the customer" box follows the type unless the person set it against the type's default. */
export function withKind(form: TaskForm, kind: TemplateTaskKind): TaskForm {
  const followed = form.asksCustomer === asksCustomerByDefault(form.kind);
  return { ...form, kind, asksCustomer: followed ? asksCustomerByDefault(kind) : form.asksCustomer };
}

export type TaskFormField = 'customers' | 'name';
export type TaskFormErrors = Partial<Record<TaskFormField, 'required' | 'tooMany' | 'tooLong'>>;

/** Checks the form before it is sent (the server checks again and names the field). */
export function validateTaskForm(form: TaskForm, bulk: boolean): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (!form.customers.length) errors.customers = 'required';
  else if (form.customers.length > (bulk ? TASK_BULK_MAX : 1)) errors.customers = 'tooMany';
  if (!form.name.trim()) errors.name = 'required';
  else if (form.name.trim().length > TASK_NAME_MAX) errors.name = 'tooLong';
  return errors;
}

function fields(form: TaskForm) {
  return {
    name: form.name.trim(),
    description: form.description,
    dueDate: form.dueDate || null,
    kind: form.kind,
    preparerExternalId: form.preparerExternalId || null,
    reviewerExternalId: form.reviewerExternalId || null,
    doneByCustomer: form.asksCustomer,
    requiresReview: form.requiresReview,
  };
}
export const singleRequest = (form: TaskForm): TaskCreateBody => ({
  tenantExternalId: form.customers[0].externalId,
  ...fields(form),
});
export const bulkRequest = (form: TaskForm): TaskBulkCreateBody => ({
  tenantExternalIds: form.customers.map((c) => c.externalId),
  ...fields(form),
});

/**
 * The customer a server refusal names (`tenantExternalIds.3` for a bulk request, `tenantExternalId` for one task), so
 * the form can say which one cannot get the task; null when the refusal is about another field.
 */
export function refusedCustomer(form: TaskForm, paths: string[]): { externalId: string; name: string } | null {
  for (const p of paths) {
    const m = /(?:^|\.)tenantExternalIds?(?:\.(\d+))?$/.exec(p);
    if (m) return form.customers[m[1] ? Number(m[1]) : 0] ?? null;
  }
  return null;
}
