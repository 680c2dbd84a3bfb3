import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { codeIn, latestMail, loginByApi, seriousA11yViolations } from './fixtures.ts';

/**
 * Shared spaces (issue 15): the owner creates a room, adds a master-room file, invites a guest; the guest opens the
 * share link in a browser of their own, types the e-mailed code and sees the file.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function acme(page: Page) {
  const { token } = await loginByApi(page, 'owner@acme.example');
  const ws = await page.request.get('/api/workspace/all', { headers: { Authorization: `Bearer ${token}` } });
  const tenant = (
    (await ws.json()).content as { tenantMemberships: { tenant: { name: string; externalId: string } }[] }[]
  )
    .flatMap((w) => w.tenantMemberships)
    .find((m) => m.tenant.name === 'Acme Inc.')!.tenant.externalId;
  return { Authorization: `Bearer ${token}`, 'X-Tenant-Id': tenant };
}

test('owner shares a room with a guest, who opens it with an e-mailed code', async ({ page, browser }) => {
  const k = Date.now().toString(36);
  const fileName = `Pitch deck ${k}.pdf`;
  const roomName = `Series A ${k}`;
  const guest = `investor-${k}@fund.example`;
  const headers = await acme(page);
  const up = await page.request.post('/api/data-room/upload-files?parentId=9997', {
    headers,
    multipart: { files: { name: fileName, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(up.status(), await up.text()).toBe(201);

  // The owner creates the room.
  await page.goto('/one/virtual-data-rooms');
  await page.getByRole('link', { name: 'New room' }).click();
  await page.getByLabel(/Room name/).fill(roomName);
  await page.getByRole('button', { name: 'New room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  const roomId = new URL(page.url()).searchParams.get('id')!;

  // …adds the master file…
  await page.getByRole('button', { name: 'Add from master room' }).click();
  await page.getByRole('checkbox', { name: fileName }).check();
  await page.getByRole('button', { name: 'Add selected' }).click();
  await expect(page.getByTestId('room-file').filter({ hasText: fileName })).toBeVisible();

  // …adds the founder update of the newest month of its books (shared financials)…
  const spending = await page.request.get('/api/accounting/spending', { headers });
  const newest = ((await spending.json()).content as { months: string[] }).months[0];
  await page.getByRole('button', { name: 'Add founder update' }).click();
  await page.getByLabel('Month').fill(newest);
  await page.getByRole('button', { name: 'Add to room' }).click();
  await expect(page.getByTestId('room-file').filter({ hasText: `founder-update-${newest}.pdf` })).toBeVisible();

  // …and invites the guest.
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByLabel('Add people by e-mail').fill(guest);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('guest-row').filter({ hasText: guest })).toBeVisible();
  await page.getByRole('button', { name: 'Save and share' }).click();
  await expect(page.getByText('Guests saved')).toBeVisible();

  // The guest, in a browser of their own, opens the link and types the e-mailed code.
  const context = await browser.newContext();
  const g = await context.newPage();
  await g.goto(`/share-by-link?vr=${roomId}`);
  await expect(g).toHaveURL(/\/shared-check-email\?vr=/);
  await expect(g.getByRole('heading', { name: `You have been invited to ${roomName}` })).toBeVisible();
  await g.getByLabel('E-mail').fill(guest);
  await g.getByRole('button', { name: 'Send code' }).click();
  await expect(g.getByLabel('6-digit code')).toBeVisible();
  const mail = await latestMail(page.request, guest, 'VDR_GUEST_CODE');
  await g.getByLabel('6-digit code').fill(codeIn(mail.text));
  await g.getByRole('button', { name: 'Open the room' }).click();
  await expect(g).toHaveURL(/\/virtual-data-rooms\/shared$/);
  await expect(g.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(g.getByTestId('room-file').filter({ hasText: fileName })).toBeVisible();
  // View only: no download offered.
  await expect(g.getByRole('button', { name: 'Download' })).toHaveCount(0);
  expect(await seriousA11yViolations(g)).toEqual([]);
  await context.close();
});

/** The text a PDF shows with its standard fonts: every (Flate) content stream inflated, its hex and literal strings. */
function pdfStrings(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return m[1];
    }
  });
  return streams
    .flatMap((c) => [
      ...[...c.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')),
      ...[...c.matchAll(/\(([^)]*)\)\s*Tj/g)].map((m) => m[1]),
    ])
    .join(' ');
}

/** A guest opens the share link in a browser of their own and types the e-mailed code. */
async function guestOpens(browser: Browser, owner: Page, roomId: string, email: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  const g = await context.newPage();
  await g.goto(`/share-by-link?vr=${roomId}`);
  await g.getByLabel('E-mail').fill(email);
  await g.getByRole('button', { name: 'Send code' }).click();
  await expect(g.getByLabel('6-digit code')).toBeVisible();
  const mail = await latestMail(owner.request, email, 'VDR_GUEST_CODE');
  await g.getByLabel('6-digit code').fill(codeIn(mail.text));
  await g.getByRole('button', { name: 'Open the room' }).click();
  await expect(g).toHaveURL(/\/virtual-data-rooms\/shared$/);
  return g;
}

test('two guests at two levels: one may only view, the other downloads the PDF stamped with their e-mail; analytics shows both; then the room expires', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const k = Date.now().toString(36);
  const fileName = `Board deck ${k}.pdf`;
  const viewer = `viewer-${k}@fund.example`;
  const downloader = `partner-${k}@fund.example`;
  const headers = await acme(page);
  const doc = await PDFDocument.create();
  doc.addPage([400, 300]);
  const up = await page.request.post('/api/data-room/upload-files?parentId=9997', {
    headers,
    multipart: { files: { name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) } },
  });
  expect(up.status(), await up.text()).toBe(201);
  const master = (await up.json()).content[0].externalId as string;
  const created = await page.request.post('/api/virtual-data-room', { headers, data: { name: `Board ${k}` } });
  expect(created.status(), await created.text()).toBe(201);
  const roomId = (await created.json()).content.externalId as string;
  const copied = await page.request.post('/api/virtual-data-room/master/copy', {
    headers,
    data: { roomExternalId: roomId, fileExternalIds: [master] },
  });
  expect(copied.status(), await copied.text()).toBe(201);
  const watermark = await page.request.put('/api/virtual-data-room/update-settings', {
    headers,
    data: { externalId: roomId, watermark: true },
  });
  expect(watermark.status(), await watermark.text()).toBe(200);

  // The owner adds both guests in the sharing dialog and gives the second one download rights.
  await page.goto(`/one/virtual-data-rooms/inside?id=${roomId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  for (const email of [viewer, downloader]) {
    await page.getByLabel('Add people by e-mail').fill(email);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  const row = page.getByTestId('guest-row').filter({ hasText: downloader });
  await row.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'Can download' }).click();
  await expect(row.getByRole('combobox', { name: 'Access' })).toHaveText('Can download');
  await expect(page.getByTestId('guest-row').filter({ hasText: viewer }).getByRole('combobox')).toHaveText('Can view');
  await page.getByRole('button', { name: 'Save and share' }).click();
  await expect(page.getByText('Guests saved')).toBeVisible();

  // The viewer sees the file and is offered no download.
  const v = await guestOpens(browser, page, roomId, viewer);
  await expect(v.getByTestId('room-file').filter({ hasText: fileName })).toBeVisible();
  await expect(v.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await v.context().close();

  // The partner downloads it: the PDF carries their e-mail.
  const d = await guestOpens(browser, page, roomId, downloader);
  const saved = d.waitForEvent('download');
  await d.getByTestId('room-file').filter({ hasText: fileName }).getByRole('button', { name: 'Download' }).click();
  const download = await saved;
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfStrings(bytes)).toContain(downloader);
  await d.context().close();

  // The owner's analytics list both guests.
  await page.goto(`/one/virtual-data-room/analytics?id=${roomId}`);
  await expect(page.getByTestId('analytics-row').filter({ hasText: viewer }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('analytics-row').filter({ hasText: downloader }).first()).toBeVisible();

  // Once the room has expired, its link leads to /room-expired instead of asking for an e-mail.
  const expired = await page.request.put('/api/virtual-data-room/update-settings', {
    headers,
    data: { externalId: roomId, expiresAt: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(expired.status(), await expired.text()).toBe(200);
  const late = await (await browser.newContext()).newPage();
  await late.goto(`/share-by-link?vr=${roomId}`);
  await expect(late).toHaveURL(/\/room-expired$/);
  await expect(late.getByRole('heading', { name: 'This room has expired' })).toBeVisible();
  await late.context().close();
});
