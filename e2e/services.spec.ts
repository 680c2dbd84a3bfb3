import { test, expect } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';

test.describe('services', () => {
  test('a customer asks for a service from /one/services and the request is in the KAM chat on both sides', async ({
    page,
    browser,
  }) => {
    await loginByApi(page, 'owner@acme.example');
    await page.goto('/one/home');
    await page.getByTestId('nav-services').click();
    await expect(page).toHaveURL(/\/one\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.getByTestId('nav-services')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('service-category-LEGAL').click();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('83(b)');
    await expect(page.getByTestId('services-count')).toHaveText('1 service');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const note = `Grant signed on ${Date.now()}`;
    await page.getByRole('button', { name: 'Ask for this service: 83(b) election' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for 83(b) election' });
    await dialog.getByLabel('Anything they should know (optional)').fill(note);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send request' }).click();

    // The inbox opens on the chat with the KAM, carrying the request.
    await expect(page).toHaveURL(/\/one\/communications\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Request sent to your key account manager')).toBeVisible();
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(
      messages.getByText('I would like to ask for this service: 83(b) election (ELECTION_83B).'),
    ).toBeVisible();
    await expect(messages.getByText(note)).toBeVisible();
    const conversation = page.url().split('/').pop()!;

    // The KAM sees it in the portal inbox.
    const kamContext = await browser.newContext();
    const kam = await kamContext.newPage();
    await loginByApi(kam, 'kam@atrium.dev');
    await kam.goto(`/portal/inbox/${conversation}`);
    const pane = kam.getByRole('log', { name: 'Messages' });
    await expect(pane.getByText(note)).toBeVisible();
    await expect(pane.getByText('83(b) election (ELECTION_83B)')).toBeVisible();
    await kamContext.close();
  });

  test('phone: /one/legal fits the screen; /faq and /terms-and-policies are public, in English and Spanish', async ({
    page,
    browser,
  }) => {
    await loginByApi(page, 'owner@acme.example');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/one/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
    await expect(page.getByTestId('content-legal')).toContainText('83(b)');
    await expect(page.getByTestId('service-DELAWARE_INCORPORATION').getByTestId('service-ask')).toBeVisible();
    await expect(page.getByTestId('service-FRACTIONAL_CFO')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Signed out, on a phone.
    const anon = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await anon.newPage();
    await visitor.goto('/faq');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(visitor).toHaveURL(/\/faq$/);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: 'Español' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    await visitor.getByRole('link', { name: 'Términos y políticas' }).click();
    await expect(visitor).toHaveURL(/\/terms-and-policies$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Términos y políticas' })).toBeVisible();
    await anon.close();
  });
});
