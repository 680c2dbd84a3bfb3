import { test, expect, type APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD, loginByApi, seriousA11yViolations, tenantIdByName } from './fixtures.ts';

// The hand-computed fixture of the server's metric tests: cash $517,000, burn $52,000 (3-month average $46,000),
// 11 months of runway, cash out in October 2027.
const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/server/test/fixtures/ledger-acme.csv',
);

async function apiLogin(request: APIRequestContext, email: string) {
  const r = await request.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(r.ok(), `login of ${email}`).toBe(true);
  return (await r.json()).content.token as string;
}

test.describe('accounting', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the owner imports a ledger CSV and the dashboards show its cash, burn and runway', async ({ page }) => {
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();

    // A file with a bad row: the error report names the line and nothing can be imported.
    await page.getByTestId('ledger-file').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Date,Account,Category,Amount\n2026-01-01,Bank,Revenue,10\n2026-01-02,Bank,Rent,lots\n'),
    });
    const report = page.getByTestId('ledger-row-errors');
    await expect(report).toContainText('Not an amount');
    await expect(report.getByRole('row').nth(1)).toContainText('3');
    await expect(page.getByRole('button', { name: 'Import 2 transactions' })).toBeDisabled();

    await page.getByTestId('ledger-file').setInputFiles(FIXTURE);
    await expect(page.getByRole('table', { name: 'Preview' })).toContainText('Operating Checking');
    await expect(page.getByRole('combobox', { name: 'Amount' })).toContainText('Amount');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 21 transactions' }).click();
    await expect(page.getByText('Imported 21 transactions from ledger-acme.csv')).toBeVisible();
    await expect(page.getByTestId('current-ledger')).toContainText('ledger-acme.csv');

    await page.getByRole('link', { name: 'Dashboards', exact: true }).click();
    await expect(page).toHaveURL(/\/one\/accounting\/dashboards$/);
    await expect(page.getByText('Figures as of October 2026, from your ledger')).toBeVisible();
    await expect(page.getByTestId('todays-cash')).toHaveText('$517,000');
    await expect(page.getByTestId('net-burn')).toHaveText('+$52,000');
    await expect(page.getByTestId('card-net-burn')).toContainText('Previous period: +$46,000');
    await page.getByRole('button', { name: '3-month average' }).click();
    await expect(page.getByTestId('net-burn')).toHaveText('+$46,000');
    await expect(page.getByTestId('runway')).toHaveText('11 months');
    await expect(page.getByTestId('runway-month')).toHaveText('Cash lasts until October 2027');

    // Cards expand and collapse: the accounts behind today's cash.
    await page.getByRole('button', { name: "Show details of Today's Cash" }).click();
    await expect(page.getByRole('list', { name: 'Accounts' })).toContainText('Savings');
    await page.getByRole('button', { name: "Hide details of Today's Cash" }).click();
    await expect(page.getByRole('list', { name: 'Accounts' })).toBeHidden();
    await expect(page.getByTestId('card-spending').locator('svg').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // On a phone the cards stack and nothing runs off the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByTestId('runway-month')).toBeVisible();
    await expect(page.getByTestId('card-spending').locator('svg').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('staff mark a filing filed in the portal and the company sees it on its tax deadlines', async ({
    page,
    browser,
    request,
  }) => {
    const kam = await apiLogin(request, 'kam@atrium.dev');
    const internal = await tenantIdByName(request, kam, (n) => !n.includes('Acme') && !n.includes('Globex'));
    const owner = await apiLogin(request, 'owner@acme.example');
    const acme = await tenantIdByName(request, owner, (n) => n === 'Acme Inc.');
    const list = await request.get(`/api/accounting/tax-deadlines?tenantExternalId=${acme}`, {
      headers: { Authorization: `Bearer ${kam}`, 'X-Tenant-Id': internal },
    });
    expect(list.ok()).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const delaware = ((await list.json()).content.deadlines as { filingId: string; dueDate: string }[]).find(
      (d) => d.filingId === 'delaware-franchise' && d.dueDate >= today,
    )!;

    // Staff: Tax deadlines in the portal menu, pick Acme, set the Delaware report to Filed.
    await loginByApi(page, 'kam@atrium.dev');
    await page.goto('/portal/customers');
    await page.getByRole('link', { name: 'Tax deadlines' }).click();
    await expect(page).toHaveURL(/\/portal\/customers\/details\/accounting/);
    await page.getByRole('combobox', { name: 'Client company' }).fill('Acme');
    await page.getByRole('option', { name: 'Acme Inc.' }).click();
    const staffRow = page.getByTestId(`deadline-delaware-franchise-${delaware.dueDate}`);
    await staffRow.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Filed' }).click();
    await expect(page.getByText('Status updated')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The company sees it.
    const ownerPage = await (await browser.newContext()).newPage();
    await loginByApi(ownerPage, 'owner@acme.example');
    await ownerPage.goto('/one/accounting/tax-deadlines');
    await expect(ownerPage.getByRole('heading', { name: 'Tax deadlines', level: 1 })).toBeVisible();
    const row = ownerPage.getByTestId(`deadline-delaware-franchise-${delaware.dueDate}`);
    await expect(row).toContainText('Delaware Annual Franchise Tax Report');
    await expect(row).toContainText('Filed');
    await expect(row).toContainText('pays franchise tax for the year before by March 1');
    await expect(ownerPage.getByRole('listitem').filter({ hasText: 'Form 1120' }).first()).toContainText('Not started');
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);
  });
});
