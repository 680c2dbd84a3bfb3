import type { ErrorCode, FieldError } from '@atrium/contract';

/** Errors are values with a code; the HTTP layer maps them to a status in one place (http/envelope.ts). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldError[];
  constructor(code: ErrorCode, message: string, fields?: FieldError[]) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'Access denied') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const invalidToken = () => new AppError('INVALID_TOKEN', 'Your session has expired, please log in again');
export const validation = (message: string, fields: FieldError[] = []) =>
  new AppError('VALIDATION_ERROR', message, fields);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(code, message);

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  INVALID_CODE: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  MODULE_NOT_IN_PLAN: 403,
  SEAT_LIMIT_REACHED: 409,
  PAYMENT_FAILED: 402,
  EMAIL_NOT_VERIFIED: 403,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  SLUG_TAKEN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  NO_RESPONSE_RECEIVED: 500,
  REQUEST_ERROR: 500,
};
