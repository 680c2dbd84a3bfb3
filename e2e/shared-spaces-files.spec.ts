import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, latestMail, loginByApi, PASSWORD, seriousA11yViolations } from './fixtures.ts';

/**
 * Shared spaces, part 3: the owner opens a room's financial report and one file's page; a guest opens a shared file
 * from a deep link in a fresh browser, types the e-mailed code, lands on that file, and reads the financials.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const R = '/api/virtual-data-room';

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

/** A room with a master file copied in and the founder update of the books' newest month. */
async function roomWithFiles(request: APIRequestContext, headers: Record<string, string>, k: string) {
  const fileName = `Term sheet ${k}.pdf`;
  const up = await request.post('/api/data-room/upload-files?parentId=9997', {
    headers,
    multipart: { files: { name: fileName, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(up.status(), await up.text()).toBe(201);
  const master = (await up.json()).content[0].externalId as string;
  const created = await request.post(R, { headers, data: { name: `Seed ${k}` } });
  expect(created.status(), await created.text()).toBe(201);
  const room = (await created.json()).content.externalId as string;
  const copied = await request.post(`${R}/master/copy`, {
    headers,
    data: { roomExternalId: room, fileExternalIds: [master] },
  });
  expect(copied.status(), await copied.text()).toBe(201);
  const file = (await copied.json()).content[0].externalId as string;
  const spending = await request.get('/api/accounting/spending', { headers });
  const month = ((await spending.json()).content as { months: string[] }).months[0];
  const fin = await request.post(`${R}/financial`, { headers, data: { roomExternalId: room, month } });
  expect(fin.status(), await fin.text()).toBe(201);
  return { room, file, fileName, month, roomName: `Seed ${k}` };
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

test('the owner opens the financial report of a room and the page of one of its files', async ({ page }) => {
  test.setTimeout(120_000);
  const k = Date.now().toString(36);
  const headers = await acme(page);
  const r = await roomWithFiles(page.request, headers, k);

  await page.goto(`/one/virtual-data-rooms/inside?id=${r.room}`);
  await page.getByRole('link', { name: 'Financial report' }).click();
  await expect(page).toHaveURL(/\/one\/virtual-data-rooms\/financial-report\?vr=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Founder update — ${monthName(r.month)}` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: monthName(r.month) })).toBeVisible();
  // A deep link holds after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Founder update — ${monthName(r.month)}` })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Search inside the room, then one file's page.
  await page.getByRole('link', { name: 'Back to the room' }).click();
  await page.getByLabel('Search in this room').fill('term sheet');
  await page.getByLabel('Search in this room').press('Enter');
  await expect(page.getByTestId('room-file')).toHaveCount(1);
  await page.getByTestId('room-file').getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/one/virtual-data-rooms/file\\?vr=${r.room}&file=${r.file}`));
  await expect(page.getByRole('heading', { level: 1, name: r.fileName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: r.fileName })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).first().click();
  expect((await download).suggestedFilename()).toBe(r.fileName);
});

test('a view-only guest opens a shared file from its link, after the e-mailed code, and reads the financials', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const k = Date.now().toString(36);
  const guest = `reader-${k}@fund.example`;
  const headers = await acme(page);
  const r = await roomWithFiles(page.request, headers, k);
  const settings = await page.request.put(`${R}/update-settings`, {
    headers,
    data: { externalId: r.room, watermark: true },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const invited = await page.request.post(`/api/virtual-data-room-guest/create?roomExternalId=${r.room}`, {
    headers,
    data: [{ guest: { email: guest }, permissionType: 'CAN_VIEW' }],
  });
  expect(invited.status(), await invited.text()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const g = await context.newPage();
  await g.goto(`/spaces/shared/file?vr=${r.room}&file=${r.file}`);
  await expect(g).toHaveURL(/\/shared-check-email\?vr=.*&next=/);
  await g.getByLabel('E-mail').fill(guest);
  await g.getByRole('button', { name: 'Send code' }).click();
  await expect(g.getByLabel('6-digit code')).toBeVisible();
  const mail = await latestMail(page.request, guest, 'VDR_GUEST_CODE');
  await g.getByLabel('6-digit code').fill(codeIn(mail.text));
  await g.getByRole('button', { name: 'Open the room' }).click();

  // Back on the file the link named: viewed in the browser, no download, the watermark said.
  await expect(g).toHaveURL(new RegExp(`/spaces/shared/file\\?vr=${r.room}&file=${r.file}`));
  await expect(g.getByRole('heading', { level: 1, name: r.fileName })).toBeVisible();
  await expect(g.getByText('View only')).toBeVisible();
  await expect(g.getByText(`Each page of this PDF is stamped with ${guest}`)).toBeVisible();
  await expect(g.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await g.reload();
  await expect(g.getByRole('heading', { level: 1, name: r.fileName })).toBeVisible();
  // On a phone nothing runs off the side.
  expect(await g.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousA11yViolations(g)).toEqual([]);

  // The room, then its financials: read-only for this guest.
  await g.getByRole('link', { name: 'Back to the room' }).click();
  await expect(g.getByRole('heading', { level: 1, name: r.roomName })).toBeVisible();
  await g.getByRole('link', { name: 'Financial report' }).click();
  await expect(g).toHaveURL(/\/spaces\/shared\/financial-report\?vr=/);
  await expect(g.getByRole('heading', { name: `Founder update — ${monthName(r.month)}` })).toBeVisible();
  await expect(g.getByRole('button', { name: 'Download' })).toHaveCount(0);
  expect(await g.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();

  // The owner sees the visit on the analytics chart over time (opened once with the code, files viewed, no download).
  await page.goto(`/one/virtual-data-room/analytics?id=${r.room}`);
  // The chart's code loads on first visit: on two busy shared cores that has taken over ten seconds.
  await expect(page.getByRole('heading', { name: 'Visits over time' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('visits-total')).toHaveText(
    /In this period: 1 room opens, [1-9]\d* views, 0 downloads/,
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByTestId('visits-total')).toHaveText(/In this period: 1 room opens/);
  await expect(page.getByTestId('analytics-row').filter({ hasText: guest }).first()).toBeVisible();
});

test('a guest who has an account signs in and lands in the room, without a code', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const k = Date.now().toString(36);
  const headers = await acme(page);
  const created = await page.request.post(R, { headers, data: { name: `Bridge ${k}` } });
  expect(created.status(), await created.text()).toBe(201);
  const room = (await created.json()).content.externalId as string;
  const invited = await page.request.post(`/api/virtual-data-room-guest/create?roomExternalId=${room}`, {
    headers,
    data: [{ guest: { email: 'owner@globex.example' }, permissionType: 'CAN_DOWNLOAD' }],
  });
  expect(invited.status(), await invited.text()).toBe(200);

  const context = await browser.newContext();
  const g = await context.newPage();
  await g.goto(`/share-by-link?vr=${room}`);
  await expect(g).toHaveURL(/\/shared-check-email\?vr=/);
  await g.getByRole('link', { name: 'Sign in' }).click();
  await expect(g).toHaveURL(/\/shared-for-login\?vr=/);
  await g.getByRole('link', { name: 'Sign in' }).click();
  await g.getByLabel(/e-?mail/i).fill('owner@globex.example');
  await g.getByRole('button', { name: /continue/i }).click();
  await g.getByLabel(/^password/i).fill(PASSWORD);
  await g.getByRole('button', { name: /log in|sign in/i }).click();
  await expect(g).toHaveURL(/\/virtual-data-rooms\/shared$/);
  await expect(g.getByRole('heading', { level: 1, name: `Bridge ${k}` })).toBeVisible();
  await expect(g.getByText('Shared with owner@globex.example')).toBeVisible();
  await context.close();
});

test('the owner gives one guest access until a date in the sharing dialog, and filters the rooms list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const k = Date.now().toString(36);
  const guest = `until-${k}@fund.example`;
  const headers = await acme(page);
  const created = await page.request.post(R, { headers, data: { name: `Until ${k}` } });
  expect(created.status(), await created.text()).toBe(201);
  const room = (await created.json()).content.externalId as string;

  await page.goto(`/one/virtual-data-rooms/inside?id=${room}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByLabel('Add people by e-mail').fill(guest);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel(`Access until for ${guest}`).fill('2031-03-15T18:30');
  await page.getByRole('button', { name: 'Save and share' }).click();
  await expect(page.getByText('Guests saved')).toBeVisible();
  const saved = await page.request.get(`/api/virtual-data-room-guest/all?roomExternalId=${room}`, { headers });
  const entry = ((await saved.json()).content as { guest: { email: string }; expiresAt: string }[]).find(
    (g) => g.guest.email === guest,
  )!;
  expect(new Date(entry.expiresAt).getTime()).toBe(new Date('2031-03-15T18:30').getTime());
  // Opened again, the dialog shows the date it saved.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByLabel(`Access until for ${guest}`)).toHaveValue('2031-03-15T18:30');
  await page.keyboard.press('Escape');

  // The rooms list: the "Shared" filter keeps this room, "Not shared yet" leaves it out; a reload keeps the filter.
  await page.goto('/one/virtual-data-rooms');
  await page.getByRole('button', { name: /^Shared \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/sharing=SHARED/);
  await expect(page.getByText(`Until ${k}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Until ${k}`)).toBeVisible();
  await page.getByRole('button', { name: /^Not shared yet \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/sharing=NOT_SHARED/);
  await expect(page.getByText(`Until ${k}`)).toHaveCount(0);
});
