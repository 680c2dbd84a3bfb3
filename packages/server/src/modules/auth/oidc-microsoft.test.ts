import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OIDC_DEFAULT_ISSUERS } from '../../platform/config.ts';
import { useTestApp } from '../../../test/harness.ts';
import { startOidcIssuer, type IssuerUser } from '../../../test/oidc-issuer.ts';
import { makeUser, uniqueEmail } from './test-support.ts';

// Microsoft with its default, multi-tenant issuer: the local provider stands in for login.microsoftonline.com (this
// file routes `fetch` for that address to it), advertising the `{tenantid}` issuer template as Entra ID does.
const MS = OIDC_DEFAULT_ISSUERS.microsoft;
const issuer = await startOidcIssuer();
issuer.advertise = { base: MS, issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0' };
const realFetch = globalThis.fetch;
const local = (url: string) => (url.startsWith(MS) ? issuer.issuer + url.slice(MS.length) : url);
vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
  realFetch(local(input instanceof Request ? input.url : String(input)), init),
);
afterAll(async () => {
  vi.restoreAllMocks();
  await issuer.close();
});

const t = await useTestApp({
  oidc: { microsoft: { issuer: MS, clientId: issuer.clientId, clientSecret: issuer.clientSecret } },
});

const tenant = randomUUID();
beforeEach(() => {
  issuer.misbehave = {};
  issuer.advertise.tokenIssuer = `https://login.microsoftonline.com/${tenant}/v2.0`;
});

const person = (over: Partial<IssuerUser> = {}): IssuerUser => ({
  sub: `ms-${randomBytes(6).toString('hex')}`,
  tid: tenant,
  email: uniqueEmail('entra'),
  xms_edov: true,
  name: 'Alan Mathison Turing',
  ...over,
});

async function signOn(user: IssuerUser) {
  issuer.nextUser = user;
  const started = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/microsoft/start' });
  expect(started.statusCode).toBe(302);
  const authorize = String(started.headers.location);
  expect(authorize.startsWith(`${MS}/authorize?`)).toBe(true);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const r = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: String(started.headers['set-cookie']).split(';')[0] },
  });
  expect(r.statusCode).toBe(302);
  return new URL(String(r.headers.location));
}

describe('Microsoft (multi-tenant issuer)', () => {
  it("accepts the ID token of the person's own tenant, and takes the name from `name`", async () => {
    const user = person();
    const landing = await signOn(user);
    expect(landing.pathname).toBe('/redirect');
    const row = await t.services.users.byEmail(user.email as string);
    expect(row).toMatchObject({ firstName: 'Alan', lastName: 'Mathison Turing' });
  });

  it('refuses an ID token whose issuer is another tenant than its tid', async () => {
    issuer.advertise.tokenIssuer = `https://login.microsoftonline.com/${randomUUID()}/v2.0`;
    const landing = await signOn(person());
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('sso-rejected');
  });

  it('links an existing account when xms_edov vouches for the address, and not without it', async () => {
    const existing = await makeUser(t);
    expect((await signOn(person({ email: existing.email, xms_edov: undefined }))).searchParams.get('error')).toBe(
      'sso-email-unverified',
    );
    const landing = await signOn(person({ email: existing.email }));
    const session = await t.call('POST', '/api/atrium-auth/otc', { body: { otc: landing.searchParams.get('otc') } });
    expect(session.body.content.user.externalId).toBe(existing.externalId);
  });
});
