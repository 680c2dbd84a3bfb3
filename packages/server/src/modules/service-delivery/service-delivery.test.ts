import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { dcKit, GLOBEX_OWNER, MEMBER, OWNER, PDF, UNKNOWN, multipart } from '../document-center/test-support.ts';

const t = await useTestApp();
const k = await dcKit(t);
const ADMIN = 'admin@atrium.dev';
const STAFF = 'staff@atrium.dev';
const SOLO = 'solo@example.com';
const PF = '/api/product-flow';

/** Staff call without a tenant header (the portal); customers with their company's. */
const staffCall = (method: string, url: string, as: string, body?: unknown) => t.call(method, url, { as, body });
const userId = async (email: string) => (await t.services.users.byEmail(email))!.externalId;

async function createFlow(serviceCode = 'DELAWARE_INCORPORATION', tenant = k.ACME) {
  const r = await staffCall('POST', PF, ADMIN, { tenantExternalId: tenant, serviceCode, startDate: '2026-01-01' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content as { externalId: string; name: string; taskCount: number };
}
async function flowTasks(flowId: string, as = ADMIN, tenant?: string) {
  const r = await t.call('GET', `${PF}/${flowId}/tasks`, { as, tenant });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content as any[];
}
const filter = (as: string, body: Record<string, unknown> = {}, tenant?: string, q = '') =>
  t.call('POST', `/api/task/filter${q}`, { as, tenant, body });

describe('product flows', () => {
  it('creates a flow from a catalogue service with its template tasks in order and due dates from the start', async () => {
    const flow = await createFlow();
    expect(flow).toMatchObject({ name: 'Delaware incorporation', taskCount: 6, active: true, finalized: false });
    const tasks = await flowTasks(flow.externalId);
    expect(tasks.map((x) => x.kind)).toEqual([
      'REQUEST_LEGAL_INCORPORATION_TASK',
      'FILE_REQUEST_TASK',
      'STAFF_WORK',
      'STAFF_WORK',
      'STAFF_WORK',
      'PRODUCT_FLOW_DELIVERABLE',
    ]);
    expect(tasks[0]).toMatchObject({ doneByCustomer: true, dueDate: '2026-01-04', status: 'PENDING' });
    // Stored PENDING, shown OVERDUE: the due date has passed.
    expect(tasks[0].displayStatus).toBe('OVERDUE');
    expect(tasks[0].company.externalId).toBe(k.ACME);
  });

  it('refuses bad input naming the field, unknown services and individual accounts', async () => {
    const bad = await staffCall('POST', PF, ADMIN, { tenantExternalId: 'x', serviceCode: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
    const unknown = await staffCall('POST', PF, ADMIN, { tenantExternalId: k.ACME, serviceCode: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('serviceCode');
    const solo = await t.tenantId('Sol Solo');
    const ind = await staffCall('POST', PF, ADMIN, { tenantExternalId: solo, serviceCode: 'DELAWARE_INCORPORATION' });
    expect(ind.status).toBe(400);
    expect(ind.body.message).toBe('Individual accounts have no service flows');
    expect(
      (await staffCall('POST', PF, ADMIN, { tenantExternalId: UNKNOWN, serviceCode: 'DELAWARE_INCORPORATION' })).status,
    ).toBe(404);
    expect((await t.call('POST', PF, { body: {} })).status).toBe(401);
  });

  it('lets only managers create, finalize, toggle and delete; standard staff and customers get 403', async () => {
    const flow = await createFlow();
    const asStaff = await staffCall('POST', PF, STAFF, {
      tenantExternalId: k.ACME,
      serviceCode: 'DELAWARE_INCORPORATION',
    });
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.message).toMatch(/portal role cannot create service flows/);
    const asCustomer = await t.call('POST', PF, {
      as: OWNER,
      tenant: k.ACME,
      body: { tenantExternalId: k.ACME, serviceCode: 'DELAWARE_INCORPORATION' },
    });
    expect(asCustomer.status).toBe(403);
    expect((await staffCall('PUT', `${PF}/finalize-service/${flow.externalId}`, STAFF)).status).toBe(403);
    expect((await staffCall('PUT', `${PF}/update/active/${flow.externalId}/false`, STAFF)).status).toBe(403);
    expect((await staffCall('PUT', `${PF}/update/soft-delete`, STAFF, { externalIds: [flow.externalId] })).status).toBe(
      403,
    );
  });

  it('filters, pages, searches, deactivates, soft-deletes and answers has-active', async () => {
    const a = await createFlow('DELAWARE_INCORPORATION');
    const b = await createFlow('DELAWARE_INCORPORATION', k.GLOBEX);
    const page = await staffCall('POST', `${PF}/filter`, ADMIN, { tenants: [k.GLOBEX] });
    expect(page.status).toBe(200);
    expect(page.body.content).toMatchObject({ page: 0, pageSize: 10 });
    expect(page.body.content.items.map((f: any) => f.externalId)).toContain(b.externalId);
    expect(page.body.content.items.every((f: any) => f.company.externalId === k.GLOBEX)).toBe(true);
    const small = await staffCall('POST', `${PF}/filter?page=0&pageSize=1&orderBy=company&direction=ASC`, ADMIN, {});
    expect(small.body.content.items).toHaveLength(1);
    expect(small.body.content.items[0].company.name).toBe('Acme Inc.');
    expect((await staffCall('POST', `${PF}/filter?pageSize=0`, ADMIN, {})).status).toBe(400);

    const q = await staffCall('GET', `${PF}/query?term=globex`, ADMIN);
    expect(q.body.content.map((f: any) => f.externalId)).toContain(b.externalId);

    expect((await staffCall('PUT', `${PF}/update/active/${a.externalId}/false`, ADMIN)).body.content.active).toBe(
      false,
    );
    const live = await staffCall('POST', `${PF}/filter?pageSize=100`, ADMIN, {});
    expect(live.body.content.items.map((f: any) => f.externalId)).not.toContain(a.externalId);
    const all = await staffCall('POST', `${PF}/filter?pageSize=100&showAll=true`, ADMIN, {});
    expect(all.body.content.items.map((f: any) => f.externalId)).toContain(a.externalId);
    // The customer no longer sees the paused flow.
    expect((await t.call('GET', `${PF}/${a.externalId}`, { as: OWNER, tenant: k.ACME })).status).toBe(404);

    const del = await staffCall('PUT', `${PF}/update/soft-delete`, ADMIN, { externalIds: [b.externalId] });
    expect(del.body.content).toEqual({ deleted: 1 });
    expect((await staffCall('GET', `${PF}/${b.externalId}`, ADMIN)).status).toBe(404);
    expect((await staffCall('PUT', `${PF}/update/soft-delete`, ADMIN, { externalIds: [] })).status).toBe(400);

    const has = await t.call('GET', `${PF}/${k.ACME}/has-active`, { as: OWNER, tenant: k.ACME });
    expect(has.body.content).toEqual({ hasActive: true });
    expect((await t.call('GET', `${PF}/${k.GLOBEX}/has-active`, { as: OWNER, tenant: k.ACME })).status).toBe(404);
  });

  it('all-by-user gives a customer the services of their company, never another person’s or company’s', async () => {
    const acmeFlow = await createFlow('DELAWARE_INCORPORATION');
    const globexFlow = await createFlow('DELAWARE_INCORPORATION', k.GLOBEX);
    const deactivated = await createFlow('DELAWARE_INCORPORATION');
    expect((await staffCall('PUT', `${PF}/update/active/${deactivated.externalId}/false`, ADMIN)).status).toBe(200);
    const own = await t.call('GET', `${PF}/all-by-user/${await userId(OWNER)}`, { as: OWNER, tenant: k.ACME });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const ids = own.body.content.map((f: any) => f.externalId);
    expect(ids).toContain(acmeFlow.externalId);
    expect(ids).not.toContain(globexFlow.externalId);
    expect(ids).not.toContain(deactivated.externalId);
    expect(own.body.content.every((f: any) => f.company.externalId === k.ACME)).toBe(true);
    const other = await t.call('GET', `${PF}/all-by-user/${await userId(MEMBER)}`, { as: OWNER, tenant: k.ACME });
    expect(other.status).toBe(403);
    const solo = await t.call('GET', `${PF}/all-by-user/${await userId(SOLO)}`, {
      as: SOLO,
      tenant: await t.tenantId('Sol Solo'),
    });
    expect(solo.status, JSON.stringify(solo.body)).toBe(200);
    expect(solo.body.content).toEqual([]);
  });

  it('history?year lists the services a company had that year: its own for customers, the named one for staff', async () => {
    const flow = await createFlow('DELAWARE_INCORPORATION', k.ACME);
    const H = '/api/atrium-company/history';
    const names = (r: { body: { content: { externalId: string }[] } }) => r.body.content.map((f) => f.externalId);
    const own = await t.call('GET', `${H}?year=2026`, { as: OWNER, tenant: k.ACME });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(names(own)).toContain(flow.externalId);
    // Started on 2026-01-01: not a service of 2025; still live (not finalized) in 2027.
    expect(names(await t.call('GET', `${H}?year=2025`, { as: OWNER, tenant: k.ACME }))).not.toContain(flow.externalId);
    expect(names(await t.call('GET', `${H}?year=2027`, { as: OWNER, tenant: k.ACME }))).toContain(flow.externalId);

    expect(names(await staffCall('GET', `${H}?year=2026&company=${k.ACME}`, ADMIN))).toContain(flow.externalId);
    expect(names(await staffCall('GET', `${H}?year=2026&company=${k.GLOBEX}`, ADMIN))).not.toContain(flow.externalId);
    const unnamed = await staffCall('GET', `${H}?year=2026`, ADMIN);
    expect(unnamed.status).toBe(400);
    expect(JSON.stringify(unnamed.body)).toContain('querystring.company');
    // Another company's history is not the customer's to read; a year must be a year.
    expect((await t.call('GET', `${H}?year=2026&company=${k.GLOBEX}`, { as: OWNER, tenant: k.ACME })).status).toBe(404);
    expect((await t.call('GET', `${H}?year=twenty`, { as: OWNER, tenant: k.ACME })).status).toBe(400);
    expect((await staffCall('GET', `${H}?year=2026&company=${k.INTERNAL}`, ADMIN)).status).toBe(404);
  });

  it('answers filter data, contract, users, company users, owner change and all-by-user', async () => {
    const flow = await createFlow();
    const data = await staffCall('GET', `${PF}/product-flow-filter-data`, ADMIN);
    expect(data.body.content.services.length).toBeGreaterThan(50);
    expect(data.body.content.companies.map((c: any) => c.name)).toContain('Acme Inc.');
    expect(data.body.content.companies.map((c: any) => c.name)).not.toContain('Sol Solo');
    expect(data.body.content.staff.map((s: any) => s.email)).toContain(STAFF);
    expect((await t.call('GET', `${PF}/product-flow-filter-data`, { as: OWNER, tenant: k.ACME })).status).toBe(403);

    const contract = await staffCall('GET', `${PF}/${flow.externalId}/contract`, ADMIN);
    expect(contract.body.content.service).toMatchObject({ code: 'DELAWARE_INCORPORATION', category: 'LEGAL' });
    expect(contract.body.content.service.tasks).toHaveLength(6);

    const members = await staffCall('GET', `${PF}/${flow.externalId}/company-users`, ADMIN);
    expect(members.body.content.map((u: any) => u.email)).toEqual(expect.arrayContaining([OWNER, MEMBER]));
    const owner = await staffCall('PUT', `${PF}/update-company-owner`, ADMIN, {
      productFlowExternalId: flow.externalId,
      ownerExternalId: await userId(MEMBER),
    });
    expect(owner.body.content.owner).toMatchObject({ email: MEMBER });
    const outsider = await staffCall('PUT', `${PF}/update-company-owner`, ADMIN, {
      productFlowExternalId: flow.externalId,
      ownerExternalId: await userId(GLOBEX_OWNER),
    });
    expect(outsider.status).toBe(400);
    expect(JSON.stringify(outsider.body)).toContain('ownerExternalId');

    const [first] = await flowTasks(flow.externalId);
    const staffId = await userId(STAFF);
    expect(
      (await staffCall('PUT', `/api/task/${first.externalId}`, ADMIN, { reviewerExternalId: staffId })).status,
    ).toBe(200);
    const users = await staffCall('GET', `${PF}/${flow.externalId}/users`, ADMIN);
    expect(users.body.content.find((u: any) => u.email === STAFF).assignedTasks).toBe(1);
    const byUser = await staffCall('GET', `${PF}/all-by-user/${staffId}`, ADMIN);
    expect(byUser.body.content.map((f: any) => f.externalId)).toContain(flow.externalId);
    const ofTask = await staffCall('GET', `${PF}/task/${first.externalId}`, ADMIN);
    expect(ofTask.body.content.externalId).toBe(flow.externalId);
    // Assigning a customer as reviewer is refused, naming the field.
    const wrong = await staffCall('PUT', `/api/task/${first.externalId}`, ADMIN, {
      reviewerExternalId: await userId(OWNER),
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('reviewerExternalId');
  });

  it('adds a task by hand, updates the flow and finalizes only when every task is done', async () => {
    const flow = await createFlow('DELAWARE_INCORPORATION');
    const add = await staffCall('POST', `${PF}/add-task/${flow.externalId}/FILE_REQUEST_TASK`, ADMIN, {
      name: 'Upload the cap table',
      doneByCustomer: true,
      dueDate: '2099-01-01',
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body.content).toMatchObject({ name: 'Upload the cap table', displayStatus: 'PENDING' });
    expect((await staffCall('POST', `${PF}/add-task/${flow.externalId}/NOPE`, ADMIN, { name: 'x' })).status).toBe(400);
    expect((await staffCall('POST', `${PF}/add-task/${flow.externalId}/STAFF_WORK`, ADMIN, { name: '' })).status).toBe(
      400,
    );

    const upd = await staffCall('PUT', `${PF}/update/${flow.externalId}`, ADMIN, { name: 'Acme Delaware' });
    expect(upd.body.content.name).toBe('Acme Delaware');
    expect((await staffCall('PUT', `${PF}/update/${flow.externalId}`, ADMIN, {})).status).toBe(400);

    const early = await staffCall('PUT', `${PF}/finalize-service/${flow.externalId}`, ADMIN);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('7 tasks are not done yet');
    for (const task of await flowTasks(flow.externalId)) {
      for (const s of ['IN_PROGRESS', 'WAITING_FOR_REVIEW', 'DONE']) {
        const r = await staffCall('PUT', `/api/task/${task.externalId}/status`, ADMIN, { status: s });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
    }
    const fin = await staffCall('PUT', `${PF}/finalize-service/${flow.externalId}`, ADMIN);
    expect(fin.body.content).toMatchObject({ finalized: true, doneCount: 7, taskCount: 7 });
    const [task] = await flowTasks(flow.externalId);
    const after = await staffCall('PUT', `/api/task/${task.externalId}/status`, ADMIN, { status: 'IN_PROGRESS' });
    expect(after.status).toBe(409);
  });
});

describe('tasks', () => {
  it('lets the preparer and reviewer move a staff task, and refuses others with a clear 403', async () => {
    const flow = await createFlow();
    const tasks = await flowTasks(flow.externalId);
    const staffTask = tasks.find((x) => x.kind === 'STAFF_WORK')!;
    const set = (as: string, status: string) =>
      staffCall('PUT', `/api/task/${staffTask.externalId}/status`, as, { status });

    const notMine = await set(STAFF, 'IN_PROGRESS');
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('Only the preparer of this task can change its status');
    await staffCall('PUT', `/api/task/${staffTask.externalId}`, ADMIN, { preparerExternalId: await userId(STAFF) });
    expect((await set(STAFF, 'IN_PROGRESS')).body.content.status).toBe('IN_PROGRESS');
    const handed = await set(STAFF, 'WAITING_FOR_REVIEW');
    expect(handed.body.content.allowedStatuses).toEqual([]);
    const approve = await set(STAFF, 'DONE');
    expect(approve.status).toBe(403);
    expect(approve.body.message).toBe('Only the reviewer of this task can approve it or send it back');
    const back = await set(ADMIN, 'IN_PROGRESS');
    expect(back.body.content.status).toBe('IN_PROGRESS');
    expect((await set(STAFF, 'bogus')).status).toBe(400);

    // Customers cannot move staff tasks, and standard staff cannot reassign.
    const cust = await t.call('PUT', `/api/task/${staffTask.externalId}/status`, {
      as: OWNER,
      tenant: k.ACME,
      body: { status: 'DONE' },
    });
    expect(cust.status).toBe(403);
    expect(cust.body.message).toBe('Only your provider can change the status of this task');
    expect((await staffCall('PUT', `/api/task/${staffTask.externalId}`, STAFF, { name: 'x' })).status).toBe(403);
  });

  it('shows a customer only their company’s shared tasks; another company’s and internal tasks are 404', async () => {
    const acme = await createFlow();
    const globex = await createFlow('DELAWARE_INCORPORATION', k.GLOBEX);
    const [acmeTask] = await flowTasks(acme.externalId);
    const [globexTask] = await flowTasks(globex.externalId);
    await staffCall('PUT', `/api/task/${acmeTask.externalId}`, ADMIN, { internalOnly: true });

    const mine = await filter(OWNER, { statuses: [] }, k.ACME, '?pageSize=100');
    expect(mine.status).toBe(200);
    const ids = mine.body.content.items.map((x: any) => x.externalId);
    expect(ids).not.toContain(globexTask.externalId);
    expect(ids).not.toContain(acmeTask.externalId);
    expect(mine.body.content.items.every((x: any) => x.company.externalId === k.ACME)).toBe(true);

    expect((await t.call('GET', `/api/task/${globexTask.externalId}`, { as: OWNER, tenant: k.ACME })).status).toBe(404);
    expect((await t.call('GET', `/api/task/${acmeTask.externalId}`, { as: OWNER, tenant: k.ACME })).status).toBe(404);
    expect((await t.call('GET', `${PF}/${globex.externalId}/tasks`, { as: OWNER, tenant: k.ACME })).status).toBe(404);
    expect((await t.call('GET', `/api/task/${UNKNOWN}`, { as: OWNER, tenant: k.ACME })).status).toBe(404);
    // Staff see both.
    expect((await staffCall('GET', `/api/task/${acmeTask.externalId}`, STAFF)).status).toBe(200);

    const solo = await t.tenantId('Sol Solo');
    const ind = await filter(SOLO, {}, solo);
    expect(ind.body.content).toMatchObject({ items: [], total: 0 });
    expect((await filter(OWNER, {})).status).toBe(400);
    expect((await t.call('POST', '/api/task/filter', { body: {} })).status).toBe(401);
  });

  it('filters by tab, status (OVERDUE computed), type, company, flow, search and sorts by due date', async () => {
    const flow = await createFlow();
    const future = await staffCall('POST', `${PF}/add-task/${flow.externalId}/DOCUMENT_REVIEW`, ADMIN, {
      name: 'Review the bylaws zeta',
      dueDate: '2099-06-01',
      preparerExternalId: await userId(STAFF),
    });
    const base = { lists: [flow.externalId] };
    const overdue = await filter(ADMIN, { ...base, statuses: ['OVERDUE'] }, undefined, '?pageSize=100');
    expect(overdue.body.content.total).toBe(6);
    const pending = await filter(ADMIN, { ...base, statuses: ['PENDING'] });
    expect(pending.body.content.items.map((x: any) => x.externalId)).toEqual([future.body.content.externalId]);
    const byType = await filter(ADMIN, { ...base, types: ['FILE_REQUEST_TASK'] });
    expect(byType.body.content.items.map((x: any) => x.kind)).toEqual(['FILE_REQUEST_TASK']);
    const search = await filter(ADMIN, { ...base, search: 'bylaws ZETA' });
    expect(search.body.content.total).toBe(1);
    const company = await filter(ADMIN, { ...base, tenantsNames: ['Globex LLC'] });
    expect(company.body.content.total).toBe(0);
    const legal = await filter(ADMIN, { ...base, modules: ['LEGAL'] });
    expect(legal.body.content.total).toBe(7);
    const payroll = await filter(ADMIN, { ...base, modules: ['PAYROLL'] });
    expect(payroll.body.content.total).toBe(0);
    const mine = await filter(STAFF, { ...base, tab: 'ASSIGNED_TO_ME' });
    expect(mine.body.content.items.map((x: any) => x.name)).toEqual(['Review the bylaws zeta']);
    const client = await filter(ADMIN, { ...base, tab: 'OVERDUE_CLIENT' });
    expect(client.body.content.items.every((x: any) => x.doneByCustomer && x.displayStatus === 'OVERDUE')).toBe(true);
    expect(client.body.content.total).toBe(2);

    const asc = await filter(ADMIN, base, undefined, '?pageSize=100');
    const dates = asc.body.content.items.map((x: any) => x.dueDate);
    expect(dates).toEqual([...dates].sort());
    const desc = await filter(ADMIN, { ...base, order: 'desc' }, undefined, '?pageSize=100');
    expect(desc.body.content.items[0].dueDate).toBe('2099-06-01');
    expect((await filter(ADMIN, { ...base, orderBy: 'nope' })).status).toBe(400);
    expect((await filter(ADMIN, { from: '01/01/2026' })).status).toBe(400);
  });
});

describe('comments', () => {
  it('marks a staff question ANSWERED when the customer replies; staff finalize; internal notes stay internal', async () => {
    const flow = await createFlow();
    const [task] = await flowTasks(flow.externalId);
    const url = `/api/task/${task.externalId}/comments`;
    const q = await staffCall('POST', url, ADMIN, { body: 'Who are the founders?' });
    expect(q.body.content).toMatchObject({ state: 'OPEN', fromProvider: true });
    const note = await staffCall('POST', url, ADMIN, { body: 'Check the KYC first', internal: true });
    expect(note.status).toBe(200);

    const seen = await t.call('GET', url, { as: OWNER, tenant: k.ACME });
    expect(seen.body.content.map((c: any) => c.body)).toEqual(['Who are the founders?']);
    const unanswered = await filter(ADMIN, { lists: [flow.externalId], withUnansweredComments: true });
    expect(unanswered.body.content.items.map((x: any) => x.externalId)).toEqual([task.externalId]);

    const a = await t.call('POST', url, { as: OWNER, tenant: k.ACME, body: { body: 'Ana and Bo' } });
    expect(a.body.content).toMatchObject({ state: 'OPEN', fromProvider: false, mine: true });
    const all = await staffCall('GET', url, ADMIN);
    expect(all.body.content.find((c: any) => c.body === 'Who are the founders?').state).toBe('ANSWERED');
    expect(all.body.content.find((c: any) => c.internal).state).toBe('OPEN');

    const fin = await staffCall('PUT', `/api/task/comment/${a.body.content.externalId}/state`, ADMIN, {
      state: 'FINALIZED',
    });
    expect(fin.body.content.state).toBe('FINALIZED');
    const custFin = await t.call('PUT', `/api/task/comment/${q.body.content.externalId}/state`, {
      as: OWNER,
      tenant: k.ACME,
      body: { state: 'FINALIZED' },
    });
    expect(custFin.status).toBe(403);
    // The customer cannot reach the internal note, nor write one.
    expect(
      (
        await t.call('PUT', `/api/task/comment/${note.body.content.externalId}`, {
          as: OWNER,
          tenant: k.ACME,
          body: { body: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('POST', url, { as: OWNER, tenant: k.ACME, body: { body: 'x', internal: true } })).status).toBe(
      403,
    );
    // Only the author edits; a finalized comment is frozen; another company's user sees nothing.
    expect(
      (await staffCall('PUT', `/api/task/comment/${q.body.content.externalId}`, STAFF, { body: 'y' })).status,
    ).toBe(403);
    expect(
      (
        await t.call('PUT', `/api/task/comment/${a.body.content.externalId}`, {
          as: OWNER,
          tenant: k.ACME,
          body: { body: 'z' },
        })
      ).status,
    ).toBe(409);
    expect((await t.call('GET', url, { as: GLOBEX_OWNER, tenant: k.GLOBEX })).status).toBe(404);
    expect((await staffCall('POST', url, ADMIN, { body: '   ' })).status).toBe(400);
    const del = await staffCall('DELETE', `/api/task/comment/${note.body.content.externalId}`, ADMIN);
    expect(del.body.content).toEqual({ deleted: 1 });
  });
});

describe('task files', () => {
  async function upload(as: string, taskId: string, tenant?: string, name = 'cap-table.pdf') {
    const m = multipart([{ filename: name, contentType: 'application/pdf', data: PDF }]);
    return t.call('POST', `/api/file/upload?taskExternalId=${taskId}`, {
      as,
      tenant,
      body: m.body,
      headers: m.headers,
    });
  }

  it('e-mails the company’s people about provider comments, in their language; never internal notes or their own', async () => {
    await t.database.raw.query(`update users set language = 'es' where email = $1`, [MEMBER]);
    const lastId = async () =>
      Number((await t.database.raw.query<{ id: number | null }>('select max(id) id from mail_outbox')).rows[0].id ?? 0);
    /** The task e-mails written after `after`, by address. */
    const mailsSince = async (after: number) => {
      const r = await t.database.raw.query<{ to_address: string; subject: string; text_body: string }>(
        `select to_address, subject, text_body from mail_outbox where id > $1 and template = 'TASK_NEWS' order by id`,
        [after],
      );
      return (to: string) => r.rows.filter((m) => m.to_address === to);
    };
    const flow = await createFlow();
    const [task] = await flowTasks(flow.externalId);
    const url = `/api/task/${task.externalId}/comments`;

    const start = await lastId();
    await staffCall('POST', url, ADMIN, { body: 'Please send the cap table' });
    const sent = await mailsSince(start);
    expect(sent(OWNER).map((m) => m.subject)).toEqual(['Your provider commented on a task']);
    expect(sent(OWNER)[0].text_body).toContain(`/one/task-details/${task.externalId}`);
    expect(sent(MEMBER).map((m) => m.subject)).toEqual(['Tu proveedor ha comentado una tarea']);

    const next = await lastId();
    await staffCall('POST', url, ADMIN, { body: 'Internal: check KYC', internal: true });
    await t.call('POST', url, { as: OWNER, tenant: k.ACME, body: { body: 'Attached' } });
    const later = await mailsSince(next);
    expect([...later(OWNER), ...later(MEMBER)]).toEqual([]);
  });

  it('puts a customer upload in the company document center, starts the task, and lets staff download and approve', async () => {
    const flow = await createFlow();
    const fileTask = (await flowTasks(flow.externalId)).find((x) => x.kind === 'FILE_REQUEST_TASK')!;
    const up = await upload(OWNER, fileTask.externalId, k.ACME, 'founders-ids.pdf');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.content[0]).toMatchObject({
      name: 'founders-ids.pdf',
      kind: 'FILE_REQUEST_TASK',
      fromProvider: false,
    });

    const dc = await k.call('GET', '/api/document-center/files', OWNER);
    expect(dc.body.content.map((i: any) => i.externalId)).toContain(up.body.content[0].documentExternalId);

    const detail = await t.call('GET', `/api/task/${fileTask.externalId}`, { as: OWNER, tenant: k.ACME });
    expect(detail.body.content).toMatchObject({ status: 'IN_PROGRESS', canUpload: true });
    expect(detail.body.content.files.map((f: any) => f.name)).toEqual(['founders-ids.pdf']);
    expect(detail.body.content.allowedStatuses).toEqual(['WAITING_FOR_REVIEW']);

    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/file/download?externalId=${up.body.content[0].externalId}`,
      headers: { authorization: `Bearer ${await t.tokenFor(ADMIN)}` },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');

    const submit = await t.call('PUT', `/api/task/${fileTask.externalId}/status`, {
      as: OWNER,
      tenant: k.ACME,
      body: { status: 'WAITING_FOR_REVIEW' },
    });
    expect(submit.body.content.status).toBe('WAITING_FOR_REVIEW');
    const approved = await staffCall('PUT', `/api/task/${fileTask.externalId}/status`, ADMIN, { status: 'DONE' });
    expect(approved.body.content.displayStatus).toBe('DONE');
  });

  it('keeps other companies out, refuses customers on staff tasks and removes files', async () => {
    const flow = await createFlow();
    const tasks = await flowTasks(flow.externalId);
    const fileTask = tasks.find((x) => x.kind === 'FILE_REQUEST_TASK')!;
    const staffTask = tasks.find((x) => x.kind === 'STAFF_WORK')!;
    expect((await upload(GLOBEX_OWNER, fileTask.externalId, k.GLOBEX)).status).toBe(404);
    const onStaff = await upload(OWNER, staffTask.externalId, k.ACME);
    expect(onStaff.status).toBe(403);
    expect(onStaff.body.message).toBe('Only your provider adds files to this task');
    const deliverable = await upload(ADMIN, staffTask.externalId);
    expect(deliverable.body.content[0]).toMatchObject({ fromProvider: true, kind: 'DOCUMENT_REVIEW' });

    const signed = await staffCall(
      'GET',
      `/api/file/generate-pre-signed-url?externalId=${deliverable.body.content[0].externalId}`,
      ADMIN,
    );
    expect(signed.body.content.url).toMatch(/signed/);
    const m = multipart([
      { filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
      { filename: 'b.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    const two = await t.call('POST', `/api/file/upload-multiple-files?taskExternalId=${fileTask.externalId}`, {
      as: OWNER,
      tenant: k.ACME,
      body: m.body,
      headers: m.headers,
    });
    expect(two.body.content.map((f: any) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/file/download-multiple?externalIds=${two.body.content.map((f: any) => f.externalId).join(',')}`,
      headers: { authorization: `Bearer ${await t.tokenFor(OWNER)}`, 'x-tenant-id': k.ACME },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const zipOther = await t.call('GET', `/api/file/download-multiple?externalIds=${two.body.content[0].externalId}`, {
      as: GLOBEX_OWNER,
      tenant: k.GLOBEX,
    });
    expect(zipOther.status).toBe(404);
    for (const f of two.body.content)
      await t.call('DELETE', `/api/file/delete?externalId=${f.externalId}`, { as: OWNER, tenant: k.ACME });

    const mine = await upload(MEMBER, fileTask.externalId, k.ACME);
    const fileId = mine.body.content[0].externalId;
    expect(
      (await t.call('GET', `/api/file/multiple?taskExternalId=${fileTask.externalId}`, { as: OWNER, tenant: k.ACME }))
        .body.content,
    ).toHaveLength(1);
    expect(
      (await t.call('GET', `/api/file/download?externalId=${fileId}`, { as: GLOBEX_OWNER, tenant: k.GLOBEX })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/file/delete?externalId=${fileId}`, { as: OWNER, tenant: k.ACME })).status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/file/delete?externalId=${fileId}`, { as: MEMBER, tenant: k.ACME })).body.content,
    ).toEqual({
      deleted: 1,
    });
    expect(
      (await t.call('GET', `/api/file/multiple?taskExternalId=${fileTask.externalId}`, { as: OWNER, tenant: k.ACME }))
        .body.content,
    ).toEqual([]);
    expect((await t.call('POST', `/api/file/upload?taskExternalId=nope`, { as: OWNER, tenant: k.ACME })).status).toBe(
      400,
    );
  });
});
