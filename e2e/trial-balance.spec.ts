import { test, expect } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

// A QuickBooks trial balance as of October 31, 2026 (the server's trial-balance tests use the same figures): cash
// $500,000; over August–October, sales $60,000 against payroll $90,000 and rent $15,000, so $15,000 of burn a month
// and 33 months of runway.
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

test('the owner imports a QuickBooks trial balance and the dashboards show its cash, burn and runway', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await loginByApi(page, 'owner@acme.example');
  await page.goto('/one/integrations');
  await expect(page.getByRole('heading', { name: 'Trial balance import' })).toBeVisible();
  const file = page.getByTestId('trial-balance-file');

  // A line whose amount does not read: the report names it, and nothing can be imported.
  await file.setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(QUICKBOOKS.replace('"100,000.00"', '"lots"')),
  });
  const report = page.getByTestId('trial-balance-errors');
  await expect(report).toContainText('Not an amount');
  await expect(report.getByRole('row').nth(1)).toContainText('7');
  await expect(page.getByRole('button', { name: 'Import trial balance' })).toBeDisabled();

  await file.setInputFiles({ name: 'quickbooks-tb.csv', mimeType: 'text/csv', buffer: Buffer.from(QUICKBOOKS) });
  await expect(page.getByTestId('trial-balance-summary')).toHaveText(
    '2 cash account(s), 3 income and expense account(s), 3 other account(s) left out',
  );
  await expect(page.getByLabel('Period end (as of)')).toHaveValue('2026-10-31');
  await expect(page.getByRole('combobox', { name: 'Debit', exact: true })).toContainText('Debit');
  await page.getByLabel('Period start').fill('2026-08-01');
  await expect(page.getByLabel('Period start')).toHaveValue('2026-08-01');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import trial balance' }).click();
  await expect(page.getByText('Imported the trial balance quickbooks-tb.csv')).toBeVisible();
  await expect(page.getByTestId('current-ledger')).toContainText('quickbooks-tb.csv');

  await page.goto('/one/accounting/dashboards');
  await expect(page.getByTestId('todays-cash')).toHaveText('$500,000');
  await expect(page.getByTestId('net-burn')).toHaveText('+$15,000');
  await expect(page.getByTestId('runway')).toHaveText('33 months');
});
