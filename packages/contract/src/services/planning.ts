// Beyond the peers (issue 14 item 8): recurring flows, the per-user iCal feed of due dates, the staff workload view.
import { z } from 'zod';
import { personRef } from './tasks.ts';
import { SERVICE_RECURRENCES, type ServiceRecurrence } from './catalogue-types.ts';

// ------------------------------------------------------------------ recurrence

/** How often a recurring flow opens a new period (calendar periods: months, quarters, years, in UTC dates). */
export const RECURRENCE_FREQUENCIES = SERVICE_RECURRENCES;
export type RecurrenceFrequency = ServiceRecurrence;
/** The most periods one run of the recurrence job catches up for one flow (a flow left behind for years). */
export const RECURRENCE_MAX_CATCH_UP = 12;

const MONTHS: Record<RecurrenceFrequency, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 };
const parts = (iso: string) => ({ y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)) });
const fmt = (y: number, m: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;

/** The first day of the period that holds `iso` (YYYY-MM-DD): the month's 1st, the quarter's, or 1 January. */
export function periodStartOf(iso: string, f: RecurrenceFrequency): string {
  const { y, m } = parts(iso);
  const step = MONTHS[f];
  return fmt(y, Math.floor((m - 1) / step) * step + 1);
}

/** The first day of the period after the one starting at (or holding) `iso`. December rolls into January. */
export function nextPeriodStart(iso: string, f: RecurrenceFrequency): string {
  const { y, m } = parts(periodStartOf(iso, f));
  const months = y * 12 + (m - 1) + MONTHS[f];
  return fmt(Math.floor(months / 12), (months % 12) + 1);
}

/**
 * The period starts a run of the job has to open: from `next` (the first period not opened yet) up to and including
 * the period that holds `today`, at most `max`. Empty when `next` is still in the future.
 */
export function periodsDue(next: string, today: string, f: RecurrenceFrequency, max = RECURRENCE_MAX_CATCH_UP) {
  const out: string[] = [];
  for (let p = periodStartOf(next, f); p <= today && out.length < max; p = nextPeriodStart(p, f)) out.push(p);
  return out;
}

/** A language-neutral label of a period: 2026-03, 2026-Q2, 2026. */
export function periodLabel(start: string, f: RecurrenceFrequency): string {
  const { y, m } = parts(start);
  if (f === 'MONTHLY') return start.slice(0, 7);
  if (f === 'QUARTERLY') return `${y}-Q${Math.floor((m - 1) / 3) + 1}`;
  return String(y);
}

export const flowRecurrenceBody = z.object({ frequency: z.enum(RECURRENCE_FREQUENCIES) });
export type FlowRecurrenceBody = z.infer<typeof flowRecurrenceBody>;

export const flowRecurrenceSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  /** The start of the next period the job will open (on that day). */
  nextPeriodStart: z.string(),
  nextPeriodLabel: z.string(),
  /** Periods the job has opened so far, newest first. */
  periods: z.array(
    z.object({ periodStart: z.string(), label: z.string(), taskCount: z.number().int(), createdAt: z.string() }),
  ),
});
export type FlowRecurrence = z.infer<typeof flowRecurrenceSchema>;
/** GET …/recurrence: null when the flow does not recur. */
export const flowRecurrenceReply = flowRecurrenceSchema.nullable();

// ------------------------------------------------------------------ calendar feed

export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
/** The feed's secret address: shown once, when created (only a hash of its token is kept). */
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
export const calendarFeedTokenParams = z.object({ token: z.string().min(1).max(200) });

// ------------------------------------------------------------------ workload

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');
export const workloadQuery = z.object({ date: isoDate.optional() });

export const workloadCountsSchema = z.object({
  /** Not done, due Monday–Sunday of the week (today included, the overdue ones not). */
  dueThisWeek: z.number().int(),
  /** Not done, due before today. */
  overdue: z.number().int(),
  /** Every task not done. */
  open: z.number().int(),
});
export type WorkloadCounts = z.infer<typeof workloadCountsSchema>;
export const workloadRowSchema = z.object({
  /** null: the tasks nobody prepares (or reviews) yet. */
  person: personRef.nullable(),
  preparing: workloadCountsSchema,
  reviewing: workloadCountsSchema,
});
export type WorkloadRow = z.infer<typeof workloadRowSchema>;
export const workloadReply = z.object({
  today: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  rows: z.array(workloadRowSchema),
});
export type Workload = z.infer<typeof workloadReply>;

/** Monday and Sunday of the ISO week that holds `iso`. */
export function weekOf(iso: string): { weekStart: string; weekEnd: string } {
  const d = new Date(`${iso}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  const start = new Date(d.getTime() - back * 86_400_000);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return { weekStart: start.toISOString().slice(0, 10), weekEnd: end.toISOString().slice(0, 10) };
}
