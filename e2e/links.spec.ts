import { expect, test, type Page } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

/**
 * Links (spec 3 §2.10, §3 type URL): the owner adds a link in the data room and in the document center, it opens in a
 * new tab without a handle on the app (noopener), the screens pass axe, and the link is deleted. The links point at
 * this server's own login page so the new tab loads without the internet.
 */

async function addLink(page: Page, name: string, url: string) {
  await page.getByRole('button', { name: 'Add link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a link' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  // A refused scheme first: the dialog says why and stays open.
  await dialog.getByRole('textbox', { name: 'Web address' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog.getByText('Only web addresses starting with http:// or https:// can be added')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Web address' }).fill(url);
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
}

/** Clicking the link opens the address in a new tab that cannot reach back to the app. */
async function opensInNewTab(page: Page, name: string, url: string) {
  const anchor = page.getByRole('link', { name: `Open ${name} in a new tab` });
  await expect(anchor).toHaveAttribute('href', url);
  await expect(anchor).toHaveAttribute('target', '_blank');
  await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  const [popup] = await Promise.all([page.context().waitForEvent('page'), anchor.click()]);
  await popup.waitForLoadState('domcontentloaded');
  expect(popup.url()).toBe(url);
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  await popup.close();
}

test.describe('links', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a link in the data room: added, opened in a new tab, deleted', async ({ page, baseURL }) => {
    const name = `E2E room link ${Date.now()}`;
    const url = `${baseURL}/login?from=room-${Date.now()}`;
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/data-room/files');
    await expect(page.getByTestId('folder-title')).toHaveText('Processing');

    await addLink(page, name, url);
    const row = page.getByTestId('file-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Link', { exact: true })).toBeVisible();
    await opensInNewTab(page, name, url);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });

  test('a link in the document center: added, opened in a new tab, deleted', async ({ page, baseURL }) => {
    const name = `E2E center link ${Date.now()}`;
    const url = `${baseURL}/login?from=center-${Date.now()}`;
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/document-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Document center' })).toBeVisible();

    await addLink(page, name, url);
    await opensInNewTab(page, name, url);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // On a phone the link is a card with the same anchor, and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('link', { name: `Open ${name} in a new tab` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add link' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: `Open ${name} in a new tab` })).toHaveCount(0);
  });
});
