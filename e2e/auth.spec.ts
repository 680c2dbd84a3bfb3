import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { PASSWORD, codeIn, latestMail, loginWithPassword, seriousA11yViolations } from './fixtures.ts';

/** A new address per run and per test, so the specs never collide with demo users or each other. */
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The e-mail stored by the session (local storage key r, spec 1 §9). */
const signedInEmail = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('r');
    return raw ? (JSON.parse(raw) as { user: { email: string } }).user.email : null;
  });

/** The /verifying-email/… path of the newest verification e-mail sent to `to`. */
async function verificationPath(request: APIRequestContext, to: string) {
  const mail = await latestMail(request, to, 'VERIFY_EMAIL');
  const link = /\/verifying-email\/[^\s"'<>)]+/.exec(mail.text)?.[0];
  expect(link, `a /verifying-email link in: ${mail.text}`).toBeTruthy();
  return link!;
}

/** A new, verified account made through the API (sign-up, then the verification link of its e-mail). */
async function verifiedUserByApi(request: APIRequestContext, email: string, password: string) {
  const signUp = await request.post('/auth/sign-up', {
    data: { firstName: 'Vera', lastName: 'Verified', email, password, passwordConfirmation: password },
  });
  expect(signUp.ok()).toBe(true);
  const link = new URL(await verificationPath(request, email), 'http://x');
  const code = link.pathname.split('/').pop()!;
  const validated = await request.get(`/auth/validate?code=${code}&email=${encodeURIComponent(email)}`);
  expect(validated.ok()).toBe(true);
}

async function signUpThroughPage(page: Page, email: string, password: string) {
  // /signup asks company or individual first; the individual path is the personal sign-up form.
  await page.goto('/signup');
  await page.getByRole('button', { name: /An individual/ }).click();
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Endtoend');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test.describe('sign-in', () => {
  test('password login of a company owner lands on /one/home', async ({ page }) => {
    await loginWithPassword(page, 'owner@acme.example');
    await expect(page).toHaveURL(/\/one\/home$/);
    expect(await signedInEmail(page)).toBe('owner@acme.example');
  });

  test('keyboard only: Enter submits each step, focus starts in the field', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel(/e-?mail/i)).toBeFocused();
    await page.keyboard.type('owner@globex.example');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(/^password/i)).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/one\/home$/);
  });

  test('a wrong password shows the server message and stays on the page', async ({ page }) => {
    await loginWithPassword(page, 'member@globex.example', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/^password/i)).toBeVisible();
  });

  test('login by a code e-mailed instead of the password', async ({ page, request }) => {
    const email = 'member@acme.example';
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'E-mail me a sign-in code instead' }).click();
    await expect(page.getByText(/We e-mailed you a 6-digit code/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    const code = codeIn((await latestMail(request, email, 'LOGIN_CODE')).text);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(/6-digit code/).fill(code);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/one\/home$/);
    expect(await signedInEmail(page)).toBe(email);
  });

  test('returns to the page asked for before signing in (redirect_uri)', async ({ page }) => {
    await page.goto('/one/notifications');
    await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fone%2Fnotifications$/);
    await page.getByLabel(/e-?mail/i).fill('owner@acme.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/one\/notifications$/);
  });

  test('a foreign redirect_uri is ignored', async ({ page }) => {
    await page.goto(`/login?redirect_uri=${encodeURIComponent('//example.org/phish')}`);
    await page.getByLabel(/e-?mail/i).fill('owner@acme.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/one\/home$/);
  });

  test('?error=not-authorized and ?error=token-expired show their messages', async ({ page }) => {
    await page.goto('/?error=not-authorized');
    await expect(page.getByRole('alert')).toHaveText('You are not authorized');
    await page.goto('/login?error=token-expired');
    await expect(page.getByRole('alert')).toHaveText('Your session has expired, please log in again');
  });
});

test.describe('accounts', () => {
  test('sign-up, then the verification link from the e-mail signs the user in', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await signUpThroughPage(page, email, 'Fresh-pass-123');
    await expect(page).toHaveURL(/\/verify-email\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // Resend: a snackbar, then the button waits.
    await page.getByRole('button', { name: 'Resend e-mail' }).click();
    await expect(page.getByText('We sent you a new verification e-mail')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend e-mail in \d+ s/ })).toBeDisabled();

    await page.goto(await verificationPath(request, email));
    // A new account is an individual customer (atrium-one): its landing page is /one/home.
    await expect(page).toHaveURL(/\/one\/home$/);
    expect(await signedInEmail(page)).toBe(email);
  });

  test('signing up with a taken e-mail puts the error on the e-mail field', async ({ page }) => {
    await signUpThroughPage(page, 'owner@acme.example', 'Fresh-pass-123');
    await expect(page.getByLabel(/e-?mail/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup\/individual$/);
  });

  test('forgot and reset the password of a new user, then log in with the new one', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await verifiedUserByApi(request, email, 'Old-pass-1234');

    // Forgot password, from the password step of the sign-in page.
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByLabel(/e-?mail/i)).toHaveValue(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/email-sent$/);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await expect(page).toHaveURL(/\/reset-password\?email=/);
    await expect(page.getByLabel(/e-?mail/i)).toHaveValue(email);

    const code = codeIn((await latestMail(request, email, 'RESET_PASSWORD')).text);
    await page.getByLabel(/6-digit code/).fill(code);
    await page.getByLabel(/^new password/i).fill('New-pass-5678');
    await page.getByLabel(/^confirm new password/i).fill('New-pass-5678');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been reset')).toBeVisible();

    // The e-mail is filled in; the old password no longer works, the new one does.
    await expect(page.getByLabel(/e-?mail/i)).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^password/i).fill('Old-pass-1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
    await page.getByLabel(/^password/i).fill('New-pass-5678');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    expect(await signedInEmail(page)).toBe(email);
  });
});

test.describe('change password (settings)', () => {
  test('a wrong current password is shown on its field; the right one updates the password', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('change');
    await verifiedUserByApi(request, email, 'First-pass-123');
    await loginWithPassword(page, email, 'First-pass-123');
    await expect(page).toHaveURL(/\/one\/home$/);
    await page.goto('/one/settings');
    const current = page.getByLabel(/^current password/i);
    await current.fill('Not-the-pass-1');
    await page.getByLabel(/^new password/i).fill('Second-pass-456');
    await page.getByLabel(/^confirm new password/i).fill('Second-pass-456');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await current.fill('First-pass-123');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    await expect(current).toHaveValue('');

    // The new password signs in.
    const r = await request.post('/auth/login', { data: { email, password: 'Second-pass-456' } });
    expect(r.ok()).toBe(true);
  });
});

test.describe('workspace redirect (/redirect)', () => {
  test('a one-time code opens a session at the path p', async ({ page, request }) => {
    const login = await request.post('/auth/login', { data: { email: 'owner@acme.example', password: PASSWORD } });
    const { token } = (await login.json()).content as { token: string };
    const issued = await request.post('/api/atrium-auth/otc/issue', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(issued.ok()).toBe(true);
    const { otc } = (await issued.json()).content as { otc: string };
    await page.goto(`/redirect?otc=${encodeURIComponent(otc)}&p=${encodeURIComponent('/one/notifications')}`);
    await expect(page).toHaveURL(/\/one\/notifications$/);
    expect(await signedInEmail(page)).toBe('owner@acme.example');
  });

  test('an unknown code says so, with a way back to log in', async ({ page }) => {
    await page.goto('/redirect?otc=not-a-real-code');
    await expect(page.getByRole('alert')).toHaveText('There was an error redirecting to workspace');
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('admin tools', () => {
  test('a superadmin signs in as another user after confirming', async ({ page }) => {
    await loginWithPassword(page, 'superadmin@atrium.dev');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/tools/admin');
    await expect(page.getByRole('heading', { name: 'Admin tools' })).toBeVisible();
    const ownToken = await page.evaluate(() => localStorage.getItem('t'));
    await page.getByLabel("User's e-mail").fill('owner@globex.example');
    await page.getByRole('button', { name: 'Sign in as user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to do this?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/one\/home$/);
    expect(await signedInEmail(page)).toBe('owner@globex.example');
    // The superadmin's own token was revoked, not left behind.
    await expect
      .poll(async () =>
        (await page.request.get('/auth/current-user', { headers: { Authorization: `Bearer ${ownToken}` } })).status(),
      )
      .toBe(401);
  });

  test('an unknown user is reported and nothing changes', async ({ page }) => {
    await loginWithPassword(page, 'superadmin@atrium.dev');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/tools/admin');
    await page.getByLabel("User's e-mail").fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Sign in as user' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'User not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/tools\/admin$/);
    expect(await signedInEmail(page)).toBe('superadmin@atrium.dev');
  });
});

test.describe('accessibility and layout', () => {
  test('axe: no serious or critical violation on the login page (both steps)', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel(/e-?mail/i).fill('owner@acme.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel(/^password/i)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('axe: sign-up and forgot-password pages', async ({ page }) => {
    for (const path of ['/signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });

  test('at 375 px the sign-in card fits without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/login', '/signup', '/reset-password?email=a%40b.co']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
