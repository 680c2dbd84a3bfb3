import type { Readable } from 'node:stream';
import { parse } from '@fast-csv/parse';
import {
  LEDGER_LIMITS,
  LEDGER_MESSAGES as LM,
  TRIAL_BALANCE_FIELDS,
  TRIAL_BALANCE_HEADER_SYNONYMS as SYN,
  TRIAL_BALANCE_MESSAGES as M,
  type AccountClass,
  type LedgerRowError,
  type TrialBalanceField,
  type TrialBalanceMapping,
} from '@atrium/contract';
import { AppError, validation } from '../../platform/errors.ts';
import { parseLedgerAmount } from './csv-import.ts';

export interface TrialBalanceLine {
  line: number;
  account: string;
  class: AccountClass;
  /** Debit minus credit, in cents. */
  cents: number;
}

export interface TrialBalanceRead {
  headers: string[];
  mapping: TrialBalanceMapping;
  preview: string[][];
  totalRows: number;
  /** The date of the file's 'As of' / 'As at' line, if it has one. */
  periodEnd: string | null;
  lines: TrialBalanceLine[];
  errorCount: number;
  errors: LedgerRowError[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d
    ? `${y}-${pad(m)}-${pad(d)}`
    : null;
};

/**
 * The date of a title line such as 'As of October 31, 2026' (QuickBooks), 'As at 31 October 2026' (Xero),
 * 'As of 10/31/2026' or 'As of 2026-10-31'; null when the text holds none.
 */
export function periodDateOf(text: string): string | null {
  const t = text.trim().toLowerCase();
  const m = /\bas (?:of|at)\s+(.+)$/.exec(t);
  if (!m) return null;
  const s = m[1].replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  let hit = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (hit) return isoOf(+hit[1], +hit[2], +hit[3]);
  hit = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(s);
  if (hit) return isoOf(+hit[3], +hit[1], +hit[2]);
  hit = /^([a-z]+)\.? (\d{1,2}) (\d{4})/.exec(s);
  if (hit && MONTHS.indexOf(hit[1].slice(0, 3)) >= 0)
    return isoOf(+hit[3], MONTHS.indexOf(hit[1].slice(0, 3)) + 1, +hit[2]);
  hit = /^(\d{1,2}) ([a-z]+)\.? (\d{4})/.exec(s);
  if (hit && MONTHS.indexOf(hit[2].slice(0, 3)) >= 0)
    return isoOf(+hit[3], MONTHS.indexOf(hit[2].slice(0, 3)) + 1, +hit[1]);
  return null;
}

const norm = (h: string) => h.trim().toLowerCase();
const isHeader = (cells: readonly string[]) => {
  const c = cells.map(norm);
  return (
    (c.some((x) => SYN.debit.includes(x)) && c.some((x) => SYN.credit.includes(x))) ||
    c.some((x) => SYN.balance.includes(x) && x !== 'amount')
  );
};

/** The column suggested for each field; an unnamed first column (QuickBooks) holds the accounts. */
export function suggestTrialBalanceMapping(headers: readonly string[]): TrialBalanceMapping {
  const out: TrialBalanceMapping = {};
  const used = new Set<string>();
  for (const f of TRIAL_BALANCE_FIELDS) {
    const hit = headers.find((h) => !used.has(h) && SYN[f].includes(norm(h)));
    if (hit) {
      out[f] = hit;
      used.add(hit);
    }
  }
  if (!out.account && headers[0] && !used.has(headers[0])) out.account = headers[0];
  if (out.debit && out.credit) delete out.balance;
  return out;
}

const CASH_TYPE = /bank|cash/i;
const PL_TYPE = /revenue|income|sales|expense|overhead|direct cost|cost of|depreciation/i;
const CASH_NAME = /\b(checking|chequing|savings|bank|cash|money market|petty)\b/i;
const INCOME_NAME = /\b(revenue|income|sales)\b/i;

/**
 * Reads a trial-balance CSV as it streams: title lines until the header row (the first with Debit and Credit, or
 * Balance, columns; an 'As of' line before it gives the period date), then one account per line. Headings (no
 * amount) and total lines are passed over; an amount that does not read is a row error. Each account is classed as
 * cash, income/expense or other (see the contract's trial-balance.ts).
 */
export async function readTrialBalance(stream: Readable, given: TrialBalanceMapping | null): Promise<TrialBalanceRead> {
  const parser = stream.pipe(parse({ headers: false, trim: true }));
  stream.on('error', (e) => parser.destroy(e));
  const out: TrialBalanceRead = {
    headers: [],
    mapping: {},
    preview: [],
    totalRows: 0,
    periodEnd: null,
    lines: [],
    errorCount: 0,
    errors: [],
  };
  const index: Partial<Record<TrialBalanceField, number>> = {};
  const fail = (line: number, field: string, message: string) => {
    out.errorCount++;
    if (out.errors.length < LEDGER_LIMITS.maxRowErrors) out.errors.push({ line, field, message });
  };
  let headers: string[] | null = null;
  let line = 0;
  let inPl = false;
  try {
    for await (const raw of parser as AsyncIterable<string[]>) {
      line++;
      if (raw.every((c) => !c.trim())) continue; // blank lines keep the line count of the file
      if (!headers) {
        const cells = raw.map((h, i) => (i === 0 && line === 1 ? h.replace(/^\uFEFF/, '') : h));
        if (!isHeader(cells)) {
          out.periodEnd ??= periodDateOf(cells.join(' '));
          if (line > 20) break;
          continue;
        }
        headers = cells.map((h, i) => h.trim() || `Column ${i + 1}`);
        out.mapping = given ?? suggestTrialBalanceMapping(headers);
        for (const [field, col] of Object.entries(out.mapping)) {
          if (!col) continue;
          const at = headers.indexOf(col);
          if (at < 0)
            throw validation(LM.unknownColumn(col), [{ path: `mapping.${field}`, message: LM.unknownColumn(col) }]);
          index[field as TrialBalanceField] = at;
        }
        if (index.account === undefined)
          throw validation(LM.missingColumn('account'), [
            { path: 'mapping.account', message: LM.missingColumn('account') },
          ]);
        if (index.balance === undefined && (index.debit === undefined || index.credit === undefined))
          throw validation(M.missingAmount, [{ path: 'mapping.debit', message: M.missingAmount }]);
        continue;
      }
      const cell = (f: TrialBalanceField) => (index[f] === undefined ? '' : (raw[index[f]!] ?? '').trim());
      const account = cell('account').slice(0, 200);
      if (!account || /^total\b/i.test(account)) continue;
      out.totalRows++;
      if (out.totalRows > LEDGER_LIMITS.maxImportRows)
        throw validation(LM.tooManyRows, [{ path: 'file', message: LM.tooManyRows }]);
      if (out.preview.length < LEDGER_LIMITS.previewRows) out.preview.push(raw);
      let cents: number | null;
      if (index.balance !== undefined) {
        if (!cell('balance')) continue;
        cents = parseLedgerAmount(cell('balance'));
        if (cents === null) {
          fail(line, 'balance', LM.invalidAmount);
          continue;
        }
      } else {
        const [d, c] = [cell('debit'), cell('credit')];
        if (!d && !c) continue;
        const dc = d ? parseLedgerAmount(d) : 0;
        const cc = c ? parseLedgerAmount(c) : 0;
        if (dc === null) fail(line, 'debit', LM.invalidAmount);
        if (cc === null) fail(line, 'credit', LM.invalidAmount);
        if (dc === null || cc === null) continue;
        cents = dc - cc;
      }
      const type = cell('type');
      let cls: AccountClass;
      if (index.type !== undefined && type)
        cls = CASH_TYPE.test(type) ? 'CASH' : PL_TYPE.test(type) ? 'INCOME_EXPENSE' : 'OTHER';
      else {
        // Without types: both exports list the balance sheet first, then income, then expenses.
        if (INCOME_NAME.test(account)) inPl = true;
        cls = inPl ? 'INCOME_EXPENSE' : CASH_NAME.test(account) ? 'CASH' : 'OTHER';
      }
      out.lines.push({ line, account, class: cls, cents });
    }
  } catch (err) {
    stream.unpipe();
    stream.resume();
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw err;
    throw validation(LM.malformed, [{ path: 'file', message: `${LM.malformed}: ${(err as Error).message}` }]);
  }
  stream.resume();
  if (!headers) throw validation(M.noHeader, [{ path: 'file', message: M.noHeader }]);
  out.headers = headers;
  return out;
}
