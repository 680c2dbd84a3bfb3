import { test, expect, type APIRequestContext } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';
import { E2E_DEMO_PASSWORD } from './playwright.config.ts';

const api = async (request: APIRequestContext, email: string) => {
  const r = await request.post('/auth/login', { data: { email, password: E2E_DEMO_PASSWORD } });
  expect(r.ok()).toBe(true);
  return { Authorization: `Bearer ${(await r.json()).content.token as string}` };
};

/** A new company of its own (so the spec changes no other spec's KAM) with a flow whose task Stu prepares. */
async function customerWithFlow(request: APIRequestContext) {
  const stamp = Date.now();
  const name = `Kestrel ${stamp}`;
  const ownerEmail = `kestrel.${stamp}@example.com`;
  const password = 'Owner-pass-123';
  const created = await request.post('/api/customer-management/create-customer', {
    headers: await api(request, 'superadmin@atrium.dev'),
    data: {
      accountType: 'COMPANY',
      workspaceName: `kestrel${stamp}`,
      companyOnboarding: {
        companyName: name,
        legalName: `${name} Corp.`,
        description: 'Bird watching tours.',
        zipCode: '33101',
        country: 'US',
        state: 'Florida',
        city: 'Miami',
        address: '1 Ocean Dr',
        website: '',
        telephone: '',
        keyInvestors: '',
        delawareCCorp: true,
        latestFinancialStage: 'Seed',
        yearFounded: 2021,
        numberOfEmployees: '2-10',
        industry: 'Travel',
        ebitda: 0,
        cashOnHand: 0,
        monthlyRevenue: '0',
        totalFundingReceived: 0,
      },
      userCreation: {
        title: 'CEO',
        hasAcceptedTerms: true,
        email: ownerEmail,
        firstName: 'Kay',
        lastName: 'Kestrel',
        password,
        repeatedPassword: password,
        isOAuthSignUp: false,
      },
      invitations: [],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tenant = (await created.json()).content.tenantExternalId as string;
  const admin = await api(request, 'admin@atrium.dev');
  const flow = await request.post('/api/product-flow', {
    headers: admin,
    data: { tenantExternalId: tenant, serviceCode: 'DELAWARE_INCORPORATION' },
  });
  expect(flow.ok(), await flow.text()).toBe(true);
  const flowId = (await flow.json()).content.externalId as string;
  const tasks = (await (await request.get(`/api/product-flow/${flowId}/tasks`, { headers: admin })).json()).content;
  const stu = (await (await request.get('/api/atrium-user/atrium-employees', { headers: admin })).json()).content.find(
    (u: { email: string }) => u.email === 'staff@atrium.dev',
  ).externalId as string;
  const put = await request.put(`/api/task/${tasks[1].externalId as string}`, {
    headers: admin,
    data: { preparerExternalId: stu },
  });
  expect(put.ok(), await put.text()).toBe(true);
  return { name, ownerEmail, password };
}

test.describe('portal customers', () => {
  test('filter by preparer, open the details, assign a KAM; the customer’s Contact KAM shows that person', async ({
    page,
    browser,
  }) => {
    const c = await customerWithFlow(page.request);
    await loginByApi(page, 'admin@atrium.dev');
    await page.goto('/portal/customers');
    const rows = page.getByTestId('customer-row');
    await expect(rows.first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Preparers' }).click();
    await page.getByRole('option', { name: 'Stu Staff' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/preparer=[0-9a-f-]{36}/);
    const row = rows.filter({ hasText: c.name });
    await expect(row).toContainText('Unassigned');
    await expect(rows.filter({ hasText: 'Sol Solo' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await expect(rows.filter({ hasText: c.name })).toBeVisible();
    await expect(rows.filter({ hasText: 'Sol Solo' })).toHaveCount(0);

    await row.getByTestId('customer-link').click();
    await expect(page).toHaveURL(/\/portal\/customers\/details\?company=/);
    await expect(page.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
    await expect(page.getByTestId('customer-flows')).toContainText('Delaware incorporation');
    await expect(page.getByTestId('member')).toContainText('Kay Kestrel');
    await expect(page.getByTestId('current-kam')).toHaveText('Unassigned');
    await expect(page.getByRole('link', { name: 'Accounting' })).toHaveAttribute(
      'href',
      /\/portal\/customers\/details\/accounting\?company=/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'New KAM' }).click();
    await page.getByRole('option', { name: 'Kim Manager' }).click();
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByTestId('current-kam')).toHaveText('Kim Manager');
    await expect(page.getByTestId('expert').filter({ hasText: 'Kim Manager' })).toContainText('KAM');

    // The customer's owner: the company card's Contact KAM names the person just assigned.
    const ctx = await browser.newContext();
    const owner = await ctx.newPage();
    await loginByApi(owner, c.ownerEmail, c.password);
    await owner.goto('/one/settings');
    await owner.getByTestId('contact-kam').click();
    const dialog = owner.getByRole('dialog', { name: 'Chat with your key account manager' });
    await expect(dialog.getByTestId('kam-name')).toHaveText(
      'Your key account manager is Kim Manager (kam@atrium.dev).',
    );
    await ctx.close();
  });

  test('at 375 px the filters fold behind a button and customers show as cards', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginByApi(page, 'staff@atrium.dev');
    await page.goto('/portal/customers');
    await expect(page.getByTestId('customer-card').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Preparers' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Individuals' }).click();
    await expect(page).toHaveURL(/chip=INDIVIDUAL/);
    const cards = page.getByTestId('customer-card');
    await expect(cards.filter({ hasText: 'Sol Solo' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Acme Inc.' })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await cards.filter({ hasText: 'Sol Solo' }).getByTestId('customer-link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sol Solo' })).toBeVisible();
    await expect(page.getByTestId('customer-flows')).toContainText('No services yet.');
    await expect(page.getByTestId('current-kam')).toHaveText('Kim Manager');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
