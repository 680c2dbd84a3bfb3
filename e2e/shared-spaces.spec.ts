import { expect, test, type Page } from '@playwright/test';
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
