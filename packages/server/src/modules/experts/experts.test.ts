import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { EXPERT_MESSAGES } from './service.ts';

const t = await useTestApp();
const SUPER = 'superadmin@atrium.dev';
const ADMIN = 'admin@atrium.dev';
const KAM = 'kam@atrium.dev';
const STAFF = 'staff@atrium.dev';
const SUPPORT = 'support@atrium.dev';
const ACME_OWNER = 'owner@acme.example';
const ACME_MEMBER = 'member@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';

const uid = async (email: string) => (await t.services.users.byEmail(email))!.externalId;
const list = (tenant: string, as: string) => t.call('GET', `/api/atrium-company/experts/${tenant}`, { as });
const emails = (r: { body: { content: { email: string }[] } }) => r.body.content.map((e) => e.email);

describe('GET /api/atrium-company/experts/{tenant}', () => {
  it('lists the KAM first, then the experts, with their service and title', async () => {
    const r = await list(await t.tenantId('Acme Inc.'), ACME_MEMBER);
    expect(r.status).toBe(200);
    expect(emails(r)).toEqual([KAM, STAFF]);
    expect(r.body.content[0]).toMatchObject({
      role: 'KAM',
      firstName: 'Kim',
      lastName: 'Manager',
      fullName: 'Kim Manager',
      status: 'ACTIVE',
      service: null,
    });
    expect(r.body.content[1]).toMatchObject({
      role: 'EXPERT',
      service: 'Accounting',
      userExternalId: await uid(STAFF),
    });
    expect(Date.parse(r.body.content[0].dateAdded)).not.toBeNaN();
  });

  it('is open to staff for any client tenant', async () => {
    expect(emails(await list(await t.tenantId('Globex LLC'), STAFF))).toEqual([KAM, ADMIN]);
    expect(emails(await list(await t.tenantId('Sol Solo'), ADMIN))).toEqual([KAM]);
  });

  it("refuses another tenant's experts to a client (403) and an unknown tenant (404)", async () => {
    const r = await list(await t.tenantId('Globex LLC'), ACME_OWNER);
    expect(r.status).toBe(403);
    expect(r.body.content).toBeNull();
    expect((await list('00000000-0000-4000-8000-000000000000', ACME_OWNER)).status).toBe(404);
    expect((await list('not-a-uuid', ACME_OWNER)).status).toBe(400);
    expect((await t.call('GET', `/api/atrium-company/experts/${await t.tenantId('Acme Inc.')}`)).status).toBe(401);
  });
});

describe('the experts service used by the chat', () => {
  it('answers KAM, expert ids and membership checks', async () => {
    const acme = (await t.services.tenancy.tenantByExternalId(await t.tenantId('Acme Inc.')))!;
    const kim = (await t.services.users.byEmail(KAM))!;
    const stu = (await t.services.users.byEmail(STAFF))!;
    expect(await t.services.experts.kamOf(acme.id)).toEqual({ userId: kim.id });
    expect((await t.services.experts.expertUserIds(acme.id)).sort()).toEqual([kim.id, stu.id].sort());
    expect(await t.services.experts.isExpertOf(stu.id, acme.id)).toBe(true);
    const globex = (await t.services.tenancy.tenantByExternalId(await t.tenantId('Globex LLC')))!;
    expect(await t.services.experts.isExpertOf(stu.id, globex.id)).toBe(false);
  });
});

describe('assigning experts and the KAM', () => {
  it('lets only staff admins assign the KAM, replacing the previous one', async () => {
    const solo = await t.tenantId('Sol Solo');
    const body = { tenantExternalId: solo, userExternalId: await uid(STAFF) };
    for (const as of [KAM, STAFF, ACME_OWNER, 'solo@example.com']) {
      expect((await t.call('POST', '/api/atrium-company/assign-kam', { as, body })).status).toBe(403);
    }
    const r = await t.call('POST', '/api/atrium-company/assign-kam', { as: ADMIN, body });
    expect(r.status).toBe(200);
    // Kim had no service at Sol Solo, so the assignment moves entirely to Stu.
    expect(r.body.content.map((e: { email: string; role: string }) => [e.email, e.role])).toEqual([[STAFF, 'KAM']]);
    expect(emails(await list(solo, 'solo@example.com'))).toEqual([STAFF]);
    // Back to Kim, by the superadmin.
    const back = await t.call('POST', '/api/atrium-company/assign-kam', {
      as: SUPER,
      body: { tenantExternalId: solo, userExternalId: await uid(KAM) },
    });
    expect(back.body.content.map((e: { email: string }) => e.email)).toEqual([KAM]);
    const count = await t.database.raw.query<{ n: number }>(
      `select count(*)::int as n from tenant_experts e join tenants t on t.id = e.tenant_id where t.external_id = $1 and e.role = 'KAM'`,
      [solo],
    );
    expect(count.rows[0].n).toBe(1);
  });

  it('keeps a replaced KAM who has a service as an expert; a KAM with a service lists both roles', async () => {
    const globex = await t.tenantId('Globex LLC');
    // Kim, Globex's KAM, also takes a service: listed as 'KAM, EXPERT'.
    const withService = await t.call('POST', '/api/atrium-company/experts', {
      as: ADMIN,
      body: { tenantExternalId: globex, userExternalId: await uid(KAM), role: 'EXPERT', service: 'Strategy' },
    });
    expect(withService.status).toBe(200);
    expect(withService.body.content[0]).toMatchObject({ email: KAM, role: 'KAM, EXPERT', service: 'Strategy' });
    // Ada (already an expert of Globex) becomes KAM; Kim stays as an expert for Strategy.
    const r = await t.call('POST', '/api/atrium-company/assign-kam', {
      as: ADMIN,
      body: { tenantExternalId: globex, userExternalId: await uid(ADMIN) },
    });
    expect(
      r.body.content.map((e: { email: string; role: string; service: string | null }) => [e.email, e.role, e.service]),
    ).toEqual([
      [ADMIN, 'KAM, EXPERT', 'Legal'],
      [KAM, 'EXPERT', 'Strategy'],
    ]);
  });

  it('adds and removes experts (staff admin, or the KAM of that tenant)', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const add = await t.call('POST', '/api/atrium-company/experts', {
      as: KAM,
      body: { tenantExternalId: acme, userExternalId: await uid(SUPPORT), role: 'EXPERT', service: 'Product' },
    });
    expect(add.status).toBe(200);
    expect(emails(add)).toEqual([KAM, STAFF, SUPPORT]);
    // Stu is no KAM of Acme: he cannot change its experts.
    expect(
      (await t.call('DELETE', `/api/atrium-company/experts/${acme}/${await uid(SUPPORT)}`, { as: STAFF })).status,
    ).toBe(403);
    // A client cannot either.
    expect(
      (await t.call('DELETE', `/api/atrium-company/experts/${acme}/${await uid(SUPPORT)}`, { as: ACME_OWNER })).status,
    ).toBe(403);
    const del = await t.call('DELETE', `/api/atrium-company/experts/${acme}/${await uid(SUPPORT)}`, { as: KAM });
    expect(del.status).toBe(200);
    expect(emails(del)).toEqual([KAM, STAFF]);
    expect(
      (await t.call('DELETE', `/api/atrium-company/experts/${acme}/${await uid(SUPPORT)}`, { as: KAM })).status,
    ).toBe(404);
    // The KAM assignment itself is removed by staff admins only.
    expect((await t.call('DELETE', `/api/atrium-company/experts/${acme}/${await uid(KAM)}`, { as: KAM })).status).toBe(
      403,
    );
  });

  it('assigns only staff users, only to client tenants, and validates the body', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const client = await t.call('POST', '/api/atrium-company/experts', {
      as: ADMIN,
      body: { tenantExternalId: acme, userExternalId: await uid(GLOBEX_OWNER), role: 'EXPERT', service: null },
    });
    expect(client.status).toBe(400);
    expect(client.body.message).toBe(EXPERT_MESSAGES.notStaff);
    const kamClient = await t.call('POST', '/api/atrium-company/assign-kam', {
      as: ADMIN,
      body: { tenantExternalId: acme, userExternalId: await uid(ACME_OWNER) },
    });
    expect(kamClient.status).toBe(400);
    const internal = await t.call('POST', '/api/atrium-company/assign-kam', {
      as: ADMIN,
      body: { tenantExternalId: await t.tenantId('AtriumTenant0'), userExternalId: await uid(STAFF) },
    });
    expect(internal.status).toBe(400);
    expect(internal.body.message).toBe(EXPERT_MESSAGES.clientTenantOnly);
    const unknownUser = await t.call('POST', '/api/atrium-company/assign-kam', {
      as: ADMIN,
      body: { tenantExternalId: acme, userExternalId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownUser.status).toBe(404);
    const badRole = await t.call('POST', '/api/atrium-company/experts', {
      as: ADMIN,
      body: { tenantExternalId: acme, userExternalId: await uid(STAFF), role: 'BOSS' },
    });
    expect(badRole.status).toBe(400);
    expect((await t.call('POST', '/api/atrium-company/assign-kam', { as: ADMIN, body: {} })).status).toBe(400);
    // Nothing changed.
    expect(emails(await list(acme, ACME_OWNER))).toEqual([KAM, STAFF]);
  });
});
