import { expect, test, type Page } from '@playwright/test';
import { latestMail, loginByApi, seriousA11yViolations } from './fixtures.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks an option of an MUI select (a combobox button) by the field's label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a person edits their profile with a photo, and it is kept after a reload', async ({ page }) => {
  await loginByApi(page, 'member@acme.example');
  await page.goto('/one/settings');
  await page.getByRole('link', { name: 'Open my profile' }).click();
  await expect(page).toHaveURL(/\/one\/profile$/);
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();

  // A file that is not an image is refused with words, before anything is sent.
  await page.getByTestId('profile-photo-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('The photo must be a PNG, JPEG or WebP image.')).toBeVisible();
  await page.getByTestId('profile-photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Photo updated')).toBeVisible();
  await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /\/api\/files\/signed\//);

  await choose(page, 'Job title', 'CFO');
  await page.getByLabel('Location').fill('Austin, TX');
  await page.getByLabel('LinkedIn').fill('https://linkedin.com/in/acme-member');
  await page.getByLabel('Bio').fill('Keeps the numbers honest.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Austin, TX');
  await expect(page.getByLabel('Bio')).toHaveValue('Keeps the numbers honest.');
  await expect(page.getByRole('combobox', { name: 'Job title' })).toHaveText('CFO');
  // The photo loads from its signed URL.
  const img = page.getByTestId('profile-photo').locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
});

test('a company admin adds another company and switches to it from the workspace selector', async ({ page }) => {
  const name = `Orbital Freight ${tag()}`;
  await loginByApi(page, 'owner@acme.example');
  await page.goto('/one/home');
  await page.getByTestId('workspace-selector').click();
  await page.getByTestId('add-company').click();
  await expect(page).toHaveURL(/\/one\/company-add$/);
  await expect(page.getByRole('heading', { name: 'Add a company' })).toBeVisible();

  await page.getByLabel('Company name').fill(name);
  await page.getByLabel('Legal name').fill(`${name} LLC`);
  await page.getByLabel('Description').fill('Freight to low orbit');
  await page.getByLabel('Website').fill('orbital.example');
  await page.getByLabel('Telephone').fill('5125550100');
  await choose(page, /State \/ Region/, 'Texas');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('Zip code').fill('73301');
  await page.getByLabel('Street address').fill('2 Launch Way');
  await choose(page, /Industry/, 'Others');
  await page.getByLabel('Your industry').fill('Space logistics');
  await choose(page, /Latest financial stage/, 'Seed');
  await choose(page, /Year founded/, String(new Date().getFullYear() - 1));
  await choose(page, /Number of employees/, '2-10');
  await page.getByLabel('EBITDA (USD)').fill('0');
  await page.getByLabel('Cash on hand (USD)').fill('100000');
  await page.getByLabel('Monthly revenue (USD)').fill('0');
  await page.getByLabel('Total funding received (USD)').fill('250000');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create company' }).click();

  // Created, selected, and listed in the selector beside Acme.
  await expect(page).toHaveURL(/\/one\/home$/);
  await expect(page.getByTestId('current-tenant-name')).toHaveText(name);
  await page.getByTestId('workspace-selector').click();
  await page.getByRole('menuitem', { name: /Acme Inc\./ }).click();
  await expect(page.getByTestId('current-tenant-name')).toHaveText('Acme Inc.');
  await page.getByTestId('workspace-selector').click();
  await page.getByRole('menuitem', { name: new RegExp(name) }).click();
  await expect(page.getByTestId('current-tenant-name')).toHaveText(name);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a new account lands on /not-supported after sign-up and may continue anyway', async ({ page, request }) => {
    const email = `phone-${tag()}@example.com`;
    await page.goto('/signup');
    await page.getByRole('button', { name: /An individual/ }).click();
    await page.getByLabel('First name').fill('Pho');
    await page.getByLabel('Last name').fill('Ne');
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/^password/i).fill('Phone-pass-2026');
    await page.getByLabel('Confirm password').fill('Phone-pass-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email\/[0-9a-f-]{36}$/);
    const mail = await latestMail(request, email, 'VERIFY_EMAIL');
    await page.goto(/\/verifying-email\/[^\s"'<>)]+/.exec(mail.text)![0]);
    await expect(page).toHaveURL(/\/not-supported$/);
    await expect(page.getByRole('heading', { name: 'This screen needs a larger display' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(page).toHaveURL(/\/one\/home$/);

    // The profile fits the phone: no sideways scrolling.
    await page.goto('/one/profile');
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('a project link says plainly that no content manager is configured', async ({ page }) => {
  // The e2e server runs without CMS_BASE_URL, so /manager/project/:externalId cannot redirect anywhere.
  await loginByApi(page, 'superadmin@atrium.dev');
  await page.goto('/manager/project/0b6f3c1e-2c1d-4e7a-9d38-0f1c2a3b4c5d');
  await expect(page.getByRole('heading', { name: 'No content manager is configured' })).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/project\//);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
