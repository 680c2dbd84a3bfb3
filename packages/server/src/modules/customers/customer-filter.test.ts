import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const ADMIN = 'admin@atrium.dev';
const STAFF = 'staff@atrium.dev';
const KAM = 'kam@atrium.dev';
const OWNER = 'owner@acme.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const CM = '/api/customer-management';
const userId = async (email: string) => (await t.services.users.byEmail(email))!.externalId;
const names = (r: { body: { content: { items: { name: string }[] } } }) => r.body.content.items.map((c) => c.name);
const filter = (body: Record<string, unknown>, as = STAFF, q = '') => t.call('POST', `${CM}/filter${q}`, { as, body });

/** A Delaware incorporation for a tenant whose first task is prepared by `preparer` and due on `due`. */
async function flowWithPreparer(tenant: string, preparer: string, due: string) {
  const f = await t.call('POST', '/api/product-flow', {
    as: ADMIN,
    body: { tenantExternalId: tenant, serviceCode: 'DELAWARE_INCORPORATION', startDate: '2026-01-01' },
  });
  expect(f.status, JSON.stringify(f.body)).toBe(200);
  const tasks = await t.call('GET', `/api/product-flow/${f.body.content.externalId}/tasks`, { as: ADMIN });
  const task = tasks.body.content[1];
  const put = await t.call('PUT', `/api/task/${task.externalId}`, {
    as: ADMIN,
    body: { preparerExternalId: await userId(preparer), dueDate: due },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return f.body.content.externalId as string;
}

describe('POST /api/customer-management/filter', () => {
  it('filters by preparer, reviewer, dates and product, with every customer listed without filters', async () => {
    const acme = await t.tenantId('Acme Inc.');
    await flowWithPreparer(acme, STAFF, '2026-03-15');

    const all = await filter({});
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(['Acme Inc.', 'Globex LLC', 'Sol Solo']);
    expect(all.body.content.items[0]).toMatchObject({ kam: { name: 'Kim Manager' }, activeFlows: 1 });

    const byStu = await filter({ preparers: [await userId(STAFF)] });
    expect(names(byStu)).toEqual(['Acme Inc.']);
    expect(byStu.body.content.total).toBe(1);
    expect(names(await filter({ preparers: [await userId(KAM)] }))).toEqual([]);
    // An unknown preparer matches nobody rather than being ignored.
    expect(names(await filter({ preparers: [UNKNOWN] }))).toEqual([]);
    expect(names(await filter({ reviewers: [await userId(STAFF)] }))).toEqual([]);

    expect(names(await filter({ dates: { from: '2026-03-01', to: '2026-03-31' } }))).toEqual(['Acme Inc.']);
    expect(names(await filter({ dates: { from: '2026-04-01', to: null } }))).toEqual([]);
    expect(names(await filter({ productSearch: 'delaware' }))).toEqual(['Acme Inc.']);
    expect(names(await filter({ productSearch: 'payroll' }))).toEqual([]);
    expect(names(await filter({ customerSearch: 'glob' }))).toEqual(['Globex LLC']);
    expect(names(await filter({ selectedFilters: ['INDIVIDUAL'] }))).toEqual(['Sol Solo']);
    expect(names(await filter({ selectedFilters: ['WITH_ACTIVE_FLOWS'] }))).toEqual(['Acme Inc.']);
  });

  it('counts only active flows unless showAllFlows', async () => {
    const globex = await t.tenantId('Globex LLC');
    const flow = await flowWithPreparer(globex, KAM, '2026-05-10');
    const kamId = await userId(KAM);
    expect(names(await filter({ preparers: [kamId] }))).toEqual(['Globex LLC']);
    const off = await t.call('PUT', `/api/product-flow/update/active/${flow}/false`, { as: ADMIN });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(names(await filter({ preparers: [kamId] }))).toEqual([]);
    expect(names(await filter({ preparers: [kamId], showAllFlows: true }))).toEqual(['Globex LLC']);
  });

  it('shows only customers without a KAM when showUnassignedOnly', async () => {
    expect(names(await filter({ showUnassignedOnly: true }))).toEqual([]);
    const globex = await t.tenantId('Globex LLC');
    const kam = await t.services.users.byEmail(KAM);
    const tenant = await t.services.tenancy.tenantByExternalId(globex);
    expect(await t.services.experts.kamOf(tenant!.id)).toEqual({ userId: kam!.id });
    const rm = await t.call('DELETE', `/api/atrium-company/experts/${globex}/${kam!.externalId}`, { as: ADMIN });
    expect(rm.status, JSON.stringify(rm.body)).toBe(200);
    const r = await filter({ showUnassignedOnly: true });
    expect(names(r)).toEqual(['Globex LLC']);
    expect(r.body.content.items[0].kam).toBeNull();
  });

  it('pages with page and pageSize in the query', async () => {
    const r = await filter({}, STAFF, '?page=1&pageSize=2');
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(names(r)).toEqual(['Sol Solo']);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ preparers: ['not-a-uuid'] }, 'preparers.0'],
      [{ selectedFilters: ['NOPE'] }, 'selectedFilters.0'],
      [{ dates: { from: '2026-13', to: null } }, 'dates.from'],
      [{ dates: { from: '2026-05-02', to: '2026-05-01' } }, 'dates.to'],
      [{ showAllFlows: 'yes' }, 'showAllFlows'],
    ];
    for (const [body, field] of cases) {
      const r = await filter(body);
      expect(r.status, field).toBe(400);
      expect(r.body.errorCode).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(r.body), field).toContain(field);
    }
    expect((await filter({}, STAFF, '?pageSize=0')).status).toBe(400);
  });

  it('refuses customers (403) and callers without a token (401)', async () => {
    expect((await filter({}, OWNER)).status).toBe(403);
    expect((await t.call('POST', `${CM}/filter`, { body: {} })).status).toBe(401);
  });
});
