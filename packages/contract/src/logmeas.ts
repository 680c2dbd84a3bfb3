import { z } from 'zod';
import { SESSION_EVENTS } from './enums.ts';

/**
 * The client log viewer of the admin tools (spec 1 §2.1 /tools/logmeas; issue 19 item 4): the browser errors of
 * POST /api/log-error/ grouped by message, one group's occurrences, errors per day, and the visit sessions.
 */
export const LOGMEAS_LIMITS = {
  pageSize: 20,
  /** Days the per-day chart covers. */
  chartDays: 30,
  /** Default retention of error reports and visits (LOG_RETENTION_DAYS). */
  retentionDays: 30,
  /** Longest page path stored with a report or a visit. */
  pageMax: 2048,
} as const;

export const logPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOGMEAS_LIMITS.pageSize),
  search: z.string().trim().max(200).optional(),
});
export const errorOccurrencesQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOGMEAS_LIMITS.pageSize),
  message: z.string().max(5000),
});
export const errorsPerDayQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(LOGMEAS_LIMITS.chartDays),
});

const logUserSchema = z.object({
  externalId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type LogUser = z.infer<typeof logUserSchema>;

export const errorGroupSchema = z.object({
  message: z.string(),
  count: z.number().int(),
  /** Distinct signed-in users who hit it. */
  users: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** Who and where the latest occurrence was (null when anonymous or unknown). */
  lastUser: logUserSchema.nullable(),
  lastPage: z.string().nullable(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const errorOccurrenceSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  stack: z.string().nullable(),
  componentStack: z.string().nullable(),
  clientTime: z.string(),
  receivedAt: z.string(),
  page: z.string().nullable(),
  userAgent: z.string().nullable(),
  user: logUserSchema.nullable(),
});
export type ErrorOccurrence = z.infer<typeof errorOccurrenceSchema>;

export const errorsPerDaySchema = z.array(z.object({ day: z.string(), count: z.number().int() }));
export type ErrorsPerDay = z.infer<typeof errorsPerDaySchema>;

export const visitSchema = z.object({
  id: z.number().int(),
  sessionEvent: z.enum(SESSION_EVENTS),
  page: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  at: z.string(),
  user: logUserSchema.nullable(),
});
export type Visit = z.infer<typeof visitSchema>;
