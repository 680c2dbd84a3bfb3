import { z } from 'zod';

/** Every API reply is wrapped in this envelope. */
export interface Envelope<T> {
  success: boolean;
  content: T | null;
  errorCode: ErrorCode | null;
  message: string | null;
}

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'SLUG_TAKEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'MODULE_NOT_IN_PLAN',
  'SEAT_LIMIT_REACHED',
  'PAYMENT_FAILED',
  'PAYLOAD_TOO_LARGE',
  /** A third-party provider (e.g. Crunchbase) did not answer; the call can be retried. */
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_ERROR',
  // transport errors raised by the web client, never by the server
  'NO_RESPONSE_RECEIVED',
  'REQUEST_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field that failed validation, as sent in `content.fields` of a VALIDATION_ERROR. */
export interface FieldError {
  path: string;
  message: string;
}

export const envelopeSchema = <T extends z.ZodTypeAny>(content: T) =>
  z.object({
    success: z.boolean(),
    content: content.nullable(),
    errorCode: z.enum(ERROR_CODES).nullable(),
    message: z.string().nullable(),
  });

/** Standard paged reply. Page numbers start at 0. */
export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
