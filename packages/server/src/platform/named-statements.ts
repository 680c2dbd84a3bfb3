/** Each name is a server-side statement on every pooled connection: a bounded number of them per process. */
const MAX_STATEMENTS = 128;
const names = new Map<string, string>();

/**
 * The statement name of a query text: the same name for the same text for the life of the process (node-postgres
 * refuses one name for two texts), a new one while under the bound, none beyond it (the query then runs unnamed).
 */
export function statementName(prefix: string, text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_STATEMENTS) {
    name = `atrium_${prefix}_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}
