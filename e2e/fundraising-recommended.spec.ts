import fs from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import XLSX from 'xlsx';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test.describe('fundraising: recommended lists', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner makes a recommended list their own with a suggested name, renames it, plans a follow-up that the home shows, and exports it', async ({
    page,
  }) => {
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/home');
    await page.getByTestId('nav-smartlists').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fundraising' })).toBeVisible({ timeout: 60_000 });
    const panel = page.getByRole('region', { name: 'Recommended for you' });
    const recs = panel.getByTestId('recommended-list');
    await expect(recs.first()).toBeVisible();
    // Acme raised its seed round in software: Series A SaaS investors come first.
    const recName = await recs.first().locator('p').first().innerText();
    expect(recName).toMatch(/^Series A SaaS investors/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await recs
      .first()
      .getByRole('button', { name: `Create list from '${recName}'` })
      .click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('Name new Smartlist*');
    await expect(name).toHaveValue(recName);
    // Other names are suggested once the dialog has settled; one is picked.
    const chips = dialog.getByTestId('name-suggestions').getByRole('button');
    await expect(chips.first()).toBeVisible();
    const picked = await chips.first().innerText();
    await chips.first().click();
    await expect(name).toHaveValue(picked);
    await dialog.getByRole('button', { name: 'Create list' }).click();

    // After creating a list the user lands on it, with the recommendation's investors.
    await expect(page).toHaveURL(/\/one\/fundraising\/smart-list\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: picked })).toBeVisible();
    const rows = page.getByTestId('smartlist-row');
    await expect(rows.first()).toBeVisible();

    // Rename from the keyboard; sharing with the team needs the Shared Smartlists add-on (Acme has not got it).
    await page.getByRole('button', { name: 'Edit', exact: true }).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog');
    await expect(settings.getByRole('radio', { name: /^Team/ })).toBeDisabled();
    await expect(settings.getByRole('radio', { name: /^Just me/ })).toBeChecked();
    await expect(
      settings.getByText('Sharing a Smartlist with your team needs the Shared Smartlists add-on.'),
    ).toBeVisible();
    await settings.getByLabel('Name').fill('Series A shortlist');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Smartlist saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Series A shortlist' })).toBeVisible();

    // A follow-up today with the first investor shows on the home.
    const first = (await rows.first().getByRole('cell').nth(0).innerText()).split('\n')[0].trim();
    await page.getByLabel(`Next contact with ${first}`).fill(today());
    await expect(page.getByText('Next contact saved')).toBeVisible();

    // Export, and read the workbook back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Series A shortlist.xlsx');
    const wb = XLSX.read(await fs.readFile((await download.path())!), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, string>>(wb.Sheets[wb.SheetNames[0]]);
    expect(sheet.length).toBeGreaterThan(0);
    expect(sheet.find((r) => r.Name === first)?.['Next contact']).toBe(today());

    await page.goto('/one/home');
    const card = page.getByTestId('home-next-contacts');
    // The home loads several cards at once: on a busy machine give it longer than one query.
    await expect(card.getByTestId('home-next-contact').filter({ hasText: first })).toContainText('Today', {
      timeout: 30_000,
    });
    await card.getByTestId('home-next-contact').filter({ hasText: first }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Series A shortlist' })).toBeVisible();

    // On a phone the settings open as a sheet that fits the screen.
    await page.setViewportSize({ width: 375, height: 760 });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const sheetDialog = page.getByRole('dialog');
    await expect(sheetDialog.getByLabel('Name')).toBeVisible();
    const box = (await sheetDialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await expect(sheetDialog).toBeHidden();
  });
});
