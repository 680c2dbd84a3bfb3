import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

// Issue 13: the demo companies stored 'CA' while self-signed-up ones stored 'California'. One representation: the
// ISO code where the country has a list of states (the web shows the name), elsewhere the text as given.
const t = await useTestApp();
const acme = await t.tenantId('Acme Inc.');
const state = async (tenant: string) => (await t.services.companies.companyOfTenant(tenant)).address.state;

describe('state representation', () => {
  it('stores the ISO code whether the code or the name was sent; a region of a country without a list as given', async () => {
    const acmeId = (await t.services.companies.companyOfTenant(acme)).externalId;
    const base = {
      companyName: 'Acme Inc.',
      legalName: 'Acme Incorporated',
      telephone: '+14155550100',
      city: 'Austin',
      zipCode: '73301',
    };
    const put = async (body: Record<string, unknown>) => {
      const r = await t.call('PUT', `/api/atrium-company/${acmeId}`, {
        as: 'owner@acme.example',
        tenant: acme,
        body: { ...base, ...body },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r;
    };
    expect((await put({ country: 'US', state: 'new york' })).body.content.address.state).toBe('NY');
    expect((await put({ country: 'US', state: 'ca' })).body.content.address.state).toBe('CA');
    expect((await put({ country: 'FR', state: 'Île-de-France' })).body.content.address.state).toBe('Île-de-France');
    await put({ country: 'US', state: 'CA' });
  });

  it('the migration turns the names stored earlier into codes and leaves the rest alone', async () => {
    const globex = await t.tenantId('Globex LLC');
    await t.database.raw.query(
      `update companies set state = 'California' where tenant_id = (select id from tenants where external_id = $1)`,
      [acme],
    );
    await t.database.raw.query(
      `update companies set country = 'FR', state = 'Bretagne' where tenant_id = (select id from tenants where external_id = $1)`,
      [globex],
    );
    const sql = readFileSync(new URL('../../../migrations/0007_state_codes.sql', import.meta.url), 'utf8');
    await t.database.raw.query(sql);
    expect(await state(acme)).toBe('CA');
    expect(await state(globex)).toBe('Bretagne');
  });
});
