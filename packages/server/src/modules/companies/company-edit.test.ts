import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const acme = await t.tenantId('Acme Inc.');
const globex = await t.tenantId('Globex LLC');
const acmeId = (await t.services.companies.companyOfTenant(acme)).externalId;
const path = `/api/atrium-company/${acmeId}`;
const edit = {
  companyName: 'Acme Inc.',
  legalName: 'Acme Incorporated',
  url: 'acme.example',
  telephone: '+14155550100',
  country: 'US',
  state: 'Texas',
  city: 'Austin',
  streetAddress: '500 Congress Ave',
  zipCode: '73301',
  description: 'Anvils and rockets',
  industry: 'Manufacturing',
  yearFounded: '2019',
  startupStage: 'Seed',
  numberOfEmployees: '11-50',
  keyInvestors: '',
};
const fields = (body: { content: { fields?: { path: string; message: string }[] } | null }) =>
  Object.fromEntries((body.content?.fields ?? []).map((f) => [f.path, f.message]));

describe('PUT /api/atrium-company/{externalId}', () => {
  it('lets the company admin edit; zipCode is stored as a number; the url gets its scheme', async () => {
    const r = await t.call('PUT', path, { as: 'owner@acme.example', tenant: acme, body: edit });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({
      legalName: 'Acme Incorporated',
      url: 'https://acme.example',
      yearFounded: 2019,
      keyInvestors: null,
      // One representation of the state: its ISO code (issue 13); the web shows the name.
      address: { zipCode: 73301, state: 'TX', city: 'Austin' },
    });
    const again = await t.call('GET', '/api/atrium-company/tenant', { as: 'owner@acme.example', tenant: acme });
    expect(again.body.content.address.zipCode).toBe(73301);
  });

  it('lets a staff KAM edit too', async () => {
    expect((await t.call('PUT', path, { as: 'kam@atrium.dev', body: { ...edit, city: 'Dallas' } })).status).toBe(200);
  });

  it("answers 400 with the modal's required fields and messages", async () => {
    const r = await t.call('PUT', path, {
      as: 'owner@acme.example',
      body: { ...edit, companyName: '', legalName: '', zipCode: 'abc', telephone: '', state: '' },
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toMatchObject({
      'body.companyName': M.companyName,
      'body.legalName': M.legalName,
      'body.zipCode': M.zipCodeNumber,
      'body.telephone': M.telephoneRequired,
      'body.state': M.state,
    });
  });

  it('refuses a plain member (403), another tenant (403), an unknown company (404), no token (401), a taken name (409)', async () => {
    expect((await t.call('PUT', path, { as: 'member@acme.example', body: edit })).status).toBe(403);
    expect((await t.call('PUT', path, { as: 'owner@globex.example', tenant: globex, body: edit })).status).toBe(403);
    expect(
      (
        await t.call('PUT', '/api/atrium-company/00000000-0000-4000-8000-000000000000', {
          as: 'owner@acme.example',
          body: edit,
        })
      ).status,
    ).toBe(404);
    expect((await t.call('PUT', path, { body: edit })).status).toBe(401);
    const taken = await t.call('PUT', path, { as: 'owner@acme.example', body: { ...edit, companyName: 'Globex LLC' } });
    expect(taken.status).toBe(409);
  });
});
