import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { PASSWORD, loginByApi, seriousA11yViolations, tenantIdByName } from './fixtures.ts';

/** Calls the API with a bearer token and returns the envelope's content. */
async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: unknown,
): Promise<T> {
  const r = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(r.ok(), `${method} ${url} answered ${r.status()}`).toBe(true);
  return (await r.json()).content as T;
}

interface WorkspaceReply {
  slug: string;
  tenantMemberships: { tenant: { name: string; externalId: string } }[];
}

const tenantName = (page: Page) => page.getByTestId('current-tenant-name');

test.describe('application shell', () => {
  test('a language switch is saved for the user and survives a reload', async ({ page, request }) => {
    const { token, user } = await loginByApi(page, 'solo@example.com');
    await page.goto('/one/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sol' })).toBeVisible();

    await page.getByRole('button', { name: 'Español' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Sol' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Notificaciones/ }).first()).toBeVisible();
    expect(
      await api<{ language: string }>(request, token, 'GET', `/api/atrium-user/${user.externalId}/language`),
    ).toEqual({ language: 'es' });

    // The saved language comes back from the server, not only from this browser's storage.
    await page.evaluate(() => localStorage.removeItem('atrium.language'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Sol' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sol' })).toBeVisible();
    expect(
      await api<{ language: string }>(request, token, 'GET', `/api/atrium-user/${user.externalId}/language`),
    ).toEqual({ language: 'en' });
  });

  test('switching workspace and tenant changes the tenant header and survives a reload', async ({ page, request }) => {
    const { token } = await loginByApi(page, 'multi@example.com');
    const globexId = await tenantIdByName(request, token, 'Globex LLC');
    const acmeId = await tenantIdByName(request, token, 'Acme Inc.');
    await page.goto('/one/home');
    await expect(tenantName(page)).toHaveText('Acme Inc.');
    await expect(page.getByTestId('home-tenant-name')).toHaveText('Acme Inc.');

    const withGlobexHeader = page.waitForRequest(
      (r) => r.url().includes('/api/') && r.headers()['x-tenant-id'] === globexId,
    );
    await page.getByTestId('workspace-selector').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('acme.atrium.app')).toBeVisible();
    await expect(menu.getByText('globex.atrium.app')).toBeVisible();
    await menu.getByRole('menuitem', { name: /Globex LLC/ }).click();
    await expect(tenantName(page)).toHaveText('Globex LLC');
    await expect(page.getByTestId('home-tenant-name')).toHaveText('Globex LLC');
    await withGlobexHeader;

    await page.reload();
    await expect(tenantName(page)).toHaveText('Globex LLC');

    await page.getByTestId('workspace-selector').click();
    const withAcmeHeader = page.waitForRequest(
      (r) => r.url().includes('/api/') && r.headers()['x-tenant-id'] === acmeId,
    );
    await page.getByRole('menuitem', { name: /Acme Inc\./ }).click();
    await expect(tenantName(page)).toHaveText('Acme Inc.');
    await withAcmeHeader;
  });

  test('the view toggle takes a superadmin between Atrium One and the portal', async ({ page }) => {
    await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/one/home');
    await expect(page.getByRole('link', { name: 'Admin tools' })).toBeVisible();
    await page.getByRole('link', { name: 'Switch to Portal' }).click();
    await expect(page).toHaveURL(/\/portal\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customers' })).toBeVisible();
    await page.getByRole('link', { name: 'Switch to Atrium One' }).click();
    await expect(page).toHaveURL(/\/one\/home$/);
  });

  test('admin tools are linked only for a superadmin; the toggle only with both access permissions', async ({
    page,
  }) => {
    await loginByApi(page, 'admin@atrium.dev');
    await page.goto('/one/home');
    await expect(page.getByRole('link', { name: 'Switch to Portal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin tools' })).toHaveCount(0);
  });

  test('a customer sees no view toggle and no admin tools', async ({ page }) => {
    await loginByApi(page, 'owner@globex.example');
    await page.goto('/one/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Olivia' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Switch to Portal' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Admin tools' })).toHaveCount(0);
  });

  test('logout returns to /login and revokes the token', async ({ page, request }) => {
    const { token } = await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/home');
    await expect(page.getByTestId('user-name')).toHaveText('Olivia Acme');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('t'))).toBeNull();
    const after = await request.get('/auth/current-user', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    // The protected page now sends the visitor to sign in.
    await page.goto('/one/home');
    await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fone%2Fhome$/);
  });

  test('a customer opening a portal path gets the 401 page; Go Back leads to their landing page', async ({ page }) => {
    await loginByApi(page, 'member@acme.example');
    await page.goto('/portal/customers');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(
      page.getByRole('heading', { name: "You don't have the sufficient permissions to see this screen" }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/one\/home$/);
  });

  test('the 401 page offers Log In when signed out', async ({ page }) => {
    await page.goto('/unauthorized');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a staff user lands on the portal customers and can search them', async ({ page }) => {
    await loginByApi(page, 'staff@atrium.dev');
    await page.goto('/');
    await expect(page).toHaveURL(/\/portal\/customers$/);
    const rows = page.getByTestId('customer-row');
    await expect(rows.first()).toContainText('Acme Inc.');
    await expect(rows.filter({ hasText: 'Sol Solo' })).toContainText('Individual');
    await expect(page.getByRole('table').getByText('AtriumTenant0')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('glob');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Globex LLC');
    await expect(page).toHaveURL(/q=glob/);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('zzz-nobody');
    await expect(page.getByText('No customers found')).toBeVisible();
  });

  test('at 375 px the drawer hides behind the menu button and a bottom bar appears', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/home');
    const bottomBar = page.getByTestId('bottom-bar');
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: /Notifications/ })).toBeVisible();
    await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: /Notifications/ }).click();
    await expect(page).toHaveURL(/\/one\/notifications$/);
    await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

    await bottomBar.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByTestId('nav-drawer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
  });

  test('the portal fits a 375 px phone: no page wider than the screen, the language toggle in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginByApi(page, 'admin@atrium.dev');
    for (const path of ['/portal/customers', '/portal/inbox', '/portal/atrium-team', '/portal/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      const toggle = (await page.getByRole('button', { name: 'English' }).first().boundingBox())!;
      expect(toggle.x + toggle.width, `${path}: language toggle`).toBeLessThanOrEqual(375);
    }
  });

  test('the menu never scrolls sideways, and in Spanish at 1440×900 every entry fits without scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginByApi(page, 'superadmin@atrium.dev');
    await page.goto('/one/home');
    await page.getByRole('button', { name: 'Español' }).first().click();
    try {
      for (const path of ['/one/home', '/portal/customers']) {
        await page.goto(path);
        const nav = page.getByTestId('nav-drawer').getByRole('navigation').first();
        await expect(nav).toBeVisible();
        const m = await nav.evaluate((el) => ({
          sw: el.scrollWidth,
          cw: el.clientWidth,
          sh: el.scrollHeight,
          ch: el.clientHeight,
        }));
        expect(m.sw, `${path}: horizontal overflow`).toBeLessThanOrEqual(m.cw);
        expect(m.sh, `${path}: vertical overflow`).toBeLessThanOrEqual(m.ch);
      }
    } finally {
      // The language is saved for the user: put English back for the tests that follow, even after a failure.
      const saved = page.waitForResponse((r) => r.url().includes('/language') && r.request().method() === 'PATCH');
      await page.getByRole('button', { name: 'English' }).first().click();
      expect((await saved).ok()).toBe(true);
    }
  });

  test('a notification arriving over realtime updates the badge and the list without a reload', async ({
    page,
    request,
  }) => {
    const owner = await loginByApi(page, 'owner@acme.example');
    const acmeId = await tenantIdByName(request, owner.token, 'Acme Inc.');
    const before = (await api<{ count: number }>(request, owner.token, 'GET', '/api/notification/count-unread')).count;

    const subscribed = page
      .waitForEvent('websocket')
      .then(
        (ws) =>
          new Promise<void>((resolve) =>
            ws.on('framereceived', (f) => String(f.payload).includes('SUBSCRIBED') && resolve()),
          ),
      );
    await page.goto('/one/notifications');
    const badge = page.getByTestId('nav-notifications-badge');
    await expect(badge).toHaveText(String(before));
    await subscribed;
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    const admin = await request.post('/auth/login', { data: { email: 'admin@atrium.dev', password: PASSWORD } });
    const adminToken = (await admin.json()).content.token as string;
    await api(request, adminToken, 'POST', '/api/notification/notify-document-delivery', {
      tenantExternalId: acmeId,
      title: 'Quarterly statements delivered',
    });

    await expect(badge).toHaveText(String(before + 1));
    await expect(page.getByTestId('notification-item').first()).toContainText('Quarterly statements delivered');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // Reading it brings the badge back down.
    await page.getByRole('button', { name: 'Mark as read: Quarterly statements delivered' }).click();
    await expect(badge).toHaveText(String(before));
  });

  test('mark all as read empties the badge', async ({ page }) => {
    await loginByApi(page, 'member@globex.example');
    await page.goto('/one/notifications');
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    const confirm = page.getByRole('dialog', { name: /Mark all \d+ notifications as read\?/ });
    await expect(confirm).toContainText('Are you sure you want to do this?');
    await confirm.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('nav-notifications-badge')).toHaveClass(/MuiBadge-invisible/);
    await expect(page.locator('[data-testid="notification-item"][data-status="UNREAD"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  test('a profile is created, given a new workspace of its own, and moved back', async ({ page, request }) => {
    const suffix = Date.now().toString(36);
    const profile = `Labs ${suffix}`;
    const slug = `labs${suffix}`;
    const { token } = await loginByApi(page, 'multi@example.com');
    await page.goto('/one/home');
    await expect(tenantName(page)).not.toHaveText('Loading…');
    const openManage = async () => {
      await page.getByTestId('workspace-selector').click();
      await page.getByRole('menuitem', { name: 'Manage workspaces' }).click();
      return page.getByRole('dialog', { name: 'Manage workspaces' });
    };

    let dialog = await openManage();
    await dialog.getByRole('tab', { name: 'Create a profile' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(profile);
    await dialog.getByRole('radio', { name: 'Individual' }).check();
    await dialog.getByRole('button', { name: 'Create profile' }).click();
    await expect(dialog).toBeHidden();
    // Confirmed, not only switched to (issue 13).
    await expect(page.getByText(`Profile ${profile} created`)).toBeVisible();
    await expect(tenantName(page)).toHaveText(profile);
    await expect(page.getByTestId('home-account-type')).toHaveText('Individual');

    dialog = await openManage();
    await dialog.getByRole('tab', { name: 'Create a workspace' }).click();
    await dialog.getByRole('textbox', { name: /Workspace name/ }).fill(slug);
    await expect(dialog.getByText(`${slug}.atrium.app is available`)).toBeVisible();
    await dialog.getByRole('combobox', { name: /Move a profile into it/ }).click();
    await page.getByRole('option', { name: new RegExp(profile) }).click();
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await expect(dialog).toBeHidden();
    await expect(tenantName(page)).toHaveText(profile);
    await page.getByTestId('workspace-selector').click();
    await expect(page.getByRole('menu').getByText(`${slug}.atrium.app`)).toBeVisible();
    await page.keyboard.press('Escape');

    dialog = await openManage();
    const move = dialog.getByRole('button', { name: 'Move profile' });
    await expect(move).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Profile' }).click();
    await page.getByRole('option', { name: new RegExp(profile) }).click();
    await expect(move).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Move to workspace' }).click();
    await page.getByRole('option', { name: 'acme.atrium.app' }).click();
    await move.click();
    await expect(page.getByText('workspace changed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tenantName(page)).toHaveText(profile);

    const all = await api<WorkspaceReply[]>(request, token, 'GET', '/api/workspace/all');
    const acme = all.find((w) => w.slug === 'acme');
    expect(acme?.tenantMemberships.map((m) => m.tenant.name)).toContain(profile);
  });

  test('the create-workspace name is checked as it is typed', async ({ page }) => {
    await loginByApi(page, 'owner@globex.example');
    await page.goto('/one/home');
    await page.getByTestId('workspace-selector').click();
    await page.getByRole('menuitem', { name: 'Manage workspaces' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage workspaces' });
    await dialog.getByRole('tab', { name: 'Create a workspace' }).click();
    const name = dialog.getByRole('textbox', { name: /Workspace name/ });
    await name.fill('acme');
    await expect(dialog.getByText('This Workspace name is already in use')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create workspace' })).toBeDisabled();
    await name.fill('Acme!');
    await expect(dialog.getByText('Use lowercase letters and digits only')).toBeVisible();
    await name.fill('globexlabs');
    await expect(dialog.getByText('globexlabs.atrium.app is available')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create workspace' })).toBeEnabled();
  });
});

// The app's Content-Security-Policy (script-src 'self') refuses the inline script axe is injected with.
test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('the home screen has no serious or critical accessibility violation', async ({ page }) => {
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Olivia' })).toBeVisible();
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // the open workspace menu, and the phone layout
    await page.getByTestId('workspace-selector').click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousA11yViolations(page), 'workspace menu').toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
    expect(await seriousA11yViolations(page), '375 px').toEqual([]);
  });

  test('notifications, settings and customers have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await loginByApi(page, 'superadmin@atrium.dev');
    for (const [path, heading] of [
      ['/one/notifications', 'Notifications'],
      ['/one/settings', 'Settings'],
      ['/portal/customers', 'Customers'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
});
