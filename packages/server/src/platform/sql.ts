/** Escapes the LIKE wildcards (% and _) and the escape character itself, so a term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The constraint and detail of a unique-constraint violation (SQLSTATE 23505), looking through the wrapping drizzle
 * and PGlite add; null for any other error. Callers match a constraint name to tell which value was taken.
 */
export function uniqueViolation(err: unknown): string | null {
  let e = err as { code?: string; constraint?: string; detail?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return `${e.constraint ?? ''} ${e.detail ?? ''}`;
    e = e.cause as typeof e;
  }
  return null;
}

/** Whether an error is a unique-constraint violation. */
export const isUniqueViolation = (err: unknown) => uniqueViolation(err) !== null;
