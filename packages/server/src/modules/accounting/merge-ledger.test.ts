import { describe, expect, it } from 'vitest';
import { mergeToLedger } from './merge-ledger.ts';
import { trialBalanceToLedger } from './trial-balance.ts';
import { periodDateOf, suggestTrialBalanceMapping } from './trial-balance-read.ts';

describe('mergeToLedger', () => {
  const accounts = [
    { id: 'b', name: 'Checking', classification: 'ASSET', type: 'Bank', current_balance: 1000 },
    { id: 'b2', name: 'Checking', classification: 'ASSET', type: 'Cash', current_balance: null },
    { id: 'r', name: 'Sales', classification: 'REVENUE', type: 'Income', current_balance: null },
    { id: 'e', name: 'Rent', classification: 'EXPENSE', type: 'Expense', current_balance: null },
    { id: 'x', name: 'Old bank', classification: 'ASSET', type: 'Bank', current_balance: 5, remote_was_deleted: true },
  ];
  const tx = (id: string, account: string, line: string | null, amount: string | number, date = '2026-03-02') => ({
    id,
    transaction_type: 'Journal',
    transaction_date: `${date}T10:00:00Z`,
    account,
    contact: null,
    total_amount: amount,
    line_items: line ? [{ account: line }] : [],
  });

  it('signs by the category’s classification, opens each cash account at its Merge balance, leaves out the rest', () => {
    const l = mergeToLedger(accounts, [
      tx('1', 'b', 'r', '-300.50'),
      tx('2', 'b', 'e', 200, '2026-02-10'),
      tx('3', 'b', null, -50),
      tx('4', 'x', 'e', 10),
      tx('5', 'r', 'e', 10),
    ]);
    expect(l.accounts).toEqual(['Checking', 'Checking (2)']);
    expect(l.rows).toEqual([
      { date: '2026-03-02', accountIndex: 0, category: 'Sales', cents: 30_050, counterparty: null },
      { date: '2026-02-10', accountIndex: 0, category: 'Rent', cents: -20_000, counterparty: null },
      { date: '2026-03-02', accountIndex: 0, category: 'Journal', cents: -5_000, counterparty: null },
      { date: '2026-02-10', accountIndex: 0, category: 'Opening balance', cents: 100_000 - 5_050, counterparty: null },
    ]);
    expect([l.firstDate, l.lastDate]).toEqual(['2026-02-10', '2026-03-02']);
  });
});

describe('trial balances', () => {
  it.each([
    ['As of October 31, 2026', '2026-10-31'],
    ['"As of Oct. 31, 2026"', '2026-10-31'],
    ['As at 31 October 2026', '2026-10-31'],
    ['As of 10/31/2026', '2026-10-31'],
    ['As of 2026-02-28', '2026-02-28'],
    ['As of February 30, 2026', null],
    ['Trial Balance', null],
  ])('reads the period date of %s', (text, date) => expect(periodDateOf(text)).toBe(date));

  it('suggests the columns of a QuickBooks and of a Xero header', () => {
    expect(suggestTrialBalanceMapping(['Column 1', 'Debit', 'Credit'])).toEqual({
      account: 'Column 1',
      debit: 'Debit',
      credit: 'Credit',
    });
    expect(
      suggestTrialBalanceMapping([
        'Account Code',
        'Account',
        'Account Type',
        'Debit - Year to date',
        'Credit - Year to date',
      ]),
    ).toEqual({
      account: 'Account',
      debit: 'Debit - Year to date',
      credit: 'Credit - Year to date',
      type: 'Account Type',
    });
  });

  it('spreads income and expenses over the period’s months and opens cash so it ends at the balance', () => {
    const l = trialBalanceToLedger(
      [
        { line: 2, account: 'Bank', class: 'CASH', cents: 100_000 },
        { line: 3, account: 'Payables', class: 'OTHER', cents: -5_000 },
        { line: 4, account: 'Sales', class: 'INCOME_EXPENSE', cents: -10_000 },
        { line: 5, account: 'Rent', class: 'INCOME_EXPENSE', cents: 7_001 },
      ],
      '2026-01-15',
      '2026-03-20',
    );
    expect(l.accounts).toEqual(['Bank']);
    expect(l.rows).toEqual([
      { date: '2026-01-31', accountIndex: 0, category: 'Sales', cents: 3_333, counterparty: null },
      { date: '2026-02-28', accountIndex: 0, category: 'Sales', cents: 3_333, counterparty: null },
      { date: '2026-03-20', accountIndex: 0, category: 'Sales', cents: 3_334, counterparty: null },
      { date: '2026-01-31', accountIndex: 0, category: 'Rent', cents: -2_333, counterparty: null },
      { date: '2026-02-28', accountIndex: 0, category: 'Rent', cents: -2_333, counterparty: null },
      { date: '2026-03-20', accountIndex: 0, category: 'Rent', cents: -2_335, counterparty: null },
      { date: '2026-01-15', accountIndex: 0, category: 'Opening balance', cents: 100_000 - 2_999, counterparty: null },
    ]);
    expect(l.rows.reduce((a, r) => a + r.cents, 0)).toBe(100_000);
  });
});
