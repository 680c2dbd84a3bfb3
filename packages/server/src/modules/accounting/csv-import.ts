import type { Readable } from 'node:stream';
import { parse } from '@fast-csv/parse';
import {
  LEDGER_LIMITS,
  LEDGER_MESSAGES as M,
  REQUIRED_LEDGER_FIELDS,
  suggestLedgerMapping,
  type LedgerMapping,
  type LedgerRowError,
} from '@atrium/contract';
import { AppError, validation } from '../../platform/errors.ts';
import type { LedgerRow } from './store.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD', 'YYYY/MM/DD' or US 'MM/DD/YYYY' (also M/D/YY) → 'YYYY-MM-DD' of a real calendar day; else null. */
export function parseLedgerDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  let hit = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(t);
  if (hit) [y, m, d] = [Number(hit[1]), Number(hit[2]), Number(hit[3])];
  else {
    hit = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
    if (!hit) return null;
    [m, d, y] = [Number(hit[1]), Number(hit[2]), Number(hit[3])];
    if (y < 100) y += 2000;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900 || y > 2200) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** '1,234.56', '$-1,234.5', '(1,234.56)' (negative), '-12' → signed cents; anything else null. */
export function parseLedgerAmount(text: string): number | null {
  let t = text.trim().replace(/\s/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  const hit = /^(-?)\$?(-?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)$/.exec(t);
  if (!hit || (hit[1] && hit[2])) return null;
  if (hit[1] || hit[2]) negative = !negative;
  const cents = Math.round(Number(hit[3].replace(/,/g, '')) * 100);
  if (!Number.isSafeInteger(cents) || cents > 1e15) return null;
  return negative ? -cents : cents;
}

export interface CsvReadResult {
  headers: string[];
  mapping: Partial<LedgerMapping>;
  /** Whether every required field has a column. */
  complete: boolean;
  preview: string[][];
  totalRows: number;
  errorCount: number;
  errors: LedgerRowError[];
  accounts: string[];
  rows: LedgerRow[];
  firstDate: string | null;
  lastDate: string | null;
}

/**
 * Reads a ledger CSV as it streams in (fast-csv): the first line is the header; each further line is checked
 * against the mapping (given, or suggested from the header names) and kept as a compact row. Rows that fail are
 * counted and the first maxRowErrors reported by line and field. A file that is not CSV at all throws 400.
 */
export async function readLedgerCsv(
  stream: Readable,
  given: Partial<LedgerMapping> | null,
  opts: { keepRows: boolean },
): Promise<CsvReadResult> {
  const parser = stream.pipe(parse({ headers: false, ignoreEmpty: true, trim: true }));
  stream.on('error', (e) => parser.destroy(e));
  let headers: string[] | null = null;
  let mapping: Partial<LedgerMapping> = {};
  const index: Partial<Record<keyof LedgerMapping, number>> = {};
  let complete = false;
  const out: CsvReadResult = {
    headers: [],
    mapping: {},
    complete: false,
    preview: [],
    totalRows: 0,
    errorCount: 0,
    errors: [],
    accounts: [],
    rows: [],
    firstDate: null,
    lastDate: null,
  };
  const accountIndex = new Map<string, number>();
  const fail = (line: number, field: string, message: string) => {
    out.errorCount++;
    if (out.errors.length < LEDGER_LIMITS.maxRowErrors) out.errors.push({ line, field, message });
  };
  let line = 0;
  try {
    for await (const raw of parser as AsyncIterable<string[]>) {
      line++;
      if (!headers) {
        headers = raw.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h));
        mapping = given ?? suggestLedgerMapping(headers);
        for (const [field, column] of Object.entries(mapping)) {
          if (!column) continue;
          const at = headers.indexOf(column);
          if (at < 0)
            throw validation(M.unknownColumn(column), [{ path: `mapping.${field}`, message: M.unknownColumn(column) }]);
          index[field as keyof LedgerMapping] = at;
        }
        complete = REQUIRED_LEDGER_FIELDS.every((f) => index[f] !== undefined);
        continue;
      }
      out.totalRows++;
      if (out.totalRows > LEDGER_LIMITS.maxImportRows)
        throw validation(M.tooManyRows, [{ path: 'file', message: M.tooManyRows }]);
      if (out.preview.length < LEDGER_LIMITS.previewRows) out.preview.push(raw);
      if (!complete) continue;
      if (raw.length !== headers.length) {
        fail(line, 'row', `Expected ${headers.length} columns, found ${raw.length}`);
        continue;
      }
      const cell = (f: keyof LedgerMapping) => (index[f] === undefined ? '' : (raw[index[f]!] ?? '').trim());
      let ok = true;
      const date = parseLedgerDate(cell('date'));
      if (!date) ok = (fail(line, 'date', cell('date') ? M.invalidDate : M.required), false);
      const account = cell('account').slice(0, 200);
      if (!account) ok = (fail(line, 'account', M.required), false);
      const category = cell('category').slice(0, 200);
      if (!category) ok = (fail(line, 'category', M.required), false);
      const cents = parseLedgerAmount(cell('amount'));
      if (cents === null) ok = (fail(line, 'amount', cell('amount') ? M.invalidAmount : M.required), false);
      if (!ok || !opts.keepRows) continue;
      let a = accountIndex.get(account);
      if (a === undefined) {
        a = out.accounts.push(account) - 1;
        accountIndex.set(account, a);
      }
      const counterparty = cell('counterparty').slice(0, 300) || null;
      out.rows.push({ date: date!, accountIndex: a, category, cents: cents!, counterparty });
      if (!out.firstDate || date! < out.firstDate) out.firstDate = date;
      if (!out.lastDate || date! > out.lastDate) out.lastDate = date;
    }
  } catch (err) {
    // Whatever stopped the reading, let the rest of the upload flow by so the request can end.
    stream.unpipe();
    stream.resume();
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw err;
    throw validation(M.malformed, [{ path: 'file', message: `${M.malformed}: ${(err as Error).message}` }]);
  }
  out.headers = headers ?? [];
  out.mapping = mapping;
  out.complete = complete;
  return out;
}
