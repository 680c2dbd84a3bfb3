/** Escapes the LIKE wildcards (% and _) and the escape character itself, so a term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
