import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const emails = (list: { email: string }[]) => list.map((u) => u.email).sort();
const B = '/api/atrium-user';

describe('user search with tenant isolation', () => {
  it('query?term: a customer finds only users of its own tenants; staff find everyone', async () => {
    const mine = await t.call('GET', `${B}/query?term=example`, { as: 'member@acme.example' });
    expect(mine.status).toBe(200);
    expect(emails(mine.body.content)).toEqual(['member@acme.example', 'multi@example.com', 'owner@acme.example']);
    const globex = await t.call('GET', `${B}/query?term=globex`, { as: 'member@acme.example' });
    expect(globex.body.content).toEqual([]);
    const staff = await t.call('GET', `${B}/query?term=globex`, { as: 'staff@atrium.dev' });
    expect(emails(staff.body.content)).toEqual(['member@globex.example', 'owner@globex.example']);
    // multi belongs to both companies and so sees both.
    expect(emails((await t.call('GET', `${B}/query?term=owner`, { as: 'multi@example.com' })).body.content)).toEqual([
      'owner@acme.example',
      'owner@globex.example',
    ]);
    expect((await t.call('GET', `${B}/query?term=x`)).status).toBe(401);
  });

  it('matches first name, last name, full name and e-mail, case-insensitively and literally', async () => {
    const full = await t.call('GET', `${B}/query?term=${encodeURIComponent('olivia ACME')}`, {
      as: 'staff@atrium.dev',
    });
    expect(emails(full.body.content)).toEqual(['owner@acme.example']);
    expect((await t.call('GET', `${B}/query?term=%25`, { as: 'staff@atrium.dev' })).body.content).toEqual([]);
    expect(full.body.content[0]).toEqual({
      externalId: expect.any(String),
      firstName: 'Olivia',
      lastName: 'Acme',
      email: 'owner@acme.example',
      title: null,
    });
  });

  it('query-tenant and tenant/{id}/paged: own tenant yes, another tenant 403, unknown 404, staff any', async () => {
    const own = await t.call('GET', `${B}/query-tenant?term=&externalId=${ACME}`, { as: 'member@acme.example' });
    expect(emails(own.body.content)).toEqual(['member@acme.example', 'multi@example.com', 'owner@acme.example']);
    expect(
      (await t.call('GET', `${B}/query-tenant?term=&externalId=${GLOBEX}`, { as: 'member@acme.example' })).status,
    ).toBe(403);
    expect(
      (
        await t.call('GET', `${B}/query-tenant?term=&externalId=00000000-0000-4000-8000-000000000000`, {
          as: 'member@acme.example',
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', `${B}/query-tenant?term=`, { as: 'member@acme.example' })).status).toBe(400);

    const paged = await t.call('GET', `${B}/tenant/${GLOBEX}/paged?page=0&pageSize=2`, { as: 'kam@atrium.dev' });
    expect(paged.status).toBe(200);
    expect(paged.body.content).toMatchObject({ page: 0, pageSize: 2, total: 3 });
    expect(paged.body.content.items).toHaveLength(2);
    const second = await t.call('GET', `${B}/tenant/${GLOBEX}/paged?page=1&pageSize=2`, { as: 'kam@atrium.dev' });
    expect(second.body.content.items).toHaveLength(1);
    expect((await t.call('GET', `${B}/tenant/${GLOBEX}/paged`, { as: 'member@acme.example' })).status).toBe(403);
    expect((await t.call('GET', `${B}/tenant/${GLOBEX}/paged?pageSize=0`, { as: 'kam@atrium.dev' })).status).toBe(400);
  });

  it('suggestions: paged, pageSize -1 answers every match; suggestions-by-tenant keeps to the tenant', async () => {
    const p = await t.call('GET', `${B}/suggestions?term=&page=0&pageSize=2`, { as: 'owner@acme.example' });
    expect(p.body.content).toMatchObject({ page: 0, pageSize: 2, total: 3 });
    expect(p.body.content.items).toHaveLength(2);
    const all = await t.call('GET', `${B}/suggestions?term=&page=3&pageSize=-1`, { as: 'owner@acme.example' });
    expect(all.body.content).toMatchObject({ page: 0, pageSize: -1, total: 3 });
    expect(all.body.content.items).toHaveLength(3);
    const staffAll = await t.call('GET', `${B}/suggestions?pageSize=-1`, { as: 'admin@atrium.dev' });
    expect(staffAll.body.content.total).toBe(staffAll.body.content.items.length);
    expect(staffAll.body.content.total).toBeGreaterThanOrEqual(10);
    expect((await t.call('GET', `${B}/suggestions?pageSize=-2`, { as: 'owner@acme.example' })).status).toBe(400);

    const byTenant = await t.call('GET', `${B}/suggestions-by-tenant?term=max&tenantExternalId=${ACME}&pageSize=-1`, {
      as: 'owner@acme.example',
    });
    expect(emails(byTenant.body.content.items)).toEqual(['member@acme.example']);
    expect(
      (await t.call('GET', `${B}/suggestions-by-tenant?tenantExternalId=${GLOBEX}`, { as: 'owner@acme.example' }))
        .status,
    ).toBe(403);
  });

  it('email?userEmail: a visible user, else 404 alike for strangers and unknown addresses', async () => {
    const r = await t.call('GET', `${B}/email?userEmail=OWNER%40acme.example`, { as: 'member@acme.example' });
    expect(r.body.content.email).toBe('owner@acme.example');
    expect(
      (await t.call('GET', `${B}/email?userEmail=owner%40globex.example`, { as: 'member@acme.example' })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `${B}/email?userEmail=ghost%40example.com`, { as: 'member@acme.example' })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `${B}/email?userEmail=owner%40globex.example`, { as: 'staff@atrium.dev' })).status,
    ).toBe(200);
    expect((await t.call('GET', `${B}/email?userEmail=bad`, { as: 'staff@atrium.dev' })).status).toBe(400);
  });

  it('all-kam and atrium-employees: staff only', async () => {
    expect(emails((await t.call('GET', `${B}/all-kam`, { as: 'staff@atrium.dev' })).body.content)).toEqual([
      'kam@atrium.dev',
    ]);
    expect(emails((await t.call('GET', `${B}/atrium-employees`, { as: 'staff@atrium.dev' })).body.content)).toEqual([
      'admin@atrium.dev',
      'kam@atrium.dev',
      'staff@atrium.dev',
      'superadmin@atrium.dev',
      'support@atrium.dev',
    ]);
    expect((await t.call('GET', `${B}/all-kam`, { as: 'owner@acme.example' })).status).toBe(403);
    expect((await t.call('GET', `${B}/atrium-employees`, { as: 'owner@acme.example' })).status).toBe(403);
    expect((await t.call('GET', `${B}/all-kam`)).status).toBe(401);
  });
});
