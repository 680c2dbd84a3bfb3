import { test, expect, type Page } from '@playwright/test';
import { PASSWORD, loginByApi, seriousA11yViolations } from './fixtures.ts';

/** A third client company (the demo has Acme and Globex), made through the admin create-customer call. */
async function createCompany(page: Page, name: string) {
  const login = await page.request.post('/auth/login', {
    data: { email: 'superadmin@atrium.dev', password: PASSWORD },
  });
  const { token } = (await login.json()).content as { token: string };
  const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const r = await page.request.post('/api/customer-management/create-customer', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      accountType: 'COMPANY',
      workspaceName: slug,
      companyOnboarding: {
        companyName: name,
        legalName: `${name} LLC`,
        description: 'Third customer of the bulk task test.',
        zipCode: 78701,
        country: 'US',
        state: 'TX',
        city: 'Austin',
        address: '1 Congress Ave',
        latestFinancialStage: 'Seed',
        yearFounded: 2022,
        numberOfEmployees: '11-50',
        industry: 'Software as a Service',
      },
      userCreation: {
        title: 'CEO',
        email: `owner@${slug}.example`,
        firstName: 'Tess',
        lastName: 'Third',
        password: PASSWORD,
        repeatedPassword: PASSWORD,
      },
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

async function pickCustomer(page: Page, name: string) {
  const input = page.getByRole('combobox', { name: /^Customers/ });
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('portal task creation', () => {
  test.describe.configure({ timeout: 180_000 });

  test('staff create one task for three customers at once; the Acme owner finds it on /one/home and /one/tasks', async ({
    page,
    browser,
  }) => {
    const id = Date.now();
    const third = `Tertia ${id}`;
    const taskName = `Confirm your year-end headcount ${id}`;
    await createCompany(page, third);

    // Staff (a portal admin): the admin task list offers the bulk creation.
    await loginByApi(page, 'admin@atrium.dev');
    await page.goto('/portal/tasks/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Task for many customers' }).click();
    await expect(page).toHaveURL(/\/portal\/tasks\/new\/true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New task for many customers' })).toBeVisible();

    await pickCustomer(page, 'Acme Inc.');
    await pickCustomer(page, 'Globex LLC');
    await pickCustomer(page, third);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('task-create-count')).toHaveText('3 customers chosen');
    await page.getByLabel(/^Title/).fill(taskName);
    await page.getByLabel('Description').fill('How many people will be on payroll on December 31?');
    await page.getByLabel('Due date').fill('2030-12-15');
    await page.getByRole('combobox', { name: 'Task type' }).click();
    await page.getByRole('option', { name: 'Information request', exact: true }).click();
    // An information request asks the customer: the box ticks itself.
    await expect(page.getByLabel('Asks the customer for files or information')).toBeChecked();
    await page.getByRole('combobox', { name: 'Preparer' }).click();
    await page.getByRole('option', { name: 'Stu Staff' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create the task for 3 customers' }).click();

    await expect(page).toHaveURL(/\/portal\/tasks\/admin$/);
    await expect(page.getByText('Task created for 3 customers')).toBeVisible();
    await page.getByLabel('Search tasks').fill(String(id));
    const rows = page.getByTestId('task-row').filter({ hasText: taskName });
    await expect(rows).toHaveCount(3);
    for (const company of ['Acme Inc.', 'Globex LLC', third])
      await expect(rows.filter({ hasText: company })).toHaveCount(1);

    // The Acme owner: the home says what waits on them, with a link to the task.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await loginByApi(owner, 'owner@acme.example');
    await owner.goto('/one/home');
    const card = owner.getByTestId('home-waiting-tasks');
    await expect(card).toBeVisible({ timeout: 30_000 });
    const item = card.getByTestId('home-task').filter({ hasText: taskName });
    await expect(item).toBeVisible();
    await expect(owner.getByTestId('home-latest-messages')).toBeVisible();
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await item.click();
    await expect(owner).toHaveURL(/\/one\/task-details\//);
    await expect(owner.getByRole('heading', { level: 1, name: taskName })).toBeVisible();

    // …and in their task list, as theirs, without the other companies' copies.
    await owner.goto('/one/tasks');
    const own = owner.getByTestId('task-row').filter({ hasText: taskName });
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('For you');
    await ownerContext.close();
  });
});
