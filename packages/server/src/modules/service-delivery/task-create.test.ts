import { describe, expect, it } from 'vitest';
import { TASK_BULK_MAX } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { dcKit, GLOBEX_OWNER, KAM, MEMBER, OWNER, UNKNOWN } from '../document-center/test-support.ts';

const t = await useTestApp();
const k = await dcKit(t);
const ADMIN = 'admin@atrium.dev';
const STAFF = 'staff@atrium.dev';
const ONE = '/api/task';
const BULK = '/api/task/bulk';

const staffCall = (method: string, url: string, as: string, body?: unknown) => t.call(method, url, { as, body });
const userId = async (email: string) => (await t.services.users.byEmail(email))!.externalId;
const countNamed = async (name: string) =>
  Number(
    (await t.database.raw.query<{ n: number }>('select count(*)::int as n from tasks where name = $1', [name])).rows[0]
      .n,
  );
const fieldsOf = (body: unknown) => JSON.stringify(body);
/** Client companies with no members, written straight into the table (many customers for the bulk limits). */
async function companies(n: number, prefix: string) {
  const r = await t.database.raw.query<{ external_id: string }>(
    `insert into tenants (name, account_type) select $1 || g, 'COMPANY' from generate_series(1, ${n}) g returning external_id`,
    [prefix],
  );
  return r.rows.map((x) => x.external_id);
}

describe('POST /api/task: one task for one customer', () => {
  it('creates a task outside any flow with its people, and the customer sees it when it asks them for files', async () => {
    const name = 'Send the signed lease';
    const r = await staffCall('POST', ONE, ADMIN, {
      tenantExternalId: k.ACME,
      name,
      description: 'The lease of the new office, signed by both parties.',
      dueDate: '2030-05-01',
      kind: 'FILE_REQUEST_TASK',
      preparerExternalId: await userId(STAFF),
      reviewerExternalId: await userId(ADMIN),
      doneByCustomer: true,
    });
    expect(r.status, fieldsOf(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      name,
      kind: 'FILE_REQUEST_TASK',
      status: 'PENDING',
      dueDate: '2030-05-01',
      doneByCustomer: true,
      flow: null,
      company: { externalId: k.ACME, name: 'Acme Inc.' },
      preparer: { name: 'Stu Staff' },
      reviewer: { name: 'Ada Admin' },
    });
    const id = r.body.content.externalId;
    // The Acme owner has it in their list and can open it; Globex cannot.
    const list = await t.call('POST', '/api/task/filter', {
      as: OWNER,
      tenant: k.ACME,
      body: { tab: 'ASSIGNED_TO_ME' },
    });
    expect(list.body.content.items.map((x: any) => x.externalId)).toContain(id);
    expect((await t.call('GET', `${ONE}/${id}`, { as: OWNER, tenant: k.ACME })).status).toBe(200);
    expect((await t.call('GET', `${ONE}/${id}`, { as: GLOBEX_OWNER, tenant: k.GLOBEX })).status).toBe(404);
    // The preparer and the Acme members are told; the creator is not.
    const notes = await t.call('GET', '/api/notification/all?pageSize=50', { as: STAFF });
    expect(notes.body.content.items.some((n: any) => n.link === `/portal/task-details/${id}`)).toBe(true);
    const customerNotes = await t.call('GET', '/api/notification/all?pageSize=50', { as: MEMBER });
    expect(customerNotes.body.content.items.some((n: any) => n.link === `/one/task-details/${id}`)).toBe(true);
    const mine = await t.call('GET', '/api/notification/all?pageSize=50', { as: ADMIN });
    expect(mine.body.content.items.some((n: any) => n.link?.includes(id))).toBe(false);
  });

  it('answers 400 naming the field, 404 never leaks: unknown and individual customers are refused by field', async () => {
    const noName = await staffCall('POST', ONE, ADMIN, { tenantExternalId: k.ACME, name: '  ' });
    expect(noName.status).toBe(400);
    expect(fieldsOf(noName.body)).toContain('name');
    const badKind = await staffCall('POST', ONE, ADMIN, { tenantExternalId: k.ACME, name: 'x', kind: 'NOPE' });
    expect(badKind.status).toBe(400);
    expect(fieldsOf(badKind.body)).toContain('kind');
    const badDate = await staffCall('POST', ONE, ADMIN, { tenantExternalId: k.ACME, name: 'x', dueDate: '1/2/2030' });
    expect(badDate.status).toBe(400);
    expect(fieldsOf(badDate.body)).toContain('dueDate');
    const unknown = await staffCall('POST', ONE, ADMIN, { tenantExternalId: UNKNOWN, name: 'x' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toContain('tenantExternalId');
    const internal = await staffCall('POST', ONE, ADMIN, { tenantExternalId: k.INTERNAL, name: 'x' });
    expect(internal.status).toBe(400);
    const solo = await staffCall('POST', ONE, ADMIN, { tenantExternalId: await t.tenantId('Sol Solo'), name: 'x' });
    expect(solo.status).toBe(400);
    expect(solo.body.message).toBe('Individual accounts have no tasks');
    const notStaff = await staffCall('POST', ONE, ADMIN, {
      tenantExternalId: k.ACME,
      name: 'x',
      preparerExternalId: await userId(OWNER),
    });
    expect(notStaff.status).toBe(400);
    expect(fieldsOf(notStaff.body)).toContain('preparerExternalId');
    expect((await t.call('POST', ONE, { body: { tenantExternalId: k.ACME, name: 'x' } })).status).toBe(401);
  });

  it('is for admins and KAMs: standard staff and customers get 403', async () => {
    const asStaff = await staffCall('POST', ONE, STAFF, { tenantExternalId: k.ACME, name: 'Nope' });
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.message).toMatch(/portal role cannot create tasks/);
    const asOwner = await t.call('POST', ONE, {
      as: OWNER,
      tenant: k.ACME,
      body: { tenantExternalId: k.ACME, name: 'Nope' },
    });
    expect(asOwner.status).toBe(403);
    expect(await countNamed('Nope')).toBe(0);
    expect((await staffCall('POST', ONE, KAM, { tenantExternalId: k.GLOBEX, name: 'From the KAM' })).status).toBe(200);
  });
});

describe('POST /api/task/bulk: the same task for many customers', () => {
  it('creates one task per customer, each company seeing only its own', async () => {
    const name = 'Confirm your 2026 payroll headcount';
    const r = await staffCall('POST', BULK, ADMIN, {
      tenantExternalIds: [k.ACME, k.GLOBEX],
      name,
      kind: 'REQUEST_INFORMATION_TASK',
      doneByCustomer: true,
      preparerExternalId: await userId(STAFF),
    });
    expect(r.status, fieldsOf(r.body)).toBe(200);
    expect(r.body.content.created).toBe(2);
    expect(r.body.content.tasks.map((x: any) => x.tenantExternalId)).toEqual([k.ACME, k.GLOBEX]);
    const [acmeTask, globexTask] = r.body.content.tasks.map((x: any) => x.externalId);
    const acme = await t.call('POST', '/api/task/filter', { as: OWNER, tenant: k.ACME, body: { search: name } });
    expect(acme.body.content.items.map((x: any) => x.externalId)).toEqual([acmeTask]);
    // The tenant wall: Acme cannot open Globex's copy, nor Globex Acme's.
    expect((await t.call('GET', `${ONE}/${globexTask}`, { as: OWNER, tenant: k.ACME })).status).toBe(404);
    expect((await t.call('GET', `${ONE}/${acmeTask}`, { as: GLOBEX_OWNER, tenant: k.GLOBEX })).status).toBe(404);
    // The preparer gets one notification for the lot.
    const notes = await t.call('GET', '/api/notification/all?pageSize=50', { as: STAFF });
    expect(notes.body.content.items.filter((n: any) => n.title === '2 tasks were assigned to you')).toHaveLength(1);
  });

  it('creates all or none: a customer that cannot get the task refuses the whole request, naming its row', async () => {
    const name = 'All or none by validation';
    const solo = await t.tenantId('Sol Solo');
    const r = await staffCall('POST', BULK, ADMIN, { tenantExternalIds: [k.ACME, k.GLOBEX, solo], name });
    expect(r.status).toBe(400);
    expect(fieldsOf(r.body)).toContain('tenantExternalIds.2');
    const unknown = await staffCall('POST', BULK, ADMIN, { tenantExternalIds: [k.ACME, UNKNOWN], name });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toContain('tenantExternalIds.1');
    const twice = await staffCall('POST', BULK, ADMIN, { tenantExternalIds: [k.ACME, k.ACME], name });
    expect(twice.status).toBe(400);
    expect(fieldsOf(twice.body)).toContain('tenantExternalIds');
    expect(await countNamed(name)).toBe(0);
  });

  it('creates all or none: a row the database refuses mid-way rolls back the rows written before it', async () => {
    const name = 'All or none in the database';
    const raw = t.database.raw;
    const globexId = (await raw.query<{ id: number }>('select id from tenants where external_id = $1', [k.GLOBEX]))
      .rows[0].id;
    await raw.query(`
      create function refuse_bulk_row() returns trigger language plpgsql as $$
      begin
        if new.name = '${name}' and new.tenant_id = ${globexId} then raise exception 'row refused'; end if;
        return new;
      end $$`);
    await raw.query(
      'create trigger refuse_bulk_row before insert on tasks for each row execute function refuse_bulk_row()',
    );
    try {
      const [third] = await companies(1, 'Rollback Co ');
      const r = await staffCall('POST', BULK, ADMIN, { tenantExternalIds: [k.ACME, k.GLOBEX, third], name });
      expect(r.status).toBe(500);
      expect(await countNamed(name)).toBe(0);
    } finally {
      await raw.query('drop trigger refuse_bulk_row on tasks');
      await raw.query('drop function refuse_bulk_row()');
    }
  });

  it(`takes up to ${TASK_BULK_MAX} customers in one call, and refuses more naming the field`, async () => {
    const ids = await companies(TASK_BULK_MAX, 'Bulk Co ');
    const name = 'Year-end close checklist';
    const r = await staffCall('POST', BULK, ADMIN, { tenantExternalIds: ids, name, dueDate: '2030-12-31' });
    expect(r.status, fieldsOf(r.body)).toBe(200);
    expect(r.body.content.created).toBe(TASK_BULK_MAX);
    expect(await countNamed(name)).toBe(TASK_BULK_MAX);
    const tooMany = await staffCall('POST', BULK, ADMIN, { tenantExternalIds: [...ids, k.ACME], name: 'Too many' });
    expect(tooMany.status).toBe(400);
    expect(fieldsOf(tooMany.body)).toContain('tenantExternalIds');
    const none = await staffCall('POST', BULK, ADMIN, { tenantExternalIds: [], name: 'None' });
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toContain('tenantExternalIds');
  });

  it('is for admins and KAMs: standard staff and customers get 403 and nothing is written', async () => {
    const name = 'Bulk by the wrong role';
    const asStaff = await staffCall('POST', BULK, STAFF, { tenantExternalIds: [k.ACME, k.GLOBEX], name });
    expect(asStaff.status).toBe(403);
    const asOwner = await t.call('POST', BULK, {
      as: OWNER,
      tenant: k.ACME,
      body: { tenantExternalIds: [k.ACME], name },
    });
    expect(asOwner.status).toBe(403);
    expect(await countNamed(name)).toBe(0);
  });
});
