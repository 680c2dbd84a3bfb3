import { test, expect, type Browser, type Page, type APIRequestContext } from '@playwright/test';
import { PASSWORD, loginByApi, tenantIdByName } from './fixtures.ts';

// Group membership in the client inbox: removal with undo by the owner, and a member leaving (spec 2 §4, §5).
const C = '/api/atrium-chat-conversation';
const INBOX = '/one/communications/:atriumChatTeamExternalId';

async function token(request: APIRequestContext, email: string) {
  const r = await request.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return (await r.json()).content as { token: string; user: { externalId: string } };
}

async function inbox(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, email);
  await page.goto(INBOX);
  await expect(page.getByRole('heading', { level: 1, name: 'inbox' })).toBeVisible({ timeout: 30_000 });
  return page;
}

test.describe.configure({ timeout: 120_000 });

test('the owner removes a member with undo then confirm; another member leaves and the chat leaves their list', async ({
  browser,
  request,
}) => {
  // Olivia (owner of Acme) starts a group with Max, Morgan and the KAM, through the API as the inbox would.
  const olivia = await token(request, 'owner@acme.example');
  const auth = { Authorization: `Bearer ${olivia.token}` };
  const acme = await tenantIdByName(request, olivia.token);
  const headers = { ...auth, 'X-Tenant-Id': acme };
  const suggestions = (
    await (
      await request.get(`/api/atrium-user/chat/user-suggestions?term=&tenantExternalId=${acme}`, { headers })
    ).json()
  ).content as { externalId: string; email: string }[];
  const ids = ['member@acme.example', 'multi@example.com', 'kam@atrium.dev'].map(
    (e) => suggestions.find((s) => s.email === e)!.externalId,
  );
  const created = await request.post(
    `${C}/create-private-group-chat?externalId=${acme}&groupName=${encodeURIComponent('Launch crew')}`,
    {
      headers,
      data: { usersExternalIds: ids, message: 'Welcome to the launch crew' },
    },
  );
  expect(created.ok(), await created.text()).toBe(true);

  // The owner marks Morgan for removal, undoes it, marks again and confirms.
  const owner = await inbox(browser, 'owner@acme.example');
  await owner.getByText('Launch crew').first().click();
  await owner.getByRole('button', { name: 'Conversation settings' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Conversation settings' });
  await dialog.getByRole('button', { name: 'Remove Morgan Multi' }).click();
  await expect(dialog.getByText('To be removed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Morgan Multi' }).click();
  await expect(dialog.getByText('To be removed')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Remove Morgan Multi' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(owner.getByText('Operation successful')).toBeVisible();
  await expect(dialog.getByText('Morgan Multi')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    owner.getByRole('log', { name: 'Messages' }).getByText(/Morgan Multi left the conversation \(removed\)/),
  ).toBeVisible();

  // Max leaves (three members remain, so leaving is allowed); the chat disappears from his list.
  const max = await inbox(browser, 'member@acme.example');
  await max.getByText('Launch crew').first().click();
  await max.getByRole('button', { name: 'Conversation settings' }).click();
  const maxDialog = max.getByRole('dialog', { name: 'Conversation settings' });
  await maxDialog.getByRole('tab', { name: 'Settings' }).click();
  await maxDialog.getByRole('button', { name: 'Leave chat' }).click();
  await max.getByRole('dialog', { name: 'Leave this chat?' }).getByRole('button', { name: 'Leave chat' }).click();
  await expect(max.getByText('Launch crew')).toHaveCount(0);
  await max.reload();
  await expect(max.getByRole('heading', { level: 1, name: 'inbox' })).toBeVisible({ timeout: 30_000 });
  await expect(max.getByText('Launch crew')).toHaveCount(0);
});
