import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatNetBurn, formatUsd } from '@atrium/contract';
import { readLedgerCsv, parseLedgerAmount, parseLedgerDate } from './csv-import.ts';
import { addMonths, computeDashboard } from './metrics.ts';
import type { MonthlyRow } from './store.ts';

const FIXTURE = readFileSync(new URL('../../../test/fixtures/ledger-acme.csv', import.meta.url), 'utf8');

/** The monthly aggregate of a CSV, as the database would build it. */
async function monthlyOf(csv: string): Promise<MonthlyRow[]> {
  const r = await readLedgerCsv(Readable.from([csv]), null, { keepRows: true });
  expect(r.errors).toEqual([]);
  const sums = new Map<string, MonthlyRow>();
  for (const row of r.rows) {
    const month = row.date.slice(0, 7);
    const key = `${month}|${row.accountIndex}|${row.category}`;
    const cur = sums.get(key) ?? { month, account: r.accounts[row.accountIndex], category: row.category, amount: 0 };
    cur.amount += row.cents / 100;
    sums.set(key, cur);
  }
  return [...sums.values()];
}

describe('dashboards of the fixture ledger (hand-computed)', async () => {
  const d = computeDashboard(await monthlyOf(FIXTURE));

  it('is as of the ledger’s latest month', () => {
    expect(d.asOfMonth).toBe('2026-10');
  });

  it("Today's Cash: each account's balance, transfers and opening balances included", () => {
    // Checking: 500,000 − 45,000 − 40,000 − 46,000 − 50,000 (transfer) − 52,000 = 267,000; Savings 200,000 + 50,000.
    expect(d.todaysCash).toEqual({
      total: 517_000,
      items: [
        { name: 'Operating Checking', value: 267_000 },
        { name: 'Savings', value: 250_000 },
      ],
    });
  });

  it('Net Burn: October against September, and the three-month average against the months before', () => {
    expect(d.netBurn.lastMonth).toEqual({ currentValue: 52_000, previousValue: 46_000 });
    // (40,000 + 46,000 + 52,000) / 3; before August the ledger has July only (45,000).
    expect(d.netBurn.threeMonthAverage).toEqual({ currentValue: 46_000, previousValue: 45_000 });
  });

  it('Runway: 517,000 / 46,000 = 11.2 months — 11 whole months, cash runs out in October 2027', () => {
    expect(d.runway).toEqual({ isInfinite: false, value: 11, runOutMonth: '2027-10' });
  });

  it('Spending by category and month, biggest category first; revenue and transfers are not spending', () => {
    expect(d.spending.categories).toEqual(['Payroll', 'Rent', 'Software', 'Marketing']);
    expect(d.spending.data.at(-1)).toEqual({
      month: '2026-10',
      values: { Payroll: 70_000, Software: 6_000, Rent: 10_000, Marketing: 8_000 },
    });
    expect(d.spending.data.map((r) => r.month)).toEqual(['2026-07', '2026-08', '2026-09', '2026-10']);
  });

  it('Net Burn and Cash Balance per month', () => {
    expect(d.netBurnAndBalance).toEqual([
      { month: '2026-07', CURRENT: 45_000, CASH_BALANCE: 655_000 },
      { month: '2026-08', CURRENT: 40_000, CASH_BALANCE: 615_000 },
      { month: '2026-09', CURRENT: 46_000, CASH_BALANCE: 569_000 },
      { month: '2026-10', CURRENT: 52_000, CASH_BALANCE: 517_000 },
    ]);
  });
});

describe('edge cases of the metrics', () => {
  it('a company that takes in more than it spends is profitable: infinite runway, negative burn', () => {
    const d = computeDashboard([
      { month: '2026-01', account: 'Bank', category: 'Revenue', amount: 10_000 },
      { month: '2026-01', account: 'Bank', category: 'Payroll', amount: -4_000 },
    ]);
    expect(d.netBurn.lastMonth).toEqual({ currentValue: -6_000, previousValue: null });
    expect(d.runway).toEqual({ isInfinite: true, value: null, runOutMonth: null });
    expect(formatNetBurn(d.netBurn.lastMonth.currentValue)).toBe('($6,000)');
  });

  it('a month without transactions counts as zero burn in the averages', () => {
    const d = computeDashboard([
      { month: '2026-01', account: 'Bank', category: 'Opening balance', amount: 100_000 },
      { month: '2026-01', account: 'Bank', category: 'Payroll', amount: -30_000 },
      { month: '2026-03', account: 'Bank', category: 'Payroll', amount: -30_000 },
    ]);
    expect(d.netBurn.lastMonth).toEqual({ currentValue: 30_000, previousValue: 0 });
    expect(d.netBurn.threeMonthAverage.currentValue).toBe(20_000);
    // 40,000 left at 20,000 a month: two months, gone by the end of May.
    expect(d.runway).toEqual({ isInfinite: false, value: 2, runOutMonth: '2026-05' });
  });

  it('no ledger: zeros and no month', () => {
    const d = computeDashboard([]);
    expect(d.asOfMonth).toBeNull();
    expect(d.todaysCash.items).toEqual([]);
  });

  it('adds months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});

describe('money formats (spec 1 §9)', () => {
  it.each([
    [1234.5, '$1,235'],
    [0.4, '$0'],
    [850000, '$850,000'],
  ])('formatUsd(%s) = %s', (v, s) => expect(formatUsd(v)).toBe(s));
  it.each([
    [52000, '+$52,000'],
    [-3500, '($3,500)'],
    [0, '$0'],
  ])('formatNetBurn(%s) = %s', (v, s) => expect(formatNetBurn(v)).toBe(s));
});

describe('reading amounts and dates', () => {
  it.each([
    ['1,234.56', 123456],
    ['$-1,234.5', -123450],
    ['-$12', -1200],
    ['(1,000.00)', -100000],
    ['12', 1200],
    ['1.234', null],
    ['12abc', null],
    ['', null],
    ['--5', null],
  ])('amount %j → %s cents', (text, cents) => expect(parseLedgerAmount(text)).toBe(cents));
  it.each([
    ['2026-07-01', '2026-07-01'],
    ['07/20/2026', '2026-07-20'],
    ['7/4/26', '2026-07-04'],
    ['2026-02-30', null],
    ['13/01/2026', null],
    ['yesterday', null],
  ])('date %j → %s', (text, iso) => expect(parseLedgerDate(text)).toBe(iso));
});

describe('reading a CSV', () => {
  it('suggests the mapping from the header and reports each bad row by line and field', async () => {
    const csv =
      'Date,Account,Category,Amount\n2026-01-01,Bank,Revenue,10\n2026-13-01,Bank,Rent,x\n2026-01-03,,Rent,5\n';
    const r = await readLedgerCsv(Readable.from([csv]), null, { keepRows: true });
    expect(r.mapping).toEqual({ date: 'Date', account: 'Account', category: 'Category', amount: 'Amount' });
    expect(r.totalRows).toBe(3);
    expect(r.errors).toEqual([
      { line: 3, field: 'date', message: 'Not a date (use YYYY-MM-DD or MM/DD/YYYY)' },
      { line: 3, field: 'amount', message: 'Not an amount' },
      { line: 4, field: 'account', message: 'Required' },
    ]);
  });

  it('a row with a different number of columns is a row error, not a crash', async () => {
    const r = await readLedgerCsv(
      Readable.from(['a,b,c,d\n1,2,3\n']),
      { date: 'a', account: 'b', category: 'c', amount: 'd' },
      {
        keepRows: true,
      },
    );
    expect(r.errors[0]).toMatchObject({ line: 2, field: 'row' });
  });
});
