import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const ADMIN = 'admin@atrium.dev';
const STAFF = 'staff@atrium.dev';
const OWNER = 'owner@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const general = (id: string, as = STAFF) => t.call('GET', `/api/atrium-company/portal/general/${id}`, { as });
const kamOf = (id: string, as: string, tenant?: string) =>
  t.call('GET', `/api/atrium-user/get-kam-user-by-tenant?externalId=${id}`, { as, tenant });

describe('GET /api/atrium-company/portal/general/{id}', () => {
  it("gives staff the customer's profile, plan, members, flows, KAM and experts", async () => {
    const acme = await t.tenantId('Acme Inc.');
    const f = await t.call('POST', '/api/product-flow', {
      as: ADMIN,
      body: { tenantExternalId: acme, serviceCode: 'DELAWARE_INCORPORATION' },
    });
    expect(f.status).toBe(200);
    const r = await general(acme);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.content;
    expect(d.customer).toMatchObject({ externalId: acme, name: 'Acme Inc.', accountType: 'COMPANY' });
    expect(d.company.companyName).toBe('Acme Inc.');
    expect(d.plan.seatsUsed).toBe(3);
    expect(d.members.map((m: { email: string }) => m.email)).toContain(OWNER);
    expect(d.flows.map((x: { name: string }) => x.name)).toEqual(['Delaware incorporation']);
    expect(d.kam).toMatchObject({ firstName: 'Kim', email: 'kam@atrium.dev' });
    expect(d.experts.map((e: { email: string }) => e.email)).toEqual(
      expect.arrayContaining(['kam@atrium.dev', 'staff@atrium.dev']),
    );
  });

  it('answers an individual account without a company profile', async () => {
    const r = await general(await t.tenantId('Sol Solo'));
    expect(r.status).toBe(200);
    expect(r.body.content.customer.accountType).toBe('INDIVIDUAL');
    expect(r.body.content.flows).toEqual([]);
  });

  it('refuses customers, even for their own company (403), unknown ids (404) and bad ids (400)', async () => {
    const acme = await t.tenantId('Acme Inc.');
    expect((await general(acme, OWNER)).status).toBe(403);
    expect((await general(UNKNOWN)).status).toBe(404);
    const internal = (await t.services.tenancy.internalTenant())!.externalId;
    expect((await general(internal)).status).toBe(404);
    const bad = await general('nope');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
  });
});

describe('KAM assignment: assign-kam, get-kam-user-by-tenant, all-kam', () => {
  it('a staff admin assigns a KAM; staff and the customer then read that person', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const before = await kamOf(acme, OWNER, acme);
    expect(before.status).toBe(200);
    expect(before.body.content.email).toBe('kam@atrium.dev');

    const kams = await t.call('GET', '/api/atrium-user/all-kam', { as: STAFF });
    expect(kams.status).toBe(200);
    expect(kams.body.content.map((u: { email: string }) => u.email)).toContain('kam@atrium.dev');

    const stu = (await t.services.users.byEmail(STAFF))!.externalId;
    const assigned = await t.call('POST', '/api/atrium-company/assign-kam', {
      as: ADMIN,
      body: { tenantExternalId: acme, userExternalId: stu },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await kamOf(acme, OWNER, acme)).body.content).toMatchObject({ externalId: stu, firstName: 'Stu' });
    expect((await kamOf(acme, STAFF)).body.content.externalId).toBe(stu);
    // The chat's 'contact your KAM' reaches the same person.
    const chat = await t.call('POST', '/api/atrium-chat-conversation/with-kam', { as: OWNER, tenant: acme });
    expect(chat.status, JSON.stringify(chat.body)).toBe(200);
    expect(JSON.stringify(chat.body.content)).toContain(stu);
  });

  it("answers null for a tenant without a KAM, 403 for another tenant's member, 404/400 for bad ids", async () => {
    const globex = await t.tenantId('Globex LLC');
    const acme = await t.tenantId('Acme Inc.');
    const kam = (await t.services.users.byEmail('kam@atrium.dev'))!.externalId;
    await t.call('DELETE', `/api/atrium-company/experts/${globex}/${kam}`, { as: ADMIN });
    const none = await kamOf(globex, GLOBEX_OWNER, globex);
    expect(none.status).toBe(200);
    expect(none.body.content).toBeNull();
    expect((await kamOf(globex, OWNER, acme)).status).toBe(403);
    expect((await kamOf(UNKNOWN, STAFF)).status).toBe(404);
    const bad = await kamOf('nope', STAFF);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('externalId');
  });

  it('refuses assign-kam to a non-admin (403) and a non-staff user (400)', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const stu = (await t.services.users.byEmail(STAFF))!.externalId;
    const owner = (await t.services.users.byEmail(OWNER))!.externalId;
    const asStaff = await t.call('POST', '/api/atrium-company/assign-kam', {
      as: STAFF,
      body: { tenantExternalId: acme, userExternalId: stu },
    });
    expect(asStaff.status).toBe(403);
    const notStaff = await t.call('POST', '/api/atrium-company/assign-kam', {
      as: ADMIN,
      body: { tenantExternalId: acme, userExternalId: owner },
    });
    expect(notStaff.status).toBe(400);
    expect(JSON.stringify(notStaff.body)).toContain('userExternalId');
  });
});
