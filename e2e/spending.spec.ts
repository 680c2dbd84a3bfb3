import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

// The hand-computed fixture of the server's tests: October 2026 spent $94,000 (September $86,000); Marketing is the
// new spending ($8,000); payroll is $70,000 a month in the autumn, $260,000 over the four months.
const FIXTURE = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/server/test/fixtures/ledger-acme.csv'),
);

test.describe('spending', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the owner opens spending, drills into a category and downloads the founder update', async ({ page }) => {
    const { token } = await loginByApi(page, 'owner@acme.example');
    const workspaces = await page.request.get('/api/workspace/all', { headers: { Authorization: `Bearer ${token}` } });
    const acme = (
      (await workspaces.json()).content as { tenantMemberships: { tenant: { name: string; externalId: string } }[] }[]
    )
      .flatMap((w) => w.tenantMemberships)
      .find((m) => m.tenant.name === 'Acme Inc.')!.tenant.externalId;
    const imported = await page.request.post('/api/ledger/import', {
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': acme },
      multipart: { file: { name: 'ledger-acme.csv', mimeType: 'text/csv', buffer: FIXTURE } },
    });
    expect(imported.status()).toBe(201);

    await page.goto('/one/spending');
    await expect(page.getByRole('heading', { name: 'Spending', level: 1 })).toBeVisible();
    await expect(page.getByText('October 2026 compared with September 2026')).toBeVisible();
    await expect(page.getByTestId('spending-total')).toHaveText('$94,000');
    await expect(page.getByTestId('movers-up')).toContainText('Marketing');
    await expect(page.getByTestId('movers-up')).toContainText('+$8,000');
    await expect(page.getByTestId('movers-down')).toContainText('Nothing fell');
    await expect(page.getByRole('table', { name: 'Category' })).toContainText('Payroll');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // By vendor: customers are not vendors.
    await page.getByRole('button', { name: 'Vendor' }).click();
    await expect(page).toHaveURL(/by=vendor/);
    await expect(page.getByRole('table', { name: 'Vendor' })).toContainText('Google Ads');
    await expect(page.getByRole('table', { name: 'Vendor' })).not.toContainText('Customer B');
    await page.getByRole('button', { name: 'Category' }).click();

    // Drill into Payroll: its October transaction, then every month.
    await page.getByTestId('spending-row').filter({ hasText: 'Payroll' }).click();
    await expect(page).toHaveURL(/\/one\/spending\/details\?category=Payroll&month=2026-10$/);
    await expect(page.getByTestId('details-summary')).toHaveText('1 transaction · $70,000 spent');
    await page.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: 'All months' }).click();
    await expect(page).toHaveURL(/\/one\/spending\/details\?category=Payroll$/);
    await expect(page.getByTestId('details-summary')).toHaveText('4 transactions · $260,000 spent');
    await expect(page.getByTestId('details-row').first()).toContainText('10/15/2026');
    await page.getByRole('button', { name: 'Date' }).click();
    await expect(page).toHaveURL(/sort=date&dir=asc/);
    await expect(page.getByTestId('details-row').first()).toContainText('07/15/2026');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The founder update of October, from the dashboards page.
    await page.goto('/one/accounting/dashboards');
    await page.getByRole('button', { name: 'Founder update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Monthly founder update' });
    await expect(dialog.getByRole('combobox', { name: 'Month' })).toContainText('October 2026');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('founder-update-2026-10.pdf');
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await dialog.getByRole('button', { name: 'Save to documents' }).click();
    await expect(page.getByText('Saved founder-update-2026-10.pdf to your documents')).toBeVisible();
  });

  test('on a phone the spending rows are cards that open the details', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/spending?month=2026-10');
    await expect(page.getByTestId('spending-total')).toHaveText('$94,000');
    await page.getByRole('link', { name: 'See the transactions of Marketing' }).click();
    await expect(page.getByTestId('details-summary')).toHaveText('1 transaction · $8,000 spent');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
