import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { createRequire } from 'node:module';
import { E2E_DEMO_PASSWORD } from './playwright.config.ts';

export const PASSWORD = E2E_DEMO_PASSWORD;
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Signs in through the login page (e-mail first, then password). */
export async function loginWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole('button', { name: /continue/i }).click();
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
}

/** The newest e-mail sent to an address, read from the dev outbox. */
export async function latestMail(request: APIRequestContext, to: string, template?: string) {
  let found: { subject: string; text: string; template: string } | undefined;
  await expect
    .poll(async () => {
      const r = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&pageSize=20`);
      const body = await r.json();
      const items = (body.content?.items ?? []) as { subject: string; text: string; template: string }[];
      found = items.find((m) => !template || m.template === template);
      return !!found;
    })
    .toBe(true);
  return found!;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Runs axe-core in the page and returns serious and critical violations. */
export async function seriousA11yViolations(page: Page) {
  // A dialog still fading in is half transparent: its colours blend with the backdrop and fail contrast. Let CSS
  // transitions and animations finish first (infinite ones, such as spinners, are left running).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    // The first few offending elements, so a failure says where to look.
    type Node = { target: string[]; failureSummary?: string };
    return r.violations.map((v: { id: string; impact: string; nodes: Node[] }) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      where: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`),
    }));
  });
  return result.filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Signs in through the API (POST /auth/login) and stores the session the way the web app does (local storage
 * keys 't' and 't_expiration'), without visiting the login form. Returns the token and the sign-in reply.
 */
export async function loginByApi(page: Page, email: string, password = PASSWORD) {
  const r = await page.request.post('/auth/login', { data: { email, password } });
  expect(r.ok(), `login of ${email} answered ${r.status()}`).toBe(true);
  const reply = (await r.json()).content as { token: string; expiresAt: string; user: { externalId: string } };
  await page.addInitScript(
    ([token, expiresAt]) => {
      try {
        // Only the first document of the tab gets the session: a later logout must stay logged out.
        if (sessionStorage.getItem('e2e.session-set')) return;
        sessionStorage.setItem('e2e.session-set', '1');
        localStorage.setItem('t', token);
        localStorage.setItem('t_expiration', expiresAt);
      } catch {
        /* about:blank has no storage */
      }
    },
    [reply.token, reply.expiresAt] as const,
  );
  return reply;
}

/** The external id of a tenant the signed-in user belongs to, by name (Acme by default) or by a test on the name. */
export async function tenantIdByName(
  request: APIRequestContext,
  token: string,
  name: string | ((name: string) => boolean) = 'Acme Inc.',
): Promise<string> {
  const r = await request.get('/api/workspace/all', { headers: { Authorization: `Bearer ${token}` } });
  expect(r.ok(), `workspaces answered ${r.status()}`).toBe(true);
  const all = (await r.json()).content as { tenantMemberships: { tenant: { name: string; externalId: string } }[] }[];
  const is = typeof name === 'string' ? (n: string) => n === name : name;
  const id = all.flatMap((w) => w.tenantMemberships).find((m) => is(m.tenant.name))?.tenant.externalId;
  expect(id, `tenant ${String(name)}`).toBeTruthy();
  return id!;
}
