import { expect, test, type Page } from '@playwright/test';
import { latestMail, loginByApi, seriousA11yViolations } from './fixtures.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Picks an option of an MUI select (a combobox button) by the field's label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('company sign-up and onboarding', () => {
  test('a company signs up through every step, verifies the e-mail and lands on the customer home', async ({
    page,
    request,
  }) => {
    const id = tag();
    const email = `founder-${id}@example.com`;
    const companyName = `Rocket Labs ${id}`;
    const password = 'Launch-pad-2026';

    await page.goto('/signup');
    await page.getByRole('button', { name: /A company/ }).click();
    await expect(page).toHaveURL(/\/signup\/country-select$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/company\/incorporation$/);
    await page.getByLabel('Yes, it is a Delaware C-Corp').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The company name is checked by the server before moving on.
    await page.getByLabel('Company name').fill('Acme Inc.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This company name is already in use')).toBeVisible();
    await page.getByLabel('Company name').fill(companyName);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/company\/connect$/);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 1 Personal.
    await expect(page).toHaveURL(/\/personal-information$/);
    await expect(page.getByTestId('side-panel-title')).toHaveText('Tell us about you');
    await page.getByLabel('First name').fill('Fran');
    await page.getByLabel('Last name').fill('Founder');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Repeat password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2 Company: the name from the earlier step is there; every rule shows its message first.
    await expect(page).toHaveURL(/\/onboarding\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('side-panel-title')).toHaveText('Your company');
    await expect(page.getByLabel('Company name')).toHaveValue(companyName);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Company legal name is required')).toBeVisible();
    await expect(page.getByText('URL is required')).toBeVisible();
    await expect(page.getByText('Latest financial stage is required')).toBeVisible();
    await expect(page.getByLabel('Legal name')).toBeFocused();

    await page.getByLabel('Legal name').fill(`${companyName} Inc.`);
    await page.getByLabel('Description').fill('Reusable rockets for small satellites');
    await page.getByLabel('Website').fill('rocket.example');
    await page.getByLabel('Telephone').fill('12ab');
    await choose(page, /State \/ Region/, 'Texas');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('Zip code').fill('73301');
    await page.getByLabel('Street address').fill('1 Launch Way');
    await choose(page, /Industry/, 'Others');
    await page.getByLabel('Your industry').fill('Aerospace');
    await choose(page, /Latest financial stage/, 'Seed');
    await choose(page, /Year founded/, String(new Date().getFullYear() - 1));
    await choose(page, /Number of employees/, '11-50');
    await page.getByLabel('EBITDA (USD)').fill('-20000');
    await page.getByLabel('Cash on hand (USD)').fill('500000');
    await page.getByLabel('Monthly revenue (USD)').fill('1000');
    await page.getByLabel('Total funding received (USD)').fill('750000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Telephone must be a number')).toBeVisible();
    await page.getByLabel('Telephone').fill('5125550100');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3 Activity: the last-year block appears with tax assistance and its fields become required.
    await expect(page.getByTestId('side-panel-title')).toHaveText('Your activity');
    await page.getByLabel(/Estimated 2023 expenses/).fill('240000');
    await page.getByLabel('Who does your bookkeeping today?').fill('An outside firm');
    await page.getByLabel('I need help with the 2022 tax year').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('last-year-block').getByText('This field is required')).toHaveCount(1);
    await page.getByLabel('2022 expenses (USD)').fill('90000');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The account exists; the e-mail must be verified before the first sign-in.
    await expect(page).toHaveURL(/\/verify-email\/[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => sessionStorage.getItem('companyInformation'))).toBeNull();
    const mail = await latestMail(request, email, 'VERIFY_EMAIL');
    const link = /\/verifying-email\/[^\s"'<>)]+/.exec(mail.text)![0];
    await page.goto(link);
    await expect(page).toHaveURL(/\/one\/home$/);

    // The new company is the user's tenant, with what was typed.
    await page.goto('/one/settings');
    await expect(page.getByTestId('company-companyName')).toHaveText(companyName);
    await expect(page.getByTestId('company-industry')).toHaveText('Aerospace');
    await expect(page.getByTestId('company-address')).toContainText('73301');
  });

  test('skip for now creates the account without the activity answers', async ({ page, request }) => {
    const id = tag();
    const email = `skipper-${id}@example.com`;
    await page.goto('/personal-information');
    await page.getByLabel('First name').fill('Sky');
    await page.getByLabel('Last name').fill('Pper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Skip-it-2026!');
    await page.getByLabel('Repeat password').fill('Skip-it-2026!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Company name').fill(`Skipper ${id}`);
    await page.getByLabel('Legal name').fill(`Skipper ${id} LLC`);
    await page.getByLabel('Description').fill('Sails');
    await page.getByLabel('Website').fill('https://skipper.example');
    await page.getByLabel('Telephone').fill('+13055550100');
    await choose(page, /State \/ Region/, 'Florida');
    await page.getByLabel('City').fill('Miami');
    await page.getByLabel('Zip code').fill('33101');
    await page.getByLabel('Street address').fill('2 Harbor Rd');
    await choose(page, /Industry/, 'Travel');
    await choose(page, /Latest financial stage/, 'Bootstrapped');
    await choose(page, /Year founded/, String(new Date().getFullYear()));
    await choose(page, /Number of employees/, '2-10');
    for (const label of ['EBITDA (USD)', 'Cash on hand (USD)', 'Monthly revenue (USD)', 'Total funding received (USD)'])
      await page.getByLabel(label).fill('0');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/verify-email\/[0-9a-f-]{36}$/);
    await latestMail(request, email, 'VERIFY_EMAIL');
  });
});

test('an individual signs up from /signup and lands on the customer home after verifying', async ({
  page,
  request,
}) => {
  const email = `solo-${tag()}@example.com`;
  await page.goto('/signup');
  await page.getByRole('button', { name: /An individual/ }).click();
  await expect(page).toHaveURL(/\/signup\/individual$/);
  await page.getByLabel('First name').fill('Indy');
  await page.getByLabel('Last name').fill('Vidual');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill('Solo-pass-2026');
  await page.getByLabel('Confirm password').fill('Solo-pass-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\/[0-9a-f-]{36}$/);
  const mail = await latestMail(request, email, 'VERIFY_EMAIL');
  await page.goto(/\/verifying-email\/[^\s"'<>)]+/.exec(mail.text)![0]);
  await expect(page).toHaveURL(/\/one\/home$/);
});

test('the company admin edits the company information; the modal shows its rules', async ({ page }) => {
  await loginByApi(page, 'owner@globex.example');
  await page.goto('/one/settings');
  const card = page.getByTestId('company-info-card');
  await expect(card.getByTestId('company-companyName')).toHaveText('Globex LLC');
  await card.getByRole('button', { name: 'Edit company information' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Zip code').fill('');
  await dialog.getByLabel('Legal name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Zip code is required')).toBeVisible();
  await expect(dialog.getByText('Company legal name is required')).toBeVisible();
  await dialog.getByLabel('Legal name').fill('Globex Corporation');
  await dialog.getByLabel('Zip code').fill('10001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company information saved')).toBeVisible();
  await expect(card.getByTestId('company-legalName')).toHaveText('Globex Corporation');
  await expect(card.getByTestId('company-address')).toContainText('10001');
});

test('a member who is not the company admin sees no edit pencil', async ({ page }) => {
  await loginByApi(page, 'member@globex.example');
  await page.goto('/one/settings');
  await expect(page.getByTestId('company-info-card').getByTestId('company-companyName')).toHaveText('Globex LLC');
  await expect(page.getByRole('button', { name: 'Edit company information' })).toHaveCount(0);
});

test('the onboarding company form shows its validation messages in Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('atrium.language', 'es'));
  await page.goto(`/onboarding/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Empresa', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El nombre de la empresa es obligatorio')).toBeVisible();
  await expect(page.getByText('La razón social es obligatoria')).toBeVisible();
  await expect(page.getByText('La URL es obligatoria')).toBeVisible();
  await expect(page.getByText('La última etapa de financiación es obligatoria')).toBeVisible();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  // The description stops at its maximum while typing (issue 13) instead of refusing the form afterwards.
  await page.getByLabel('Descripción').fill('x'.repeat(251));
  await expect(page.getByLabel('Descripción')).toHaveValue('x'.repeat(250));
  await expect(page.getByText('250/250')).toBeVisible();
});

test('axe: account type, personal information and the onboarding company and activity steps', async ({ page }) => {
  for (const path of [
    '/signup',
    '/signup/individual',
    '/personal-information',
    `/onboarding/${crypto.randomUUID()}`,
    '/onboarding/FROM-PRODUCT-PAGE',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
});
