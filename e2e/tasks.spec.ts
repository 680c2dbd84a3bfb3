import { test, expect } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

test.describe('tasks', () => {
  // Two shared cores: two sessions, an upload and several dialogs.
  test.describe.configure({ timeout: 180_000 });

  test('staff start Delaware incorporation for Acme, ask for the cap table; the owner uploads it; staff approve', async ({
    page,
    browser,
  }) => {
    const id = Date.now();
    const taskName = `Upload the cap table ${id}`;
    const fileName = `cap-table-${id}.pdf`;

    // Staff: a flow for Acme from the catalogue service.
    await loginByApi(page, 'admin@atrium.dev');
    await page.goto('/product-manager');
    await page.getByRole('button', { name: 'New service flow' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Company').fill('Acme');
    await page.getByRole('option', { name: 'Acme Inc.' }).click();
    await dialog.getByLabel('Service').fill('Delaware incorporation');
    await page.getByRole('option', { name: 'Delaware incorporation', exact: true }).click();
    await dialog.getByTestId('create-flow-submit').click();
    await expect(page).toHaveURL(/\/product-manager\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delaware incorporation' })).toBeVisible();
    await expect(page.getByTestId('flow-task-row')).toHaveCount(6);

    // …and a task that asks Acme for its cap table.
    await page.getByRole('button', { name: 'Add task' }).click();
    const add = page.getByRole('dialog');
    await add.getByLabel('Task name').fill(taskName);
    await add.getByLabel('Task type').click();
    await page.getByRole('option', { name: 'File request' }).click();
    await add.getByLabel('The customer does this task').check();
    await add.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByTestId('flow-task-row')).toHaveCount(7);

    // The Acme owner finds it on /one/tasks and uploads the file.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await loginByApi(owner, 'owner@acme.example');
    await owner.goto('/one/tasks');
    // A new session's first page: the session, the workspace and the page chunk load on two shared cores.
    await expect(owner.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible({ timeout: 30_000 });
    await expect(owner.getByTestId('task-tab-ALL')).toHaveAttribute('aria-selected', 'true');
    const row = owner.getByTestId('task-row').filter({ hasText: taskName });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('task-status')).toHaveText('Pending');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await row.click();
    await expect(owner).toHaveURL(/\/one\/task-details\//);
    await expect(owner.getByRole('heading', { level: 1, name: taskName })).toBeVisible();
    await owner
      .getByTestId('task-file-input')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf('cap table') });
    await expect(owner.getByTestId('task-file').filter({ hasText: fileName })).toBeVisible();
    await expect(owner.getByTestId('task-status')).toHaveText('In progress');
    await owner.getByRole('button', { name: 'Submit for review' }).click();
    await expect(owner.getByTestId('task-status')).toHaveText('Waiting for review');
    expect(await seriousA11yViolations(owner)).toEqual([]);

    // The file is in Acme's document center.
    await owner.goto('/one/document-center');
    await expect(owner.getByText(fileName)).toBeVisible();

    // Staff approve it from the flow.
    await page.getByTestId('flow-task-row').filter({ hasText: taskName }).click();
    await expect(page).toHaveURL(/\/portal\/task-details\//);
    await expect(page.getByRole('heading', { level: 1, name: taskName })).toBeVisible();
    await expect(page.getByTestId('task-status')).toHaveText('Waiting for review');
    await expect(page.getByTestId('task-file').filter({ hasText: fileName })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('task-status')).toHaveText('Done');

    // The owner's list no longer shows it under the default filter (done tasks are filtered out), but Done Tasks does.
    await owner.goto('/one/tasks');
    await expect(owner.getByTestId('task-row').first()).toBeVisible();
    await expect(owner.getByTestId('task-row').filter({ hasText: taskName })).toHaveCount(0);
    await owner.getByTestId('task-tab-DONE').click();
    await expect(owner.getByTestId('task-row').filter({ hasText: taskName }).getByTestId('task-status')).toHaveText(
      'Done',
    );
    // The tab is remembered.
    await owner.reload();
    await expect(owner.getByTestId('task-tab-DONE')).toHaveAttribute('aria-selected', 'true');

    // The company now has the service: the catalogue marks it instead of offering to ask for it.
    await owner.goto('/one/legal');
    const service = owner.getByTestId('service-DELAWARE_INCORPORATION');
    await expect(service.getByTestId('service-active')).toBeVisible();
    await expect(service.getByTestId('service-ask')).toHaveCount(0);
    await ownerContext.close();
  });
});
