import { test, expect } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

test.describe('planning', () => {
  // Two shared cores: a build's first pages and two dialogs.
  test.describe.configure({ timeout: 120_000 });

  test('staff open the workload from the menu, then create, copy and revoke their calendar feed', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginByApi(page, 'staff@atrium.dev');
    await page.goto('/portal/customers');
    await page.getByTestId('nav-drawer').getByRole('link', { name: 'Workload' }).click();
    await expect(page).toHaveURL(/\/portal\/workload$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workload' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('workload-row').filter({ hasText: 'Stu Staff' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/portal/tasks/admin');
    await page.getByRole('button', { name: 'Calendar feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your task calendar' });
    await expect(dialog.getByTestId('calendar-feed-status')).toHaveText('You have no calendar feed.');
    await dialog.getByRole('button', { name: 'Create feed address' }).click();
    const address = dialog.getByLabel('Feed address');
    await expect(address).toHaveValue(/\/api\/task\/calendar-feed\/[\w-]{40,}$/);
    const url = await address.inputValue();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A calendar application reads the address without a session.
    const path = new URL(url).pathname;
    const feed = await page.request.get(path, { headers: { authorization: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the calendar feed?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(dialog.getByTestId('calendar-feed-status')).toHaveText('You have no calendar feed.');
    expect((await page.request.get(path)).status()).toBe(404);
  });
});
