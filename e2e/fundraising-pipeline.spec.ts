import { test, expect, type Page } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

/** A smartlist of three investors made through the API (Acme: Growth with the pipelines add-on). */
async function acmeList(page: Page, name: string, email = 'owner@acme.example', tenant = 'Acme Inc.') {
  const { token } = await loginByApi(page, email);
  const auth = { Authorization: `Bearer ${token}` };
  const workspaces = (await (await page.request.get('/api/workspace/all', { headers: auth })).json()).content as {
    tenantMemberships: { tenant: { name: string; externalId: string } }[];
  }[];
  const acme = workspaces.flatMap((w) => w.tenantMemberships).find((m) => m.tenant.name === tenant)!;
  const headers = { ...auth, 'X-Tenant-Id': acme.tenant.externalId };
  const search = await page.request.post('/api/funder/advanced-search', {
    headers,
    data: { filters: { types: ['INVESTOR'] }, pageSize: 3 },
  });
  const funders = (await search.json()).content.items as { externalId: string; name: string }[];
  const list = await page.request.post('/api/funder-list/create-with-funder', {
    headers,
    data: { name, funders: funders.map((f) => f.externalId) },
  });
  expect(list.status()).toBe(200);
  return { id: (await list.json()).content.externalId as string, names: funders.map((f) => f.name), headers };
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true });
const count = (page: Page, stage: string) => column(page, stage).getByTestId('pipeline-column-count');

test.describe('fundraising pipeline', () => {
  test.describe.configure({ timeout: 120_000 });

  test("the owner opens a smartlist's board, moves an investor by drag and another by keyboard, and they stay", async ({
    page,
  }) => {
    const { id, names } = await acmeList(page, 'Board round');
    await page.goto(`/one/fundraising/smart-list/${id}`);
    await page.getByRole('link', { name: 'Pipeline' }).click();
    await expect(page).toHaveURL(new RegExp(`/one/fundraising/pipeline/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Board round' })).toBeVisible();
    await expect(page.getByTestId('pipeline-column')).toHaveCount(7);
    await expect(count(page, 'Lead')).toHaveText('3');
    await expect(count(page, 'Meeting')).toHaveText('0');

    // Drag the first investor to Meeting.
    const [first, second] = names;
    await column(page, 'Lead').getByTestId('pipeline-card').filter({ hasText: first }).dragTo(column(page, 'Meeting'));
    await expect(column(page, 'Meeting').getByTestId('pipeline-card').filter({ hasText: first })).toBeVisible();
    await expect(count(page, 'Meeting')).toHaveText('1');
    await expect(count(page, 'Lead')).toHaveText('2');

    // Move the second with the keyboard: its menu button, then down to Term sheet.
    await page.getByRole('button', { name: `Move ${second}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Contacted' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Term sheet' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${second} moved to Term sheet`)).toBeVisible();
    await expect(count(page, 'Term sheet')).toHaveText('1');

    // Both stay after a reload, with who moved them.
    await page.reload();
    // The machine running the suite may be busy: let the board load before reading it.
    await expect(page.getByTestId('pipeline-column')).toHaveCount(7, { timeout: 30_000 });
    await expect(column(page, 'Meeting').getByTestId('pipeline-card').filter({ hasText: first })).toBeVisible();
    await expect(column(page, 'Term sheet').getByTestId('pipeline-card').filter({ hasText: second })).toBeVisible();
    await expect(count(page, 'Lead')).toHaveText('1');
    await expect(column(page, 'Meeting').getByText(/Moved by Olivia Acme/)).toBeVisible();
    await page.getByRole('button', { name: `Move ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Stage history' }).click();
    await expect(page.getByRole('dialog').getByText('Lead → Meeting')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Removing a stage that holds an investor says so and moves it where asked.
    await page.getByRole('button', { name: 'Manage stages' }).click();
    await page.getByRole('button', { name: 'Remove Term sheet' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the stage Term sheet?' });
    await expect(confirm.getByText('1 investor is in this stage.')).toBeVisible();
    await confirm.getByLabel('Move to', { exact: true }).click();
    await page.getByRole('option', { name: 'Committed' }).click();
    await confirm.getByRole('button', { name: 'Remove stage' }).click();
    await expect(page.getByText('Stage removed')).toBeVisible();
    await page.getByRole('dialog', { name: 'Stages' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('pipeline-column')).toHaveCount(6);
    await expect(column(page, 'Committed').getByTestId('pipeline-card').filter({ hasText: second })).toBeVisible();
  });

  test('on a phone the board shows one column at a time, picked from the stage picker', async ({ page }) => {
    const { id, names } = await acmeList(page, 'Phone round');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/one/fundraising/pipeline/${id}`);
    await expect(page.getByTestId('pipeline-column')).toHaveCount(1);
    await expect(column(page, 'Lead').getByTestId('pipeline-card')).toHaveCount(3);
    await page.getByRole('button', { name: `Move ${names[0]}` }).click();
    await page.getByRole('menuitem', { name: 'Contacted' }).click();
    await expect(count(page, 'Lead')).toHaveText('2');
    await page.getByLabel('Stage', { exact: true }).click();
    await page.getByRole('option', { name: 'Contacted (1)' }).click();
    await expect(page.getByTestId('pipeline-column')).toHaveCount(1);
    await expect(column(page, 'Contacted').getByTestId('pipeline-card').filter({ hasText: names[0] })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('without the pipelines add-on the list offers no board, its address redirects and the API refuses', async ({
    page,
  }) => {
    // Sol Solo's plan holds one Smartlist but no pipelines.
    const { id, headers } = await acmeList(page, 'Solo round', 'solo@example.com', 'Sol Solo');
    await page.goto(`/one/fundraising/smart-list/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Solo round' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pipeline' })).toHaveCount(0);
    const api = await page.request.get(`/api/funder-pipeline/${id}`, { headers });
    expect(api.status()).toBe(403);
    expect((await api.json()).errorCode).toBe('MODULE_NOT_IN_PLAN');
    await page.goto(`/one/fundraising/pipeline/${id}`);
    await expect(page).toHaveURL(/\/one\/virtual-data-rooms$/);
  });
});
