import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

// Atrium AI's drawer (issue 18, spec 2 §2, §4): opened from the data room, a streamed answer, a teammate who sees the
// next answer stream, delete with undo, the phone layout, axe. The answer's words depend on the tools the server
// offers; the built-in provider always answers something, so the tests look for the streamed bot message itself.
const C = '/api/atrium-chat-conversation';

test.describe.configure({ timeout: 150_000 });

async function signedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  const reply = await loginByApi(page, email);
  return { page, token: reply.token, userId: reply.user.externalId };
}

const drawer = (page: Page) => page.getByTestId('assistant-drawer');
const botMessages = (page: Page) => drawer(page).getByTestId('assistant-message').filter({ hasText: 'Atrium AI' });

async function openInDataRoom(page: Page) {
  await page.goto('/one/data-room');
  await expect(page.getByTestId('data-room-title')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('ai-button').click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByTestId('assistant-context')).toHaveText('Data room');
}

async function ask(page: Page, question: string) {
  const streamed = page.waitForResponse(
    (r) => r.url().endsWith('/api/atrium-chat-message/stream') && r.request().method() === 'POST',
  );
  await drawer(page).getByTestId('assistant-input').fill(question);
  await drawer(page).getByTestId('assistant-input').press('Enter');
  const reply = await streamed;
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toContain('application/x-ndjson');
}

test('asks in the data room, a teammate added as member sees the next answer stream, delete and undo', async ({
  browser,
  request,
}) => {
  const title = `Pro-rata ${Date.now().toString(36)}`;
  const olivia = await signedIn(browser, 'owner@acme.example');
  await openInDataRoom(olivia.page);

  // A new chat: the welcome screen, then the question streams back as the bot's message.
  await drawer(olivia.page).getByTestId('assistant-new-chat').click();
  await expect(drawer(olivia.page).getByTestId('assistant-welcome')).toBeVisible();
  await ask(olivia.page, `${title}: what does the SAFE say about pro-rata rights?`);
  await expect(botMessages(olivia.page)).toHaveCount(1, { timeout: 30_000 });
  await expect(botMessages(olivia.page).first().getByTestId('assistant-message-body')).toHaveText(/\S/);
  await expect(drawer(olivia.page).getByTestId('assistant-stop')).toHaveCount(0);

  // Max joins the conversation (the owner adds him) and opens it in his own data room.
  const acme = await acmeTenant(request, olivia.token);
  const headers = { Authorization: `Bearer ${olivia.token}`, 'X-Tenant-Id': acme };
  const conversations = await request.get(`${C}/all?tenantExternalId=${acme}`, { headers });
  expect(conversations.ok(), await conversations.text()).toBe(true);
  const conv = ((await conversations.json()).content as { externalId: string; title: string | null }[]).find((c) =>
    (c.title ?? '').startsWith(title),
  )!;
  expect(conv).toBeTruthy();
  const max = await signedIn(browser, 'member@acme.example');
  const added = await request.post(`${C}/manage-users`, {
    headers,
    data: { conversationExternalId: conv.externalId, usersToAdd: [max.userId], usersToRemove: [] },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await openInDataRoom(max.page);
  await drawer(max.page).getByText(conv.title!).click();
  await expect(botMessages(max.page)).toHaveCount(1);
  // His joining is a line of the chat, not an empty message of the owner's.
  await expect(drawer(max.page).getByText('Max Acme joined the conversation.')).toBeVisible();
  await expect(drawer(max.page).getByTestId('assistant-message').filter({ hasText: 'Olivia Acme' })).toHaveCount(1);

  // The owner sees Max in the members dialog (she is the Host), switches Ask AI on and asks again: Max sees it stream.
  await olivia.page.getByTestId('assistant-chat-title').waitFor();
  await drawer(olivia.page).getByTestId('assistant-members-button').click();
  const members = olivia.page.getByRole('dialog', { name: 'Members' });
  await expect(members.getByText('Max', { exact: false })).toBeVisible();
  await expect(members.getByText('Host')).toBeVisible();
  await members.getByRole('button', { name: 'Close' }).click();
  await drawer(olivia.page).getByLabel('Ask AI').check();
  await ask(olivia.page, 'And what about a change of control?');
  await expect(botMessages(max.page)).toHaveCount(2, { timeout: 30_000 });
  await expect(botMessages(olivia.page)).toHaveCount(2);

  // Delete from the list, then undo within the 5 s: the chat is back.
  await drawer(olivia.page).getByRole('button', { name: 'Previous chats' }).click();
  const row = drawer(olivia.page).getByTestId('assistant-conversation').filter({ hasText: title });
  await expect(row).toBeVisible();
  await drawer(olivia.page)
    .getByRole('button', { name: `Actions for ${conv.title}` })
    .click();
  await olivia.page.getByRole('menuitem', { name: 'Delete' }).click();
  await olivia.page.getByRole('dialog', { name: 'Delete chat' }).getByRole('button', { name: 'Delete' }).click();
  const toast = drawer(olivia.page).getByTestId('assistant-undo-toast');
  await expect(toast).toHaveText(/Chat Deleted/);
  await expect(row).toHaveCount(0);
  await toast.hover();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(row).toBeVisible();

  // Escape closes the drawer.
  await olivia.page.keyboard.press('Escape');
  await expect(drawer(olivia.page)).toHaveCount(0);
});

test('a question about a clause is answered from the data room, cites its document, and the citation opens it', async ({
  browser,
}) => {
  const olivia = await signedIn(browser, 'owner@acme.example');
  await openInDataRoom(olivia.page);
  await drawer(olivia.page).getByTestId('assistant-new-chat').click();
  await ask(olivia.page, 'How many common shares does our certificate of incorporation authorize?');
  const answer = botMessages(olivia.page).last();
  await expect(answer.getByTestId('assistant-message-body')).toContainText('10,000,000', { timeout: 30_000 });
  const cited = answer
    .getByTestId('assistant-citations')
    .getByRole('link', { name: /Certificate of Incorporation\.pdf/ });
  await expect(cited).toBeVisible();

  // The citation closes the drawer and opens the file's folder in the data room with the file in it.
  await cited.click();
  await expect(olivia.page).toHaveURL(/\/one\/data-room\/files\?documentId=/);
  await expect(drawer(olivia.page)).toHaveCount(0);
  await expect(olivia.page.getByText('Certificate of Incorporation.pdf').first()).toBeVisible({ timeout: 30_000 });
});

test('the drawer is a bottom sheet on a phone, opened from the top bar, and passes axe', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await loginByApi(page, 'owner@acme.example');
  await page.goto('/one/home');
  await page.getByTestId('assistant-button').click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByTestId('assistant-context')).toHaveText('Fundraising');
  const box = (await drawer(page).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(389);
  expect(Math.round(box.y + box.height)).toBe(844);
  expect(box.height).toBeLessThan(844);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Desktop: a right panel, 25 % of a large screen.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect.poll(async () => Math.round((await drawer(page).boundingBox())!.width)).toBe(400);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

/** Acme's tenant id, as the workspace list gives it. */
async function acmeTenant(request: APIRequestContext, token: string): Promise<string> {
  const r = await request.get('/api/workspace/all', { headers: { Authorization: `Bearer ${token}` } });
  const workspaces = (await r.json()).content as {
    tenantMemberships: { tenant: { name: string; externalId: string } }[];
  }[];
  return workspaces.flatMap((w) => w.tenantMemberships).find((m) => m.tenant.name === 'Acme Inc.')!.tenant.externalId;
}
