import { isTransferCategory, LEDGER_LIMITS, type Dashboard } from '@atrium/contract';
import type { MonthlyRow } from './store.ts';

/** 'YYYY-MM' plus n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = y * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
}

const round2 = (v: number) => Math.round(v * 100) / 100 + 0; // + 0 turns -0 into 0
const avg = (xs: number[]) => (xs.length ? round2(xs.reduce((a, b) => a + b, 0) / xs.length) : null);

/**
 * The dashboards of the accounting home (issue 17 item 2), from the monthly aggregate of the ledger. Pure: the
 * figures are as of the ledger's latest month (its books are closed through it), not of the clock.
 * - Today's Cash: each account's balance (every transaction ever, transfers and opening balances included).
 * - Net Burn: outflows minus inflows of a month, leaving out transfers; last month against the month before, and the
 *   three-month average against the three months before (null when the ledger does not reach back that far).
 * - Runway: cash over the three-month average burn; infinite ('Profitable!') when that burn is ≤ 0. The whole months
 *   left, and the month the cash runs out (the month in which the balance would cross zero).
 * - Spending: per month of the last six, each category's net outflow; categories ordered by their total.
 * - Net Burn and Cash Balance: per month of the last six, the burn and the balance at the month's end.
 */
export function computeDashboard(rows: readonly MonthlyRow[]): Dashboard {
  if (rows.length === 0) {
    const zero = { currentValue: 0, previousValue: null };
    return {
      asOfMonth: null,
      todaysCash: { total: 0, items: [] },
      netBurn: { lastMonth: zero, threeMonthAverage: zero },
      runway: { isInfinite: true, value: null, runOutMonth: null },
      spending: { categories: [], data: [] },
      netBurnAndBalance: [],
    };
  }
  const first = rows.reduce((a, r) => (r.month < a ? r.month : a), rows[0].month);
  const last = rows.reduce((a, r) => (r.month > a ? r.month : a), rows[0].month);
  const months: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) months.push(m);

  const cash = new Map<string, number>();
  const flow = new Map<string, number>(months.map((m) => [m, 0]));
  const cashFlow = new Map<string, number>(months.map((m) => [m, 0]));
  const spend = new Map<string, Map<string, number>>();
  for (const r of rows) {
    cash.set(r.account, (cash.get(r.account) ?? 0) + r.amount);
    cashFlow.set(r.month, cashFlow.get(r.month)! + r.amount);
    if (isTransferCategory(r.category)) continue;
    flow.set(r.month, flow.get(r.month)! + r.amount);
    const byCat = spend.get(r.month) ?? new Map<string, number>();
    byCat.set(r.category, (byCat.get(r.category) ?? 0) + r.amount);
    spend.set(r.month, byCat);
  }
  const burnOf = (m: string) => (flow.has(m) ? round2(-flow.get(m)!) : null);
  const window = (end: string, n: number) =>
    Array.from({ length: n }, (_, i) => burnOf(addMonths(end, -i))).filter((v): v is number => v !== null);

  const items = [...cash.entries()]
    .map(([name, value]) => ({ name, value: round2(value) }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const total = round2(items.reduce((a, i) => a + i.value, 0));

  const lastMonth = { currentValue: burnOf(last)!, previousValue: burnOf(addMonths(last, -1)) };
  const threeMonthAverage = { currentValue: avg(window(last, 3))!, previousValue: avg(window(addMonths(last, -3), 3)) };
  const burn = threeMonthAverage.currentValue;
  const runway =
    burn <= 0
      ? { isInfinite: true, value: null, runOutMonth: null }
      : {
          isInfinite: false,
          value: Math.max(0, Math.floor(total / burn)),
          runOutMonth: addMonths(last, Math.max(0, Math.ceil(total / burn))),
        };

  const recent = months.slice(-LEDGER_LIMITS.chartMonths);
  const totals = new Map<string, number>();
  const data = recent.map((m) => {
    const values: Record<string, number> = {};
    for (const [category, amount] of spend.get(m) ?? []) {
      if (amount >= 0) continue;
      values[category] = round2(-amount);
      totals.set(category, (totals.get(category) ?? 0) - amount);
    }
    return { month: m, values };
  });
  const categories = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);

  let balance = 0;
  const balanceAt = new Map<string, number>();
  for (const m of months) {
    balance += cashFlow.get(m)!;
    balanceAt.set(m, round2(balance));
  }
  const netBurnAndBalance = recent.map((m) => ({ month: m, CURRENT: burnOf(m)!, CASH_BALANCE: balanceAt.get(m)! }));

  return {
    asOfMonth: last,
    todaysCash: { total, items },
    netBurn: { lastMonth, threeMonthAverage },
    runway,
    spending: { categories, data },
    netBurnAndBalance,
  };
}
