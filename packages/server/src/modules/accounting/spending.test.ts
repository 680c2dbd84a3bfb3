import { describe, expect, it } from 'vitest';
import { SPENDING_OTHER } from '@atrium/contract';
import { computeSpending, spendingBreakdown, type SpendAmount } from './spending.ts';
import { founderUpdateOf, founderUpdateText } from './founder-update.ts';
import { computeDashboard } from './metrics.ts';
import type { MonthlyRow } from './store.ts';

/**
 * A hand-computed fixture: March 2026 against February 2026, net amounts per category (money out negative).
 *   Payroll   50,000 → 55,000  (+5,000, +10%)
 *   Travel     4,000 →  1,000  (−3,000, −75%)
 *   Software   2,000 →  2,000  (2,500 out and a 500 refund: no change)
 *   Legal          0 →  3,000  (new: no %)
 *   Ads        6,000 →      0  (−6,000, −100%)
 *   Revenue, Transfer and Opening balance are not spending.
 * Totals: 62,000 → 61,000 (−1,000).
 */
const FIXTURE: SpendAmount[] = [
  { month: '2026-02', key: 'Payroll', amount: -50_000 },
  { month: '2026-03', key: 'Payroll', amount: -55_000 },
  { month: '2026-02', key: 'Travel', amount: -4_000 },
  { month: '2026-03', key: 'Travel', amount: -1_000 },
  { month: '2026-02', key: 'Software', amount: -2_000 },
  { month: '2026-03', key: 'Software', amount: -2_500 },
  { month: '2026-03', key: 'Software', amount: 500 },
  { month: '2026-03', key: 'Legal', amount: -3_000 },
  { month: '2026-02', key: 'Ads', amount: -6_000 },
  { month: '2026-02', key: 'Revenue', amount: 20_000 },
  { month: '2026-03', key: 'Revenue', amount: 20_000 },
  { month: '2026-03', key: 'Transfer', amount: -10_000 },
  { month: '2026-01', key: 'Opening balance', amount: 100_000 },
  { month: '2026-01', key: 'Payroll', amount: -48_000 },
];

describe('spending by category (hand-computed fixture)', () => {
  const b = spendingBreakdown(FIXTURE, '2026-03', { filterTransfers: true });

  it('lists what was spent in the month or the month before, largest first; income and transfers are not spending', () => {
    expect(b.rows).toEqual([
      { key: 'Payroll', current: 55_000, previous: 50_000, change: 5_000, changePct: 10 },
      { key: 'Legal', current: 3_000, previous: 0, change: 3_000, changePct: null },
      { key: 'Software', current: 2_000, previous: 2_000, change: 0, changePct: 0 },
      { key: 'Travel', current: 1_000, previous: 4_000, change: -3_000, changePct: -75 },
      { key: 'Ads', current: 0, previous: 6_000, change: -6_000, changePct: -100 },
    ]);
    expect(b.total).toEqual({ current: 61_000, previous: 62_000, change: -1_000 });
  });

  it('top movers: the largest increases and the largest decreases against the month before', () => {
    expect(b.increases.map((r) => [r.key, r.change])).toEqual([
      ['Payroll', 5_000],
      ['Legal', 3_000],
    ]);
    expect(b.decreases.map((r) => [r.key, r.change])).toEqual([
      ['Ads', -6_000],
      ['Travel', -3_000],
    ]);
  });

  it('the trend runs over the six months ending with the chosen one, empty months included', () => {
    expect(b.trend.data.map((d) => d.month)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(b.trend.data[3].values).toEqual({ Payroll: 48_000 });
    expect(b.trend.data[5].values).toEqual({ Payroll: 55_000, Travel: 1_000, Software: 2_000, Legal: 3_000 });
    // Ranked by the six months' totals: Payroll 153,000, Ads 6,000, Travel 5,000, Software 4,000, Legal 3,000.
    expect(b.trend.keys).toEqual(['Payroll', 'Ads', 'Travel', 'Software', 'Legal']);
  });

  it('a category with a net inflow in a month spent nothing that month', () => {
    const refundOnly = spendingBreakdown(
      [
        { month: '2026-02', key: 'Software', amount: -1_000 },
        { month: '2026-03', key: 'Software', amount: 300 },
      ],
      '2026-03',
      { filterTransfers: true },
    );
    expect(refundOnly.rows).toEqual([
      { key: 'Software', current: 0, previous: 1_000, change: -1_000, changePct: -100 },
    ]);
  });

  it('keeps at most five movers each way and sums the series beyond the sixth as Other', () => {
    const many: SpendAmount[] = Array.from({ length: 8 }, (_, i) => [
      { month: '2026-02', key: `C${i}`, amount: -100 },
      { month: '2026-03', key: `C${i}`, amount: -(1_000 + 100 * i) },
    ]).flat();
    const m = spendingBreakdown(many, '2026-03', { filterTransfers: true });
    expect(m.increases.map((r) => r.key)).toEqual(['C7', 'C6', 'C5', 'C4', 'C3']);
    expect(m.trend.keys).toEqual(['C7', 'C6', 'C5', 'C4', 'C3', 'C2', SPENDING_OTHER]);
    expect(m.trend.data[5].values[SPENDING_OTHER]).toBe(1_000 + 1_100);
    expect(m.trend.data[4].values[SPENDING_OTHER]).toBe(200);
  });

  it('vendors are not filtered by name (the SQL leaves transfers out); a vendor named Transfer still counts', () => {
    const v = spendingBreakdown([{ month: '2026-03', key: 'Transfer', amount: -10 }], '2026-03', {
      filterTransfers: false,
    });
    expect(v.rows.map((r) => r.key)).toEqual(['Transfer']);
  });
});

describe('computeSpending', () => {
  it('the trend starts no earlier than the books', () => {
    const s = computeSpending({ months: ['2026-03', '2026-02'], month: '2026-03', categories: FIXTURE, vendors: [] });
    expect(s.category.trend.data.map((d) => d.month)).toEqual(['2026-02', '2026-03']);
  });

  it('defaults to the newest month and compares it with the month before', () => {
    const s = computeSpending({
      months: ['2026-03', '2026-02', '2026-01'],
      month: null,
      categories: FIXTURE,
      vendors: [],
    });
    expect(s.month).toBe('2026-03');
    expect(s.previousMonth).toBe('2026-02');
    expect(s.category.total.current).toBe(61_000);
    expect(s.vendor.rows).toEqual([]);
  });

  it('with no ledger: no month, nothing spent', () => {
    const s = computeSpending({ months: [], month: null, categories: [], vendors: [] });
    expect(s).toMatchObject({ months: [], month: null, previousMonth: null });
    expect(s.category).toEqual({
      rows: [],
      total: { current: 0, previous: 0, change: 0 },
      increases: [],
      decreases: [],
      trend: { keys: [], data: [] },
    });
  });
});

describe('founder update', () => {
  const monthly: MonthlyRow[] = [
    { month: '2026-01', account: 'Checking', category: 'Opening balance', amount: 300_000 },
    ...FIXTURE.filter((r) => r.key !== 'Opening balance').map((r) => ({
      month: r.month,
      account: 'Checking',
      category: r.key,
      amount: r.amount,
    })),
    { month: '2026-04', account: 'Checking', category: 'Payroll', amount: -90_000 },
  ];
  const spending = computeSpending({
    months: ['2026-04', '2026-03'],
    month: '2026-03',
    categories: FIXTURE,
    vendors: [],
  });
  const u = founderUpdateOf({ company: 'Acme Inc.', month: '2026-03', monthly, spending });

  it('computes cash, burn and runway through the chosen month only, as the dashboards would', () => {
    // Through March: 300,000 − 48,000 (Jan) − 42,000 (Feb: 62,000 − 20,000) − 51,000 (Mar: 61,000 + 10,000 transfer
    // out of the books − 20,000); the April payroll is left out.
    expect(u.cash.total).toBe(300_000 - 48_000 - 42_000 - 51_000);
    expect(u.netBurn.lastMonth).toEqual({ currentValue: 41_000, previousValue: 42_000 });
    const through = computeDashboard(monthly.filter((r) => r.month <= '2026-03'));
    expect(u.runway).toEqual(through.runway);
    expect(u.spending.increases.map((r) => r.key)).toEqual(['Payroll', 'Legal']);
    expect(u.spending.top.map((r) => r.key)).toEqual(['Payroll', 'Legal', 'Software', 'Travel']);
  });

  it('reads in the money formats of §9', () => {
    const t = founderUpdateText(u);
    expect(t.title).toBe('Acme Inc. — founder update');
    expect(t.subtitle).toMatch(/^March 2026/);
    expect(t.figures.map((f) => [f.label, f.value])).toEqual([
      ['Cash', '$159,000'],
      ['Net burn', '+$41,000'],
      ['Net burn, 3-month average', '+$43,667'],
      ['Runway', '3 months'],
    ]);
    expect(t.figures[3].note).toBe('Cash runs out in July 2026');
    const increases = t.sections.find((s) => s.heading === 'Largest increases')!;
    expect(increases.lines[0]).toBe('Payroll: $55,000 (+$5,000, +10%; was $50,000)');
    expect(increases.lines[1]).toBe('Legal: $3,000 (+$3,000, new; was $0)');
    const decreases = t.sections.find((s) => s.heading === 'Largest decreases')!;
    expect(decreases.lines[0]).toBe('Ads: $0 (-$6,000, -100%; was $6,000)');
  });

  it('says Profitable! when the company adds cash', () => {
    const p = founderUpdateText(
      founderUpdateOf({
        company: 'X',
        month: '2026-03',
        monthly: [{ month: '2026-03', account: 'A', category: 'Revenue', amount: 5_000 }],
        spending,
      }),
    );
    expect(p.figures[1].value).toBe('($5,000)');
    expect(p.figures[3].value).toBe('Profitable!');
  });
});
