import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const STAFF = 'staff@atrium.dev';
const OWNER = 'owner@acme.example';
const MEMBER = 'member@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const C = '/api/atrium-company';
const get = (path: string, as: string) => t.call('GET', `${C}/${path}`, { as });
const names = (xs: { companyName: string }[]) => xs.map((x) => x.companyName);

describe('company look-ups of spec 1 §7.5', () => {
  it('all and search list every client company to staff and refuse customers', async () => {
    const all = await get('all', STAFF);
    expect(all.status).toBe(200);
    expect(names(all.body.content)).toEqual(['Acme Inc.', 'Globex LLC', 'Sol Solo']);
    expect(all.body.content[0]).toMatchObject({
      accountType: 'COMPANY',
      tenantExternalId: await t.tenantId('Acme Inc.'),
    });
    expect((await get('all', OWNER)).status).toBe(403);

    const s = await get('search?term=glo&page=0&pageSize=5', STAFF);
    expect(s.status).toBe(200);
    expect(s.body.content).toMatchObject({ total: 1, page: 0, pageSize: 5 });
    expect(names(s.body.content.items)).toEqual(['Globex LLC']);
    const paged = await get('search?page=1&pageSize=2', STAFF);
    expect(names(paged.body.content.items)).toEqual(['Sol Solo']);
    expect((await get('search?term=acme', OWNER)).status).toBe(403);
    const bad = await get('search?pageSize=0', STAFF);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('pageSize');
  });

  it("all-by-user gives a customer only their own companies, and staff none of the provider's", async () => {
    const mine = await get('all-by-user', OWNER);
    expect(mine.status).toBe(200);
    expect(names(mine.body.content)).toEqual(['Acme Inc.']);
    expect(names((await get('all-by-user', GLOBEX_OWNER)).body.content)).toEqual(['Globex LLC']);
    expect((await get('all-by-user', STAFF)).body.content).toEqual([]);
  });

  it('owner/{id} names the owner by company or tenant id, behind the tenant wall', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const company = (await t.services.tenancy.companyByTenantExternalId(acme))!.c.externalId;
    for (const id of [acme, company]) {
      const r = await get(`owner/${id}`, MEMBER);
      expect(r.status, id).toBe(200);
      expect(r.body.content.email).toBe(OWNER);
    }
    expect((await get(`owner/${acme}`, STAFF)).body.content.email).toBe(OWNER);
    expect((await get(`owner/${acme}`, GLOBEX_OWNER)).status).toBe(403);
    expect((await get(`owner/${UNKNOWN}`, STAFF)).status).toBe(404);
    const internal = (await t.services.tenancy.internalTenant())!.externalId;
    expect((await get(`owner/${internal}`, STAFF)).status).toBe(404);
    const bad = await get('owner/nope', STAFF);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
  });

  it("seats/{id} counts the plan's seats for members and staff, and refuses another company", async () => {
    const acme = await t.tenantId('Acme Inc.');
    const r = await get(`seats/${acme}`, OWNER);
    expect(r.status).toBe(200);
    expect(r.body.content.seatsUsed).toBe(3);
    expect(r.body.content.seatLimit).toBeGreaterThanOrEqual(3);
    expect((await get(`seats/${acme}`, STAFF)).body.content).toEqual(r.body.content);
    expect((await get(`seats/${acme}`, GLOBEX_OWNER)).status).toBe(403);
    expect((await get(`seats/${UNKNOWN}`, OWNER)).status).toBe(404);
    expect((await get('seats/123', OWNER)).status).toBe(400);
  });

  it('tenants/account-type answers each tenant, refusing foreign (403), unknown (404) and bad lists (400)', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const solo = await t.tenantId('Sol Solo');
    const post = (ids: unknown, as: string) =>
      t.call('POST', `${C}/tenants/account-type`, { as, body: { tenantExternalIds: ids } });
    const r = await post([acme, solo], STAFF);
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual([
      { tenantExternalId: acme, accountType: 'COMPANY' },
      { tenantExternalId: solo, accountType: 'INDIVIDUAL' },
    ]);
    expect((await post([acme], OWNER)).body.content).toEqual([{ tenantExternalId: acme, accountType: 'COMPANY' }]);
    expect((await post([acme, solo], OWNER)).status).toBe(403);
    expect((await post([UNKNOWN], STAFF)).status).toBe(404);
    for (const bad of [[], ['nope'], 'x']) {
      const b = await post(bad, STAFF);
      expect(b.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(b.body)).toContain('tenantExternalIds');
    }
  });

  it('refuses callers without a token (401)', async () => {
    expect((await t.call('GET', `${C}/all-by-user`)).status).toBe(401);
  });
});
