import { test, expect, type Page } from '@playwright/test';
import { loginByApi, seriousA11yViolations, tenantIdByName } from './fixtures.ts';

const INBOX = '/one/communications/:atriumChatTeamExternalId';

async function openInbox(page: Page) {
  await page.goto(INBOX);
  await expect(page.getByRole('heading', { level: 1, name: 'inbox' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('chat-list-item');

test.describe('client inbox', () => {
  test('a client starts a chat with the KAM from the experts panel; badges, toasts, live list and read state on both sides', async ({
    page,
    browser,
  }) => {
    // The KAM is signed in elsewhere, on another page of the portal.
    const kamContext = await browser.newContext();
    const kam = await kamContext.newPage();
    const kamLogin = await loginByApi(kam, 'kam@atrium.dev');
    await kam.goto('/portal/customers');
    await expect(kam.getByTestId('nav-inbox')).toBeVisible();
    await expect(kam.getByTestId('nav-inbox-badge')).toHaveClass(/MuiBadge-invisible/);

    await loginByApi(page, 'owner@acme.example');
    await openInbox(page);
    await expect(page.getByTestId('nav-inbox')).toHaveAttribute('aria-current', 'page');
    // Experts: the KAM first, labelled as the KAM services support, then Acme's other experts.
    const experts = page.getByTestId('expert');
    await expect(experts.first()).toBeVisible();
    expect(await experts.count()).toBeGreaterThanOrEqual(2);
    await expect(experts.first().getByTestId('expert-name')).toHaveText('Kim Manager');
    await expect(experts.first().getByTestId('expert-role')).toContainText('KAM services support');
    await expect(experts.nth(1).getByTestId('expert-role')).not.toContainText('KAM services support');

    await experts.first().click();
    const newPane = page.getByRole('region', { name: 'New conversation' });
    await expect(newPane.getByRole('button', { name: 'Kim Manager' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Message', exact: true }).fill('Hello Kim, a question about our plan');
    await page.getByRole('button', { name: 'Send' }).click();

    // The new chat tops the list, is selected, and the address names it.
    await expect(rows(page).first().getByTestId('chat-name')).toHaveText('Kim Manager');
    await expect(rows(page).first().getByTestId('chat-last-text')).toHaveText('Hello Kim, a question about our plan');
    await expect(page).toHaveURL(/\/one\/communications\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Hello Kim, a question about our plan').last()).toBeVisible();

    // The KAM, without reloading: badge 1 and the toast.
    await expect(kam.getByTestId('nav-inbox-badge')).toHaveText('1');
    await expect(kam.getByText('You received a new message from Olivia Acme')).toBeVisible();

    // The KAM answers while the client looks at the list: the row rises with the text and an unread badge, the
    // client's inbox badge shows 1 and a toast names the KAM.
    const conversationId = page.url().split('/').pop()!;
    await openInbox(page);
    await expect(rows(page).first().getByTestId('chat-read')).toBeVisible();
    const kamWorkspaces = await kam.request.get('/api/workspace/all', {
      headers: { Authorization: `Bearer ${kamLogin.token}` },
    });
    const internal = (
      (await kamWorkspaces.json()).content as {
        tenantMemberships: { tenant: { externalId: string; isInternal: boolean } }[];
      }[]
    )
      .flatMap((w) => w.tenantMemberships)
      .find((m) => m.tenant.isInternal)!.tenant.externalId;
    const reply = await kam.request.post('/api/atrium-chat-message/', {
      headers: { Authorization: `Bearer ${kamLogin.token}`, 'X-Tenant-Id': internal },
      data: { conversationExternalId: conversationId, message: 'Happy to help, Olivia' },
    });
    expect(reply.ok(), `reply answered ${reply.status()}`).toBe(true);
    await expect(rows(page).first().getByTestId('chat-last-text')).toHaveText('Happy to help, Olivia');
    await expect(rows(page).first().getByTestId('chat-unread')).toContainText('1');
    await expect(page.getByTestId('nav-inbox-badge')).toHaveText('1');
    await expect(page.getByText('You received a new message from Kim Manager')).toBeVisible();

    // Mark read from the row's menu clears both; mark unread brings them back.
    await rows(page).first().getByTestId('chat-actions').click();
    await page.getByRole('menuitem', { name: 'Mark as read' }).click();
    await expect(rows(page).first().getByTestId('chat-read')).toBeVisible();
    await expect(page.getByTestId('nav-inbox-badge')).toHaveClass(/MuiBadge-invisible/);
    await rows(page).first().getByTestId('chat-actions').click();
    await page.getByRole('menuitem', { name: 'Mark as unread' }).click();
    await expect(rows(page).first().getByTestId('chat-unread')).toContainText('1');
    await expect(page.getByTestId('nav-inbox-badge')).toHaveText('1');

    // Clicking the KAM again opens the existing chat rather than a new one, and reads it.
    await openInbox(page);
    await expect(rows(page)).toHaveCount(1);
    await page.getByTestId('expert').first().click();
    await expect(page).toHaveURL(/\/one\/communications\/[0-9a-f-]{36}$/);
    await expect(rows(page).first()).toHaveAttribute('data-conversation', conversationId);
    await expect(page).toHaveURL(new RegExp(`${conversationId}$`));
    await expect(page.getByTestId('nav-inbox-badge')).toHaveClass(/MuiBadge-invisible/);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await kamContext.close();
  });

  test('on a phone the inbox shows the list or the conversation, with a back button; experts open from a button', async ({
    page,
    request,
  }) => {
    const { token } = await loginByApi(page, 'member@acme.example');
    // A chat with the KAM to open (the same call as the Contact KAM button).
    const acme = await tenantIdByName(request, token);
    const created = await request.post('/api/atrium-chat-conversation/with-kam', {
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': acme },
    });
    expect(created.ok()).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await openInbox(page);
    await expect(page.getByTestId('bottom-inbox')).toBeVisible();
    const row = rows(page).first();
    await expect(row.getByTestId('chat-name')).toHaveText('Kim Manager');

    await page.getByTestId('experts-fab').click();
    const drawer = page.getByTestId('experts-drawer');
    await expect(drawer.getByTestId('expert').first().getByTestId('expert-role')).toContainText('KAM services support');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: 'inbox' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Message', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to chats' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'inbox' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a user without chats sees the empty state (axe clean); start chat, product support and new group chat open a new conversation', async ({
    page,
  }) => {
    await loginByApi(page, 'solo@example.com');
    await openInbox(page);
    await expect(page.getByText('No chats yet')).toBeVisible();
    await expect(page.getByTestId('start-chat')).toBeVisible();
    await expect(page.getByTestId('nav-inbox')).toHaveAttribute('aria-current', 'page');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('start-chat').click();
    const newPane = page.getByRole('region', { name: 'New conversation' });
    await expect(newPane).toBeVisible();

    // 'product support' addresses the support user; 'new group chat' needs two people before it goes on.
    await page.getByTestId('product-support').click();
    await expect(newPane.getByRole('button', { name: 'Atrium Support' })).toBeVisible();
    await page.getByTestId('new-group-chat').click();
    const picker = page.getByRole('dialog', { name: 'new group chat' });
    const confirm = picker.getByRole('button', { name: 'Confirm' });
    await picker.getByRole('checkbox', { name: /Kim Manager/ }).click();
    await expect(confirm).toBeDisabled();
    await picker.getByRole('checkbox', { name: /Atrium Support/ }).click();
    await confirm.click();
    await expect(picker).toBeHidden();
    await expect(newPane.getByRole('button', { name: 'Kim Manager' })).toBeVisible();
    await expect(newPane.getByRole('button', { name: 'Atrium Support' })).toBeVisible();
  });

  test("Add workspace and the company card's Contact KAM open the chat with the KAM in the inbox", async ({ page }) => {
    await loginByApi(page, 'owner@globex.example');
    await page.goto('/one/settings');
    // The workspace selector's Add workspace goes through the KAM too.
    await page.getByTestId('workspace-selector').click();
    await page.getByTestId('add-workspace').click();
    const dialog = page.getByRole('dialog', { name: 'Chat with your key account manager' });
    await expect(dialog).toContainText('New workspaces are set up by your key account manager');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('contact-kam').click();
    await page.getByTestId('with-kam-start').click();
    await expect(page).toHaveURL(/\/one\/communications\/[0-9a-f-]{36}$/);
    await expect(rows(page).first().getByTestId('chat-name')).toHaveText('Kim Manager');
    await expect(page.getByRole('combobox', { name: 'Message', exact: true })).toBeVisible();
  });
});
