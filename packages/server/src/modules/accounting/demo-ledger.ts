import type { Db } from '../../platform/db.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { addMonths } from './metrics.ts';
import type { AccountingStore, LedgerRow } from './store.ts';

/**
 * A year of books for a demo company, ending with last month, so the dashboards show live figures: an opening
 * balance, growing revenue, payroll, rent, software and marketing, one move to savings. Deterministic.
 */
export function demoLedgerRows(today: Date): { accounts: string[]; rows: LedgerRow[] } {
  const thisMonth = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
  const start = addMonths(thisMonth, -12);
  const rows: LedgerRow[] = [];
  const add = (
    month: string,
    day: number,
    accountIndex: number,
    category: string,
    dollars: number,
    who: string | null,
  ) =>
    rows.push({
      date: `${month}-${String(day).padStart(2, '0')}`,
      accountIndex,
      category,
      cents: dollars * 100,
      counterparty: who,
    });
  add(start, 1, 0, 'Opening balance', 1_600_000, null);
  add(start, 1, 1, 'Opening balance', 400_000, null);
  for (let i = 0; i < 12; i++) {
    const m = addMonths(start, i);
    add(m, 5, 0, 'Revenue', 30_000 + i * 2_000, 'Customers (Stripe payout)');
    add(m, 15, 0, 'Payroll', -(78_000 + Math.floor(i / 4) * 6_000), 'Gusto');
    add(m, 1, 0, 'Rent', -12_000, 'WeWork');
    add(m, 10, 0, 'Software', -(5_500 + i * 150), 'AWS');
    add(m, 20, 0, 'Marketing', -(4_000 + (i % 3) * 1_500), 'Google Ads');
    if (i % 4 === 2) add(m, 25, 0, 'Professional services', -7_500, 'Atrium');
    if (i === 6) {
      add(m, 28, 0, 'Transfer', -100_000, null);
      add(m, 28, 1, 'Transfer', 100_000, null);
    }
  }
  return { accounts: ['Operating Checking', 'Savings'], rows };
}

export async function seedDemoLedger(db: Db, store: AccountingStore, tenantId: number, today = new Date()) {
  if (await store.latestImport(tenantId)) return;
  const { accounts, rows } = demoLedgerRows(today);
  const dates = rows.map((r) => r.date).sort();
  await withTransaction(db, () =>
    store.replaceLedger({
      tenantId,
      userId: null,
      source: 'CSV',
      fileName: 'demo-ledger.csv',
      accounts,
      rows,
      firstDate: dates[0],
      lastDate: dates[dates.length - 1],
    }),
  );
}
