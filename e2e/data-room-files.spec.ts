import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginByApi, seriousA11yViolations, tenantIdByName } from './fixtures.ts';

/**
 * The data room files screen (spec 3 §2.3–§2.6, §2.10): files uploaded through the API are analysed, approved into
 * their suggested folders, moved with undo, downloaded as a zip; custom folders are created and deleted; the phone
 * layout alternates tree and content. Every file and folder this spec makes has a unique name.
 */

/** A one-page PDF whose text the analysis can read (Helvetica, one line per paragraph). */
function pdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 11 Tf 50 ${780 - i * 16} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const LEASE = [
  'LEASE AGREEMENT',
  'This lease agreement is made between the Landlord, Harbor Properties LLC, and the Tenant, Acme Inc.',
  'The Landlord leases to the Tenant the premises at 12 Dock Street. Base rent is due monthly.',
  'The Tenant pays a security deposit. The premises are used as offices. Sublease needs consent.',
  'Signed on March 4, 2026.',
];
const SUBPOENA = [
  'SUBPOENA DUCES TECUM',
  'You are commanded to produce the documents listed below. This subpoena is issued by the court.',
  'Subpoena to Acme Inc.: you are commanded to appear and to produce records by April 1, 2026.',
];

interface Session {
  token: string;
  tenant: string;
}

async function acmeSession(page: Page): Promise<Session> {
  const { token } = await loginByApi(page, 'owner@acme.example');
  const tenant = await tenantIdByName(page.request, token);
  return { token, tenant };
}

const headers = (s: Session) => ({ Authorization: `Bearer ${s.token}`, 'X-Tenant-Id': s.tenant });

interface FileReply {
  externalId: string;
  name: string;
  processingState: string;
  suggestedStaticId: number | null;
  parentStaticId: number | null;
}

async function upload(request: APIRequestContext, s: Session, name: string, lines: string[]): Promise<FileReply[]> {
  const r = await request.post('/api/data-room/upload-files?parentId=9997', {
    headers: headers(s),
    multipart: { files: { name, mimeType: 'application/pdf', buffer: pdf(lines) } },
  });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()).content as FileReply[];
}

async function file(request: APIRequestContext, s: Session, externalId: string): Promise<FileReply> {
  const r = await request.get(`/api/data-room/file-by-external?externalId=${externalId}`, { headers: headers(s) });
  return (await r.json()).content as FileReply;
}

/** Waits until the analysis has suggested a folder and finished the summary. */
async function analysed(request: APIRequestContext, s: Session, externalId: string) {
  await expect
    .poll(async () => (await file(request, s, externalId)).processingState, { timeout: 45_000 })
    .toBe('PROCESSED_AND_NOT_PLACED');
  return file(request, s, externalId);
}

const row = (page: Page, name: string) =>
  page.getByTestId('file-row').filter({ has: page.getByText(name, { exact: true }) });

test.describe('data room files screen', () => {
  test('approve into suggested folders, move with undo, download a zip, custom folders; no serious a11y violations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const s = await acmeSession(page);
    const stamp = Date.now().toString(36);
    const leaseName = `lease-${stamp}.pdf`;
    const subpoenaName = `subpoena-${stamp}.pdf`;
    const [lease] = await upload(page.request, s, leaseName, LEASE);
    const [subpoena] = await upload(page.request, s, subpoenaName, SUBPOENA);
    const leaseDone = await analysed(page.request, s, lease.externalId);
    const subpoenaDone = await analysed(page.request, s, subpoena.externalId);
    expect(leaseDone.suggestedStaticId).toBe(29);
    expect(subpoenaDone.suggestedStaticId).toBe(182);

    await page.goto('/one/data-room/files');
    await expect(page.getByTestId('folder-title')).toHaveText('Processing');
    await expect(row(page, leaseName)).toBeVisible();
    await expect(row(page, subpoenaName)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Nothing selected: the actions warn.
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Select a file to approve')).toBeVisible();

    // Download both as one zip.
    await page.getByRole('checkbox', { name: `Select ${leaseName}` }).check();
    await page.getByRole('checkbox', { name: `Select ${subpoenaName}` }).check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('toolbar', { name: 'File actions' }).getByRole('button', { name: 'Download' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);

    // Approve: each goes to its suggested folder.
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Files moved to their suggested folders')).toBeVisible();
    await expect(row(page, leaseName)).toHaveCount(0);
    expect((await file(page.request, s, lease.externalId)).parentStaticId).toBe(29);
    expect((await file(page.request, s, subpoena.externalId)).parentStaticId).toBe(182);

    // Open Corporate › Properties › Leases and Subleases in the tree (sections only expand).
    await page.getByTestId('tree-0').getByRole('button').first().click();
    await page.getByTestId('tree-27').getByRole('button').first().click();
    await page.getByTestId('tree-29').getByRole('button').first().click();
    await expect(page.getByTestId('folder-title')).toContainText('Leases and Subleases');
    await expect(row(page, leaseName)).toBeVisible();

    // Move it to Subpoenas with the folder search, then undo.
    await page.getByRole('checkbox', { name: `Select ${leaseName}` }).check();
    await page.getByRole('toolbar', { name: 'File actions' }).getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move files' });
    await expect(dialog.getByRole('button', { name: 'Move', exact: true })).toBeDisabled();
    await dialog.getByLabel('Search folders').fill('SUBPOENAS');
    await dialog.getByRole('button', { name: /Subpoenas$/ }).click();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByText('1 file moved')).toBeVisible();
    await expect(row(page, leaseName)).toHaveCount(0);
    expect((await file(page.request, s, lease.externalId)).parentStaticId).toBe(182);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Move undone')).toBeVisible();
    await expect(row(page, leaseName)).toBeVisible();
    expect((await file(page.request, s, lease.externalId)).parentStaticId).toBe(29);

    // ?documentId opens the file's folder and highlights it.
    await page.goto(`/one/data-room/files?documentId=${lease.externalId}`);
    await expect(page.getByTestId('folder-title')).toContainText('Leases and Subleases');
    await expect(row(page, leaseName)).toHaveAttribute('data-highlighted', 'true');

    // Clicking the selected folder deselects it (back to master).
    await page.getByTestId('tree-29').getByRole('button').first().click();
    await expect(page.getByTestId('folder-title')).toHaveText('Processing');

    // Custom folders: empty name warns, Enter creates, right-click › Delete asks and deletes.
    await page.getByTestId('tree-filter').click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await page.getByRole('button', { name: 'Create Folder' }).click();
    const input = page.getByPlaceholder('Name...');
    await input.press('Enter');
    await expect(page.getByText('Folder name cannot be empty')).toBeVisible();
    const folderName = `Board pack ${stamp}`;
    await input.fill(folderName);
    await input.press('Enter');
    const folderRow = page.getByTestId('custom-tree').getByRole('button', { name: new RegExp(`^${folderName}`) });
    await expect(folderRow).toBeVisible();
    await expect(page.getByPlaceholder('Name...')).toHaveCount(0);
    await folderRow.click();
    await expect(page.getByTestId('folder-title')).toHaveText(folderName);
    await expect(page.getByText('No folders')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await folderRow.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this folder?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(folderRow).toHaveCount(0);
    await expect(page.getByTestId('folder-title')).toHaveText('Processing');

    // Clean up this spec's files.
    const del = await page.request.post('/api/data-room/delete/files', {
      headers: headers(s),
      data: [lease.externalId, subpoena.externalId],
    });
    expect(del.ok()).toBe(true);
  });

  test('on a phone the tree and the files alternate through a floating button; tapping a folder offers Enter folder', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await acmeSession(page);
    await page.goto('/one/data-room/files');
    await expect(page.getByTestId('folder-title')).toHaveText('Processing');
    await page.getByRole('button', { name: 'Show folders' }).click();
    await expect(page.getByRole('navigation', { name: 'Folders' })).toBeVisible();
    await expect(page.getByTestId('folder-title')).toHaveCount(0);
    await page.getByTestId('tree-0').getByRole('button').first().click();
    await page.getByTestId('tree-8').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'Enter folder' }).click();
    await expect(page.getByTestId('folder-title')).toContainText('Governance');
    await expect(page.getByRole('tab', { name: 'Documents' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The Red Flags section (whole room) from the section tabs; selecting a folder goes back to Manage.
    await page.getByRole('tablist', { name: 'Section' }).getByRole('tab', { name: 'Red Flags' }).click();
    await expect(page.getByRole('tab', { name: 'Documents' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show folders' }).click();
    await page.getByTestId('tree-8').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'Enter folder' }).click();
    await expect(page.getByRole('tablist', { name: 'Section' }).getByRole('tab', { name: 'Manage' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
