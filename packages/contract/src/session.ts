import { z } from 'zod';
import { SESSION_EVENTS } from './enums.ts';

/** The app path the browser was on (optional: the spec's body has no such field; this app sends it). */
const pagePath = z.string().max(2048).nullish();

export const visitSessionBody = z.object({
  sessionEvent: z.enum(SESSION_EVENTS),
  userExternalId: z.string().uuid(),
  page: pagePath,
});
export const errorLogBody = z.object({
  message: z.string().max(5000),
  stack: z.string().max(20000).nullish(),
  componentStack: z.string().max(20000).nullish(),
  time: z.string().max(64),
  page: pagePath,
});
