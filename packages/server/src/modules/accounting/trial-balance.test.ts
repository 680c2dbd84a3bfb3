import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { multipart } from '../document-center/test-support.ts';

/** The trial-balance import (QuickBooks and Xero exports) and /api/merge without MERGE_API_KEY (the default). */
const t = await useTestApp();
const OWNER = 'owner@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const SOLO = 'solo@example.com';
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const SOLO_T = await t.tenantId('Sol Solo');

const QUICKBOOKS = `Trial Balance
Acme Inc.
"As of October 31, 2026"

,Debit,Credit
Operating Checking,"400,000.00",
Savings,"100,000.00",
Accounts Receivable,"20,000.00",
Accounts Payable,,"15,000.00"
Opening Balance Equity,,"550,000.00"
Sales,,"60,000.00"
Payroll Expenses,"90,000.00",
Rent or Lease,"15,000.00",
TOTAL,"$625,000.00","$625,000.00"
`;

const XERO = `Trial Balance
Demo Company (US)
As at 31 October 2026

Account Code,Account,Account Type,Debit - Year to date,Credit - Year to date
090,Business Bank Account,Bank,"12,500.00",
200,Sales,Revenue,,"8,000.00"
400,Advertising,Expense,"3,000.00",
800,Accounts Payable,Current Liability,,"7,500.00"
Total,,,"15,500.00","15,500.00"
`;

function upload(path: string, csv: string, o: { as?: string; tenant?: string; filename?: string } = {}) {
  const m = multipart([{ filename: o.filename ?? 'trial-balance.csv', contentType: 'text/csv', data: csv }], 'file');
  return t.call('POST', path, { as: o.as ?? OWNER, tenant: o.tenant ?? ACME, body: m.body, headers: m.headers });
}
const dashboard = async () => (await t.call('GET', '/api/accounting/dashboard', { as: OWNER, tenant: ACME })).body;

describe('trial-balance import', () => {
  it('previews a QuickBooks export: the header found under the title lines, the period date, each account classed', async () => {
    const before = await dashboard();
    const r = await upload('/api/ledger/trial-balance/preview', QUICKBOOKS);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      headers: ['Column 1', 'Debit', 'Credit'],
      mapping: { account: 'Column 1', debit: 'Debit', credit: 'Credit' },
      totalRows: 8,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      cashAccounts: 2,
      incomeExpenseAccounts: 3,
      skippedAccounts: 3,
      errorCount: 0,
    });
    expect(r.body.content.accounts[0]).toEqual({
      line: 6,
      account: 'Operating Checking',
      class: 'CASH',
      balance: 400_000,
    });
    expect(r.body.content.accounts[5]).toEqual({
      line: 11,
      account: 'Sales',
      class: 'INCOME_EXPENSE',
      balance: -60_000,
    });
    expect(await dashboard()).toEqual(before);
  });

  it('imports it: cash as of the period end, the period’s income and expenses spread over its months', async () => {
    const r = await upload('/api/ledger/trial-balance?periodStart=2026-08-01', QUICKBOOKS);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.content).toMatchObject({ accountCount: 2, firstDate: '2026-08-01', lastDate: '2026-10-31' });
    const d = (await dashboard()).content;
    expect(d.asOfMonth).toBe('2026-10');
    expect(d.todaysCash).toEqual({
      total: 500_000,
      items: [
        { name: 'Operating Checking', value: 400_000 },
        { name: 'Savings', value: 100_000 },
      ],
    });
    expect(d.netBurn.lastMonth).toEqual({ currentValue: 15_000, previousValue: 15_000 });
    expect(d.netBurn.threeMonthAverage.currentValue).toBe(15_000);
    expect(d.runway).toEqual({ isInfinite: false, value: 33, runOutMonth: '2029-08' });
    expect(d.spending.categories).toEqual(['Payroll Expenses', 'Rent or Lease']);
    expect(d.spending.data.at(-1)).toEqual({
      month: '2026-10',
      values: { 'Payroll Expenses': 30_000, 'Rent or Lease': 5_000 },
    });
    const s = (await t.call('GET', '/api/merge/status', { as: OWNER, tenant: ACME })).body.content;
    expect(s.integrations[0]).toMatchObject({ type: 'CSV', name: 'trial-balance.csv', finished: true });
  });

  it('imports a Xero export by its account types, the period date read from its As at line', async () => {
    const r = await upload('/api/ledger/trial-balance', XERO, { filename: 'xero.csv' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.content).toMatchObject({ accountCount: 1, firstDate: '2026-10-01', lastDate: '2026-10-31' });
    const d = (await dashboard()).content;
    expect(d.todaysCash.items).toEqual([{ name: 'Business Bank Account', value: 12_500 }]);
    expect(d.netBurn.lastMonth.currentValue).toBe(-5_000);
    expect(d.runway.isInfinite).toBe(true);
  });

  it('a malformed file answers 400 naming each line and field, and imports nothing', async () => {
    const before = await dashboard();
    const bad = QUICKBOOKS.replace('"100,000.00"', '"12,5x"').replace('"15,000.00",\n', 'lots,\n');
    const r = await upload('/api/ledger/trial-balance', bad);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('2 row(s) could not be read; nothing was imported');
    expect(r.body.content.fields).toEqual([
      { path: 'rows.7.debit', message: 'Not an amount' },
      { path: 'rows.13.debit', message: 'Not an amount' },
    ]);
    const noHeader = await upload('/api/ledger/trial-balance', 'Trial Balance\nfoo,bar\n1,2\n');
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toBe('No header row with Debit and Credit (or Balance) columns was found');
    const noPeriod = await upload('/api/ledger/trial-balance', QUICKBOOKS.replace('"As of October 31, 2026"\n', ''));
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.body.content.fields[0].path).toBe('periodEnd');
    const noCash = await upload('/api/ledger/trial-balance', ',Debit,Credit\nSales,,10\nRent,10,\n', {});
    expect(noCash.status).toBe(400);
    const backwards = await upload('/api/ledger/trial-balance?periodStart=2026-11-01', QUICKBOOKS);
    expect(backwards.status).toBe(400);
    expect(backwards.body.content.fields[0].path).toBe('periodStart');
    const badDate = await upload('/api/ledger/trial-balance?periodEnd=31-10-2026', QUICKBOOKS);
    expect(badDate.status).toBe(400);
    const notCsv = await upload('/api/ledger/trial-balance', QUICKBOOKS, { filename: 'tb.xlsx' });
    expect(notCsv.status).toBe(400);
    expect(await dashboard()).toEqual(before);
  });

  it('tenant walls: another company cannot import into Acme; individuals are refused', async () => {
    const named = await upload(`/api/ledger/trial-balance?tenantExternalId=${ACME}`, XERO, {
      as: GLOBEX_OWNER,
      tenant: GLOBEX,
    });
    expect(named.status).toBe(403);
    const solo = await upload('/api/ledger/trial-balance', XERO, { as: SOLO, tenant: SOLO_T });
    expect(solo.status).toBe(403);
    expect((await t.call('GET', '/api/merge/status', { as: GLOBEX_OWNER, tenant: GLOBEX })).body.content).toEqual({
      hasLedger: false,
      integrations: [],
      linkAvailable: false,
    });
  });
});

describe('/api/merge without MERGE_API_KEY (the embedded default)', () => {
  it('offers no link: token and exchange answer 409 with a plain message, status says the import is the way', async () => {
    const acme = { as: OWNER, tenant: ACME };
    expect((await t.call('GET', '/api/merge/status', acme)).body.content.linkAvailable).toBe(false);
    const token = await t.call('GET', '/api/merge/token', acme);
    expect(token.status).toBe(409);
    expect(token.body.message).toBe('The accounting link is not configured on this server');
    const post = await t.call('POST', '/api/merge', { ...acme, body: { publicToken: 'public-token-1' } });
    expect(post.status).toBe(409);
  });
});
