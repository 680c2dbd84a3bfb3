import { test, expect, type Page } from '@playwright/test';
import { latestMail, loginByApi, seriousA11yViolations } from './fixtures.ts';

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function customerNames(page: Page, token: string, term: string) {
  const r = await page.request.get(`/api/customer-management/search?term=${encodeURIComponent(term)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await r.json()).content.items as { name: string; accountType: string }[]).map(
    (c) => `${c.name} (${c.accountType})`,
  );
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

test.describe('admin tools: Create Company wizard', () => {
  test('creates a company through the three steps, with Go back keeping what was typed', async ({ page }) => {
    const { token } = await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/tools/admin');
    await expect(page.getByRole('heading', { level: 2, name: 'Create Company' })).toBeVisible();

    // step 1
    await page.getByRole('radio', { name: /^Company/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Company details')).toBeVisible();

    // step 2: the required fields show their messages first
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText('Industry is required')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Company name').fill('Wizard Works');
    await page.getByLabel('Legal name').fill('Wizard Works LLC');
    await page.getByLabel('Description').fill('We build wizards.');
    await page.getByRole('combobox', { name: 'Country' }).fill('United States');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await choose(page, 'State / region', 'Texas');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('Address').fill('500 Congress Ave');
    await page.getByLabel('Zip code').fill('78701');
    await choose(page, 'Industry', 'Software as a Service');
    await choose(page, 'Latest financial stage', 'Seed');
    await choose(page, 'Year founded', String(new Date().getFullYear() - 2));
    await choose(page, 'Number of employees', '11-50');
    await page.getByLabel('Cash on hand').fill('250000');
    await page.getByRole('button', { name: 'Continue' }).click();

    // step 3, then back to step 2 with the values kept
    await expect(heading(page, 'Owner user')).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(heading(page, 'Company details')).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveValue('Wizard Works');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText('First name required')).toBeVisible();
    await expect(page.getByText('Title required')).toBeVisible();
    await page.getByLabel('Workspace name').fill('wizardworks');
    await expect(page.getByText('wizardworks.atrium.app is available')).toBeVisible();
    await page.getByLabel('First name').fill('Wanda');
    await page.getByLabel('Last name').fill('Wizard');
    await page.getByRole('combobox', { name: 'Title' }).fill('CEO');
    await page.getByRole('textbox', { name: /^Email\s*\*?$/ }).fill('wanda@wizardworks.example');
    await page.getByLabel('Password', { exact: true }).fill('Wanda-pass-2026');
    await page.getByLabel('Repeat password').fill('Wanda-pass-2026');
    await page.getByRole('button', { name: 'Add someone to invite' }).click();
    await page.getByLabel('Email to invite').fill('colleague@wizardworks.example');
    await page.getByRole('button', { name: 'Create Company' }).click();

    await expect(page.getByText('Company created successfully')).toBeVisible();
    // the wizard starts over
    await expect(heading(page, 'Account type')).toBeVisible();
    expect(await customerNames(page, token, 'wizard')).toEqual(['Wizard Works (COMPANY)']);

    // the invitee got the invitations module's e-mail
    const mail = await latestMail(page.request, 'colleague@wizardworks.example', 'INVITE_USER_TO_COMPANY');
    expect(mail.text).toContain('Wizard Works');
    // the owner can sign in
    const login = await page.request.post('/auth/login', {
      data: { email: 'wanda@wizardworks.example', password: 'Wanda-pass-2026' },
    });
    expect(login.ok()).toBe(true);

    // the same name again: the server's message is shown and the field marked on step 2
    await page.getByRole('radio', { name: /^Company/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Company name').fill('Wizard Works');
    await page.getByLabel('Legal name').fill('Another');
    await page.getByLabel('Description').fill('Copy.');
    await page.getByRole('combobox', { name: 'Country' }).fill('France');
    await page.getByRole('option', { name: 'France', exact: true }).click();
    // France has no list of states: the region is typed (required, spec 1 §5).
    await page.getByRole('textbox', { name: /^State \/ region/ }).fill('Île-de-France');
    await page.getByLabel('City').fill('Paris');
    await page.getByLabel('Address').fill('1 Rue');
    await page.getByLabel('Zip code').fill('75001');
    await choose(page, 'Industry', 'Fintech');
    await choose(page, 'Latest financial stage', 'Seed');
    await choose(page, 'Year founded', String(new Date().getFullYear()));
    await choose(page, 'Number of employees', '2-10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('First name').fill('Copy');
    await page.getByLabel('Last name').fill('Cat');
    await page.getByRole('combobox', { name: 'Title' }).fill('CEO');
    await page.getByRole('textbox', { name: /^Email\s*\*?$/ }).fill('copy@cat.example');
    await page.getByLabel('Password', { exact: true }).fill('Copy-pass-2026');
    await page.getByLabel('Repeat password').fill('Copy-pass-2026');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This company name is already in use' }).first(),
    ).toBeVisible();
    await expect(heading(page, 'Company details')).toBeVisible();
  });

  test('creates an individual account, skipping the company step both ways', async ({ page }) => {
    const { token } = await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/tools/admin');
    await page.getByRole('radio', { name: /^Individual/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Owner user')).toBeVisible();
    await expect(page.getByText('Skipped for individuals')).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(heading(page, 'Account type')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Owner user')).toBeVisible();

    await page.getByLabel('First name').fill('Indra');
    await page.getByLabel('Last name').fill('Individual');
    await page.getByRole('combobox', { name: 'Title' }).fill('Treasurer');
    await page.getByRole('textbox', { name: /^Email\s*\*?$/ }).fill('indra@example.com');
    await page.getByRole('button', { name: 'Create Company' }).click();
    // a new owner needs a password: the server says so on the field
    await expect(page.getByText('Password required')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Indra-pass-2026');
    await page.getByLabel('Repeat password').fill('Indra-pass-2026');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText('Company created successfully')).toBeVisible();
    expect(await customerNames(page, token, 'indra')).toEqual(['Indra Individual (INDIVIDUAL)']);
  });
});

test.describe('admin tools: CSV import', () => {
  test('imports a file, creating the valid rows and reporting the failing one', async ({ page }) => {
    const { token } = await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/tools/admin');
    await page.getByRole('link', { name: 'Open CSV import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import customers from a CSV file' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    expect((await download).suggestedFilename()).toBe('atrium-customers-template.csv');

    const csv = [
      'accountType,ownerFirstName,ownerLastName,ownerTitle,ownerEmail,companyName,legalName,description,country,state,city,address,zipCode,latestFinancialStage,yearFounded,numberOfEmployees,industry',
      'COMPANY,Cora,Csv,CEO,cora@csvco.example,Csv Co,Csv Co Inc.,"Imports, quoted",US,Ohio,Columbus,1 High St,43004,Seed,2020,2-10,Fintech',
      'COMPANY,Dup,Csv,CEO,dup@csvco.example,Acme Inc.,Acme,Dup,US,Ohio,Columbus,1 High St,43004,Seed,2020,2-10,Fintech',
      'INDIVIDUAL,Ian,Csv,CEO,ian@csv.example,,,,,,,,,,,,',
    ].join('\n');
    await page
      .getByTestId('csv-file')
      .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('customers.csv: 3 rows, 0 with problems.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(page.getByTestId('csv-progress')).toHaveText('Finished: 2 created, 1 failed.');
    const rows = page.getByTestId('csv-row');
    await expect(rows.nth(0)).toContainText('Created');
    await expect(rows.nth(1)).toContainText('Failed');
    await expect(rows.nth(1)).toContainText('This company name is already in use');
    await expect(rows.nth(2)).toContainText('Created');
    expect(await customerNames(page, token, 'csv')).toEqual(['Csv Co (COMPANY)', 'Ian Csv (INDIVIDUAL)']);
  });
});
