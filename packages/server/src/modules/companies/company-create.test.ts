import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { onboardBody } from '../onboarding/fixtures.ts';

const t = await useTestApp();
const OWNER = 'owner@acme.example';
const MEMBER = 'member@acme.example';
const acme = await t.tenantId('Acme Inc.');
const globex = await t.tenantId('Globex LLC');
const CREATE = '/api/atrium-company/create';
const FORM = '/api/atrium-company/required-profile-information';
const fields = (body: { content: { fields?: { path: string; message: string }[] } | null }) =>
  Object.fromEntries((body.content?.fields ?? []).map((f) => [f.path, f.message]));
const companyForm = (over: Record<string, unknown> = {}) => onboardBody({ company: over }).company;

describe('POST /api/atrium-company/create (/one/company-add)', () => {
  it('creates the company with the caller as its admin; it is in the workspace list and can be switched to', async () => {
    const company = companyForm({ companyName: 'Wayne Holdings' });
    const r = await t.call('POST', CREATE, { as: OWNER, body: { company } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      companyName: 'Wayne Holdings',
      legalName: 'Analytical Engines Inc.',
      url: 'https://engines.example.org',
      atriumCompanyAccountType: 'COMPANY',
      companyContext: { cashOnHand: expect.any(Number), industry: 'Fintech' },
      tenant: { name: 'Wayne Holdings' },
    });
    const tenantId: string = r.body.content.tenant.externalId;
    const workspaces = (await t.call('GET', '/api/workspace/all', { as: OWNER })).body.content as {
      tenantMemberships: { tenant: { externalId: string }; roles: { name: string }[] }[];
    }[];
    const membership = workspaces.flatMap((w) => w.tenantMemberships).find((m) => m.tenant.externalId === tenantId);
    expect(membership?.roles.map((x) => x.name)).toContain('atrium-company-user-admin');
    // Selected as the tenant, it answers with its own company.
    const own = await t.call('GET', '/api/atrium-company/tenant', { as: OWNER, tenant: tenantId });
    expect(own.body.content.companyName).toBe('Wayne Holdings');
    // Nobody else sees it.
    expect((await t.call('GET', '/api/atrium-company/tenant', { as: MEMBER, tenant: tenantId })).status).toBe(403);
  });

  it('puts the company in a workspace the caller uses, and refuses someone else\u2019s workspace', async () => {
    const mine = (await t.call('GET', '/api/workspace/all', { as: OWNER })).body.content[0];
    const r = await t.call('POST', CREATE, {
      as: OWNER,
      body: { company: companyForm({ companyName: 'Stark Labs' }), workspaceExternalId: mine.externalId },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = (await t.call('GET', '/api/workspace/all', { as: OWNER })).body.content;
    const same = after.find((w: { externalId: string }) => w.externalId === mine.externalId);
    expect(same.tenantMemberships.map((m: { tenant: { name: string } }) => m.tenant.name)).toContain('Stark Labs');

    const theirs = (await t.call('GET', '/api/workspace/all', { as: 'owner@globex.example' })).body.content[0];
    const refused = await t.call('POST', CREATE, {
      as: OWNER,
      body: { company: companyForm({ companyName: 'Intruder Inc' }), workspaceExternalId: theirs.externalId },
    });
    expect([403, 404]).toContain(refused.status);
    // Nothing was left behind: the name is still free.
    const free = await t.call('POST', CREATE, {
      as: OWNER,
      body: { company: companyForm({ companyName: 'Intruder Inc' }) },
    });
    expect(free.status).toBe(200);
  });

  it('answers 400 naming the fields of a bad form, 409 for a taken name, 401 without a token', async () => {
    const bad = await t.call('POST', CREATE, {
      as: OWNER,
      body: { company: companyForm({ companyName: '', zipCode: 'abc', telephone: 'call me' }) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
    const f = fields(bad.body);
    expect(Object.entries(f)).toEqual(
      expect.arrayContaining([
        [expect.stringMatching(/company\.companyName$/), M.companyName],
        [expect.stringMatching(/company\.zipCode$/), M.zipCodeNumber],
        [expect.stringMatching(/company\.telephone$/), M.telephoneNumber],
      ]),
    );
    expect((await t.call('POST', CREATE, { as: OWNER, body: {} })).status).toBe(400);
    const taken = await t.call('POST', CREATE, {
      as: OWNER,
      body: { company: companyForm({ companyName: 'acme inc.' }) },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(M.companyNameTaken);
    expect((await t.call('POST', CREATE, { body: { company: companyForm() } })).status).toBe(401);
  });
});

describe('POST /api/atrium-company/required-profile-information (/company-form)', () => {
  it('completes the form of a company created with a name only', async () => {
    const ws = (await t.call('GET', '/api/workspace/all', { as: OWNER })).body.content[0];
    const bare = await t.call('POST', '/api/workspace/create-profile', {
      as: OWNER,
      body: { workspaceExternalId: ws.externalId, name: 'Bare Co', accountType: 'COMPANY' },
    });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    const tenant = bare.body.content.tenant.externalId;
    const before = (await t.call('GET', '/api/atrium-company/tenant', { as: OWNER, tenant })).body.content;
    expect(before.legalName).toBeNull();

    const r = await t.call('POST', FORM, {
      as: OWNER,
      tenant,
      body: companyForm({
        companyName: 'Bare Co',
        legalName: 'Bare Company LLC',
        industry: 'Others',
        otherIndustry: 'Kites',
      }),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      companyName: 'Bare Co',
      legalName: 'Bare Company LLC',
      companyContext: { industry: 'Kites', companyDescription: 'Mechanical computing' },
      address: { city: 'San Francisco' },
    });
  });

  it('refuses a member who is not the company admin (403), another tenant (403), a bad form (400)', async () => {
    const body = companyForm({ companyName: 'Acme Inc.' });
    expect((await t.call('POST', FORM, { as: MEMBER, tenant: acme, body })).status).toBe(403);
    expect((await t.call('POST', FORM, { as: OWNER, tenant: globex, body })).status).toBe(403);
    const bad = await t.call('POST', FORM, { as: OWNER, tenant: acme, body: { ...body, legalName: '' } });
    expect(bad.status).toBe(400);
    expect(Object.values(fields(bad.body))).toContain(M.legalName);
    const taken = await t.call('POST', FORM, { as: OWNER, tenant: acme, body: { ...body, companyName: 'Globex LLC' } });
    expect(taken.status).toBe(409);
  });
});

describe('GET /api/app-config', () => {
  it('says no CMS is configured by default', async () => {
    expect((await t.call('GET', '/api/app-config')).body.content.cmsBaseUrl).toBeNull();
  });
});
