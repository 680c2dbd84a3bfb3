import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { multipart } from '../document-center/test-support.ts';

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

function upload(path: string, as: string, tenant: string, csv: string, filename = 'ledger.csv') {
  const m = multipart([{ filename, contentType: 'text/csv', data: csv }], 'file');
  return t.call('POST', path, { as, tenant, body: m.body, headers: m.headers });
}
const dashboard = async (as = OWNER, tenant = ACME) => t.call('GET', '/api/accounting/dashboard', { as, tenant });

describe('ledger import', () => {
  it('previews the columns, the suggested mapping and the first rows without storing anything', async () => {
    const before = (await dashboard()).body.content;
    const r = await upload('/api/ledger/import/preview', OWNER, ACME, FIXTURE);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      headers: ['Date', 'Account', 'Category', 'Amount', 'Vendor'],
      mapping: { date: 'Date', account: 'Account', category: 'Category', amount: 'Amount', counterparty: 'Vendor' },
      totalRows: 21,
      errorCount: 0,
    });
    expect(r.body.content.rows).toHaveLength(10);
    expect((await dashboard()).body.content).toEqual(before);
  });

  it('imports the fixture: cash, burn and runway match the hand-computed figures', async () => {
    const r = await upload('/api/ledger/import', OWNER, ACME, FIXTURE);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.content).toMatchObject({
      rowCount: 21,
      accountCount: 2,
      firstDate: '2026-07-01',
      lastDate: '2026-10-22',
    });
    const d = (await dashboard()).body.content;
    expect(d.asOfMonth).toBe('2026-10');
    expect(d.todaysCash.total).toBe(517_000);
    expect(d.netBurn.lastMonth).toEqual({ currentValue: 52_000, previousValue: 46_000 });
    expect(d.netBurn.threeMonthAverage.currentValue).toBe(46_000);
    expect(d.runway).toEqual({ isInfinite: false, value: 11, runOutMonth: '2027-10' });

    const status = await t.call('GET', '/api/merge/status', { as: OWNER, tenant: ACME });
    expect(status.body.content.hasLedger).toBe(true);
    const [integration] = status.body.content.integrations;
    expect(integration).toMatchObject({ type: 'CSV', tenantExternalId: ACME, finished: true });
    const finished = await t.call('GET', `/api/merge/has-finished?integrationExternalId=${integration.externalId}`, {
      as: OWNER,
      tenant: ACME,
    });
    expect(finished.body.content).toBe(true);
    const last = await t.call('GET', '/api/merge/last-sync', { as: OWNER, tenant: ACME });
    expect(last.body.content.lastSync).toBe(integration.lastSync);
  });

  it('a file with bad rows answers 400 naming each line and field, and imports nothing', async () => {
    const before = (await dashboard()).body.content;
    const bad = `${FIXTURE}2026-11-01,Operating Checking,Payroll,lots,Gusto\n2026-11-31,Operating Checking,Rent,-1,WeWork\n`;
    const r = await upload('/api/ledger/import', OWNER, ACME, bad);
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('VALIDATION_ERROR');
    expect(r.body.message).toBe('2 row(s) could not be read; nothing was imported');
    expect(r.body.content.fields).toEqual([
      { path: 'rows.23.amount', message: 'Not an amount' },
      { path: 'rows.24.date', message: 'Not a date (use YYYY-MM-DD or MM/DD/YYYY)' },
    ]);
    expect((await dashboard()).body.content).toEqual(before);
  });

  it('refuses a file that is not CSV, and a mapping naming a column the file lacks', async () => {
    const pdf = await upload('/api/ledger/import', OWNER, ACME, '%PDF-1.4', 'books.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.content.fields[0].path).toBe('file');
    const m = multipart([{ filename: 'l.csv', data: FIXTURE }], 'file');
    const wrong = await t.call('POST', '/api/ledger/import?date=When&account=Account&category=Category&amount=Amount', {
      as: OWNER,
      tenant: ACME,
      body: m.body,
      headers: m.headers,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.content.fields[0]).toEqual({ path: 'mapping.date', message: "The file has no column 'When'" });
    const noAmount = await upload('/api/ledger/import', OWNER, ACME, 'Date,Account,Category,Total\n2026-01-01,B,R,1\n');
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.content.fields).toEqual([
      { path: 'mapping.amount', message: 'No column is mapped to amount' },
    ]);
  });

  it('is for companies: an individual account is refused', async () => {
    const r = await upload('/api/ledger/import', SOLO, SOLO_T, FIXTURE);
    expect(r.status).toBe(403);
  });

  it('another company sees neither the ledger nor the integration (404/403)', async () => {
    const status = await t.call('GET', '/api/merge/status', { as: OWNER, tenant: ACME });
    const id = status.body.content.integrations[0].externalId;
    const other = await t.call('GET', `/api/merge/has-finished?integrationExternalId=${id}`, {
      as: GLOBEX_OWNER,
      tenant: GLOBEX,
    });
    expect(other.status).toBe(404);
    const del = await t.call('DELETE', `/api/merge?id=${id}`, { as: GLOBEX_OWNER, tenant: GLOBEX });
    expect(del.status).toBe(404);
    const named = await t.call('GET', `/api/merge/status?tenantExternalId=${ACME}`, {
      as: GLOBEX_OWNER,
      tenant: GLOBEX,
    });
    expect(named.status).toBe(403);
    expect((await t.call('GET', '/api/merge/status', { as: GLOBEX_OWNER, tenant: GLOBEX })).body.content).toEqual({
      hasLedger: false,
      integrations: [],
      linkAvailable: false,
    });
  });

  it('no token answers 401', async () => {
    expect((await t.call('GET', '/api/merge/status', { tenant: ACME })).status).toBe(401);
  });
});

describe('gates', () => {
  it('without accounting-module the dashboards answer 403 MODULE_NOT_IN_PLAN; without tax-due-dates the deadlines', async () => {
    const d = await dashboard(GLOBEX_OWNER, GLOBEX);
    expect(d.status).toBe(403);
    expect(d.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
    const x = await t.call('GET', '/api/accounting/tax-deadlines', { as: GLOBEX_OWNER, tenant: GLOBEX });
    expect(x.status).toBe(403);
    expect(x.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
  });
});

describe('tax deadlines', () => {
  const year = new Date().getUTCFullYear();

  it('lists the filings Acme owes (Delaware C-corp in California) with dates of this year and the next', async () => {
    const r = await t.call('GET', '/api/accounting/tax-deadlines', { as: OWNER, tenant: ACME });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { deadlines, canSetStatus } = r.body.content;
    expect(canSetStatus).toBe(false);
    const ids = new Set(deadlines.map((d: { filingId: string }) => d.filingId));
    for (const id of ['federal-1120', 'federal-7004', 'delaware-franchise', 'state-income']) expect(ids).toContain(id);
    const f1120 = deadlines.filter((d: { filingId: string }) => d.filingId === 'federal-1120');
    expect(f1120.map((d: { dueDate: string }) => d.dueDate.slice(0, 4))).toEqual([String(year), String(year + 1)]);
    expect(f1120[0]).toMatchObject({ status: 'NOT_STARTED', ruleKey: 'federal-1120', authority: 'IRS' });
  });

  it('provider staff set a status; the company sees it; the company itself may not', async () => {
    const list = (await t.call('GET', '/api/accounting/tax-deadlines', { as: OWNER, tenant: ACME })).body.content;
    const target = list.deadlines.find((d: { filingId: string }) => d.filingId === 'delaware-franchise');
    const body = { filingId: 'delaware-franchise', dueDate: target.dueDate, status: 'FILED' };
    const own = await t.call('PUT', '/api/accounting/tax-deadlines/status', { as: OWNER, tenant: ACME, body });
    expect(own.status).toBe(403);
    const staff = await t.call('PUT', '/api/accounting/tax-deadlines/status', {
      as: KAM,
      tenant: INTERNAL,
      body: { ...body, tenantExternalId: ACME },
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    expect(staff.body.content.status).toBe('FILED');
    const after = (await t.call('GET', '/api/accounting/tax-deadlines', { as: OWNER, tenant: ACME })).body.content;
    expect(
      after.deadlines.find(
        (d: { filingId: string; dueDate: string }) =>
          d.dueDate === target.dueDate && d.filingId === 'delaware-franchise',
      ).status,
    ).toBe('FILED');
    const staffView = await t.call('GET', `/api/accounting/tax-deadlines?tenantExternalId=${ACME}`, {
      as: KAM,
      tenant: INTERNAL,
    });
    expect(staffView.body.content.canSetStatus).toBe(true);
  });

  it('a date that is not one of the filing’s due dates, or a filing the company does not owe, is 400 naming the field', async () => {
    const put = (body: object) =>
      t.call('PUT', '/api/accounting/tax-deadlines/status', {
        as: KAM,
        tenant: INTERNAL,
        body: { tenantExternalId: ACME, status: 'IN_PROGRESS', ...body },
      });
    const date = await put({ filingId: 'federal-1120', dueDate: `${year}-01-02` });
    expect(date.status).toBe(400);
    expect(date.body.content.fields[0].path).toBe('body.dueDate');
    const owe = await put({ filingId: 'fincen-boi' });
    expect(owe.status).toBe(400);
    expect(owe.body.content.fields[0].path).toBe('body.filingId');
    const status = await put({ filingId: 'federal-1120', dueDate: `${year}-04-15`, status: 'DONE' });
    expect(status.status).toBe(400);
  });

  it('staff naming an unknown company get 404', async () => {
    const r = await t.call(
      'GET',
      '/api/accounting/tax-deadlines?tenantExternalId=00000000-0000-4000-8000-000000000000',
      {
        as: KAM,
        tenant: INTERNAL,
      },
    );
    expect(r.status).toBe(404);
  });
});

describe('staff', () => {
  it("see a client company's dashboards by naming it; a company member cannot name another company", async () => {
    const staff = await t.call('GET', `/api/accounting/dashboard?tenantExternalId=${ACME}`, {
      as: KAM,
      tenant: INTERNAL,
    });
    expect(staff.status).toBe(200);
    expect(staff.body.content.todaysCash.total).toBe(517_000);
    const other = await t.call('GET', `/api/accounting/dashboard?tenantExternalId=${GLOBEX}`, {
      as: OWNER,
      tenant: ACME,
    });
    expect(other.status).toBe(403);
  });
});

describe('removing the ledger', () => {
  it('DELETE /api/merge removes the integration and the dashboards show no ledger', async () => {
    const id = (await t.call('GET', '/api/merge', { as: OWNER, tenant: ACME })).body.content[0].externalId;
    const r = await t.call('DELETE', `/api/merge?id=${id}`, { as: OWNER, tenant: ACME });
    expect(r.status).toBe(200);
    expect((await dashboard()).body.content.asOfMonth).toBeNull();
  });
});
