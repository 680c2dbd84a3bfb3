import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { docx, textPdf } from '../packages/server/src/platform/extract/test-samples.ts';
import { PASSWORD, loginByApi, seriousA11yViolations } from './fixtures.ts';

// The file details drawer (spec 3 §2.11, §2.12): a DOCX uploaded through the API is analysed, its summary edited and
// persisted, and a red flag raised, dismissed and re-flagged. Everything it creates has a unique name.
test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);
const FILE_NAME = `Services agreement ${run}.docx`;

async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: { email: 'owner@acme.example', password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()).content as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const memberships = (await (await request.get('/api/workspace/tenant-memberships/all', { headers: auth })).json())
    .content as { tenant: { name: string; externalId: string } }[];
  const acme = memberships.find((m) => m.tenant.name === 'Acme Inc.')!.tenant.externalId;
  return { acme, headers: { ...auth, 'X-Tenant-Id': acme } };
}

async function openDrawer(page: Page, acme: string, fileId: string) {
  await page.goto(`/one/data-room/files?documentId=${fileId}&tenantExternalId=${acme}`);
  await page.getByRole('button', { name: FILE_NAME, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: FILE_NAME });
  await expect(drawer.getByRole('heading', { name: FILE_NAME })).toBeVisible();
  return drawer;
}

test('edit an analysed file’s summary; raise, dismiss, re-flag, fix, rename and delete a red flag', async ({
  page,
  request,
}) => {
  const { acme, headers } = await ownerApi(request);

  // Upload a DOCX to the master folder through the API, then wait for the analysis to finish.
  const bytes = await docx([
    'MASTER SERVICES AGREEMENT',
    'This Master Services Agreement is entered into on 2 February 2025 between Acme Inc. and Hooli Services LLC.',
    '1. Services. The Provider shall deliver the services described in each statement of work.',
    '2. Termination. Either party may terminate this Agreement for convenience upon thirty days written notice.',
    'By: Gavin Belson',
    'Title: Chief Executive Officer',
    'Email: gavin@hooli.example',
  ]);
  const upload = await request.post('/api/data-room/upload-files?parentId=9997', {
    headers,
    multipart: {
      files: {
        name: FILE_NAME,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: bytes,
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [uploaded] = (await upload.json()).content as { externalId: string }[];
  await expect
    .poll(
      async () => {
        const r = await request.get(`/api/data-room/file-by-external?externalId=${uploaded.externalId}`, { headers });
        return ((await r.json()).content as { summaryState: string }).summaryState;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe('PROCESSED');

  // Open the file from the files screen; edit the summary title.
  await loginByApi(page, 'owner@acme.example');
  let drawer = await openDrawer(page, acme, uploaded.externalId);
  await expect(drawer.getByText('Office document')).toBeVisible();
  await drawer.getByRole('tab', { name: 'Summary' }).click();
  await expect(drawer.getByTestId('suggested-folder')).toBeVisible();
  const title = drawer.getByLabel('Document title');
  await expect(title).not.toHaveValue('');
  const newTitle = `MSA with Hooli ${run}`;
  await title.fill(newTitle);
  await expect(drawer.getByTestId('summary-save-status')).toHaveText('All changes saved');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The edit survives a reload (openDrawer loads the page anew; a reload() right before it would race the session check).
  drawer = await openDrawer(page, acme, uploaded.externalId);
  await drawer.getByRole('tab', { name: 'Summary' }).click();
  await expect(drawer.getByLabel('Document title')).toHaveValue(newTitle);

  // Raise a red flag, dismiss it, re-flag it.
  await drawer.getByRole('tab', { name: /^Red flags/ }).click();
  const flagName = `Termination for convenience ${run}`;
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  await drawer.getByLabel('New red flag').fill(flagName);
  await drawer.getByRole('button', { name: 'Save' }).click();
  const row = drawer.getByTestId('red-flag-row').filter({ hasText: flagName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Dismiss' }).click();
  await expect(row).toHaveCount(0);
  await drawer.getByRole('tab', { name: /^Dismissed/ }).click();
  await row.getByRole('button', { name: 'Re-Flag' }).click();
  await expect(row).toHaveCount(0);
  await drawer.getByRole('tab', { name: /^Active/ }).click();
  await expect(row).toBeVisible();
  // Fix it: it moves to Dismissed saying who fixed it, and Re-Flag brings it back.
  await row.getByRole('button', { name: 'Fix' }).click();
  await expect(row).toHaveCount(0);
  await drawer.getByRole('tab', { name: /^Dismissed/ }).click();
  await expect(row).toContainText(/Fixed by .+ on /);
  await row.getByRole('button', { name: 'Re-Flag' }).click();
  await expect(row).toHaveCount(0);
  await drawer.getByRole('tab', { name: /^Active/ }).click();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Fixed by');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const flags = (
    await (await request.get(`/api/red-flag?staticId=9999&fileExternalId=${uploaded.externalId}`, { headers })).json()
  ).content as { name: string; status: string }[];
  expect(flags.find((f) => f.name === flagName)?.status).toBe('CREATED');

  // Rename it (Enter saves), then delete it after confirming.
  const renamed = `${flagName} (clause 2)`;
  await row.getByRole('button', { name: 'Rename' }).click();
  await drawer.getByLabel('Red flag name').fill(renamed);
  await drawer.getByLabel('Red flag name').press('Enter');
  const renamedRow = drawer.getByTestId('red-flag-row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete red flag' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(renamedRow).toHaveCount(0);
  const after = (
    await (await request.get(`/api/red-flag?staticId=9999&fileExternalId=${uploaded.externalId}`, { headers })).json()
  ).content as { name: string }[];
  expect(after.some((f) => f.name.startsWith(flagName))).toBe(false);
});

test.describe('with the app’s real Content-Security-Policy', () => {
  test.use({ bypassCSP: false });

  test('a PDF previews in the browser’s viewer on its pre-signed URL', async ({ page, request }) => {
    const { acme, headers } = await ownerApi(request);
    const pdf = await textPdf(['NON-DISCLOSURE AGREEMENT between Acme Inc. and Hooli LLC, 3 March 2025.']);
    const name = `Preview check ${run}.pdf`;
    const upload = await request.post('/api/data-room/upload-files?parentId=9997', {
      headers,
      multipart: { files: { name, mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const [file] = (await upload.json()).content as { externalId: string }[];

    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await loginByApi(page, 'owner@acme.example');
    await page.goto(`/one/data-room/files?documentId=${file.externalId}&tenantExternalId=${acme}`);
    await page.getByRole('button', { name, exact: true }).click();
    const frame = page.getByRole('dialog', { name }).locator(`iframe[title="Preview of ${name}"]`);
    await expect(frame).toHaveAttribute('src', /\/api\/files\/signed\//);
    await expect.poll(() => page.frames().some((f) => f.url().includes('/api/files/signed/'))).toBe(true);
    await expect(page.getByRole('dialog', { name }).getByText('Preview not available.')).toHaveCount(0);
    expect(blocked).toEqual([]);
  });
});
