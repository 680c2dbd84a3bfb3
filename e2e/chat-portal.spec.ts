import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { PASSWORD, loginByApi, seriousA11yViolations, tenantIdByName } from './fixtures.ts';

const C = '/api/atrium-chat-conversation';
const INBOX = '/portal/inbox/:atriumChatTeamExternalId';

interface Session {
  token: string;
  user: { externalId: string };
}
async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const r = await request.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(r.ok(), `login of ${email}`).toBe(true);
  return (await r.json()).content as Session;
}
/** Calls the API as someone, in a tenant, and returns the envelope's content. */
async function api<T>(
  request: APIRequestContext,
  s: Session,
  tenant: string | null,
  method: string,
  url: string,
  data?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${s.token}` };
  if (tenant) headers['X-Tenant-Id'] = tenant;
  const r = await request.fetch(url, { method, headers, data });
  expect(r.ok(), `${method} ${url} answered ${r.status()}: ${await r.text()}`).toBe(true);
  return (await r.json()).content as T;
}

/**
 * The client (owner of Acme) writes to the KAM and a colleague through the API, as the client inbox would. A new
 * group each time: the private chat with the KAM is one per pair and other specs write in it too.
 */
async function clientWritesToKam(request: APIRequestContext, kamId: string, text: string) {
  const client = await apiLogin(request, 'owner@acme.example');
  const acme = await tenantIdByName(request, client.token);
  const max = await apiLogin(request, 'member@acme.example');
  const conv = await api<{ externalId: string }>(
    request,
    client,
    acme,
    'POST',
    `${C}/create-private-group-chat?externalId=${acme}&groupName=${encodeURIComponent(`Acme question ${Date.now()}`)}`,
    { usersExternalIds: [kamId, max.user.externalId], message: text },
  );
  return { client, acme, conversationExternalId: conv.externalId };
}

const rows = (page: Page) => page.getByTestId('portal-chat-row');

test.describe('portal inbox', () => {
  // Two cores shared by five engineers' test runs: these flows are long.
  test.describe.configure({ timeout: 120_000 });

  test('a client conversation arrives live; filters and the Times switch narrow and annotate the list', async ({
    page,
    request,
  }) => {
    const kam = await loginByApi(page, 'kam@atrium.dev');
    await page.goto(INBOX);
    await expect(page.getByRole('tab', { name: 'My clients' })).toBeVisible();
    await expect(page.getByText('No conversation selected')).toBeVisible();

    const text = `Hello from Acme ${Date.now()}`;
    await clientWritesToKam(request, kam.user.externalId, text);
    const row = rows(page).filter({ hasText: text });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Acme');
    await expect(row.getByTestId('thread-status')).toHaveText('OPEN');
    await expect(row.getByTestId('row-unread')).toHaveText('1');

    // Times: O / A / L figures.
    await page.getByLabel('Times').check();
    await expect(page.getByTestId('times-legend')).toBeVisible();
    await expect(row.getByTestId('row-times')).toContainText(/O\s*0d 0h \d+m/);

    // Status filter: FINALIZED hides it, OPEN shows it.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('menuitemradio', { name: 'Finalized' }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('menuitemradio', { name: 'Open' }).click();
    await expect(row).toBeVisible();

    // Companies picker: Globex only hides the Acme chat.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('menuitem', { name: /Pick companies/ }).click();
    const picker = page.getByRole('dialog', { name: 'Filter by company' });
    await picker.getByLabel('Search companies').fill('glo');
    await picker.getByRole('option', { name: 'Globex' }).click();
    await picker.getByRole('button', { name: 'Apply' }).click();
    // Other specs may give the KAM Globex chats of their own; this one's Acme chat must be gone.
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('menuitem', { name: 'Clear' }).last().click();
    await expect(row).toBeVisible();

    // Person picker: Kim (a member of the chat) keeps it.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('menuitem', { name: /Pick employees/ }).click();
    const people = page.getByRole('dialog', { name: 'Filter by person' });
    await people.getByLabel('Search employees').fill('kim');
    await people.getByRole('option', { name: /Kim Manager/ }).click();
    await people.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
    await expect(row).toBeVisible();

    // Search and quick filters.
    await page.getByLabel('Search chats').fill('no-such-company-xyz');
    await expect(page.getByText('No chats found')).toBeVisible();
    await page.getByLabel('Search chats').fill('');
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: 'Read only' }).click();
    await expect(row).toBeHidden();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(row).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('statistics show the conversation and export it as CSV', async ({ page, request }) => {
    const kam = await loginByApi(page, 'kam@atrium.dev');
    const text = `Stats question ${Date.now()}`;
    await clientWritesToKam(request, kam.user.externalId, text);
    await page.goto(INBOX);
    await page.getByRole('button', { name: 'Stats', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Statistics' });
    await dialog.getByTestId('stats-startups').fill('ac');
    await page.getByRole('option', { name: 'Acme Inc.' }).click();
    const statsRow = dialog.getByTestId('stats-row').filter({ hasText: 'Acme Inc.' }).first();
    await expect(statsRow).toBeVisible();
    await expect(statsRow).toContainText('OPEN');
    await expect(statsRow).toContainText(/0d 0h \d+m/);

    // A status with no rows: the spec's empty text (this test runs before the one that finalizes an Acme thread).
    const statusChip = (name: string) => dialog.getByRole('button', { name, exact: true });
    await statusChip('FINALIZED').click();
    await expect(dialog.getByText('There are not results.')).toBeVisible();
    await statusChip('FINALIZED').click();
    await expect(statsRow).toBeVisible();

    // Saved filter: the name is required, then it can be applied and deleted.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The filter name is required')).toBeVisible();
    await dialog.getByLabel('Filter name').fill('Acme open');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Saved filter' })).toHaveText('Acme open');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain('Acme');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('staff answer on Reply, tag a colleague on the team tab and finalize the thread', async ({ page, request }) => {
    const kam = await loginByApi(page, 'kam@atrium.dev');
    await page.goto(INBOX);
    await expect(page.getByRole('tab', { name: 'My clients' })).toBeVisible();
    const text = `Need help with taxes ${Date.now()}`;
    const { conversationExternalId } = await clientWritesToKam(request, kam.user.externalId, text);
    // Found by id: its last text changes as the thread goes on.
    const row = page.locator(`[data-testid="portal-chat-row"][data-conversation="${conversationExternalId}"]`);
    await expect(row).toContainText(text);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/portal/inbox/${conversationExternalId}$`));
    await expect(row.getByTestId('row-unread')).toBeHidden();
    await expect(page.getByTestId('company-users-header')).toContainText('Acme Inc.');

    // Reply: the client's thread becomes ANSWERED.
    const composer = page.getByRole('combobox', { name: 'Message' });
    await composer.fill('We are on it.');
    await composer.press('Enter');
    const pane = page.getByTestId('portal-conversation');
    await expect(pane.getByRole('log', { name: 'Messages' }).getByText('We are on it.')).toBeVisible();
    await expect(row.getByTestId('thread-status')).toHaveText('ANSWERED');

    // Team tab: tag Stu (Acme's accounting expert) with a mention.
    await page.getByRole('tab', { name: /Atrium Team/ }).click();
    await composer.fill('Can you check this @Stu');
    await page.getByRole('listbox', { name: 'People to mention' }).getByRole('option', { name: /Stu/ }).first().click();
    await composer.press('Enter');
    await expect(pane.getByRole('log', { name: 'Messages' }).getByText('@Stu Staff')).toBeVisible();
    // A team-channel message is not the client conversation's last text.
    await expect(row).toContainText('We are on it.');

    // Finalize from the Reply tab: the divider shows and the list chip turns FINALIZED.
    await page.getByRole('tab', { name: 'Reply' }).click();
    await page
      .getByRole('button', { name: /Finalize/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finalize Conversation Thread' }).click();
    await expect(pane.getByText('Conversation Thread Finalized')).toBeVisible();
    await expect(row.getByTestId('thread-status')).toHaveText('FINALIZED');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('staff create a group chat from the portal', async ({ page }) => {
    await loginByApi(page, 'kam@atrium.dev');
    await page.goto(INBOX);
    await page.getByRole('button', { name: 'New chat' }).first().click();
    await page.getByRole('menuitem', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create group' });
    await dialog.getByLabel('Search people').fill('acme');
    const options = dialog.getByTestId('create-user-option');
    await expect(options.first()).toBeVisible();
    const next = dialog.getByRole('button', { name: 'Next' });
    await options.filter({ hasText: 'owner@acme.example' }).click();
    await expect(next).toBeDisabled();
    await options.filter({ hasText: 'member@acme.example' }).click();
    await expect(dialog.getByTestId('create-member-count')).toHaveText('3 members');
    await next.click();
    const name = page.getByRole('dialog', { name: 'Name the group' }).getByLabel('Group name');
    await expect(name).toHaveValue('Acme Inc.');
    await name.fill('Acme launch');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page).toHaveURL(/\/portal\/inbox\/[0-9a-f-]{36}$/);
    await expect(rows(page).filter({ hasText: 'Acme launch' })).toBeVisible();

    // A private chat with someone in two companies asks which company first.
    await page.getByRole('button', { name: 'New chat' }).first().click();
    await page.getByRole('menuitem', { name: 'New private chat' }).click();
    const create = page.getByRole('dialog', { name: 'Create Chat' });
    await create.getByLabel('Search people').fill('multi');
    await create.getByRole('button', { name: /Private chat with Morgan Multi/ }).click();
    const company = page.getByRole('dialog', { name: 'Select Company' });
    await company.getByRole('button', { name: /Globex/ }).click();
    await expect(company).toBeHidden();
    const privateRow = rows(page).filter({ hasText: 'Morgan Multi' });
    await expect(privateRow).toBeVisible();
    await expect(privateRow).toContainText('Globex');
  });

  test('phones show the list or the conversation, with a way back', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const kam = await loginByApi(page, 'kam@atrium.dev');
    const text = `Mobile hello ${Date.now()}`;
    await clientWritesToKam(request, kam.user.externalId, text);
    await page.goto(INBOX);
    await rows(page).filter({ hasText: text }).click();
    await expect(page).toHaveURL(/\/portal\/inbox\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('tab', { name: 'My clients' })).toBeHidden();
    // The title keeps room beside the bar's buttons (issue 13: it shrank to 'Acme …').
    const title = page.getByTestId('portal-conversation').getByRole('heading', { level: 2 }).first();
    expect((await title.boundingBox())!.width).toBeGreaterThan(120);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Back to chats' }).click();
    await expect(page.getByRole('tab', { name: 'My clients' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
