import { z } from 'zod';
import { SESSION_EVENTS } from './enums.ts';

export const visitSessionBody = z.object({
  sessionEvent: z.enum(SESSION_EVENTS),
  userExternalId: z.string().uuid(),
});
export const errorLogBody = z.object({
  message: z.string().max(5000),
  stack: z.string().max(20000).nullish(),
  componentStack: z.string().max(20000).nullish(),
  time: z.string().max(64),
});
