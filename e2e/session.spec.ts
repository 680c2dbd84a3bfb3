import { expect, test } from '@playwright/test';
import { loginByApi, loginWithPassword } from './fixtures.ts';

test.describe('session rules (spec 1 §4.1)', () => {
  test('a token revoked on the server logs the user out with the session-expired alert', async ({ page }) => {
    const { token } = await loginByApi(page, 'member@globex.example');
    await page.goto('/one/home');
    await expect(page).toHaveURL(/\/one\/home$/);
    await page.waitForLoadState('networkidle');
    // Revoke the token behind the browser's back, then use the app: its next request meets the 401.
    const r = await page.request.delete('/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(r.ok()).toBe(true);
    // The app's own background requests (the realtime connection, the unread count) may meet the 401 first and end the
    // session before the click; otherwise the click's request does.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Notifications' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page.getByText('Your session has expired, please log in again')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('t'))).toBeNull();
  });

  test('?error=token-expired with a stored token ends the session and explains why', async ({ page }) => {
    const { token } = await loginByApi(page, 'owner@globex.example');
    await page.goto('/one/home');
    await expect(page).toHaveURL(/\/one\/home$/);
    await page.goto('/login?error=token-expired');
    await expect(page.getByRole('alert')).toHaveText('Your session has expired, please log in again');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('t'))).toBeNull();
    const me = await page.request.get('/auth/current-user', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test('a signed-in user opening /login?redirect_uri= is taken to that page', async ({ page }) => {
    await loginByApi(page, 'owner@globex.example');
    await page.goto('/login?redirect_uri=%2Fone%2Fsettings');
    await expect(page).toHaveURL(/\/one\/settings$/);
  });

  test('signing in asks for the current user once and records one LOGIN visit per browser session', async ({
    page,
  }) => {
    const currentUserCalls: string[] = [];
    const visits: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/auth/current-user')) currentUserCalls.push(req.url());
      if (req.url().endsWith('/api/atrium-user-visit-session')) visits.push(req.postData() ?? '');
    });
    await loginWithPassword(page, 'member@acme.example');
    await expect(page).toHaveURL(/\/one\/home$/);
    await expect.poll(() => visits.length).toBe(1);
    expect(JSON.parse(visits[0])).toMatchObject({ sessionEvent: 'LOGIN' });
    expect(currentUserCalls).toHaveLength(1);
    await page.reload();
    await expect(page).toHaveURL(/\/one\/home$/);
    await page.waitForLoadState('networkidle');
    expect(visits).toHaveLength(1);
  });

  test('?tenantExternalId= selects that membership and is then dropped from the address', async ({ page }) => {
    const { token } = await loginByApi(page, 'multi@example.com');
    const r = await page.request.get('/api/workspace/all', { headers: { authorization: `Bearer ${token}` } });
    const workspaces = (await r.json()).content as {
      tenantMemberships: { tenant: { name: string; externalId: string } }[];
    }[];
    const globex = workspaces.flatMap((w) => w.tenantMemberships).find((m) => m.tenant.name === 'Globex LLC')!.tenant
      .externalId;
    const withGlobexHeader = page.waitForRequest(
      (req) => req.url().includes('/api/notification') && req.headers()['x-tenant-id'] === globex,
    );
    await page.goto(`/one/home?tenantExternalId=${globex}`);
    await expect(page.getByTestId('current-tenant-name')).toHaveText('Globex LLC');
    await withGlobexHeader;
    await expect(page).toHaveURL(/\/one\/home$/);
  });
});
