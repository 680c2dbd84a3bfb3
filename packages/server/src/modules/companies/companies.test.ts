import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const acme = await t.tenantId('Acme Inc.');
const globex = await t.tenantId('Globex LLC');

describe('GET /api/atrium-company/tenant', () => {
  it("answers the selected tenant's company in the spec's shape", async () => {
    const r = await t.call('GET', '/api/atrium-company/tenant', { as: 'owner@acme.example', tenant: acme });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({
      companyName: 'Acme Inc.',
      atriumCompanyAccountType: 'COMPANY',
      tenant: { name: 'Acme Inc.', externalId: acme },
      address: { streetAddress: expect.anything() },
      companyContext: { industry: expect.any(String) },
    });
  });

  it('refuses a tenant the caller is not a member of with 403, and no token with 401', async () => {
    expect(
      (await t.call('GET', '/api/atrium-company/tenant', { as: 'owner@acme.example', tenant: globex })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/atrium-company/tenant', { tenant: acme })).status).toBe(401);
  });
});

describe('companies.createCompanyAccount', () => {
  const owner = async () => (await t.services.users.byEmail('solo@example.com'))!;

  it('creates tenant, company, workspace and the owner as company admin in one transaction', async () => {
    const user = await owner();
    const made = await t.database.withTransaction(() =>
      t.services.companies.createCompanyAccount({
        ownerUserId: user.id,
        accountType: 'COMPANY',
        workspaceName: 'initech',
        company: { companyName: 'Initech', zipCode: 94107, city: 'Austin' },
      }),
    );
    expect(made.workspace.slug).toBe('initech');
    const company = await t.services.companies.companyOfTenant(made.tenant.externalId);
    expect(company).toMatchObject({ companyName: 'Initech', address: { zipCode: 94107, city: 'Austin' } });
    const token = await t.tokenFor('solo@example.com');
    const ws = await t.call('GET', '/api/workspace/all', { token });
    const initech = ws.body.content.find((w: { slug: string }) => w.slug === 'initech');
    expect(initech.tenantMemberships[0].roles.map((r: { name: string }) => r.name)).toContain(
      'atrium-company-user-admin',
    );
  });

  it('refuses a duplicate company name (any case) and leaves nothing behind when a later step fails', async () => {
    const user = await owner();
    const dup = t.database.withTransaction(() =>
      t.services.companies.createCompanyAccount({
        ownerUserId: user.id,
        accountType: 'COMPANY',
        company: { companyName: 'acme inc.' },
      }),
    );
    await expect(dup).rejects.toMatchObject({ code: 'CONFLICT' });

    const failing = t.database.withTransaction(async () => {
      await t.services.companies.createCompanyAccount({
        ownerUserId: user.id,
        accountType: 'COMPANY',
        company: { companyName: 'Halfway Co' },
      });
      throw new Error('last step failed');
    });
    await expect(failing).rejects.toThrow('last step failed');
    const left = await t.database.raw.query('select 1 from companies where company_name = $1', ['Halfway Co']);
    expect(left.rows).toHaveLength(0);
    expect((await t.database.raw.query("select 1 from tenants where name = 'Halfway Co'")).rows).toHaveLength(0);
  });
});

describe('api/countries-info', () => {
  it('lists every country with its iso2, sorted by name, without a token', async () => {
    const r = await t.call('GET', '/api/countries-info/countries');
    expect(r.status).toBe(200);
    const list = r.body.content as { name: string; iso2: string }[];
    expect(list.length).toBe(249);
    expect(list).toContainEqual({ name: 'United States', iso2: 'US' });
    expect(list).toContainEqual({ name: 'Cayman Islands', iso2: 'KY' });
  });

  it('answers the states of the United States, Cayman and the BVI, and none elsewhere', async () => {
    const us = (await t.call('GET', '/api/countries-info/countries/US')).body.content;
    expect(us.states).toHaveLength(64);
    expect(us.states).toContainEqual({ id: expect.any(Number), name: 'California', iso2: 'CA' });
    expect(us.states.map((s: { name: string }) => s.name)).toContain('District of Columbia');
    const ky = (await t.call('GET', '/api/countries-info/countries/ky')).body.content;
    expect(ky.states.map((s: { name: string }) => s.name)).toEqual([
      'Bodden Town',
      'East End',
      'George Town',
      'North Side',
      'Sister Islands',
      'West Bay',
    ]);
    const vg = (await t.call('GET', '/api/countries-info/countries/VG')).body.content;
    expect(vg.states.map((s: { name: string }) => s.name)).toEqual([
      'Anegada',
      'Jost Van Dyke',
      'Tortola',
      'Virgin Gorda',
      'Other Islands',
    ]);
    expect((await t.call('GET', '/api/countries-info/countries/FR')).body.content.states).toEqual([]);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await t.call('GET', '/api/countries-info/countries/QQ')).status).toBe(404);
    const bad = await t.call('GET', '/api/countries-info/countries/USA');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('api/atrium-roles', () => {
  it('lists company roles and portal roles; one by externalId', async () => {
    const company = await t.call('GET', '/api/atrium-roles/company', { as: 'owner@acme.example' });
    expect(company.body.content.map((r: { name: string }) => r.name)).toEqual([
      'atrium-company-user-admin',
      'atrium-company-viewer',
      'atrium-company-standard',
    ]);
    const portal = await t.call('GET', '/api/atrium-roles/portal', { as: 'staff@atrium.dev' });
    expect(portal.body.content.map((r: { name: string }) => r.name)).toEqual([
      'atrium-portal-admin',
      'atrium-portal-viewer',
      'atrium-portal-standard',
      'atrium-portal-kam',
    ]);
    const one = await t.call('GET', `/api/atrium-roles/${portal.body.content[3].externalId}`, {
      as: 'staff@atrium.dev',
    });
    expect(one.body.content.name).toBe('atrium-portal-kam');
  });

  it('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/atrium-roles/company')).status).toBe(401);
  });
});
