import { test, expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD, loginByApi, seriousA11yViolations, tenantIdByName } from './fixtures.ts';

async function apiLogin(request: APIRequestContext, email: string) {
  const r = await request.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(r.ok(), `login of ${email}`).toBe(true);
  return (await r.json()).content.token as string;
}

test.describe('tax timeline', () => {
  test.describe.configure({ timeout: 150_000 });

  test('staff mark a filing filed on the tax deadlines; the portal timeline and the company timeline show it', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await apiLogin(request, 'owner@acme.example');
    const acme = await tenantIdByName(request, owner, (n) => n === 'Acme Inc.');
    const list = await request.get('/api/accounting/tax-deadlines', {
      headers: { Authorization: `Bearer ${owner}`, 'X-Tenant-Id': acme },
    });
    const today = new Date().toISOString().slice(0, 10);
    const f1120 = ((await list.json()).content.deadlines as { filingId: string; dueDate: string }[]).find(
      (d) => d.filingId === 'federal-1120' && d.dueDate >= today,
    )!;

    // Staff open Acme's tax deadlines and mark the next Form 1120 filed.
    await loginByApi(page, 'kam@atrium.dev');
    await page.goto('/portal/customers/details/accounting');
    await page.getByRole('combobox', { name: 'Client company' }).fill('Acme');
    await page.getByRole('option', { name: 'Acme Inc.' }).click();
    await page.getByTestId(`deadline-federal-1120-${f1120.dueDate}`).getByRole('combobox').click();
    await page.getByRole('option', { name: 'Filed' }).click();
    await expect(page.getByText('Status updated')).toBeVisible();

    // The portal timeline: filter by company and form; the filters live in the URL and survive a reload.
    await page.getByRole('link', { name: 'Tax timeline' }).click();
    await expect(page.getByRole('heading', { name: 'Tax timeline', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Company' }).fill('Acme');
    await page.getByRole('option', { name: 'Acme Inc.' }).click();
    await page.getByRole('combobox', { name: 'Form', exact: true }).click();
    await page.getByRole('option', { name: 'Form 1120', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`customer=${acme}.*form=federal-1120|form=federal-1120.*customer=${acme}`));
    await page.reload();
    const row = page.getByTestId(`timeline-row-federal-1120-${f1120.dueDate}`);
    await expect(row).toContainText('Acme Inc.');
    await expect(row.getByRole('combobox')).toHaveText('Filed');
    await expect(page.getByRole('table', { name: 'Tax timeline' }).getByRole('row')).toHaveCount(3);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // On a phone the filters stack and the table scrolls inside its box: the page is no wider than the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(row).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The company's own timeline shows it filed in its month.
    const ownerPage = await (await browser.newContext()).newPage();
    await loginByApi(ownerPage, 'owner@acme.example');
    await ownerPage.goto('/one/accounting/tax-deadlines');
    await ownerPage.getByRole('link', { name: 'Timeline', exact: true }).click();
    await expect(ownerPage).toHaveURL(/\/one\/accounting\/tax-timeline$/);
    const month = ownerPage.getByTestId(`timeline-${f1120.dueDate.slice(0, 7)}`);
    await expect(month.getByTestId(`deadline-federal-1120-${f1120.dueDate}`)).toContainText('Filed');
    await expect(month.getByRole('heading', { level: 2 })).toContainText(f1120.dueDate.slice(0, 4));
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);
  });
});
