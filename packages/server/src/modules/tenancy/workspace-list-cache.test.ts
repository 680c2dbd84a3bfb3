import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

// The workspace list is cached per user while TOKEN_CACHE_MS lasts (the harness turns it off; this file turns it
// on for a minute, far longer than any test): every write that changes a list must show at once anyway.
const t = await useTestApp({ tokenCacheMs: 60_000 });

const OWNER_ACME = 'owner@acme.example';
const MULTI = 'multi@example.com';
const ADMIN = 'admin@atrium.dev';
const KAM = 'kam@atrium.dev';

type Ws = { slug: string; tenantMemberships: { tenant: { name: string }; roles: { name: string }[] }[] };
const list = async (as: string) => (await t.call('GET', '/api/workspace/all', { as })).body.content as Ws[];
const tenantsOf = (ws: Ws[]) =>
  ws.map((w) => ({ slug: w.slug, tenants: w.tenantMemberships.map((m) => m.tenant.name) }));
const one = async (sql: string, params: unknown[]) =>
  (await t.database.raw.query<{ v: string }>(sql, params)).rows[0].v;

describe('GET /api/workspace/all with the per-server cache on', () => {
  it('shows a new profile at once', async () => {
    const before = await list(OWNER_ACME);
    expect(tenantsOf(before).find((w) => w.slug === 'acme')?.tenants).toEqual(['Acme Inc.']);
    const acmeWs = await one('select external_id as v from workspaces where slug = $1', ['acme']);
    const r = await t.call('POST', '/api/workspace/create-profile', {
      as: OWNER_ACME,
      body: { workspaceExternalId: acmeWs, name: 'Acme Cache Labs', accountType: 'COMPANY' },
    });
    expect(r.status).toBe(200);
    expect(tenantsOf(await list(OWNER_ACME)).find((w) => w.slug === 'acme')?.tenants).toEqual([
      'Acme Cache Labs',
      'Acme Inc.',
    ]);
  });

  it('shows a new workspace with the membership moved into it at once', async () => {
    expect(tenantsOf(await list(MULTI)).map((w) => w.slug)).not.toContain('multicache');
    const r = await t.call('POST', '/api/workspace/create-for-company', {
      as: MULTI,
      body: { slug: 'multicache', atriumCompanyExternalId: await t.tenantId('Globex LLC') },
    });
    expect(r.status).toBe(200);
    expect(tenantsOf(await list(MULTI))).toContainEqual({ slug: 'multicache', tenants: ['Globex LLC'] });
  });

  it('shows a renamed company at once', async () => {
    expect(JSON.stringify(await list(OWNER_ACME))).toContain('"Acme Inc."');
    const company = (await t.services.tenancy.companyByTenantExternalId(await t.tenantId('Acme Inc.')))!;
    await t.services.tenancy.updateCompanyProfile(
      { companyId: company.c.id, tenantId: company.t.id },
      {},
      'Acme Corp.',
    );
    const names = tenantsOf(await list(OWNER_ACME)).flatMap((w) => w.tenants);
    expect(names).toContain('Acme Corp.');
    expect(names).not.toContain('Acme Inc.');
  });

  it("shows a team member's new role at once", async () => {
    const roles = async () =>
      (await list(KAM)).flatMap((w) => w.tenantMemberships.flatMap((m) => m.roles.map((r) => r.name)));
    expect(await roles()).toContain('atrium-portal-kam');
    const id = (await t.services.users.byEmail(KAM))!.externalId;
    const role = await one('select external_id as v from roles where name = $1', ['atrium-portal-standard']);
    const r = await t.call('PUT', `/api/atrium-team/employee/${id}/update`, {
      as: ADMIN,
      body: { firstName: 'Kim', lastName: 'Manager', jobTitle: 'KAM', roleExternalId: role, status: 'ACTIVE' },
    });
    expect(r.status).toBe(200);
    expect(await roles()).toContain('atrium-portal-standard');
    expect(await roles()).not.toContain('atrium-portal-kam');
  });

  it('keeps nothing from a rolled-back change', async () => {
    const before = await list(MULTI);
    // The workspace is written, then the membership cannot move (not a member): the transaction rolls back.
    const r = await t.call('POST', '/api/workspace/create-for-company', {
      as: MULTI,
      body: { slug: 'multirollback', atriumCompanyExternalId: await t.tenantId('Sol Solo') },
    });
    expect(r.status).toBe(403);
    expect(await list(MULTI)).toEqual(before);
  });
});
