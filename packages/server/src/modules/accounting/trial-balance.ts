import {
  LEDGER_LIMITS,
  LEDGER_MESSAGES as LM,
  TRIAL_BALANCE_MESSAGES as M,
  type LedgerImport,
  type TrialBalanceMapping,
  type TrialBalancePreview,
  type TrialBalanceUploadQuery,
} from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden, validation } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { LedgerUpload } from './ledger.ts';
import { addMonths } from './metrics.ts';
import type { AccountingStore, LedgerRow } from './store.ts';
import { readTrialBalance, type TrialBalanceLine } from './trial-balance-read.ts';

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * A trial balance as ledger rows (the rule is in the contract's trial-balance.ts and docs/decisions.md): income and
 * expense totals spread evenly over the period's months (each month's share on its last day, the last month's on
 * the period end) from the first cash account; every cash account opens at the period start with what makes its
 * end balance the trial balance's.
 */
export function trialBalanceToLedger(lines: readonly TrialBalanceLine[], periodStart: string, periodEnd: string) {
  const cash: string[] = [];
  const balance = new Map<string, number>();
  for (const l of lines)
    if (l.class === 'CASH') {
      if (!balance.has(l.account)) cash.push(l.account);
      balance.set(l.account, (balance.get(l.account) ?? 0) + l.cents);
    }
  const months: string[] = [];
  for (let m = periodStart.slice(0, 7); m <= periodEnd.slice(0, 7); m = addMonths(m, 1)) months.push(m);
  const rows: LedgerRow[] = [];
  let flows = 0;
  for (const l of lines) {
    if (l.class !== 'INCOME_EXPENSE' || l.cents === 0) continue;
    const total = -l.cents; // credit balance (income) comes in, debit balance (expense) goes out
    const share = Math.trunc(total / months.length);
    months.forEach((m, i) => {
      const cents = i === months.length - 1 ? total - share * (months.length - 1) : share;
      if (cents === 0) return;
      const date = i === months.length - 1 ? periodEnd : lastDayOf(m);
      rows.push({ date, accountIndex: 0, category: l.account, cents, counterparty: null });
    });
    flows += total;
  }
  cash.forEach((name, i) => {
    const opening = balance.get(name)! - (i === 0 ? flows : 0);
    rows.push({ date: periodStart, accountIndex: i, category: 'Opening balance', cents: opening, counterparty: null });
  });
  return { accounts: cash, rows };
}

function mappingOf(q: TrialBalanceUploadQuery): TrialBalanceMapping | null {
  const m: TrialBalanceMapping = {
    account: q.account,
    debit: q.debit,
    credit: q.credit,
    balance: q.balance,
    type: q.type,
  };
  return Object.values(m).some(Boolean) ? m : null;
}

/** The trial-balance import (issue 17 item 1): preview, then import all-or-nothing into the ledger tables. */
export function createTrialBalanceFlow(db: Db, store: AccountingStore) {
  const requireCompany = (scope: TenantScope) => {
    if (scope.tenant.accountType !== 'COMPANY') throw forbidden(LM.individuals);
  };
  const checkFile = (file: LedgerUpload | null) => {
    if (!file) throw validation(LM.empty, [{ path: 'file', message: LM.required }]);
    if (!/\.(csv|txt)$/i.test(file.fileName)) {
      file.stream.resume();
      throw validation(LM.notCsv, [{ path: 'file', message: LM.notCsv }]);
    }
    return file;
  };
  const tooLarge = (file: LedgerUpload) => {
    if (file.stream.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
  };
  const periodOf = (q: TrialBalanceUploadQuery, fromFile: string | null) => {
    const end = q.periodEnd ?? fromFile;
    const start = q.periodStart ?? (end ? `${end.slice(0, 7)}-01` : null);
    if (end && start && start > end)
      throw validation(M.startAfterEnd, [{ path: 'periodStart', message: M.startAfterEnd }]);
    return { start, end };
  };

  return {
    async preview(
      scope: TenantScope,
      q: TrialBalanceUploadQuery,
      upload: LedgerUpload | null,
    ): Promise<TrialBalancePreview> {
      requireCompany(scope);
      const file = checkFile(upload);
      const r = await readTrialBalance(file.stream, mappingOf(q));
      tooLarge(file);
      const p = periodOf(q, r.periodEnd);
      const count = (c: string) => r.lines.filter((l) => l.class === c).length;
      return {
        headers: r.headers,
        mapping: r.mapping,
        rows: r.preview,
        totalRows: r.totalRows,
        periodStart: p.start,
        periodEnd: p.end,
        accounts: r.lines
          .slice(0, LEDGER_LIMITS.previewRows)
          .map((l) => ({ line: l.line, account: l.account, class: l.class, balance: l.cents / 100 })),
        cashAccounts: count('CASH'),
        incomeExpenseAccounts: count('INCOME_EXPENSE'),
        skippedAccounts: count('OTHER'),
        errorCount: r.errorCount,
        errors: r.errors,
      };
    },

    async import(scope: TenantScope, q: TrialBalanceUploadQuery, upload: LedgerUpload | null): Promise<LedgerImport> {
      requireCompany(scope);
      const file = checkFile(upload);
      const r = await readTrialBalance(file.stream, mappingOf(q));
      tooLarge(file);
      if (r.errorCount > 0)
        throw validation(
          LM.rowsFailed(r.errorCount),
          r.errors.map((e) => ({ path: `rows.${e.line}.${e.field}`, message: e.message })),
        );
      const p = periodOf(q, r.periodEnd);
      if (!p.end || !p.start) throw validation(M.noPeriod, [{ path: 'periodEnd', message: M.noPeriod }]);
      const l = trialBalanceToLedger(r.lines, p.start, p.end);
      if (!l.accounts.length) throw validation(M.noCash, [{ path: 'file', message: M.noCash }]);
      const made = await withTransaction(db, () =>
        store.replaceLedger({
          tenantId: scope.tenant.id,
          userId: scope.ctx.user.id,
          source: 'TRIAL_BALANCE',
          fileName: file.fileName.slice(0, 255),
          accounts: l.accounts,
          rows: l.rows,
          firstDate: p.start,
          lastDate: p.end,
        }),
      );
      return {
        externalId: made.externalId,
        fileName: made.fileName,
        rowCount: made.rowCount,
        accountCount: made.accountCount,
        firstDate: made.firstDate,
        lastDate: made.lastDate,
        importedAt: made.createdAt.toISOString(),
      };
    },
  };
}
export type TrialBalanceFlow = ReturnType<typeof createTrialBalanceFlow>;
