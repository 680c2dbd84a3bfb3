import { test, expect, type Page } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures';

const INBOX = '/one/communications/:atriumChatTeamExternalId';

async function openInbox(page: Page) {
  await page.goto(INBOX);
  await expect(page.getByRole('heading', { level: 1, name: 'inbox' })).toBeVisible();
}

test.describe('client inbox', () => {
  test('a user without chats sees the empty state, and the inbox passes axe', async ({ page }) => {
    await loginByApi(page, 'solo@example.com');
    await openInbox(page);
    await expect(page.getByText('No chats yet')).toBeVisible();
    await expect(page.getByTestId('start-chat')).toBeVisible();
    await expect(page.getByTestId('nav-inbox')).toHaveAttribute('aria-current', 'page');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
