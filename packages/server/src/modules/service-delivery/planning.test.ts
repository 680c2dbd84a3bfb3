import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodLabel, periodStartOf, todayIso, weekOf } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../platform/config.ts';
import { dcKit, GLOBEX_OWNER, MEMBER, OWNER, UNKNOWN } from '../document-center/test-support.ts';
import { addDays } from './flows.ts';
import { nextRecurrenceRun } from './recurrence-job.ts';

// The runner is not started: the recurrence job runs when a test drains the queue.
const t = await useTestApp({ jobs: { ...loadConfig({ JOBS_ENABLED: 'false' }).jobs } });
const k = await dcKit(t);
const ADMIN = 'admin@atrium.dev';
const STAFF = 'staff@atrium.dev';
const KAM = 'kam@atrium.dev';
const PF = '/api/product-flow';
const FEED = '/api/task/calendar-feed';
const WORKLOAD = '/api/task/workload';

const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await t.database.raw.query<T>(sql, params)).rows;
const today = todayIso();
const thisMonth = periodStartOf(today, 'MONTHLY');
const lastMonth = (() => {
  const d = new Date(`${thisMonth}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
})();

async function createFlow(serviceCode: string, tenant: string, startDate: string, name?: string) {
  const r = await t.call('POST', PF, { as: ADMIN, body: { tenantExternalId: tenant, serviceCode, startDate, name } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content as { externalId: string; taskCount: number };
}
const flowTasks = async (id: string) =>
  (await t.call('GET', `${PF}/${id}/tasks`, { as: ADMIN })).body.content as {
    externalId: string;
    name: string;
    dueDate: string;
    preparer: { name: string } | null;
  }[];
const userDbId = async (email: string) => (await t.services.users.byEmail(email))!.id;
/** Makes the queued daily run due now and runs the queue (as if the next day had come). */
async function runJobNow() {
  await rows(`update jobs set run_at = now() where queue = 'flow-recurrence' and status = 'queued'`);
  await t.jobs.drain();
}

describe('recurring flows', () => {
  it('opens the next period once: the job creates its tasks with the people of the last period, twice creates nothing', async () => {
    const flow = await createFlow('BOOKKEEPING_SUPPORT', k.ACME, lastMonth);
    const first = await flowTasks(flow.externalId);
    await rows(`update tasks set preparer_user_id = $1 where external_id = $2`, [
      await userDbId(STAFF),
      first.find((x) => x.name === 'Categorize transactions')!.externalId,
    ]);
    const url = `${PF}/${flow.externalId}/recurrence`;
    expect((await t.call('GET', url, { as: ADMIN })).body.content).toBeNull();

    const set = await t.call('PUT', url, { as: ADMIN, body: { frequency: 'MONTHLY' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // The flow's own start is last month's period; the next one is this month.
    expect(set.body.content).toMatchObject({ frequency: 'MONTHLY', nextPeriodStart: thisMonth, periods: [] });

    await runJobNow();
    const after = await flowTasks(flow.externalId);
    const added = after.filter((x) => x.name.endsWith(` · ${periodLabel(thisMonth, 'MONTHLY')}`));
    expect(added).toHaveLength(first.length);
    const categorize = added.find((x) => x.name.startsWith('Categorize transactions'))!;
    expect(categorize.dueDate).toBe(addDays(thisMonth, 12));
    expect(categorize.preparer?.name).toBe('Stu Staff');

    const got = await t.call('GET', url, { as: STAFF });
    expect(got.body.content).toMatchObject({
      nextPeriodStart: nextPeriodStart(thisMonth, 'MONTHLY'),
      periods: [{ periodStart: thisMonth, taskCount: first.length }],
    });

    // Running again (the queued next run, and the job's work called twice more) creates nothing twice.
    await runJobNow();
    expect(await t.services.serviceDelivery.planning.recurrence.runDue()).toBe(0);
    expect(await t.services.serviceDelivery.planning.recurrence.runDue(today)).toBe(0);
    expect(await flowTasks(flow.externalId)).toHaveLength(after.length);
    // Even with the pointer moved back by hand, the claimed period is not opened twice.
    await rows(`update flow_recurrences set next_period_start = $1`, [thisMonth]);
    expect(await t.services.serviceDelivery.planning.recurrence.runDue()).toBe(0);
    expect(await flowTasks(flow.externalId)).toHaveLength(after.length);

    // The daily run keeps exactly one next run queued, after the next UTC midnight.
    const queued = await rows<{ run_at: Date }>(
      `select run_at from jobs where queue = 'flow-recurrence' and status = 'queued'`,
    );
    expect(queued).toHaveLength(1);
    expect(new Date(queued[0].run_at).toISOString()).toBe(nextRecurrenceRun().toISOString());

    const cleared = await t.call('DELETE', url, { as: ADMIN });
    expect(cleared.status).toBe(200);
    expect((await t.call('GET', url, { as: ADMIN })).body.content).toBeNull();
  });

  it('catches up the periods a stopped server missed, one transaction each, up to today', async () => {
    const flow = await createFlow('TAX_ESTIMATED_QUARTERLY', k.ACME, lastMonth);
    const base = (await flowTasks(flow.externalId)).length;
    await t.call('PUT', `${PF}/${flow.externalId}/recurrence`, { as: ADMIN, body: { frequency: 'QUARTERLY' } });
    const firstQuarter = periodStartOf(addDays(today, -400), 'QUARTERLY');
    await rows(
      `update flow_recurrences set next_period_start = $1 where flow_id = (select id from product_flows where external_id = $2)`,
      [firstQuarter, flow.externalId],
    );
    const created = await t.services.serviceDelivery.planning.recurrence.runDue();
    const periods = (await t.call('GET', `${PF}/${flow.externalId}/recurrence`, { as: ADMIN })).body.content.periods;
    expect(periods.length).toBeGreaterThanOrEqual(5);
    expect(periods[0].periodStart).toBe(periodStartOf(today, 'QUARTERLY'));
    expect(created).toBe((await flowTasks(flow.externalId)).length - base);
  });

  it('lets only managers set it, refuses bad input naming the field, unknown flows and finalized services', async () => {
    const flow = await createFlow('BOOKKEEPING_SUPPORT', k.ACME, thisMonth);
    const url = `${PF}/${flow.externalId}/recurrence`;
    const asStaff = await t.call('PUT', url, { as: STAFF, body: { frequency: 'MONTHLY' } });
    expect(asStaff.status).toBe(403);
    expect((await t.call('PUT', url, { as: OWNER, tenant: k.ACME, body: { frequency: 'MONTHLY' } })).status).toBe(403);
    expect((await t.call('GET', url, { as: OWNER, tenant: k.ACME })).status).toBe(403);
    expect((await t.call('DELETE', url, { as: STAFF })).status).toBe(403);
    const bad = await t.call('PUT', url, { as: ADMIN, body: { frequency: 'WEEKLY' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('frequency');
    expect(
      (await t.call('PUT', `${PF}/${UNKNOWN}/recurrence`, { as: ADMIN, body: { frequency: 'MONTHLY' } })).status,
    ).toBe(404);
    expect((await t.call('GET', url, {})).status).toBe(401);
    // Set on the flow's own period, the next one is next month's.
    const ok = await t.call('PUT', url, { as: KAM, body: { frequency: 'YEARLY' } });
    expect(ok.body.content.nextPeriodStart).toBe(nextPeriodStart(today, 'YEARLY'));

    await rows(
      `update tasks set status = 'DONE' where flow_id = (select id from product_flows where external_id = $1)`,
      [flow.externalId],
    );
    expect((await t.call('PUT', `${PF}/finalize-service/${flow.externalId}`, { as: ADMIN })).status).toBe(200);
    expect((await t.call('PUT', url, { as: ADMIN, body: { frequency: 'MONTHLY' } })).status).toBe(409);
  });
});

describe('the iCal feed', () => {
  const fetchFeed = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    // Unfolded (RFC 5545 folds long lines with CRLF + space), so assertions read whole lines.
    return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body.replace(/\r\n /g, '') };
  };

  it("lists the user's open due dates as text/calendar, for their company only, and 404 after revoke", async () => {
    await createFlow('BOOKKEEPING_SUPPORT', k.ACME, today, 'Acme books');
    await createFlow('BOOKKEEPING_SUPPORT', k.GLOBEX, today, 'Globex books');
    expect((await t.call('GET', FEED, { as: OWNER, tenant: k.ACME })).body.content).toMatchObject({ active: false });
    const created = await t.call('POST', FEED, { as: OWNER, tenant: k.ACME });
    expect(created.status).toBe(200);
    const url: string = created.body.content.url;
    expect(url).toMatch(/^http.*\/api\/task\/calendar-feed\/[\w-]{40,}$/);
    // Only a hash is stored, never the address's token.
    const token = url.split('/').pop()!;
    expect(JSON.stringify(await rows('select * from calendar_feeds'))).not.toContain(token);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${addDays(today, 5).replace(/-/g, '')}`);
    expect(feed.body).toContain('SUMMARY:Upload bank and card statements — Acme Inc.');
    // Staff work of the flow and the other company's tasks stay out.
    expect(feed.body).not.toContain('Categorize transactions');
    expect(feed.body).not.toContain('Globex');
    expect((await t.call('GET', FEED, { as: OWNER, tenant: k.ACME })).body.content.active).toBe(true);

    // Another user's revoke leaves this feed alone; the owner's own revoke ends it.
    await t.call('POST', FEED, { as: GLOBEX_OWNER, tenant: k.GLOBEX });
    await t.call('DELETE', FEED, { as: GLOBEX_OWNER, tenant: k.GLOBEX });
    await t.call('DELETE', FEED, { as: MEMBER, tenant: k.ACME });
    expect((await fetchFeed(url)).status).toBe(200);
    const revoked = await t.call('DELETE', FEED, { as: OWNER, tenant: k.ACME });
    expect(revoked.body.content.active).toBe(false);
    const gone = await fetchFeed(url);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body).errorCode).toBe('NOT_FOUND');
  });

  it("answers 404 to a made-up token and an old address after a new one, and shows a Globex user nothing of Acme's", async () => {
    expect((await fetchFeed(`http://x${FEED}/not-a-real-token`)).status).toBe(404);
    const old = (await t.call('POST', FEED, { as: OWNER, tenant: k.ACME })).body.content.url;
    const fresh = (await t.call('POST', FEED, { as: OWNER, tenant: k.ACME })).body.content.url;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);

    const globex = (await t.call('POST', FEED, { as: GLOBEX_OWNER, tenant: k.GLOBEX })).body.content.url;
    const body = (await fetchFeed(globex)).body;
    expect(body).toContain('Globex LLC');
    expect(body).not.toContain('Acme');
    expect((await t.call('POST', FEED, {})).status).toBe(401);
  });

  it('gives staff the tasks they prepare or review, and drops a company the user has left', async () => {
    const flow = await createFlow('BOOKKEEPING_SUPPORT', k.ACME, today, 'Staff feed books');
    const [task] = (await flowTasks(flow.externalId)).filter((x) => x.name === 'Reconcile accounts');
    await rows(`update tasks set reviewer_user_id = $1, name = 'Reconcile for the feed' where external_id = $2`, [
      await userDbId(KAM),
      task.externalId,
    ]);
    const kamFeed = (await t.call('POST', FEED, { as: KAM })).body.content.url;
    const body = (await fetchFeed(kamFeed)).body;
    expect(body).toContain('SUMMARY:Reconcile for the feed — Acme Inc.');
    expect(body).toContain(`/portal/task-details/${task.externalId}`);
    expect(body).not.toContain('Upload bank and card statements');

    const member = (await t.call('POST', FEED, { as: MEMBER, tenant: k.ACME })).body.content.url;
    expect((await fetchFeed(member)).body).toContain('Acme Inc.');
    await rows(
      `delete from tenant_memberships where user_id = $1 and tenant_id = (select id from tenants where external_id = $2)`,
      [await userDbId(MEMBER), k.ACME],
    );
    const after = await fetchFeed(member);
    expect(after.status).toBe(200);
    expect(after.body).not.toContain('Acme');
  });
});

describe('the workload view', () => {
  const staffRow = (content: { rows: any[] }, email: string) =>
    content.rows.find((r) => r.person?.email === email) as {
      preparing: { dueThisWeek: number; overdue: number; open: number };
      reviewing: { dueThisWeek: number; overdue: number; open: number };
    };

  it('counts open tasks per preparer and reviewer: due this week, overdue and open; done ones do not count', async () => {
    const { weekStart, weekEnd } = weekOf(today);
    const before = (await t.call('GET', WORKLOAD, { as: ADMIN })).body.content;
    expect(before).toMatchObject({ today, weekStart, weekEnd });
    const b = staffRow(before, STAFF);
    expect(b).toBeDefined();

    const flow = await createFlow('BOOKKEEPING_SUPPORT', k.ACME, today, 'Workload books');
    const ts = await flowTasks(flow.externalId);
    const staffId = await userDbId(STAFF);
    const set = (i: number, sql: string, params: unknown[]) =>
      rows(`update tasks set ${sql} where external_id = $1`, [ts[i].externalId, ...params]);
    await set(1, `preparer_user_id = $2, due_date = $3`, [staffId, addDays(today, -3)]); // overdue
    await set(3, `preparer_user_id = $2, due_date = $3`, [staffId, weekEnd]); // due this week
    await set(4, `preparer_user_id = $2, due_date = $3, status = 'DONE'`, [staffId, today]); // done
    await set(0, `reviewer_user_id = $2, due_date = $3`, [staffId, addDays(weekEnd, 30)]); // later

    const after = staffRow((await t.call('GET', WORKLOAD, { as: STAFF })).body.content, STAFF);
    expect(after.preparing.overdue - b.preparing.overdue).toBe(1);
    expect(after.preparing.dueThisWeek - b.preparing.dueThisWeek).toBe(1);
    expect(after.preparing.open - b.preparing.open).toBe(2);
    expect(after.reviewing.open - b.reviewing.open).toBe(1);
    expect(after.reviewing.dueThisWeek - b.reviewing.dueThisWeek).toBe(0);

    // Another day's view: a week later the task due this week is overdue.
    const later = staffRow(
      (await t.call('GET', `${WORKLOAD}?date=${addDays(weekEnd, 1)}`, { as: ADMIN })).body.content,
      STAFF,
    );
    expect(later.preparing.overdue - b.preparing.overdue).toBeGreaterThanOrEqual(2);
  });

  it('is for staff only and refuses a bad date naming the field', async () => {
    const customer = await t.call('GET', WORKLOAD, { as: OWNER, tenant: k.ACME });
    expect(customer.status).toBe(403);
    expect((await t.call('GET', WORKLOAD, {})).status).toBe(401);
    const bad = await t.call('GET', `${WORKLOAD}?date=next-week`, { as: ADMIN });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('date');
  });
});
