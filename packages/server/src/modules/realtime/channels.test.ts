import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import type { RequestContext } from '../../platform/http/context.ts';

const t = await useTestApp();

const MEMBER = 'member@acme.example';
const GLOBEX_MEMBER = 'member@globex.example';
const STAFF = 'staff@atrium.dev';
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The user part of a request context, as the /ws endpoint hands it to an authorizer. */
async function ctxOf(email: string): Promise<Omit<RequestContext, 'tenant' | 'membership'>> {
  const u = (await t.services.users.byEmail(email))!;
  return {
    user: {
      id: u.id,
      externalId: u.externalId,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      language: u.language,
      isInternal: false,
    },
    userRoleNames: [],
    permissions: new Set(),
    token: { id: 0, expiresAt: new Date(Date.now() + 60_000) },
    ip: '127.0.0.1',
  };
}
const may = (name: string, ctx: Omit<RequestContext, 'tenant' | 'membership'>, id: string) =>
  t.deps.realtime.authorizer(name)!(ctx, id);

describe("channel 'user'", () => {
  it('lets only the user themself listen', async () => {
    const me = await ctxOf(MEMBER);
    const other = await ctxOf(GLOBEX_MEMBER);
    expect(await may('user', me, me.user.externalId)).toBe(true);
    expect(await may('user', me, other.user.externalId)).toBe(false);
    expect(await may('user', await ctxOf(STAFF), me.user.externalId)).toBe(false);
    expect(await may('user', me, 'anything')).toBe(false);
  });
});

describe("channel 'tenant'", () => {
  it('lets only members of the tenant listen', async () => {
    const member = await ctxOf(MEMBER);
    expect(await may('tenant', member, ACME)).toBe(true);
    expect(await may('tenant', member, GLOBEX)).toBe(false);
    expect(await may('tenant', await ctxOf('multi@example.com'), GLOBEX)).toBe(true);
    // Staff are not members of customer tenants.
    expect(await may('tenant', await ctxOf(STAFF), ACME)).toBe(false);
  });

  it('refuses unknown and malformed tenant ids without throwing', async () => {
    const member = await ctxOf(MEMBER);
    expect(await may('tenant', member, UNKNOWN)).toBe(false);
    expect(await may('tenant', member, 'not-a-uuid')).toBe(false);
  });
});
