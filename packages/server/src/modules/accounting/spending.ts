import {
  isTransferCategory,
  SPENDING_LIMITS,
  SPENDING_OTHER,
  type Spending,
  type SpendingBreakdown,
  type SpendingRow,
} from '@atrium/contract';
import { addMonths } from './metrics.ts';

/** A month's net amount (signed dollars, in positive) of one category or vendor, as the spending SQL returns it. */
export interface SpendAmount {
  month: string;
  key: string;
  amount: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100 + 0; // + 0 turns -0 into 0
/** Net outflow: what was spent; a net inflow spent nothing. */
const spentOf = (net: number) => (net < 0 ? round2(-net) : 0);

/** Net amounts per month and key, transfers and opening balances left out. */
function netByMonth(rows: readonly SpendAmount[], skip: (key: string) => boolean) {
  const out = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (skip(r.key)) continue;
    const m = out.get(r.month) ?? new Map<string, number>();
    m.set(r.key, (m.get(r.key) ?? 0) + r.amount);
    out.set(r.month, m);
  }
  return out;
}

const byChangeDesc = (a: SpendingRow, b: SpendingRow) => b.change - a.change || a.key.localeCompare(b.key);
const byChangeAsc = (a: SpendingRow, b: SpendingRow) => a.change - b.change || a.key.localeCompare(b.key);

/**
 * One dimension (categories or vendors) of the spending page for `month` against the month before: every key spent
 * in either month (largest current spending first), the totals, the top movers, and the month-over-month trend of
 * the SPENDING_LIMITS.trendMonths ending with `month`, none before `firstMonth` (the keys spent most over those months, the rest as
 * SPENDING_OTHER). Pure; `rows` may hold any months.
 *
 * Category rows are filtered by their key (a transfer category is not spending); vendor rows must already leave out
 * transfer transactions (the SQL does), since a vendor's name says nothing about the category.
 */
export function spendingBreakdown(
  rows: readonly SpendAmount[],
  month: string,
  opts: { filterTransfers: boolean; firstMonth?: string },
): SpendingBreakdown {
  const net = netByMonth(rows, opts.filterTransfers ? isTransferCategory : () => false);
  const previous = addMonths(month, -1);
  const cur = net.get(month) ?? new Map<string, number>();
  const prev = net.get(previous) ?? new Map<string, number>();
  const keys = new Set([...cur.keys(), ...prev.keys()]);
  const out: SpendingRow[] = [];
  for (const key of keys) {
    const current = spentOf(cur.get(key) ?? 0);
    const before = spentOf(prev.get(key) ?? 0);
    if (current === 0 && before === 0) continue;
    const change = round2(current - before);
    out.push({
      key,
      current,
      previous: before,
      change,
      changePct: before === 0 ? null : Math.round((change / before) * 1000) / 10,
    });
  }
  out.sort((a, b) => b.current - a.current || b.previous - a.previous || a.key.localeCompare(b.key));
  const total = {
    current: round2(out.reduce((s, r) => s + r.current, 0)),
    previous: round2(out.reduce((s, r) => s + r.previous, 0)),
    change: 0,
  };
  total.change = round2(total.current - total.previous);

  const trendMonths = Array.from({ length: SPENDING_LIMITS.trendMonths }, (_, i) =>
    addMonths(month, i - SPENDING_LIMITS.trendMonths + 1),
  ).filter((m) => !opts.firstMonth || m >= opts.firstMonth);
  const spentIn = (m: string) => {
    const values = new Map<string, number>();
    for (const [k, v] of net.get(m) ?? []) {
      const s = spentOf(v);
      if (s > 0) values.set(k, s);
    }
    return values;
  };
  const perMonth = trendMonths.map((m) => ({ month: m, values: spentIn(m) }));
  const totals = new Map<string, number>();
  for (const { values } of perMonth) for (const [k, v] of values) totals.set(k, (totals.get(k) ?? 0) + v);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
  const top = ranked.slice(0, SPENDING_LIMITS.trendSeries);
  const rest = ranked.length > top.length;
  const data = perMonth.map(({ month: m, values }) => {
    const v: Record<string, number> = {};
    let other = 0;
    for (const [k, s] of values) {
      if (top.includes(k)) v[k] = s;
      else other += s;
    }
    if (rest && other > 0) v[SPENDING_OTHER] = round2(other);
    return { month: m, values: v };
  });

  return {
    rows: out,
    total,
    increases: out
      .filter((r) => r.change > 0)
      .sort(byChangeDesc)
      .slice(0, SPENDING_LIMITS.movers),
    decreases: out
      .filter((r) => r.change < 0)
      .sort(byChangeAsc)
      .slice(0, SPENDING_LIMITS.movers),
    trend: { keys: rest ? [...top, SPENDING_OTHER] : top, data },
  };
}

/** The spending page for `month` (or the ledger's newest month): categories and vendors. `months` newest first. */
export function computeSpending(input: {
  months: readonly string[];
  month: string | null;
  categories: readonly SpendAmount[];
  vendors: readonly SpendAmount[];
}): Spending {
  const month = input.month ?? input.months[0] ?? null;
  if (!month) {
    const empty = spendingBreakdown([], '2000-01', { filterTransfers: true });
    const none = { ...empty, trend: { keys: [], data: [] } };
    return { months: [], month: null, previousMonth: null, category: none, vendor: none };
  }
  // The trend starts no earlier than the books do.
  const firstMonth = input.months[input.months.length - 1];
  return {
    months: [...input.months],
    month,
    previousMonth: addMonths(month, -1),
    category: spendingBreakdown(input.categories, month, { filterTransfers: true, firstMonth }),
    vendor: spendingBreakdown(input.vendors, month, { filterTransfers: false, firstMonth }),
  };
}

/** The first month of the trend window ending with `month`: the SQL reads from there. */
export const trendStart = (month: string) => addMonths(month, 1 - SPENDING_LIMITS.trendMonths);
