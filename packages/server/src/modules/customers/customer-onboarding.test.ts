import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const ADMIN = 'admin@atrium.dev';
const KAM = 'kam@atrium.dev';
const STAFF = 'staff@atrium.dev';
const OWNER = 'owner@acme.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const C = '/api/atrium-company';
const list = (body: Record<string, unknown>, as = STAFF, q = '') => t.call('POST', `${C}/onboarding${q}`, { as, body });
const patch = (body: Record<string, unknown>, as = ADMIN) => t.call('PATCH', `${C}/onboarding-status`, { as, body });

describe('customer onboarding: POST onboarding, PATCH onboarding-status', () => {
  it('lists every customer as PENDING first, then by the status staff set', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.body.content.total).toBe(3);
    expect(all.body.content.items.every((x: { status: string }) => x.status === 'PENDING')).toBe(true);

    const acme = await t.tenantId('Acme Inc.');
    const set = await patch({ tenantExternalId: acme, status: 'IN_PROGRESS' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.content).toMatchObject({ tenantExternalId: acme, status: 'IN_PROGRESS' });
    const byKam = await patch({ tenantExternalId: acme, status: 'COMPLETED' }, KAM);
    expect(byKam.status).toBe(200);

    const done = await list({ statuses: ['COMPLETED'] });
    expect(done.body.content.items.map((x: { name: string }) => x.name)).toEqual(['Acme Inc.']);
    expect(done.body.content.items[0].updatedAt).not.toBeNull();
    const pending = await list({ statuses: ['PENDING'], search: 'o' });
    expect(pending.body.content.items.map((x: { name: string }) => x.name).sort()).toEqual(['Globex LLC', 'Sol Solo']);
    const paged = await list({}, STAFF, '?page=1&pageSize=2');
    expect(paged.body.content).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(paged.body.content.items).toHaveLength(1);
  });

  it('refuses standard staff (403) and customers (403) a status change, and customers the list', async () => {
    const acme = await t.tenantId('Acme Inc.');
    expect((await patch({ tenantExternalId: acme, status: 'COMPLETED' }, STAFF)).status).toBe(403);
    expect((await patch({ tenantExternalId: acme, status: 'COMPLETED' }, OWNER)).status).toBe(403);
    expect((await list({}, OWNER)).status).toBe(403);
  });

  it('answers 404 for unknown and internal tenants and 400 naming the field for bad input', async () => {
    expect((await patch({ tenantExternalId: UNKNOWN, status: 'COMPLETED' })).status).toBe(404);
    const internal = (await t.services.tenancy.internalTenant())!.externalId;
    expect((await patch({ tenantExternalId: internal, status: 'COMPLETED' })).status).toBe(404);
    const cases: [() => ReturnType<typeof patch>, string][] = [
      [() => patch({ tenantExternalId: 'x', status: 'COMPLETED' }), 'tenantExternalId'],
      [async () => patch({ tenantExternalId: await t.tenantId('Acme Inc.'), status: 'DONE' }), 'status'],
      [() => list({ statuses: ['NOPE'] }), 'statuses'],
      [() => list({}, STAFF, '?pageSize=500'), 'pageSize'],
    ];
    for (const [call, field] of cases) {
      const r = await call();
      expect(r.status, field).toBe(400);
      expect(JSON.stringify(r.body), field).toContain(field);
    }
  });
});
