import type { ErrorCode, FieldError } from '@atrium/contract';

/** The message the spec gives for transport failures (spec 1 §8). */
export const TRANSPORT_MESSAGE = 'An internal error occurred, please try again later';

/** An API failure: error code, message and response (spec 1 §8 "API error object"). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly content: unknown = null,
  ) {
    super(message);
  }
  get fields(): FieldError[] {
    const c = this.content as { fields?: FieldError[] } | null;
    return c?.fields ?? [];
  }
  get isUnauthorized() {
    return this.status === 401 || this.status === 403;
  }
}
