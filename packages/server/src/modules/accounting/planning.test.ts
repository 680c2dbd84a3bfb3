import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { multipart } from '../document-center/test-support.ts';
import { enqueueJob, QUEUES } from '../../platform/jobs/enqueue.ts';

const FIXTURE = readFileSync(new URL('../../../test/fixtures/ledger-acme.csv', import.meta.url), 'utf8');
const OWNER = 'owner@acme.example';
const MEMBER = 'member@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const KAM = 'kam@atrium.dev';
const SOLO = 'solo@example.com';

const t = await useTestApp();
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const SOLO_T = await t.tenantId('Sol Solo');
const INTERNAL = (
  await t.database.raw.query<{ external_id: string }>('select external_id from tenants where is_internal limit 1')
).rows[0].external_id;
const year = new Date().getUTCFullYear();

type Row = {
  filingId: string;
  dueDate: string | null;
  status: string;
  companyName?: string;
  tenantExternalId?: string;
};
const staff = (path: string) => t.call('GET', path, { as: KAM, tenant: INTERNAL });
const portal = (query = '') => staff(`/api/accounting/tax-timeline${query}`);
const setStatus = (filingId: string, dueDate: string, status: string) =>
  t.call('PUT', '/api/accounting/tax-deadlines/status', {
    as: KAM,
    tenant: INTERNAL,
    body: { tenantExternalId: ACME, filingId, dueDate, status },
  });

describe('company tax timeline', () => {
  it('groups Acme’s filings by month over this year and the next, each with its rule and status', async () => {
    const r = await t.call('GET', '/api/accounting/tax-deadlines/timeline', { as: OWNER, tenant: ACME });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { months, canSetStatus } = r.body.content;
    expect(canSetStatus).toBe(false);
    expect(months).toHaveLength(24);
    expect(months[0].month).toBe(`${year}-01`);
    expect(months[23].month).toBe(`${year + 1}-12`);
    const april = months.find((m: { month: string }) => m.month === `${year}-04`);
    expect(april.deadlines.find((d: Row) => d.filingId === 'federal-1120')).toMatchObject({
      ruleKey: 'federal-1120',
      status: 'NOT_STARTED',
    });
    for (const m of months) for (const d of m.deadlines as Row[]) expect(d.dueDate!.slice(0, 7)).toBe(m.month);
  });

  it('staff read it by naming the company; without tax-due-dates it is 403 MODULE_NOT_IN_PLAN', async () => {
    const s = await staff(`/api/accounting/tax-deadlines/timeline?tenantExternalId=${ACME}`);
    expect(s.status).toBe(200);
    expect(s.body.content.canSetStatus).toBe(true);
    const g = await t.call('GET', '/api/accounting/tax-deadlines/timeline', { as: GLOBEX_OWNER, tenant: GLOBEX });
    expect(g.status).toBe(403);
    expect(g.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
    const other = await t.call('GET', `/api/accounting/tax-deadlines/timeline?tenantExternalId=${ACME}`, {
      as: GLOBEX_OWNER,
      tenant: GLOBEX,
    });
    expect(other.status).toBe(403);
    expect((await t.call('GET', '/api/accounting/tax-deadlines/timeline', { tenant: ACME })).status).toBe(401);
  });
});

describe('portal tax timeline', () => {
  it('lists the dated deadlines of the companies holding tax-due-dates, oldest first, paged', async () => {
    const r = await portal('?pageSize=5');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = r.body.content;
    expect(c.pageSize).toBe(5);
    expect(c.items).toHaveLength(5);
    expect(c.total).toBeGreaterThan(5);
    const names = c.companies.map((x: { name: string }) => x.name);
    expect(names).toContain('Acme Inc.');
    expect(names).not.toContain('Globex LLC');
    const dates = c.items.map((d: Row) => d.dueDate);
    expect([...dates].sort()).toEqual(dates);
    const next = (await portal('?pageSize=5&page=1')).body.content.items;
    expect(next[0].dueDate >= dates[4]).toBe(true);
    expect(next.map((d: Row) => `${d.tenantExternalId}${d.filingId}${d.dueDate}`)).not.toContain(
      `${c.items[4].tenantExternalId}${c.items[4].filingId}${c.items[4].dueDate}`,
    );
  });

  it('filters by customer, form and month together', async () => {
    const r = await portal(`?customer=${ACME}&form=federal-1120&month=${year + 1}-04`);
    expect(r.status).toBe(200);
    expect(r.body.content.total).toBe(1);
    expect(r.body.content.items[0]).toMatchObject({
      tenantExternalId: ACME,
      companyName: 'Acme Inc.',
      filingId: 'federal-1120',
      dueDate: `${year + 1}-04-15`,
    });
    const byForm = (await portal(`?customer=${ACME}&form=delaware-franchise&pageSize=100`)).body.content.items;
    expect(byForm.map((d: Row) => d.dueDate!.slice(0, 4))).toEqual([String(year), String(year + 1)]);
    const none = await portal(`?customer=${ACME}&month=${year}-08&form=federal-1120`);
    expect(none.body.content).toMatchObject({ items: [], total: 0 });
  });

  it('shows the status staff set', async () => {
    expect((await setStatus('federal-1120', `${year + 1}-04-15`, 'FILED')).status).toBe(200);
    const r = await portal(`?customer=${ACME}&form=federal-1120&month=${year + 1}-04`);
    expect(r.body.content.items[0].status).toBe('FILED');
  });

  it('walls: a company member is refused, an unknown or internal company is 404, one without the add-on is empty', async () => {
    const own = await t.call('GET', '/api/accounting/tax-timeline', { as: OWNER, tenant: ACME });
    expect(own.status).toBe(403);
    expect(
      (await t.call('GET', `/api/accounting/tax-timeline?customer=${ACME}`, { as: OWNER, tenant: ACME })).status,
    ).toBe(403);
    expect((await portal('?customer=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await portal(`?customer=${INTERNAL}`)).status).toBe(404);
    expect((await portal(`?customer=${GLOBEX}`)).body.content).toMatchObject({ items: [], total: 0 });
    expect((await t.call('GET', '/api/accounting/tax-timeline')).status).toBe(401);
  });

  it('bad filters are 400 naming the field', async () => {
    for (const [q, field] of [
      ['?month=2026-13', 'month'],
      ['?form=federal-9999', 'form'],
      ['?customer=acme', 'customer'],
      ['?pageSize=500', 'pageSize'],
    ]) {
      const r = await portal(q);
      expect(r.status, q).toBe(400);
      expect(JSON.stringify(r.body.content.fields), q).toContain(field);
    }
  });
});

describe('tax reminders', () => {
  const outbox = async (email: string) =>
    (
      await t.database.raw.query<{ subject: string }>(
        `select subject from mail_outbox where to_address = $1 and template = 'tax-reminder' order by id`,
        [email],
      )
    ).rows.map((r) => r.subject);
  const notes = async (email: string) =>
    (
      await t.database.raw.query<{ title: string; body: string }>(
        `select n.title, n.body from notifications n join users u on u.id = n.user_id
          where u.email = $1 and n.link = '/one/accounting/tax-deadlines' order by n.id`,
        [email],
      )
    ).rows;

  it('26 days before the return is due: one 30-day reminder to the owner/admins, notification and e-mail, once', async () => {
    const at = new Date(`${year + 1}-03-20T06:00:00Z`);
    const first = await t.services.accountingPlanning.reminders.run(at);
    expect(first.sent).toBeGreaterThan(0);
    const subjects = await outbox(OWNER);
    // Form 1120 of next year was set FILED above: no reminder for it; the 7004 extension shares its date.
    expect(subjects).toContain('Form 7004 is due in 26 days');
    expect(subjects).not.toContain('Form 1120 is due in 26 days');
    expect(await notes(OWNER)).toContainEqual({
      title: 'Form 7004 is due in 26 days',
      body: `Form 7004 (FY${year}) for Acme Inc. is due on April 15, ${year + 1}.`,
    });
    // Standard members get none.
    expect(await outbox(MEMBER)).toEqual([]);
    expect(await notes(MEMBER)).toEqual([]);

    // Again the same day, and the day after: nothing new.
    expect((await t.services.accountingPlanning.reminders.run(at)).sent).toBe(0);
    expect((await t.services.accountingPlanning.reminders.run(new Date(`${year + 1}-03-21T06:00:00Z`))).sent).toBe(0);
    expect(await outbox(OWNER)).toEqual(subjects);
  });

  it('the 7-day reminder follows once; a run that starts late sends only the nearest threshold', async () => {
    await t.services.accountingPlanning.reminders.run(new Date(`${year + 1}-04-08T06:00:00Z`));
    const subjects = await outbox(OWNER);
    expect(subjects.filter((s) => s === 'Form 7004 is due in 7 days')).toHaveLength(1);
    // Delaware's report (March 1) was never reminded at 30 days: five days before, only the 7-day one goes out.
    const before = subjects.length;
    const late = new Date(`${year + 1}-02-24T06:00:00Z`);
    await t.services.accountingPlanning.reminders.run(late);
    const added = (await outbox(OWNER)).slice(before);
    expect(added.filter((s) => s.startsWith('Delaware'))).toHaveLength(1);
    expect(added.filter((s) => s.startsWith('Delaware'))[0]).toMatch(
      /^Delaware Annual Franchise Tax Report is due in \d days$/,
    );
    await t.services.accountingPlanning.reminders.run(late);
    expect((await outbox(OWNER)).length).toBe(before + added.length);
  });

  it('runs on the job queue and stays idempotent there', async () => {
    const before = await outbox(OWNER);
    await enqueueJob(t.deps.database.db, QUEUES.taxReminders, { at: `${year + 1}-03-20T06:00:00Z` });
    await t.jobs.drain();
    expect(await outbox(OWNER)).toEqual(before);
    const job = await t.database.raw.query<{ status: string }>(
      `select status from jobs where queue = 'tax-reminders' and payload->>'at' is not null`,
    );
    expect(job.rows.map((r) => r.status)).toEqual(['done']);
    // The daily run stays queued for the next morning.
    const daily = await t.database.raw.query<{ run_at: Date }>(
      `select run_at from jobs where queue = 'tax-reminders' and status = 'queued' and payload->>'at' is null`,
    );
    expect(daily.rows).toHaveLength(1);
    expect(new Date(daily.rows[0].run_at).getUTCHours()).toBe(6);
  });

  it('speaks each person’s language: a Spanish-speaking owner gets the reminder in Spanish', async () => {
    await t.database.raw.query(`update users set language = 'es' where email = $1`, [OWNER]);
    try {
      const before = (await outbox(OWNER)).length;
      await t.services.accountingPlanning.reminders.run(new Date(`${year + 2}-03-20T06:00:00Z`));
      const added = (await outbox(OWNER)).slice(before);
      // The return and its extension (due the same day, moved off a weekend when it falls on one).
      expect(added.filter((x) => /^Form (1120|7004) vence en \d+ días$/.test(x))).toHaveLength(2);
      expect(added.some((x) => x.includes(' is due '))).toBe(false);
      const note = (await notes(OWNER)).find((n) => n.title.startsWith('Form 7004 vence'));
      expect(note?.body).toMatch(
        new RegExp(`^Form 7004 \\(FY${year + 1}\\) de Acme Inc\\. vence el \\d+ de abril de ${year + 2}\\.$`),
      );
    } finally {
      await t.database.raw.query(`update users set language = 'en' where email = $1`, [OWNER]);
    }
  });
});

describe('scenario runway', () => {
  const scenario = (body: object, as = OWNER, tenant = ACME) =>
    t.call('POST', '/api/accounting/dashboard/scenario', { as, tenant, body });

  it('recomputes runway on the fixture ledger: burn +20 % and a $2M round in three months', async () => {
    const m = multipart([{ filename: 'ledger.csv', contentType: 'text/csv', data: FIXTURE }], 'file');
    const up = await t.call('POST', '/api/ledger/import', {
      as: OWNER,
      tenant: ACME,
      body: m.body,
      headers: m.headers,
    });
    expect(up.status).toBe(201);
    const r = await scenario({ burnChangePercent: 20 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      asOfMonth: '2026-10',
      cash: 517_000,
      burn: 46_000,
      scenarioBurn: 55_200,
      actual: { isInfinite: false, value: 11, runOutMonth: '2027-10' },
      scenario: { isInfinite: false, value: 9, runOutMonth: '2027-08' },
      roundArrives: null,
    });
    const round = await scenario({ roundAmount: 2_000_000, roundInMonths: 3 });
    expect(round.body.content.scenario).toEqual({ isInfinite: false, value: 54, runOutMonth: '2031-05' });
    expect(round.body.content.roundArrives).toBe(true);
    const staffCall = await t.call('POST', '/api/accounting/dashboard/scenario', {
      as: KAM,
      tenant: INTERNAL,
      body: { tenantExternalId: ACME, burnChangePercent: 20 },
    });
    expect(staffCall.body.content.scenario.value).toBe(9);
  });

  it('bad input is 400 naming the field', async () => {
    for (const [body, field] of [
      [{ burnChangePercent: 'x' }, 'burnChangePercent'],
      [{ burnChangePercent: -150 }, 'burnChangePercent'],
      [{ roundAmount: -1 }, 'roundAmount'],
      [{ roundInMonths: 1.5 }, 'roundInMonths'],
      [{ roundInMonths: 61 }, 'roundInMonths'],
    ] as const) {
      const r = await scenario(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body.content.fields)).toContain(field);
    }
    expect((await scenario({ runway: 3 })).status).toBe(400);
  });

  it('gated by accounting-module, and walled to the caller’s company', async () => {
    const g = await scenario({}, GLOBEX_OWNER, GLOBEX);
    expect(g.status).toBe(403);
    expect(g.body.errorCode).toBe('MODULE_NOT_IN_PLAN');
    const other = await scenario({ tenantExternalId: ACME }, GLOBEX_OWNER, GLOBEX);
    expect(other.status).toBe(403);
  });
});

describe('individuals (issue 17 item 6)', () => {
  it('see neither the timeline nor the dashboards, and the portal timeline leaves them out', async () => {
    for (const [method, path] of [
      ['GET', '/api/accounting/tax-deadlines/timeline'],
      ['GET', '/api/accounting/tax-deadlines'],
      ['GET', '/api/accounting/dashboard'],
      ['POST', '/api/accounting/dashboard/scenario'],
    ] as const) {
      const r = await t.call(method, path, { as: SOLO, tenant: SOLO_T, body: method === 'POST' ? {} : undefined });
      expect(r.status, path).toBe(403);
    }
    const names = (await portal()).body.content.companies.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Sol Solo');
    expect((await portal(`?customer=${SOLO_T}`)).body.content.total).toBe(0);
  });
});
