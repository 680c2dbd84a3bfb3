import { test, expect, type Page } from '@playwright/test';
import { loginByApi, PASSWORD, seriousA11yViolations } from './fixtures.ts';

const signInAnswers = async (page: Page, email: string) =>
  (await page.request.post('/auth/login', { data: { email, password: PASSWORD } })).status();

test.describe('admin tools: user management and client logs', () => {
  test('a portal admin finds a user, deactivates them (they cannot sign in) and reactivates them', async ({ page }) => {
    await loginByApi(page, 'admin@atrium.dev');
    await page.goto('/portal/customers');
    await page.getByRole('link', { name: 'User management' }).click();
    await expect(page).toHaveURL(/\/portal\/admin\/user-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User management' })).toBeVisible();
    for (const column of ['Full Name', 'Email', 'Company', 'Roles', 'Status', 'Last sign-in']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A company name finds its people.
    await page.getByLabel('Search by name, e-mail or company').fill('globex');
    await expect(page.getByTestId('user-row').filter({ hasText: 'owner@globex.example' })).toBeVisible();
    await page.getByLabel('Search by name, e-mail or company').fill('solo@example.com');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByTestId('user-row').click();

    const drawer = page.getByRole('dialog', { name: 'Sol Solo' });
    await expect(drawer).toBeVisible();
    expect(await signInAnswers(page, 'solo@example.com')).toBe(200);
    await drawer.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
    await expect(confirm).toContainText('no longer be able to sign in');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Sol Solo deactivated')).toBeVisible();
    await expect(drawer.getByText('Inactive')).toBeVisible();
    expect(await signInAnswers(page, 'solo@example.com')).toBe(401);

    // The list shows it too, and the status filter finds it.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect(page.getByTestId('user-row').filter({ hasText: 'solo@example.com' })).toBeVisible();

    await page.getByTestId('user-row').filter({ hasText: 'solo@example.com' }).click();
    await drawer.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('dialog', { name: 'Reactivate user' }).getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByText('Sol Solo reactivated')).toBeVisible();
    expect(await signInAnswers(page, 'solo@example.com')).toBe(200);
  });

  test('an error raised in the browser shows up in the log viewer with its stack, and visits are listed', async ({
    page,
  }) => {
    await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/tools/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const message = `e2e boom ${Date.now()}`;
    // An uncaught error in a timer: no error boundary sees it, the global reporter does.
    const reported = page.waitForResponse(
      (r) => r.url().includes('/api/log-error/') && r.request().method() === 'POST',
    );
    await page.evaluate((m) => {
      setTimeout(() => {
        throw new Error(m);
      });
    }, message);
    expect((await reported).status()).toBe(200);

    await page.getByRole('link', { name: 'Client logs' }).click();
    await expect(page).toHaveURL(/\/tools\/logmeas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Client logs' })).toBeVisible();
    await expect(page.getByTestId('errors-per-day')).toContainText(/[1-9]\d* errors? in the last 30 days/);
    const group = page.getByTestId('error-group').filter({ hasText: message });
    await expect(group).toBeVisible();
    await expect(group).toContainText('/tools/admin');
    await expect(group).toContainText('Sam Super');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Search message, page or user').fill('no such error anywhere');
    await expect(page.getByText('No error matches this search.')).toBeVisible();
    await page.getByLabel('Search message, page or user').fill(message);
    await page.getByTestId('error-group').filter({ hasText: message }).click();
    const drawer = page.getByRole('dialog', { name: 'Occurrences' });
    await expect(drawer.getByTestId('occurrence')).toHaveCount(1);
    await expect(drawer.getByLabel('Stack', { exact: true })).toContainText(message);
    await expect(drawer).toContainText('superadmin@atrium.dev');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Visits' }).click();
    await expect(page.getByTestId('visit-row').filter({ hasText: 'superadmin@atrium.dev' }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('phone width: user cards open the drawer and the log viewer fits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/portal/admin/user-management?q=owner%40acme');
    await expect(page.getByTestId('user-card')).toHaveCount(1);
    await page.getByTestId('user-card').getByRole('button').click();
    const drawer = page.getByRole('dialog', { name: 'Olivia Acme' });
    await expect(drawer).toBeVisible();
    // A superadmin may sign in as a customer.
    await expect(drawer.getByRole('button', { name: 'Sign in as this user' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/tools/logmeas');
    await expect(page.getByRole('heading', { level: 1, name: 'Client logs' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
