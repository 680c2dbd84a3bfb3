import { test, expect, type Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures.ts';

// "Google" here is the local OpenID provider that playwright.config.ts starts next to the app (never the internet);
// its authorization page asks for an e-mail and a name, like an account chooser. The protocol's refusals (state,
// nonce, issuer, unverified e-mail) are covered by the server tests (packages/server/src/modules/auth/oidc.test.ts).

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The e-mail stored by the session (local storage key r, spec 1 §9). */
const signedInEmail = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('r');
    return raw ? (JSON.parse(raw) as { user: { email: string } }).user.email : null;
  });

test.describe('single sign-on', () => {
  test('Continue with Google signs a new person up, and signs them in again later', async ({ page }) => {
    await page.goto('/login');
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await expect(google).toBeVisible();
    // Only the configured provider is offered.
    await expect(page.getByRole('link', { name: /Microsoft/ })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const email = uniqueEmail('sso');
    await google.click();
    await expect(page.getByRole('heading', { name: 'Local identity provider' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A new account is an individual customer: its landing page is /one/home.
    await expect(page).toHaveURL(/\/one\/home$/);
    expect(await signedInEmail(page)).toBe(email);

    // Later, from a signed-out browser: the same provider account signs in to the same user, from /register too.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/register');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/one\/home$/);
    expect(await signedInEmail(page)).toBe(email);
  });

  test('cancelling at the provider comes back to the sign-in page with the reason, in English and Spanish', async ({
    page,
  }) => {
    // On a phone: the button fits the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await expect(google).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await google.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login\?error=sso-cancelled$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in was cancelled at the provider. You can try again or use your e-mail address.',
    );
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Se canceló el inicio de sesión en el proveedor. Puedes intentarlo de nuevo o usar tu correo electrónico.',
    );
    await expect(page.getByRole('link', { name: 'Continuar con Google' })).toHaveAttribute('href', /lang=es/);
  });
});
