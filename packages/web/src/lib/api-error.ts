import type { ErrorCode, FieldError } from '@atrium/contract';

/** The message the spec gives for transport failures (spec 1 §8). */
export const TRANSPORT_MESSAGE = 'An internal error occurred, please try again later';

/** An API failure: error code, message and response (spec 1 §8 "API error object"). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly content: unknown;
  constructor(code: ErrorCode, status: number, message: string, content: unknown = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.content = content;
  }
  get fields(): FieldError[] {
    const c = this.content as { fields?: FieldError[] } | null;
    return c?.fields ?? [];
  }
  get isUnauthorized() {
    return this.status === 401 || this.status === 403;
  }
}

/**
 * React Query's retry rule: retry a failed read once, but never a refusal (4xx other than a timeout or throttling),
 * which answers the same the second time and only keeps a spinner on screen.
 */
export function retryUnlessRefused(failures: number, err: unknown): boolean {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429)
    return false;
  return failures < 1;
}
