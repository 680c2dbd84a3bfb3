import { test, expect } from '@playwright/test';
import { PASSWORD, loginByApi, seriousA11yViolations } from './fixtures.ts';

test.describe('fundraising', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner searches investors, adds two to a new Smartlist, notes a conversation and shares it with a teammate', async ({
    page,
  }) => {
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/home');
    await page.getByTestId('nav-smartlists').click();
    await expect(page).toHaveURL(/\/one\/fundraising$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fundraising' })).toBeVisible();

    // Name search, narrowed by stage.
    await page.getByLabel('Search investors by name').fill('harbor');
    const rows = page.getByTestId('funder-row');
    await expect(rows.first()).toContainText(/harbor/i);
    await page.getByLabel('Stage').click();
    await page.getByRole('option', { name: 'Seed', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(rows.first()).toContainText('Seed');
    const first = (await rows.nth(0).getByRole('cell').nth(1).innerText()).split('\n')[0];
    const second = (await rows.nth(1).getByRole('cell').nth(1).innerText()).split('\n')[0];

    // Select two, see the count, add them to a new list.
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText('2 selected');
    await page.getByRole('button', { name: 'Add to Smartlist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name new Smartlist*').fill('Harbor seed funds');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact/s successfully added to your Smartlist')).toBeVisible();

    // After creating a list the user lands on it.
    await expect(page).toHaveURL(/\/one\/fundraising\/smart-list\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor seed funds' })).toBeVisible();
    const listRows = page.getByTestId('smartlist-row');
    await expect(listRows).toHaveCount(2);
    await expect(page.getByTestId('smartlist-row').filter({ hasText: first })).toHaveCount(1);
    await expect(page.getByTestId('smartlist-row').filter({ hasText: second })).toHaveCount(1);

    // A note on one investor, kept after a reload.
    await page.getByRole('button', { name: `Edit note for ${first}` }).click();
    await page.getByRole('dialog').getByLabel('Note').fill('Met at demo day, wants the deck');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Note saved')).toBeVisible();
    await page.reload();
    await expect(listRows.filter({ hasText: first })).toContainText('Met at demo day, wants the deck');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Shared with a teammate, who then sees the list (it was 'Just me').
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Add a collaborator').click();
    await page.getByRole('option', { name: /member@acme\.example/ }).click();
    await expect(page.getByText('Collaborator added')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Shared with Max Acme')).toBeVisible();
    const listId = page.url().split('/').pop()!;
    const login = await page.request.post('/auth/login', {
      data: { email: 'member@acme.example', password: PASSWORD },
    });
    const token = (await login.json()).content.token as string;
    const auth = { Authorization: `Bearer ${token}` };
    const workspaces = (await (await page.request.get('/api/workspace/all', { headers: auth })).json()).content as {
      tenantMemberships: { tenant: { name: string; externalId: string } }[];
    }[];
    const acme = workspaces.flatMap((w) => w.tenantMemberships).find((m) => m.tenant.name === 'Acme Inc.')!;
    const seen = await page.request.get(`/api/funder-list/${listId}`, {
      headers: { ...auth, 'X-Tenant-Id': acme.tenant.externalId },
    });
    expect(seen.status()).toBe(200);
    expect((await seen.json()).content.name).toBe('Harbor seed funds');
  });

  test("the provider's staff change an investor's logo from the search; a GIF is refused as the server words it", async ({
    page,
  }) => {
    // A real 1×1 PNG, so the browser draws it; a GIF's first bytes are refused by the server.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
    await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/one/fundraising');
    await page.getByLabel('Search investors by name').fill('harbor');
    const row = page.getByTestId('funder-row').first();
    await expect(row).toContainText(/harbor/i);
    const name = (await row.getByRole('cell').nth(1).innerText()).split('\n')[0];
    await row.getByRole('button', { name: `Change the logo of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Logo of ${name}` });
    const input = dialog.getByTestId('funder-logo-input');

    await input.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: gif });
    await expect(dialog.getByRole('alert')).toContainText('Invalid image format');

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByTestId('funder-logo-current').locator('img')).toHaveAttribute('src', /\/logo\?v=/);
    await expect(dialog.getByRole('button', { name: 'Replace the image' })).toBeEnabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The row shows the new logo, drawn from the signed URL.
    const img = row.locator('img');
    await expect(img).toHaveAttribute('src', /\/logo\?v=/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(1);
  });
});
