// The shape of the service catalogue (spec 1 §3): what a customer can buy and the tasks a flow of it starts with.
export const SERVICE_CATEGORIES = ['ACCOUNTING', 'PAYROLL', 'LEGAL', 'FINANCE'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** How often a flow of the service starts its tasks again; null for a one-off service. */
export const SERVICE_RECURRENCES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type ServiceRecurrence = (typeof SERVICE_RECURRENCES)[number];

/** The family a service belongs to inside its category; EXTRAS are the provider's other offers. */
export const SERVICE_GROUPS = [
  'BOOKKEEPING',
  'TAX_SUBSCRIPTION',
  'TAX_RETURN',
  'TAX_ADD_ON',
  'PAYROLL',
  'INCORPORATION',
  'OFFSHORE',
  'BOI',
  'AGREEMENT',
  'FILING',
  'TRADEMARK',
  'EQUITY',
  'FRACTIONAL',
  'FINANCE_PROJECT',
  'EXTRAS',
] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];

export interface LocalizedText {
  en: string;
  es: string;
}

/**
 * What a template task asks of the customer: nothing (staff work), files, or answers.
 * The task kinds match spec 1 §3's file kinds where a task collects files.
 */
export const TEMPLATE_TASK_KINDS = [
  'STAFF_WORK',
  'FILE_REQUEST_TASK',
  'REQUEST_INFORMATION_TASK',
  'REQUEST_BOI_INFORMATION_TASK',
  'REQUEST_LEGAL_INCORPORATION_TASK',
  'DOCUMENT_REVIEW',
  'PRODUCT_FLOW_DELIVERABLE',
] as const;
export type TemplateTaskKind = (typeof TEMPLATE_TASK_KINDS)[number];

export interface TaskTemplate {
  /** Stable within its service, used to find the task a template produced. */
  key: string;
  name: LocalizedText;
  kind: TemplateTaskKind;
  /** Who does the work: a staff preparer, or the customer (tasks that ask them for files or answers). */
  doneBy: 'STAFF' | 'CUSTOMER';
  /** Whether a staff reviewer must approve the task before it is done. */
  reviewed: boolean;
  /** Due date relative to the flow's start (or to the period's start for a recurring service). */
  dueInDays: number;
}

export interface ServiceDefinition {
  code: string;
  category: ServiceCategory;
  name: LocalizedText;
  /** Hidden services stay valid for existing flows but are not offered in the selectable list. */
  hidden: boolean;
  recurrence: ServiceRecurrence | null;
  tasks: readonly TaskTemplate[];
  /** The family inside the category (added with the catalogue data; optional for hand-built definitions). */
  group?: ServiceGroup;
}
