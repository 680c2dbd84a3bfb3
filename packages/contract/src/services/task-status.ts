// Task status rules (spec 1 §3 task status, §4.5): who may move a task from which status to which.
// One pure module for the server (which enforces it) and the web app (which shows only the allowed actions).

/** Stored statuses. OVERDUE is never stored: it is computed from the due date when a task is read. */
export const TASK_STATUSES = ['PENDING', 'IN_PROGRESS', 'WAITING_FOR_REVIEW', 'DONE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** What a person sees: a stored status, or OVERDUE for a task past its due date that is not done. */
export const TASK_DISPLAY_STATUSES = ['PENDING', 'IN_PROGRESS', 'WAITING_FOR_REVIEW', 'DONE', 'OVERDUE'] as const;
export type TaskDisplayStatus = (typeof TASK_DISPLAY_STATUSES)[number];

/** Colours of spec 1 §3: done green, in progress yellow, overdue red, pending grey, waiting for review blue. */
export const TASK_STATUS_COLORS: Record<TaskDisplayStatus, 'green' | 'yellow' | 'red' | 'grey' | 'blue'> = {
  DONE: 'green',
  IN_PROGRESS: 'yellow',
  OVERDUE: 'red',
  PENDING: 'grey',
  WAITING_FOR_REVIEW: 'blue',
};

/** Today as YYYY-MM-DD (UTC), the day due dates are compared with. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** OVERDUE when the task is not done and its due date (YYYY-MM-DD) is before today. */
export function displayStatus(status: TaskStatus, dueDate: string | null, now: Date = new Date()): TaskDisplayStatus {
  if (status !== 'DONE' && dueDate !== null && dueDate < todayIso(now)) return 'OVERDUE';
  return status;
}

/** The caller's part in one task. */
export interface TaskActor {
  /** STAFF_MANAGER: portal admin, KAM or system admin (may act as preparer and reviewer of any task). */
  kind: 'STAFF_MANAGER' | 'STAFF' | 'STAFF_VIEWER' | 'CUSTOMER' | 'CUSTOMER_VIEWER';
  isPreparer: boolean;
  isReviewer: boolean;
}

export interface TaskForRules {
  status: TaskStatus;
  doneByCustomer: boolean;
  requiresReview: boolean;
}

export type MoveCheck = { ok: true } | { ok: false; reason: string };

const WORK: Partial<Record<TaskStatus, (t: TaskForRules) => TaskStatus>> = {
  PENDING: () => 'IN_PROGRESS',
  IN_PROGRESS: (t) => (t.requiresReview ? 'WAITING_FOR_REVIEW' : 'DONE'),
};

/** Moves the one who does the work may make: start, then hand in (for review, or done when not reviewed). */
function workerMoves(t: TaskForRules): TaskStatus[] {
  const next = WORK[t.status]?.(t);
  if (!next) return [];
  // A task can be handed in straight from PENDING too (an answer or a file can arrive before anyone pressed start).
  if (t.status === 'PENDING') return ['IN_PROGRESS', t.requiresReview ? 'WAITING_FOR_REVIEW' : 'DONE'];
  return [next];
}
/** Moves of the reviewer: approve (DONE) or send back (IN_PROGRESS). */
const reviewerMoves = (t: TaskForRules): TaskStatus[] =>
  t.status === 'WAITING_FOR_REVIEW' ? ['DONE', 'IN_PROGRESS'] : [];

function isWorker(t: TaskForRules, a: TaskActor) {
  if (t.doneByCustomer) return a.kind === 'CUSTOMER' || a.kind === 'STAFF_MANAGER';
  return a.kind === 'STAFF_MANAGER' || (a.kind === 'STAFF' && a.isPreparer);
}
const isReviewer = (a: TaskActor) => a.kind === 'STAFF_MANAGER' || (a.kind === 'STAFF' && a.isReviewer);

/** Every status the actor may move the task to, in the order the actions are offered. */
export function allowedMoves(t: TaskForRules, a: TaskActor): TaskStatus[] {
  const out = new Set<TaskStatus>();
  if (isWorker(t, a)) workerMoves(t).forEach((s) => out.add(s));
  if (isReviewer(a)) reviewerMoves(t).forEach((s) => out.add(s));
  return [...out];
}

/** Whether the actor may move the task to `to`, with the reason a refusal is shown with. */
export function checkMove(t: TaskForRules, a: TaskActor, to: TaskStatus): MoveCheck {
  if (t.status === to) return { ok: false, reason: `The task is already ${label(to)}` };
  if (allowedMoves(t, a).includes(to)) return { ok: true };
  if (a.kind === 'CUSTOMER_VIEWER' || a.kind === 'STAFF_VIEWER')
    return { ok: false, reason: 'Your role can view tasks but not change them' };
  if (a.kind === 'CUSTOMER' && !t.doneByCustomer)
    return { ok: false, reason: 'Only your provider can change the status of this task' };
  if (t.status === 'WAITING_FOR_REVIEW' && !isReviewer(a))
    return { ok: false, reason: 'Only the reviewer of this task can approve it or send it back' };
  if (t.status === 'DONE') return { ok: false, reason: 'The task is done; only a manager can reopen it' };
  if (a.kind === 'STAFF' && !a.isPreparer && !t.doneByCustomer)
    return { ok: false, reason: 'Only the preparer of this task can change its status' };
  return { ok: false, reason: `A task cannot move from ${label(t.status)} to ${label(to)}` };
}

function label(s: TaskStatus) {
  return s.toLowerCase().replace(/_/g, ' ');
}
