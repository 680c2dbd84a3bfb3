import type { FieldError, LedgerRowError } from '@atrium/contract';

/** The row errors of a refused import: fields named 'rows.<line>.<field>' become {line, field, message}. */
export function rowErrorsOf(fields: readonly FieldError[]): LedgerRowError[] {
  const out: LedgerRowError[] = [];
  for (const f of fields) {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(f.path);
    if (m) out.push({ line: Number(m[1]), field: m[2], message: f.message });
  }
  return out;
}

/** Whether the mapping names a column for each required field. */
export const mappingComplete = (m: Partial<Record<'date' | 'account' | 'category' | 'amount', string | null>>) =>
  !!(m.date && m.account && m.category && m.amount);
