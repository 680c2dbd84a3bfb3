import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const ADMIN = 'admin@atrium.dev';
const KAM = 'kam@atrium.dev';
const STAFF = 'staff@atrium.dev';
const SUPER = 'superadmin@atrium.dev';
const OWNER = 'owner@acme.example';
// The product support user (chat), a standard staff member named 'Atrium Support'.
const SUPPORT = 'support@atrium.dev';

const page = (body: unknown = {}, query = '', as = STAFF) =>
  t.call('POST', `/api/atrium-team/paged${query}`, { as, body });
const names = (r: { body: { content: { items: { email: string }[] } } }) => r.body.content.items.map((m) => m.email);

async function roleId(name: string) {
  const r = await t.database.raw.query<{ external_id: string }>('select external_id from roles where name = $1', [
    name,
  ]);
  return r.rows[0].external_id;
}
async function userId(email: string) {
  return (await t.services.users.byEmail(email))!.externalId;
}
async function newUserBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    title: 'CFO',
    hasAcceptedTerms: true,
    email,
    firstName: 'Nia',
    lastName: 'New',
    password: 'Brand-new-pass-1',
    roleExternalId: await roleId('atrium-portal-standard'),
    atriumOneRoleExternalId: '',
    ...extra,
  };
}

describe('POST /api/atrium-team/paged', () => {
  it('lists the internal team by name, 20 a page, with roles and status', async () => {
    const r = await page();
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({ page: 0, pageSize: 20, total: 5 });
    expect(names(r)).toEqual([ADMIN, SUPPORT, KAM, SUPER, STAFF]);
    const sam = r.body.content.items.find((m: { email: string }) => m.email === SUPER);
    expect(sam).toMatchObject({ firstName: 'Sam', lastName: 'Super', status: 'ACTIVE', imageUrl: null });
    expect(sam.roles).toEqual(expect.arrayContaining(['superadmin', 'atrium-portal-admin']));
    // customers never appear
    expect(names(r)).not.toContain(OWNER);
  });

  it('filters by role values, status and search; pages keep the total', async () => {
    expect(names(await page({ roles: ['KAM'] }))).toEqual([KAM]);
    expect(names(await page({ roles: ['SUPER_ADMIN'] }))).toEqual([ADMIN, SUPER]);
    expect(names(await page({ roles: ['STANDARD', 'KAM'] }))).toEqual([SUPPORT, KAM, STAFF]);
    expect(names(await page({ search: 'stu st' }))).toEqual([STAFF]);
    expect(names(await page({ search: 'KAM@' }))).toEqual([KAM]);
    expect(names(await page({ status: 'INACTIVE' }))).toEqual([]);
    const second = await page({}, '?page=1&pageSize=3');
    expect(names(second)).toEqual([SUPER, STAFF]);
    expect(second.body.content.total).toBe(5);
    const wild = await page({ search: '%' });
    expect(wild.body.content.total).toBe(0);
  });

  it('answers 400 with the failing fields for bad filters and paging', async () => {
    const r = await page({ roles: ['BOSS'], status: 'SLEEPING' });
    expect(r.status).toBe(400);
    const fields = JSON.stringify(r.body.content.fields);
    expect(fields).toContain('roles');
    expect(fields).toContain('status');
    expect((await page({}, '?pageSize=0')).status).toBe(400);
  });

  it('401 without a token, 403 for a customer', async () => {
    expect((await t.call('POST', '/api/atrium-team/paged', { body: {} })).status).toBe(401);
    const r = await page({}, '', OWNER);
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('FORBIDDEN');
  });
});

describe('POST /api/atrium-user/admin/create-user', () => {
  it('creates a team member a team admin can see, who can sign in to the portal', async () => {
    const body = await newUserBody('nia@atrium.dev');
    const r = await t.call('POST', '/api/atrium-user/admin/create-user', { as: ADMIN, body });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(TEAM_MESSAGES.userCreated);
    expect(r.body.content).toMatchObject({
      email: 'nia@atrium.dev',
      jobTitle: 'CFO',
      roles: ['atrium-portal-standard'],
      status: 'ACTIVE',
    });
    expect(names(await page({ jobTitle: ['cfo'] }))).toEqual(['nia@atrium.dev']);
    const login = await t.call('POST', '/auth/login', {
      body: { email: 'nia@atrium.dev', password: 'Brand-new-pass-1' },
    });
    expect(login.status).toBe(200);
    const me = await t.call('GET', '/auth/current-user', { token: login.body.content.token });
    const roleNames = me.body.content.roles.map((x: { name: string }) => x.name);
    expect(roleNames).toContain('atrium-portal-employee');
    expect(roleNames).not.toContain('atrium-one');
  });

  it('grants customer-view access with the chosen company role when asked', async () => {
    const body = await newUserBody('viewer.one@atrium.dev', {
      atriumOneRoleExternalId: await roleId('atrium-company-viewer'),
    });
    const r = await t.call('POST', '/api/atrium-user/admin/create-user', { as: SUPER, body });
    expect(r.status).toBe(200);
    expect(r.body.content.roles).toEqual(expect.arrayContaining(['atrium-portal-standard', 'atrium-company-viewer']));
    const token = (await t.services.auth.tokens.issue((await t.services.users.byEmail('viewer.one@atrium.dev'))!.id))
      .token;
    const me = await t.call('GET', '/auth/current-user', { token });
    expect(me.body.content.roles.map((x: { name: string }) => x.name)).toContain('atrium-one');
  });

  it('answers 400 with the spec messages on the failing fields', async () => {
    const r = await t.call('POST', '/api/atrium-user/admin/create-user', {
      as: ADMIN,
      body: {
        title: '',
        hasAcceptedTerms: true,
        email: '',
        firstName: '',
        lastName: ' ',
        password: '',
        roleExternalId: 'nope',
      },
    });
    expect(r.status).toBe(400);
    const fields: { path: string; message: string }[] = r.body.content.fields;
    const msg = (p: string) => fields.find((f) => f.path.endsWith(p))?.message;
    expect(msg('title')).toBe('Job title required');
    expect(msg('firstName')).toBe('First name required');
    expect(msg('lastName')).toBe('Last name required');
    expect(msg('email')).toBe('Email required');
    expect(msg('password')).toBe('Password required');
    expect(msg('roleExternalId')).toBeDefined();
  });

  it('refuses a company role as the portal role, and a portal role as the company role', async () => {
    const wrongPortal = await t.call('POST', '/api/atrium-user/admin/create-user', {
      as: ADMIN,
      body: await newUserBody('x1@atrium.dev', { roleExternalId: await roleId('atrium-company-viewer') }),
    });
    expect(wrongPortal.status).toBe(400);
    expect(wrongPortal.body.content.fields[0].path).toBe('roleExternalId');
    const wrongOne = await t.call('POST', '/api/atrium-user/admin/create-user', {
      as: ADMIN,
      body: await newUserBody('x2@atrium.dev', { atriumOneRoleExternalId: await roleId('atrium-portal-kam') }),
    });
    expect(wrongOne.status).toBe(400);
    expect(await t.services.users.byEmail('x1@atrium.dev')).toBeNull();
    expect(await t.services.users.byEmail('x2@atrium.dev')).toBeNull();
  });

  it('refuses an address that has an account with 409 on the email field', async () => {
    const r = await t.call('POST', '/api/atrium-user/admin/create-user', {
      as: ADMIN,
      body: await newUserBody('STAFF@atrium.dev'),
    });
    expect(r.status).toBe(409);
    expect(r.body.errorCode).toBe('EMAIL_TAKEN');
  });

  it('only a portal admin of the internal membership may create users: KAM and standard staff get 403, customers 403, anonymous 401', async () => {
    for (const as of [KAM, STAFF, OWNER]) {
      const r = await t.call('POST', '/api/atrium-user/admin/create-user', {
        as,
        body: await newUserBody(`denied-${as}`.replace(/@.*/, '@atrium.dev')),
      });
      expect(r.status).toBe(403);
    }
    expect(
      (await t.call('POST', '/api/atrium-user/admin/create-user', { body: await newUserBody('anon@atrium.dev') }))
        .status,
    ).toBe(401);
  });

  it('leaves nothing behind when the last step (the membership) fails', async () => {
    const addMembership = t.services.tenancy.addMembership;
    t.services.tenancy.addMembership = async () => {
      throw new Error('membership step failed');
    };
    try {
      const r = await t.call('POST', '/api/atrium-user/admin/create-user', {
        as: ADMIN,
        body: await newUserBody('half@atrium.dev'),
      });
      expect(r.status).toBe(500);
    } finally {
      t.services.tenancy.addMembership = addMembership;
    }
    expect(await t.services.users.byEmail('half@atrium.dev')).toBeNull();
  });
});

describe('team member details', () => {
  it('GET employee/{id} answers the member and whether the caller may edit', async () => {
    const id = await userId(KAM);
    const asAdmin = await t.call('GET', `/api/atrium-team/employee/${id}`, { as: ADMIN });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.content).toMatchObject({ member: { email: KAM, roles: ['atrium-portal-kam'] }, canEdit: true });
    const asStaff = await t.call('GET', `/api/atrium-team/employee/${id}`, { as: STAFF });
    expect(asStaff.body.content.canEdit).toBe(false);
    // a customer user is not a team member
    const customer = await t.call('GET', `/api/atrium-team/employee/${await userId(OWNER)}`, { as: ADMIN });
    expect(customer.status).toBe(404);
    expect((await t.call('GET', `/api/atrium-team/employee/${id}`, { as: OWNER })).status).toBe(403);
    expect((await t.call('GET', `/api/atrium-team/employee/${id}`)).status).toBe(401);
    expect((await t.call('GET', '/api/atrium-team/employee/not-a-uuid', { as: ADMIN })).status).toBe(400);
  });

  it('POST employee/associated-products lists the customer accounts the member works in', async () => {
    const kam = (await t.services.users.byEmail(KAM))!;
    const acme = (await t.services.tenancy.tenantByExternalId(await t.tenantId('Acme Inc.')))!;
    const ws = (await t.services.tenancy.workspaceBySlug('acme'))!;
    await t.services.tenancy.addMembership({
      userId: kam.id,
      tenantId: acme.id,
      workspaceId: ws.id,
      roleNames: ['atrium-company-standard'],
    });
    const r = await t.call(
      'POST',
      `/api/atrium-team/employee/associated-products?page=0&pageSize=10&atriumUserExternalId=${kam.externalId}`,
      { as: STAFF },
    );
    expect(r.status).toBe(200);
    // Her membership in Acme and the customers she is KAM of (issue 13: a KAM holds no membership in them).
    expect(r.body.content.total).toBe(3);
    expect(r.body.content.items.map((p: { name: string }) => p.name)).toEqual(['Acme Inc.', 'Globex LLC', 'Sol Solo']);
    expect(r.body.content.items[0]).toMatchObject({
      name: 'Acme Inc.',
      accountType: 'COMPANY',
      roles: ['atrium-portal-kam', 'atrium-company-standard'],
    });
    const expert = await t.call(
      'POST',
      `/api/atrium-team/employee/associated-products?atriumUserExternalId=${await userId(STAFF)}`,
      { as: STAFF },
    );
    expect(expert.body.content).toMatchObject({ items: [{ name: 'Acme Inc.', roles: ['expert'] }], total: 1 });
    const legal = await t.call(
      'POST',
      `/api/atrium-team/employee/associated-products?atriumUserExternalId=${await userId(ADMIN)}`,
      { as: STAFF },
    );
    expect(legal.body.content.items.map((p: { name: string }) => p.name)).toEqual(['Globex LLC']);
    expect((await t.call('POST', '/api/atrium-team/employee/associated-products', { as: STAFF })).status).toBe(400);
    expect(
      (
        await t.call(
          'POST',
          `/api/atrium-team/employee/associated-products?atriumUserExternalId=${await userId(OWNER)}`,
          { as: STAFF },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/api/atrium-team/employee/associated-products?atriumUserExternalId=${kam.externalId}`, {
          as: OWNER,
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `/api/atrium-team/employee/associated-products?atriumUserExternalId=${kam.externalId}`))
        .status,
    ).toBe(401);
  });

  it('GET of-company/{id}/paged: the provider team of a company, for staff and for that company’s members only', async () => {
    const acmeId = await t.tenantId('Acme Inc.');
    const staffView = await t.call('GET', `/api/atrium-team/of-company/${acmeId}/paged?page=0&pageSize=100`, {
      as: STAFF,
    });
    expect(staffView.status).toBe(200);
    expect(names(staffView)).toEqual([KAM]);
    const memberView = await t.call('GET', `/api/atrium-team/of-company/${acmeId}/paged`, { as: OWNER });
    expect(memberView.status).toBe(200);
    expect(memberView.body.content.pageSize).toBe(100);
    // another tenant's company
    const other = await t.call('GET', `/api/atrium-team/of-company/${await t.tenantId('Globex LLC')}/paged`, {
      as: OWNER,
    });
    expect(other.status).toBe(403);
    expect((await t.call('GET', `/api/atrium-team/of-company/${acmeId}/paged`)).status).toBe(401);
    expect(
      (await t.call('GET', '/api/atrium-team/of-company/00000000-0000-4000-8000-000000000000/paged', { as: STAFF }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/atrium-team/of-company/${acmeId}/paged?pageSize=1000`, { as: STAFF })).status,
    ).toBe(400);
  });
});

describe('PUT /api/atrium-team/employee/{id}/update', () => {
  it('a team admin edits name, job title, role and status; an inactive member can no longer sign in', async () => {
    const id = await userId(STAFF);
    const body = {
      firstName: 'Stuart',
      lastName: 'Staffer',
      jobTitle: 'Accounting Manager',
      roleExternalId: await roleId('atrium-portal-kam'),
      status: 'INACTIVE',
    };
    const r = await t.call('PUT', `/api/atrium-team/employee/${id}/update`, { as: ADMIN, body });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({
      firstName: 'Stuart',
      jobTitle: 'Accounting Manager',
      roles: ['atrium-portal-kam'],
      status: 'INACTIVE',
    });
    expect(names(await page({ status: 'INACTIVE' }, '', ADMIN))).toEqual([STAFF]);
    const login = await t.call('POST', '/auth/login', { body: { email: STAFF, password: 'Test-demo-pass-1' } });
    expect(login.status).toBe(401);
    // back to active for the other tests
    const back = await t.call('PUT', `/api/atrium-team/employee/${id}/update`, {
      as: ADMIN,
      body: { ...body, roleExternalId: await roleId('atrium-portal-standard'), status: 'ACTIVE' },
    });
    expect(back.status).toBe(200);
  });

  it('refuses bad input with fields, non-admins with 403, unknown ids with 404, and self-deactivation', async () => {
    const id = await userId(KAM);
    const bad = await t.call('PUT', `/api/atrium-team/employee/${id}/update`, {
      as: ADMIN,
      body: { firstName: '', status: 'GONE' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.content.fields)).toContain('firstName');
    const valid = {
      firstName: 'Kim',
      lastName: 'Manager',
      jobTitle: 'CEO',
      roleExternalId: await roleId('atrium-portal-kam'),
      status: 'ACTIVE',
    };
    expect((await t.call('PUT', `/api/atrium-team/employee/${id}/update`, { as: KAM, body: valid })).status).toBe(403);
    expect((await t.call('PUT', `/api/atrium-team/employee/${id}/update`, { as: OWNER, body: valid })).status).toBe(
      403,
    );
    expect((await t.call('PUT', `/api/atrium-team/employee/${id}/update`, { body: valid })).status).toBe(401);
    expect(
      (await t.call('PUT', `/api/atrium-team/employee/${await userId(OWNER)}/update`, { as: ADMIN, body: valid }))
        .status,
    ).toBe(404);
    const self = await t.call('PUT', `/api/atrium-team/employee/${await userId(ADMIN)}/update`, {
      as: ADMIN,
      body: { ...valid, roleExternalId: await roleId('atrium-portal-admin'), status: 'INACTIVE' },
    });
    expect(self.status).toBe(400);
    expect(self.body.content.fields[0].path).toBe('status');
  });
});
