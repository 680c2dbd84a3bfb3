import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, loginByApi, seriousA11yViolations } from './fixtures.ts';

/** Calls the API with a bearer token and returns the envelope's content. */
async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const r = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(r.ok(), `${method} ${url} answered ${r.status()}: ${await r.text()}`).toBe(true);
  return (await r.json()).content as T;
}
async function tokenOf(request: APIRequestContext, email: string) {
  const r = await request.post('/auth/login', { data: { email, password: PASSWORD } });
  return (await r.json()).content.token as string;
}
const dialog = (page: Page) => page.getByRole('dialog');

test.describe.configure({ mode: 'serial' });

test.describe('subscriptions', () => {
  test('a member of a tenant without the data-room add-on sees the module-no-access dialog', async ({ page }) => {
    await loginByApi(page, 'member@globex.example');
    await page.goto('/one/home');
    await expect(page.getByTestId('current-tenant-name')).toHaveText('Globex LLC');

    await page.getByTestId('nav-master-room').click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Not included in your plan' })).toBeVisible();
    await expect(dialog(page)).toContainText('Your current plan does not include Master data room');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Close goes back.
    await dialog(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/one\/home$/);
    await expect(dialog(page)).toHaveCount(0);

    // Upgrade goes to the paywall.
    await page.getByTestId('nav-master-room').click();
    await dialog(page).getByRole('button', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/one\/paywall$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and add-ons' })).toBeVisible();
    await expect(page.getByText('Only a company admin can change the plan')).toBeVisible();

    // Opened as the first page of a visit, a master-room link explains with the same dialog, then closing takes the
    // redirect of spec 1 §4.3 (Basic has the shared rooms).
    for (const link of ['/one/data-room', '/one/data-room/files']) {
      await page.goto(link);
      await expect(dialog(page)).toContainText('Your current plan does not include Master data room');
      await expect(page).toHaveURL(new RegExp(`${link}$`));
      await dialog(page).getByRole('button', { name: 'Close' }).last().click();
      // The shared rooms have their screens since issue 15, so the redirect ends there.
      await expect(page).toHaveURL(/\/one\/virtual-data-rooms$/);
    }
  });

  test('an admin creates a promotion code in the Promotion Codes dialog', async ({ page }) => {
    await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/tools/admin');
    await page.getByRole('button', { name: 'Promotion codes' }).click();
    const d = dialog(page);
    await expect(d.getByRole('heading', { name: 'Promotion Codes' })).toBeVisible();
    await d.getByLabel(/^Code/).fill('launch20');
    await d.getByLabel(/^Value/).fill('20');
    await d.getByLabel(/^Max\. redemptions/).fill('5');
    await d.getByRole('button', { name: 'Create code' }).click();
    const row = d.getByTestId('promo-row').filter({ hasText: 'LAUNCH20' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('20%');
    await expect(row).toContainText('0 / 5');
  });

  test('a company buys a plan with a promotion code and the gated screens open', async ({ page }) => {
    await loginByApi(page, 'owner@globex.example');
    await page.goto('/one/home');
    await expect(page.getByTestId('current-tenant-name')).toHaveText('Globex LLC');
    await expect(page.getByTestId('nav-trial-tag')).toBeVisible();

    await page.getByTestId('nav-add-products').click();
    await page.getByRole('button', { name: 'Choose a plan' }).click();
    await expect(page).toHaveURL(/\/one\/paywall\/choose-plan$/);
    await page.getByRole('button', { name: 'Billed yearly' }).click();
    await expect(page.getByTestId('plan-core')).toContainText('$39 / month');
    await page.getByRole('button', { name: 'Billed monthly' }).click();
    await expect(page.getByTestId('plan-core')).toContainText('$49 / month');
    await page.getByRole('button', { name: 'Choose the Core plan' }).click();

    await expect(page).toHaveURL(/\/one\/paywall\/select-add-ons$/);
    await page.getByLabel(/Investor search/).check();
    await expect(page.getByTestId('summary-total')).toHaveText('$74');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/one\/paywall\/add-billing-details$/);
    await page.getByLabel(/^Address/).fill('1 Globex Way');
    await page.getByLabel(/^City/).fill('Springfield');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/one\/paywall\/confirm-purchase$/);
    await page.getByLabel('Promotion code').fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This promotion code does not exist')).toBeVisible();
    await page.getByLabel('Promotion code').fill('launch20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('LAUNCH20 applied: 20% off')).toBeVisible();
    await expect(page.getByTestId('summary-discount')).toHaveText('−$14.80');
    await expect(page.getByTestId('summary-total')).toHaveText('$59.20');
    await page.getByRole('button', { name: 'Confirm purchase' }).click();

    await expect(page).toHaveURL(/\/one\/settings$/);
    await expect(page.getByText('You are now on the Core plan')).toBeVisible();
    const plan = page.getByTestId('current-plan');
    await expect(plan.getByTestId('plan-name')).toHaveText('Core');
    await expect(plan.getByTestId('plan-price')).toHaveText('$59.20 per month, billed monthly');
    await expect(plan.getByTestId('plan-seats')).toHaveText('3 of 5 seats used');
    await expect(plan.getByTestId('invoice-row')).toHaveCount(1);
    await expect(plan.getByTestId('invoice-row')).toContainText('$59.20');
    const download = page.waitForEvent('download');
    await plan.getByRole('button', { name: /Download invoice/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^INV-\d{8}-[0-9A-F]{6}\.pdf$/);

    // The gated screens open now.
    await page.getByTestId('nav-master-room').click();
    await expect(page).toHaveURL(/\/one\/data-room$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your documents by category' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    // The accounting areas Core includes are offered (issue 17); areas without a screen in this version are not, and
    // a link to one takes the landing redirect (issue 13 item 20).
    await expect(page.getByTestId('nav-tax-deadlines')).toBeVisible();
    await expect(page.getByTestId('nav-dashboards')).toBeVisible();
    // Core's 'Smartlists (up to 1)' opens fundraising (issue 16); its one shared room opens shared spaces (issue 15).
    await expect(page.getByTestId('nav-smartlists')).toBeVisible();
    await expect(page.getByTestId('nav-shared-spaces')).toBeVisible();
    await expect(page.getByText(/Included in your plan/)).toHaveCount(0);
  });

  test('a trial is enabled and shown with its days left', async ({ page, request }) => {
    const token = await tokenOf(request, 'owner@acme.example');
    const workspaces = await api<{ slug: string; externalId: string }[]>(request, token, 'GET', '/api/workspace/all');
    const acmeWs = workspaces.find((w) => w.slug === 'acme')!;
    await api(request, token, 'POST', '/api/workspace/create-profile', {
      workspaceExternalId: acmeWs.externalId,
      name: 'Trial Co',
      accountType: 'COMPANY',
    });

    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/settings');
    await page.getByTestId('workspace-selector').click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /Trial Co/ })
      .click();
    await expect(page.getByTestId('current-tenant-name')).toHaveText('Trial Co');
    const plan = page.getByTestId('current-plan');
    await expect(plan.getByTestId('plan-name')).toHaveText('Basic');

    await plan.getByRole('button', { name: 'Enable core trial' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Enable core trial' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Skip for now' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await plan.getByRole('button', { name: 'Enable core trial' }).click();
    await dialog(page).getByRole('button', { name: 'Enable trial' }).click();

    await expect(page.getByText('Your Core trial is enabled')).toBeVisible();
    await expect(plan.getByTestId('plan-name')).toHaveText('Core');
    await expect(plan.getByTestId('trial-label')).toHaveText('TRIAL');
    await expect(plan.getByTestId('trial-days-left')).toHaveText('14 days left');
    await expect(plan.getByRole('button', { name: 'Enable core trial' })).toHaveCount(0);
    await expect(page.getByTestId('nav-trial-tag')).toHaveCount(0);
  });

  test('a cancellation is scheduled for the end of the period', async ({ page }) => {
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/settings');
    await expect(page.getByTestId('current-tenant-name')).toHaveText('Acme Inc.');
    const plan = page.getByTestId('current-plan');
    await expect(plan.getByTestId('plan-name')).toHaveText('Growth');
    // Other specs invite people to Acme, so only the limit is fixed here; seat counting is tested on the server.
    await expect(plan.getByTestId('plan-seats')).toHaveText(/^\d+ of 11 seats used$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    const d = dialog(page);
    await expect(d.getByRole('heading', { name: 'Cancel Subscription' })).toBeVisible();
    await d.getByRole('button', { name: 'Close' }).last().click();
    await expect(d).toHaveCount(0);

    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    await d.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(d.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await d.getByRole('button', { name: 'Yes, cancel subscription' }).click();

    await expect(page.getByText('Your subscription will end at the end of the period')).toBeVisible();
    await expect(plan.getByTestId('cancel-scheduled')).toContainText('Cancels on');
    await expect(plan.getByTestId('cancel-scheduled')).toContainText('free Basic plan');
    await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await expect(plan.getByTestId('plan-name')).toHaveText('Growth');
  });
});
