import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PASSWORD, loginByApi, seriousA11yViolations, tenantIdByName } from './fixtures.ts';

const DC = '/api/document-center';

interface Session {
  token: string;
  user: { externalId: string };
}
async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const r = await request.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(r.ok(), `login of ${email}`).toBe(true);
  return (await r.json()).content as Session;
}
const headers = (s: Session, tenant: string) => ({ Authorization: `Bearer ${s.token}`, 'X-Tenant-Id': tenant });
/** The owner of Acme creates a folder at the document center's root through the API. */
async function folderByApi(request: APIRequestContext, name: string) {
  const owner = await apiLogin(request, 'owner@acme.example');
  const acme = await tenantIdByName(request, owner.token);
  const r = await request.post(`${DC}/folder/create`, {
    headers: headers(owner, acme),
    data: { name, privacyType: 'ALL' },
  });
  expect(r.ok(), `create folder: ${r.status()}`).toBe(true);
  return { owner, acme };
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}
async function noSeriousA11y(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}
const minimalPdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

test.describe('document center', () => {
  // Two shared cores: uploads, downloads and dialogs take a while.
  test.describe.configure({ timeout: 150_000 });

  test('the owner creates a folder, uploads (with an overwrite), downloads, renames and deletes', async ({ page }) => {
    const id = Date.now();
    const folder = `E2E folder ${id}`;
    const a = `alpha-${id}.txt`;
    const b = `beta-${id}.txt`;
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/document-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Document center' })).toBeVisible();
    await expect(page.getByText('Files and folders of Acme Inc.')).toBeVisible();

    // An empty name is refused without a call; then the folder is created.
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: 'New folder' });
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('Folder name cannot be empty')).toBeVisible();
    await create.getByRole('textbox', { name: 'Name' }).fill(folder);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create).toBeHidden();
    await page.getByRole('button', { name: folder, exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Folder path' }).getByText(folder)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('This folder is empty')).toBeVisible();
    await noSeriousA11y(page);

    // Two files, then one of them again: the duplicate dialog offers Overwrite.
    const input = page.getByTestId('document-center-file-input');
    await input.setInputFiles([
      { name: a, mimeType: 'text/plain', buffer: Buffer.from('first alpha') },
      { name: b, mimeType: 'text/plain', buffer: Buffer.from('beta') },
    ]);
    await expect(page.getByText('2 files uploaded')).toBeVisible();
    await expect(page.getByRole('button', { name: a, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: b, exact: true })).toBeVisible();
    await input.setInputFiles([{ name: a, mimeType: 'text/plain', buffer: Buffer.from('second alpha, longer') }]);
    const duplicates = page.getByRole('dialog', { name: 'Files already exist' });
    await expect(duplicates.getByText(a)).toBeVisible();
    await noSeriousA11y(page);
    await duplicates.getByRole('button', { name: 'Overwrite' }).click();
    await expect(page.getByText('1 file uploaded')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^alpha-${id}`) })).toHaveCount(1);

    // One file downloads under its name with the new content; two come as files.zip.
    const one = page.waitForEvent('download');
    await rowAction(page, a, 'Download');
    const file = await one;
    expect(file.suggestedFilename()).toBe(a);
    expect(await readFile((await file.path())!, 'utf8')).toBe('second alpha, longer');
    await row(page, a).getByRole('checkbox').check();
    await row(page, b).getByRole('checkbox').check();
    const many = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Download' }).click();
    expect((await many).suggestedFilename()).toBe('files.zip');
    await page.getByRole('button', { name: 'Clear selection' }).click();

    // Rename, then delete after the confirmation.
    const renamed = `renamed-${id}.txt`;
    await rowAction(page, b, 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename' });
    await rename.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('button', { name: renamed, exact: true })).toBeVisible();
    await rowAction(page, renamed, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expect(confirm.getByText(`Delete “${renamed}”?`, { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: renamed, exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: a, exact: true })).toBeVisible();

    // Back to the root through the breadcrumbs; search finds the file by a part of its name.
    await page
      .getByRole('navigation', { name: 'Folder path' })
      .getByRole('button', { name: 'Document center' })
      .click();
    await expect(page.getByRole('button', { name: folder, exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search documents' }).fill(`alpha-${id}`);
    await expect(page.getByText(`Results for “alpha-${id}”`)).toBeVisible();
    await expect(page.getByRole('button', { name: a, exact: true })).toBeVisible();
    await noSeriousA11y(page);
  });

  test('a file is imported into the data room from the upload dialog', async ({ page, request }) => {
    const id = Date.now();
    const name = `import-${id}.pdf`;
    const owner = await apiLogin(request, 'owner@acme.example');
    const acme = await tenantIdByName(request, owner.token);
    const up = await request.post(`${DC}/files/upload`, {
      headers: headers(owner, acme),
      multipart: { files: { name, mimeType: 'application/pdf', buffer: minimalPdf(`import ${id}`) } },
    });
    expect(up.ok(), `upload: ${up.status()} ${await up.text()}`).toBe(true);

    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/data-room');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Upload documents' })
      .getByRole('button', { name: 'Import from document center' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Import from document center' });
    await expect(modal.getByRole('button', { name: 'Import' })).toBeDisabled();
    await modal.getByRole('searchbox', { name: 'Search files and folders' }).fill(`import-${id}`);
    await modal.getByRole('checkbox', { name }).check();
    await expect(modal.getByText('1 file selected')).toBeVisible();
    await noSeriousA11y(page);
    await modal.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Importing 1 file. It appears in the data room in a moment.')).toBeVisible();
    await expect(modal).toBeHidden();

    // The file is in the master room (unplaced, waiting for or past its analysis).
    await expect
      .poll(async () => {
        const r = await request.get('/api/data-room/files?parentId=9997&size=100', { headers: headers(owner, acme) });
        const content = (await r.json()).content as { content: { name: string }[] };
        return content.content.map((f) => f.name);
      })
      .toContain(name);
  });

  test('staff pick a client company and see its folders', async ({ page, request }) => {
    const folder = `Staff sees ${Date.now()}`;
    await folderByApi(request, folder);
    await loginByApi(page, 'kam@atrium.dev');
    await page.goto('/portal/document-center');
    await expect(page.getByText('Pick a client company to see its documents')).toBeVisible();
    await page.getByRole('combobox', { name: 'Client company' }).fill('Acme');
    await page.getByRole('option', { name: 'Acme Inc.' }).click();
    await expect(page.getByText('Files and folders of Acme Inc.')).toBeVisible();
    await expect(page.getByRole('button', { name: folder, exact: true })).toBeVisible();
    await noSeriousA11y(page);

    // What staff add for the client is the provider's ('From Atrium').
    const provided = `Provided ${Date.now()}`;
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: 'New folder' });
    await create.getByRole('textbox', { name: 'Name' }).fill(provided);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(row(page, provided).getByText('From Atrium')).toBeVisible();
    await page.getByRole('button', { name: 'From Atrium' }).click();
    await expect(page.getByRole('button', { name: provided, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: folder, exact: true })).toBeHidden();
  });

  test('phone layout: cards instead of a table, nothing wider than the screen', async ({ page, request }) => {
    const folder = `Phone ${Date.now()}`;
    await folderByApi(request, folder);
    await page.setViewportSize({ width: 390, height: 844 });
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/document-center');
    await expect(page.getByRole('button', { name: folder, exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Folders and files' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'New folder' }).click();
    await expect(page.getByRole('dialog', { name: 'New folder' })).toBeVisible();
    await noSeriousA11y(page);
  });
});
