import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { multipart } from '../document-center/test-support.ts';
import { pdfText } from '../../platform/extract/pdf.ts';

const FIXTURE = readFileSync(new URL('../../../test/fixtures/ledger-acme.csv', import.meta.url), 'utf8');
const OWNER = 'owner@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const SOLO = 'solo@example.com';
const KAM = 'kam@atrium.dev';

const t = await useTestApp();
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const SOLO_T = await t.tenantId('Sol Solo');
const INTERNAL = (
  await t.database.raw.query<{ external_id: string }>('select external_id from tenants where is_internal limit 1')
).rows[0].external_id;

const get = (url: string, as = OWNER, tenant = ACME) => t.call('GET', url, { as, tenant });
const keysOf = (rows: { key: string }[]) => rows.map((r) => r.key);

/** A raw call (the PDF is not the JSON envelope). */
async function download(url: string, as = OWNER, tenant = ACME) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await t.tokenFor(as)}`, 'x-tenant-id': tenant },
  });
}

describe('spending of the fixture ledger (hand-computed)', () => {
  it('imports the fixture', async () => {
    const m = multipart([{ filename: 'ledger.csv', contentType: 'text/csv', data: FIXTURE }], 'file');
    const r = await t.call('POST', '/api/ledger/import', { as: OWNER, tenant: ACME, body: m.body, headers: m.headers });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });

  it('October against September by category: Marketing is new, the rest held; income and transfers left out', async () => {
    const r = await get('/api/accounting/spending');
    expect(r.status).toBe(200);
    const s = r.body.content;
    expect(s.months).toEqual(['2026-10', '2026-09', '2026-08', '2026-07']);
    expect(s.month).toBe('2026-10');
    expect(s.previousMonth).toBe('2026-09');
    expect(s.category.rows).toEqual([
      { key: 'Payroll', current: 70_000, previous: 70_000, change: 0, changePct: 0 },
      { key: 'Rent', current: 10_000, previous: 10_000, change: 0, changePct: 0 },
      { key: 'Marketing', current: 8_000, previous: 0, change: 8_000, changePct: null },
      { key: 'Software', current: 6_000, previous: 6_000, change: 0, changePct: 0 },
    ]);
    expect(s.category.total).toEqual({ current: 94_000, previous: 86_000, change: 8_000 });
    expect(keysOf(s.category.increases)).toEqual(['Marketing']);
    expect(s.category.decreases).toEqual([]);
    // Month over month from the books' first month (July), at most six.
    expect(s.category.trend.data.map((d: { month: string }) => d.month)).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(s.category.trend.data[0].values).toEqual({ Payroll: 60_000, Software: 5_000, Rent: 10_000 });
  });

  it('by vendor: customers (money in) are not vendors', async () => {
    const s = (await get('/api/accounting/spending?month=2026-10')).body.content;
    expect(keysOf(s.vendor.rows)).toEqual(['Gusto', 'WeWork', 'Google Ads', 'AWS']);
    expect(keysOf(s.vendor.increases)).toEqual(['Google Ads']);
  });

  it('a chosen month: September against August (payroll +10,000, software +1,000)', async () => {
    const s = (await get('/api/accounting/spending?month=2026-09')).body.content;
    expect(s.previousMonth).toBe('2026-08');
    expect(s.category.increases).toEqual([
      { key: 'Payroll', current: 70_000, previous: 60_000, change: 10_000, changePct: 16.7 },
      { key: 'Software', current: 6_000, previous: 5_000, change: 1_000, changePct: 20 },
    ]);
    expect(s.vendor.increases.map((r: { key: string; change: number }) => [r.key, r.change])).toEqual([
      ['Gusto', 10_000],
      ['AWS', 1_000],
    ]);
  });

  it('a month the books do not have, or not a month, is 400 naming the field', async () => {
    const none = await get('/api/accounting/spending?month=2025-01');
    expect(none.status).toBe(400);
    expect(none.body.content.fields).toEqual([{ path: 'querystring.month', message: 'The books have no such month' }]);
    const bad = await get('/api/accounting/spending?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.content.fields[0].path).toContain('month');
  });
});

describe('spending details', () => {
  const D = '/api/accounting/spending/details';

  it('a category’s transactions, newest first, with what was spent and the filters’ choices', async () => {
    const r = await get(`${D}?category=Payroll`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.content;
    expect(d.total).toBe(4);
    expect(d.spent).toBe(260_000);
    expect(d.items.map((i: { date: string }) => i.date)).toEqual([
      '2026-10-15',
      '2026-09-15',
      '2026-08-15',
      '2026-07-15',
    ]);
    expect(d.items[0]).toEqual({
      date: '2026-10-15',
      account: 'Operating Checking',
      category: 'Payroll',
      vendor: 'Gusto',
      amount: -70_000,
    });
    expect(d.categories).toEqual(['Marketing', 'Payroll', 'Rent', 'Software']);
    expect(d.months).toEqual(['2026-10', '2026-09', '2026-08', '2026-07']);
  });

  it('pages (from 0) through every spending transaction — transfers and opening balances left out', async () => {
    const p0 = (await get(`${D}?pageSize=10`)).body.content;
    const p1 = (await get(`${D}?pageSize=10&page=1`)).body.content;
    expect(p0.total).toBe(17);
    expect(p0.items).toHaveLength(10);
    expect(p1.items).toHaveLength(7);
    expect(p0.items[0]).toMatchObject({ date: '2026-10-22', category: 'Marketing', vendor: 'Google Ads' });
    const all = [...p0.items, ...p1.items].map((i: { category: string }) => i.category);
    expect(all).not.toContain('Transfer');
    expect(all).not.toContain('Opening balance');
  });

  it('sorts by amount, vendor or account', async () => {
    const asc = (await get(`${D}?sort=amount&dir=asc&month=2026-10`)).body.content.items;
    expect(asc.map((i: { amount: number }) => i.amount)).toEqual([-70_000, -10_000, -8_000, -6_000, 42_000]);
    const byVendor = (await get(`${D}?sort=vendor&dir=asc&month=2026-10`)).body.content.items;
    expect(byVendor.map((i: { vendor: string }) => i.vendor)).toEqual([
      'AWS',
      'Customer B',
      'Google Ads',
      'Gusto',
      'WeWork',
    ]);
    const byAccount = (await get(`${D}?sort=account&dir=desc&month=2026-10&pageSize=10`)).body.content;
    expect(byAccount.items.every((i: { account: string }) => i.account === 'Operating Checking')).toBe(true);
  });

  it('filters by vendor and month', async () => {
    const d = (await get(`${D}?vendor=Gusto&month=2026-10`)).body.content;
    expect(d.total).toBe(1);
    expect(d.items[0].amount).toBe(-70_000);
    const none = (await get(`${D}?vendor=__none__`)).body.content;
    expect(none.total).toBe(0);
  });

  it('bad paging or sort is 400 naming the field', async () => {
    for (const [q, field] of [
      ['pageSize=7', 'pageSize'],
      ['page=-1', 'page'],
      ['sort=color', 'sort'],
      ['dir=up', 'dir'],
      ['month=2020-01', 'month'],
    ]) {
      const r = await get(`${D}?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.content.fields[0].path, q).toContain(field);
    }
  });
});

describe('founder update', () => {
  it('is a PDF of the month with the company’s name and figures', async () => {
    const res = await download('/api/accounting/founder-update?month=2026-10');
    expect(res.statusCode, res.payload.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="founder-update-2026-10.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(res.rawPayload, 20_000)).replace(/\s+/g, ' ');
    expect(text).toContain('Acme Inc.');
    expect(text).toContain('October 2026');
    // The dashboards' hand-computed figures of the fixture: cash 517,000, burn 52,000, 11 months to October 2027.
    expect(text).toContain('$517,000');
    expect(text).toContain('+$52,000');
    expect(text).toContain('11 months');
    expect(text).toContain('October 2027');
    expect(text).toContain('Marketing: $8,000 (+$8,000, new; was $0)');
  });

  it('of a past month says what the books said then', async () => {
    const res = await download('/api/accounting/founder-update?month=2026-09');
    const text = (await pdfText(res.rawPayload, 20_000)).replace(/\s+/g, ' ');
    // Through September: 700,000 − 45,000 (Jul) − 40,000 (Aug) − 46,000 (Sep) = 569,000; burn 46,000.
    expect(text).toContain('$569,000');
    expect(text).toContain('+$46,000');
    expect(text).toContain('Payroll: $70,000 (+$10,000, +16.7%; was $60,000)');
  });

  it('needs a month of the books', async () => {
    const none = await t.call('GET', '/api/accounting/founder-update', { as: OWNER, tenant: ACME });
    expect(none.status).toBe(400);
    expect(none.body.content.fields[0].path).toContain('month');
    const other = await t.call('GET', '/api/accounting/founder-update?month=2024-01', { as: OWNER, tenant: ACME });
    expect(other.status).toBe(400);
  });

  it('is stored in the document center: a company document, or a provider document when staff store it', async () => {
    const own = await t.call('POST', '/api/accounting/founder-update/document', {
      as: OWNER,
      tenant: ACME,
      body: { month: '2026-10' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.content).toMatchObject({
      name: 'founder-update-2026-10.pdf',
      kind: 'FILE',
      ownership: 'ALL',
      contentType: 'application/pdf',
    });
    const staff = await t.call('POST', '/api/accounting/founder-update/document', {
      as: KAM,
      tenant: INTERNAL,
      body: { month: '2026-10', tenantExternalId: ACME },
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    expect(staff.body.content).toMatchObject({ name: 'founder-update-2026-10 (2).pdf', ownership: 'PROVIDER' });
    const files = await t.call('GET', '/api/document-center/files', { as: OWNER, tenant: ACME });
    const names = files.body.content.map((i: { name: string }) => i.name);
    expect(names).toEqual(expect.arrayContaining(['founder-update-2026-10.pdf', 'founder-update-2026-10 (2).pdf']));
    const stored = await download(
      `/api/document-center/files/download?externalId=${own.body.content.externalId}`,
      OWNER,
      ACME,
    );
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(stored.rawPayload, 20_000)).toContain('Acme Inc.');
    const bad = await t.call('POST', '/api/accounting/founder-update/document', {
      as: OWNER,
      tenant: ACME,
      body: { month: 'October' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.content.fields[0].path).toContain('month');
  });
});

describe('walls and gates', () => {
  const urls = [
    '/api/accounting/spending',
    '/api/accounting/spending/details',
    '/api/accounting/founder-update?month=2026-10',
  ];

  it('staff see a client company’s spending by naming it', async () => {
    const r = await get(`/api/accounting/spending?tenantExternalId=${ACME}`, KAM, INTERNAL);
    expect(r.status).toBe(200);
    expect(r.body.content.category.total.current).toBe(94_000);
  });

  it('another company cannot name Acme (403)', async () => {
    for (const u of urls) {
      const sep = u.includes('?') ? '&' : '?';
      const r = await t.call('GET', `${u}${sep}tenantExternalId=${ACME}`, { as: OWNER, tenant: GLOBEX });
      expect(r.status, u).toBe(403);
    }
    const post = await t.call('POST', '/api/accounting/founder-update/document', {
      as: GLOBEX_OWNER,
      tenant: GLOBEX,
      body: { month: '2026-10', tenantExternalId: ACME },
    });
    expect(post.status).toBe(403);
  });

  it('without accounting-module every call answers 403 MODULE_NOT_IN_PLAN, as the dashboards do', async () => {
    const dashboard = await get('/api/accounting/dashboard', GLOBEX_OWNER, GLOBEX);
    expect(dashboard.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
    for (const u of urls) {
      const r = await get(u, GLOBEX_OWNER, GLOBEX);
      expect(r.status, u).toBe(403);
      expect(r.body, u).toEqual(dashboard.body);
    }
    const post = await t.call('POST', '/api/accounting/founder-update/document', {
      as: GLOBEX_OWNER,
      tenant: GLOBEX,
      body: { month: '2026-10' },
    });
    expect(post.body).toEqual(dashboard.body);
  });

  it('individuals see no accounting (403)', async () => {
    for (const u of urls) expect((await get(u, SOLO, SOLO_T)).status, u).toBe(403);
  });

  it('no token answers 401', async () => {
    expect((await t.call('GET', '/api/accounting/spending', { tenant: ACME })).status).toBe(401);
  });
});

describe('without a ledger', () => {
  it('once the ledger is removed: no month, nothing spent, no transactions', async () => {
    const id = (await get('/api/merge')).body.content[0].externalId;
    expect((await t.call('DELETE', `/api/merge?id=${id}`, { as: OWNER, tenant: ACME })).status).toBe(200);
    const r = await get('/api/accounting/spending');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({ months: [], month: null, previousMonth: null });
    expect(r.body.content.category.rows).toEqual([]);
    const d = (await get('/api/accounting/spending/details')).body.content;
    expect(d).toMatchObject({ items: [], total: 0, spent: 0, categories: [], months: [] });
  });
});
