import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, latestMail, loginByApi, seriousA11yViolations } from './fixtures.ts';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const NEW_PASSWORD = 'Invited-pass-1';

/** The path of the link in the newest invitation e-mail to `to`. */
async function invitationPath(request: APIRequestContext, to: string) {
  const mail = await latestMail(request, to, 'INVITE_USER_TO_COMPANY');
  const url = /(https?:\/\/\S+)/.exec(mail.text)?.[1];
  expect(url, `a link in: ${mail.text}`).toBeTruthy();
  return new URL(url!).pathname;
}

/** A new, verified account (sign-up, then the link of the verification e-mail). */
async function verifiedUser(request: APIRequestContext, email: string) {
  const r = await request.post('/auth/sign-up', {
    data: { firstName: 'Ivy', lastName: 'Invitee', email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(r.ok()).toBe(true);
  const mail = await latestMail(request, email, 'VERIFY_EMAIL');
  const code = /\/verifying-email\/([^\s?]+)/.exec(mail.text)![1];
  expect((await request.get(`/auth/validate?code=${code}&email=${encodeURIComponent(email)}`)).ok()).toBe(true);
}

async function acmeId(request: APIRequestContext, token: string) {
  const r = await request.get('/api/workspace/tenant-memberships/all', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const list = (await r.json()).content as { tenant: { name: string; externalId: string } }[];
  return list.find((m) => m.tenant.name === 'Acme Inc.')!.tenant.externalId;
}

async function inviteFromSettings(page: Page, email: string) {
  await page.goto('/one/settings');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /email/i }).fill(email);
  await expect(dialog.getByRole('combobox', { name: /role/i })).toHaveText('Viewer');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
}

test.describe('invitations', () => {
  test('a company admin invites an existing user, who signs in from the link and accepts', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('existing');
    await verifiedUser(request, email);

    await loginByApi(page, 'owner@acme.example');
    await inviteFromSettings(page, email);
    const row = page.getByTestId('invitation-row').filter({ hasText: email });
    await expect(row).toContainText('Pending');

    const path = await invitationPath(request, email);
    expect(path).toMatch(/^\/invitation\/company\/[^/]+\/[0-9a-f-]{36}$/);

    // The invitee is signed out: the link asks for sign-in first and comes back.
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(path);
    await expect(invitee).toHaveURL(/\/login\?redirect_uri=/);
    await invitee.getByLabel(/e-?mail/i).fill(email);
    await invitee.getByRole('button', { name: /continue/i }).click();
    await invitee.getByLabel(/^password/i).fill(PASSWORD);
    await invitee.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(invitee.getByText('Olivia Acme invited you to join Acme Inc. as Viewer.')).toBeVisible();
    expect(await seriousA11yViolations(invitee)).toEqual([]);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invitee).toHaveURL(/\/one\/home/);
    await expect(invitee.getByTestId('current-tenant-name')).toHaveText('Acme Inc.');

    // The link now says it was used; the admin sees the invitation accepted and the new user in the list.
    await invitee.goto(path);
    await expect(invitee.getByTestId('invitation-unavailable')).toContainText('already been accepted');
    await context.close();
    await page.reload();
    await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toContainText('Accepted');
    await expect(page.getByTestId('company-user-row').filter({ hasText: email })).toBeVisible();
  });

  test('a new person registers from the link, joins the company, and edits their personal information', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('newcomer');
    const owner = await request.post('/auth/login', { data: { email: 'owner@acme.example', password: PASSWORD } });
    const token = (await owner.json()).content.token as string;
    const roles = (
      await (await request.get('/api/atrium-roles/company', { headers: { Authorization: `Bearer ${token}` } })).json()
    ).content as { externalId: string; name: string }[];
    const sent = await request.post('/api/invitations/company/invite-user', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        content: {
          tenantExternalId: await acmeId(request, token),
          roleExternalId: roles.find((r) => r.name === 'atrium-company-standard')!.externalId,
        },
        type: 'USER_TO_COMPANY',
        email,
        initiatorEmail: 'owner@acme.example',
      },
    });
    expect(sent.ok()).toBe(true);
    expect((await sent.json()).message).toBe('invitationSent');

    const path = await invitationPath(request, email);
    expect(path).toMatch(/^\/company\/invitation\/register-user\//);
    await page.goto(path);
    await expect(page.getByText('Olivia Acme invited you to join Acme Inc. as Standard.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The form's own rules first.
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await expect(page.getByText('First name required')).toBeVisible();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel(/^password/i).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await expect(page).toHaveURL(/\/one\/home/);
    await expect(page.getByTestId('current-tenant-name')).toHaveText('Acme Inc.');

    // Personal information: the card, the edit modal (no job title field without a title), the saved change.
    await page.goto('/one/settings');
    const card = page.getByTestId('personal-info-card');
    await expect(card).toContainText('Nora Newcomer');
    await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Edit personal information' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /first name/i }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('First name required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /first name/i }).fill('Noor');
    await dialog.getByRole('textbox', { name: /phone/i }).fill('+1 555 0199');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Noor Newcomer');
    await expect(card).toContainText('+1 555 0199');
    await page.reload();
    await expect(page.getByTestId('personal-info-card')).toContainText('Noor Newcomer');
  });

  test('in the portal, an admin invites to the internal team with portal roles and the optional Atrium One role', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('staffer').replace('@example.com', '@atrium.dev');
    await loginByApi(page, 'admin@atrium.dev');
    await page.goto('/portal/settings');
    await expect(page.getByText('People with access to Atrium', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    const role = dialog.getByRole('combobox', { name: /^role/i });
    await expect(role).toHaveText('Viewer');
    await role.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Admin', 'Viewer', 'Standard']);
    await page.getByRole('option', { name: 'Standard' }).click();
    await dialog.getByRole('checkbox', { name: 'Allow access to Atrium One?' }).check();
    await expect(dialog.getByRole('combobox', { name: /Atrium One role/ })).toHaveText('Viewer');
    await dialog.getByRole('textbox', { name: /email/i }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toContainText('Standard');
    expect(await invitationPath(request, email)).toMatch(/^\/company\/invitation\/register-user\//);

    // Sending the same address again is refused with the spec's warning.
    await page.getByRole('button', { name: 'Invite user' }).click();
    await dialog.getByRole('textbox', { name: /email/i }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('An invitation has already been sent to this email')).toBeVisible();
  });
});
