import { test, expect, type Page } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

const rows = (page: Page) => page.getByTestId('team-row');

/** Picks an option of an MUI select by the field's label. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('team back-office', () => {
  test('a portal admin searches and filters the team, then creates a user', async ({ page }) => {
    await loginByApi(page, 'admin@atrium.dev');
    await page.goto('/portal/customers');
    await page.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/portal\/atrium-team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Atrium Team - Back office' })).toBeVisible();
    for (const column of ['Full Name', 'Email', 'Job Title', 'Role', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    // Four demo staff and the product support user (chat).
    await expect(rows(page)).toHaveCount(5);

    // search
    await page.getByLabel('Search by name, e-mail or job title').fill('kim');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('kam@atrium.dev');
    await page.getByLabel('Search by name, e-mail or job title').fill('nobody-like-this');
    await expect(page.getByText('Users with provided filters not found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows(page)).toHaveCount(5);

    // filter panel: role KAM
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filter the team' }).getByLabel('KAM').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Kim Manager');
    await page.goto('/portal/atrium-team');

    // create a user, with a job title typed for 'Other' and access to Atrium One
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await expect(dialog.getByRole('combobox', { name: 'Portal role' })).toHaveText('Admin');
    await dialog.getByLabel('First name').fill('Tess');
    await dialog.getByLabel('Last name').fill('Teammate');
    await choose(page, 'Job title', 'Other');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Job title is required')).toBeVisible();
    await dialog.getByLabel('Job title (other)').fill('Tax Partner');
    await dialog.getByLabel('Email').fill('tess@atrium.dev');
    await dialog.getByLabel('Password').fill('Tess-pass-2026');
    await choose(page, 'Portal role', 'Standard');
    await dialog.getByLabel('Allow access to Atrium One?').check();
    await expect(dialog.getByRole('combobox', { name: 'Atrium One role' })).toHaveText('Viewer');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created succesffully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search by name, e-mail or job title').fill('tess');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Tax Partner');
    await expect(rows(page).first()).toContainText('Standard');
    await expect(rows(page).first()).toContainText('Active');

    // member details
    await page.getByRole('link', { name: 'View details of Tess Teammate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tess Teammate' })).toBeVisible();
    await expect(page.getByText('This member does not work in any customer account yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit team member' });
    await choose(page, 'Status', 'Inactive');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Inactive')).toBeVisible();
  });

  test('a KAM sees the team but not Create User', async ({ page }) => {
    await loginByApi(page, 'kam@atrium.dev');
    await page.goto('/portal/atrium-team');
    await expect(page.getByRole('heading', { level: 1, name: 'Atrium Team - Back office' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create User' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('on a phone the team is a list of cards that open the member', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginByApi(page, 'staff@atrium.dev');
    await page.goto('/portal/atrium-team');
    await expect(page.getByTestId('team-card').first()).toBeVisible();
    await expect(page.getByTestId('team-row')).toHaveCount(0);
    await page.getByRole('link', { name: 'View details of Kim Manager' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kim Manager' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('the create-user form shows its validation messages in Spanish', async ({ page }) => {
    await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/portal/atrium-team');
    await page.getByRole('button', { name: 'Español' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Equipo Atrium - Back office' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear usuario' });
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    for (const message of [
      'El nombre es obligatorio',
      'El apellido es obligatorio',
      'El cargo es obligatorio',
      'El correo es obligatorio',
      'La contraseña es obligatoria',
    ]) {
      await expect(dialog.locator('.Mui-error', { hasText: message }).first()).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Atrium Team - Back office' })).toBeVisible();
  });
});
