import { describe, expect, it } from 'vitest';
import { ROLES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();

const OWNER_ACME = 'owner@acme.example';
const MEMBER_ACME = 'member@acme.example';
const OWNER_GLOBEX = 'owner@globex.example';
const MEMBER_GLOBEX = 'member@globex.example';
const MULTI = 'multi@example.com';
const SOLO = 'solo@example.com';
const STAFF = 'staff@atrium.dev';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const SOL = await t.tenantId('Sol Solo');

async function workspaceId(slug: string) {
  const r = await t.database.raw.query<{ external_id: string }>('select external_id from workspaces where slug = $1', [
    slug,
  ]);
  return r.rows[0]?.external_id ?? null;
}
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number(
    (await t.database.raw.query<{ n: string }>(`select count(*)::int as n from ${table} where ${where}`, params))
      .rows[0].n,
  );
const userExternalId = async (email: string) => (await t.services.users.byEmail(email))!.externalId;
type Ws = {
  slug: string;
  isOwner: boolean;
  domain: string;
  externalId: string;
  tenantMemberships: { tenant: { name: string }; roles: { name: string }[]; workspaceExternalId: string }[];
};
const slugs = (list: Ws[]) => list.map((w) => w.slug);
const summary = (list: Ws[]) =>
  list.map((w) => ({ slug: w.slug, isOwner: w.isOwner, tenants: w.tenantMemberships.map((m) => m.tenant.name) }));

function expectValidation(r: Awaited<ReturnType<typeof t.call>>, path: string) {
  expect(r.status).toBe(400);
  expect(r.body.success).toBe(false);
  expect(r.body.errorCode).toBe('VALIDATION_ERROR');
  expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain(path);
}

describe('every /api/workspace route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/workspace/all'],
    ['GET', '/api/workspace/tenant-memberships/all'],
    ['GET', '/api/workspace/is-taken?slug=free123'],
    ['GET', '/api/workspace/owned'],
    ['GET', '/api/workspace/by-user'],
    ['GET', `/api/workspace/by-tenant?tenantExternalId=${ACME}`],
    ['POST', '/api/workspace/change', { atriumCompanyExternalId: ACME, selectedWorkspace: UNKNOWN }],
    ['POST', '/api/workspace/create-for-company', { slug: 'nevermade1' }],
    [
      'POST',
      '/api/workspace/create-profile',
      { workspaceExternalId: UNKNOWN, name: 'Never Co', accountType: 'COMPANY' },
    ],
  ];

  it.each(routes)(
    '%s %s answers 401 UNAUTHORIZED without a token and INVALID_TOKEN with a bad one',
    async (method, url, body) => {
      const none = await t.call(method, url, { body });
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      const bad = await t.call(method, url, { token: 'not-a-token', body });
      expect(bad.status).toBe(401);
      expect(bad.body).toMatchObject({ success: false, errorCode: 'INVALID_TOKEN' });
    },
  );

  it.each(routes)(
    '%s %s answers 403 to the X-Tenant-Id of a tenant the caller is not a member of',
    async (method, url, body) => {
      const r = await t.call(method, url, { as: OWNER_ACME, tenant: GLOBEX, body });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({
        success: false,
        errorCode: 'FORBIDDEN',
        message: 'You are not a member of this tenant',
      });
    },
  );

  it('nothing was created by the refused calls above', async () => {
    expect(await workspaceId('nevermade1')).toBeNull();
    expect(await count('tenants', 'name = $1', ['Never Co'])).toBe(0);
  });
});

describe('GET /api/workspace/all', () => {
  it("lists the caller's workspace with their membership, its roles, the domain and ownership", async () => {
    const r = await t.call('GET', '/api/workspace/all', { as: OWNER_ACME });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.content).toEqual([
      {
        externalId: await workspaceId('acme'),
        slug: 'acme',
        domain: 'acme.atrium.app',
        isOwner: true,
        tenantMemberships: [
          {
            externalId: expect.any(String),
            tenant: { name: 'Acme Inc.', externalId: ACME, accountType: 'COMPANY', isInternal: false },
            roles: [{ name: ROLES.companyUserAdmin }],
            workspaceExternalId: await workspaceId('acme'),
          },
        ],
      },
    ]);
  });

  it("shows only the caller's own memberships of a shared workspace, not the owner's", async () => {
    const r = await t.call('GET', '/api/workspace/all', { as: MEMBER_ACME });
    expect(summary(r.body.content)).toEqual([{ slug: 'acme', isOwner: false, tenants: ['Acme Inc.'] }]);
    expect(r.body.content[0].tenantMemberships[0].roles).toEqual([{ name: ROLES.companyStandard }]);
  });

  it('lists every workspace of a multi-company user, ordered by slug', async () => {
    const r = await t.call('GET', '/api/workspace/all', { as: MULTI });
    expect(summary(r.body.content)).toEqual([
      { slug: 'acme', isOwner: false, tenants: ['Acme Inc.'] },
      { slug: 'globex', isOwner: false, tenants: ['Globex LLC'] },
    ]);
  });

  it('shows the internal tenant to staff and the account type of an individual', async () => {
    const staff = await t.call('GET', '/api/workspace/all', { as: STAFF });
    expect(staff.body.content).toHaveLength(1);
    expect(staff.body.content[0]).toMatchObject({ slug: 'atrium', isOwner: false });
    expect(staff.body.content[0].tenantMemberships[0].tenant).toMatchObject({
      name: 'AtriumTenant0',
      isInternal: true,
      accountType: 'COMPANY',
    });
    const solo = await t.call('GET', '/api/workspace/all', { as: SOLO });
    expect(solo.body.content[0].tenantMemberships[0].tenant).toMatchObject({
      name: 'Sol Solo',
      accountType: 'INDIVIDUAL',
    });
  });

  it('accepts the X-Tenant-Id of one of the caller’s tenants, and refuses one that is not a uuid with 400', async () => {
    expect((await t.call('GET', '/api/workspace/all', { as: MULTI, tenant: GLOBEX })).status).toBe(200);
    const bad = await t.call('GET', '/api/workspace/all', { as: MULTI, tenant: 'not-a-uuid' });
    expectValidation(bad, 'X-Tenant-Id');
  });
});

describe('GET /api/workspace/tenant-memberships/all', () => {
  it("lists the caller's memberships, flat, ordered by tenant name", async () => {
    const r = await t.call('GET', '/api/workspace/tenant-memberships/all', { as: MULTI });
    expect(r.status).toBe(200);
    expect(r.body.content.map((m: { tenant: { externalId: string } }) => m.tenant.externalId)).toEqual([ACME, GLOBEX]);
    expect(r.body.content[0]).toMatchObject({
      roles: [{ name: ROLES.companyStandard }],
      workspaceExternalId: await workspaceId('acme'),
    });
  });

  it('never shows other users’ memberships', async () => {
    const r = await t.call('GET', '/api/workspace/tenant-memberships/all', { as: MEMBER_GLOBEX });
    expect(r.body.content).toHaveLength(1);
    expect(r.body.content[0].tenant.name).toBe('Globex LLC');
  });
});

describe('GET /api/workspace/is-taken', () => {
  it('answers true for a slug in use and false for a free valid one', async () => {
    const taken = await t.call('GET', '/api/workspace/is-taken?slug=acme', { as: OWNER_ACME });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ success: true, content: true, errorCode: null, message: null });
    const free = await t.call('GET', '/api/workspace/is-taken?slug=brandnew2026', { as: OWNER_ACME });
    expect(free.body.content).toBe(false);
  });

  it.each(['ab', 'Acme', 'ac-me', 'ac me', 'x'.repeat(41), '', 'www', 'api', 'atrium'])(
    'answers true for %j, which could never be created',
    async (slug) => {
      const r = await t.call('GET', `/api/workspace/is-taken?slug=${encodeURIComponent(slug)}`, { as: OWNER_ACME });
      expect(r.status).toBe(200);
      expect(r.body.content).toBe(true);
    },
  );

  it('refuses a missing or over-long slug with 400', async () => {
    expectValidation(await t.call('GET', '/api/workspace/is-taken', { as: OWNER_ACME }), 'querystring.slug');
    expectValidation(
      await t.call('GET', `/api/workspace/is-taken?slug=${'a'.repeat(101)}`, { as: OWNER_ACME }),
      'querystring.slug',
    );
  });
});

describe('GET /api/workspace/owned', () => {
  it('lists only the workspaces the caller owns', async () => {
    expect(slugs((await t.call('GET', '/api/workspace/owned', { as: OWNER_GLOBEX })).body.content)).toEqual(['globex']);
    expect((await t.call('GET', '/api/workspace/owned', { as: MEMBER_GLOBEX })).body.content).toEqual([]);
    expect((await t.call('GET', '/api/workspace/owned', { as: STAFF })).body.content).toEqual([]);
  });

  it("carries only the caller's own memberships", async () => {
    const r = await t.call('GET', '/api/workspace/owned', { as: OWNER_GLOBEX });
    expect(summary(r.body.content)).toEqual([{ slug: 'globex', isOwner: true, tenants: ['Globex LLC'] }]);
  });
});

describe('GET /api/workspace/by-user', () => {
  it("gives the caller's workspaces, with or without their own id", async () => {
    const all = await t.call('GET', '/api/workspace/all', { as: MULTI });
    const byUser = await t.call('GET', '/api/workspace/by-user', { as: MULTI });
    expect(byUser.status).toBe(200);
    expect(byUser.body.content).toEqual(all.body.content);
    const self = await t.call('GET', `/api/workspace/by-user?userExternalId=${await userExternalId(MULTI)}`, {
      as: MULTI,
    });
    expect(self.body.content).toEqual(all.body.content);
  });

  it("lets portal staff see another user's workspaces, ownership relative to that user", async () => {
    const r = await t.call('GET', `/api/workspace/by-user?userExternalId=${await userExternalId(OWNER_GLOBEX)}`, {
      as: STAFF,
    });
    expect(r.status).toBe(200);
    expect(summary(r.body.content)).toEqual([{ slug: 'globex', isOwner: true, tenants: ['Globex LLC'] }]);
  });

  it("refuses a customer asking for another user's workspaces with 403", async () => {
    const r = await t.call('GET', `/api/workspace/by-user?userExternalId=${await userExternalId(OWNER_ACME)}`, {
      as: MEMBER_ACME,
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });

  it('answers 404 to staff for an unknown user and 400 for a malformed id', async () => {
    const r = await t.call('GET', `/api/workspace/by-user?userExternalId=${UNKNOWN}`, { as: STAFF });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'User not found' });
    expectValidation(
      await t.call('GET', '/api/workspace/by-user?userExternalId=abc', { as: STAFF }),
      'querystring.userExternalId',
    );
  });
});

describe('GET /api/workspace/by-tenant', () => {
  it("lists, for a member, the workspaces holding that tenant's memberships", async () => {
    const r = await t.call('GET', `/api/workspace/by-tenant?tenantExternalId=${ACME}`, { as: MEMBER_ACME });
    expect(r.status).toBe(200);
    expect(slugs(r.body.content)).toEqual(['acme']);
    // owner, member and multi all sit in 'acme'
    expect(r.body.content[0].tenantMemberships).toHaveLength(3);
    expect(
      r.body.content[0].tenantMemberships.every(
        (m: { tenant: { externalId: string } }) => m.tenant.externalId === ACME,
      ),
    ).toBe(true);
    expect(r.body.content[0].isOwner).toBe(false);
  });

  it('lets portal staff look at any tenant', async () => {
    const r = await t.call('GET', `/api/workspace/by-tenant?tenantExternalId=${SOL}`, { as: STAFF });
    expect(r.status).toBe(200);
    expect(slugs(r.body.content)).toEqual(['solo']);
  });

  it('refuses a non-member with 403 and answers 404 for an unknown tenant', async () => {
    const r = await t.call('GET', `/api/workspace/by-tenant?tenantExternalId=${ACME}`, { as: MEMBER_GLOBEX });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ errorCode: 'FORBIDDEN', message: 'You are not a member of this tenant' });
    const unknown = await t.call('GET', `/api/workspace/by-tenant?tenantExternalId=${UNKNOWN}`, { as: STAFF });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Tenant not found' });
  });

  it('refuses a missing or malformed tenant id with 400', async () => {
    expectValidation(await t.call('GET', '/api/workspace/by-tenant', { as: STAFF }), 'querystring.tenantExternalId');
    expectValidation(
      await t.call('GET', '/api/workspace/by-tenant?tenantExternalId=acme', { as: STAFF }),
      'querystring.tenantExternalId',
    );
  });
});

describe('POST /api/workspace/create-for-company', () => {
  it('creates a workspace owned by the caller and moves the named membership into it', async () => {
    const r = await t.call('POST', '/api/workspace/create-for-company', {
      as: OWNER_GLOBEX,
      body: { slug: 'globexlabs', atriumCompanyExternalId: GLOBEX },
    });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const id = await workspaceId('globexlabs');
    expect(r.body.content).toMatchObject({
      externalId: id,
      slug: 'globexlabs',
      domain: 'globexlabs.atrium.app',
      isOwner: true,
    });
    expect(
      r.body.content.tenantMemberships.map((m: { tenant: { externalId: string }; workspaceExternalId: string }) => [
        m.tenant.externalId,
        m.workspaceExternalId,
      ]),
    ).toEqual([[GLOBEX, id]]);
    // The old workspace is still theirs (owned), now empty; the others' Globex memberships stay where they were.
    const all = await t.call('GET', '/api/workspace/all', { as: OWNER_GLOBEX });
    expect(summary(all.body.content)).toEqual([
      { slug: 'globex', isOwner: true, tenants: [] },
      { slug: 'globexlabs', isOwner: true, tenants: ['Globex LLC'] },
    ]);
    expect(summary((await t.call('GET', '/api/workspace/all', { as: MEMBER_GLOBEX })).body.content)).toEqual([
      { slug: 'globex', isOwner: false, tenants: ['Globex LLC'] },
    ]);
    expect((await t.call('GET', '/api/workspace/is-taken?slug=globexlabs', { as: MULTI })).body.content).toBe(true);
  });

  it('creates an empty workspace when no tenant is named', async () => {
    const r = await t.call('POST', '/api/workspace/create-for-company', { as: MULTI, body: { slug: 'multihome' } });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({ slug: 'multihome', isOwner: true, tenantMemberships: [] });
    expect(slugs((await t.call('GET', '/api/workspace/owned', { as: MULTI })).body.content)).toEqual(['multihome']);
  });

  it('refuses a taken slug with 409 SLUG_TAKEN and creates nothing', async () => {
    const before = await count('workspaces');
    const r = await t.call('POST', '/api/workspace/create-for-company', {
      as: OWNER_ACME,
      body: { slug: 'globex', atriumCompanyExternalId: ACME },
    });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      success: false,
      content: null,
      errorCode: 'SLUG_TAKEN',
      message: 'This Workspace name is already in use',
    });
    expect(await count('workspaces')).toBe(before);
    // The Acme membership did not move.
    expect(summary((await t.call('GET', '/api/workspace/all', { as: OWNER_ACME })).body.content)).toEqual([
      { slug: 'acme', isOwner: true, tenants: ['Acme Inc.'] },
    ]);
  });

  it('treats a reserved host name as taken', async () => {
    const r = await t.call('POST', '/api/workspace/create-for-company', { as: OWNER_ACME, body: { slug: 'www' } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ errorCode: 'SLUG_TAKEN', message: 'This Workspace name is already in use' });
  });

  it('gives one of two simultaneous requests for the same slug the workspace and the other 409', async () => {
    const body = { slug: 'racedslug' };
    // One user twice: on PostgreSQL either request may win, and later tests list other users' workspaces exactly.
    const [a, b] = await Promise.all([
      t.call('POST', '/api/workspace/create-for-company', { as: OWNER_ACME, body }),
      t.call('POST', '/api/workspace/create-for-company', { as: OWNER_ACME, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((x) => x.status === 409)!.body.errorCode).toBe('SLUG_TAKEN');
    expect(await count('workspaces', 'slug = $1', ['racedslug'])).toBe(1);
  });

  it('rolls the new workspace back when the membership cannot move: not a member (403), unknown tenant (404)', async () => {
    const before = await count('workspaces');
    const notMember = await t.call('POST', '/api/workspace/create-for-company', {
      as: MULTI,
      body: { slug: 'multisolo', atriumCompanyExternalId: SOL },
    });
    expect(notMember.status).toBe(403);
    expect(notMember.body).toMatchObject({ errorCode: 'FORBIDDEN', message: 'You are not a member of this tenant' });
    const unknown = await t.call('POST', '/api/workspace/create-for-company', {
      as: MULTI,
      body: { slug: 'multiunknown', atriumCompanyExternalId: UNKNOWN },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Tenant not found' });
    expect(await count('workspaces')).toBe(before);
    expect(await workspaceId('multisolo')).toBeNull();
    expect((await t.call('GET', '/api/workspace/is-taken?slug=multisolo', { as: MULTI })).body.content).toBe(false);
  });

  it('refuses a user without the company-create permission with 403', async () => {
    const r = await t.call('POST', '/api/workspace/create-for-company', {
      as: MEMBER_ACME,
      body: { slug: 'memberspace' },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(await workspaceId('memberspace')).toBeNull();
  });

  it('refuses slugs that break the rules with 400 and field errors', async () => {
    for (const slug of ['ab', 'Upper', 'with-dash', 'with space', 'x'.repeat(41)]) {
      expectValidation(
        await t.call('POST', '/api/workspace/create-for-company', { as: OWNER_ACME, body: { slug } }),
        'body.slug',
      );
    }
    expectValidation(
      await t.call('POST', '/api/workspace/create-for-company', { as: OWNER_ACME, body: {} }),
      'body.slug',
    );
    expectValidation(
      await t.call('POST', '/api/workspace/create-for-company', {
        as: OWNER_ACME,
        body: { slug: 'goodslug', atriumCompanyExternalId: 'acme' },
      }),
      'body.atriumCompanyExternalId',
    );
    expect(await workspaceId('goodslug')).toBeNull();
  });
});

describe('POST /api/workspace/change', () => {
  it("moves the caller's membership into a workspace they own, with the message 'workspace changed'", async () => {
    const target = (await workspaceId('multihome'))!;
    const r = await t.call('POST', '/api/workspace/change', {
      as: MULTI,
      body: { atriumCompanyExternalId: GLOBEX, selectedWorkspace: target },
    });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toBe('workspace changed');
    expect(r.body.content).toMatchObject({ tenant: { externalId: GLOBEX }, workspaceExternalId: target });
    expect(summary((await t.call('GET', '/api/workspace/all', { as: MULTI })).body.content)).toEqual([
      { slug: 'acme', isOwner: false, tenants: ['Acme Inc.'] },
      { slug: 'multihome', isOwner: true, tenants: ['Globex LLC'] },
    ]);
    // The other Globex users are not moved.
    expect(summary((await t.call('GET', '/api/workspace/all', { as: MEMBER_GLOBEX })).body.content)).toEqual([
      { slug: 'globex', isOwner: false, tenants: ['Globex LLC'] },
    ]);
  });

  it('moves into a workspace that already holds one of their memberships, even one they do not own', async () => {
    const acmeWs = (await workspaceId('acme'))!;
    const r = await t.call('POST', '/api/workspace/change', {
      as: MULTI,
      body: { atriumCompanyExternalId: GLOBEX, selectedWorkspace: acmeWs },
    });
    expect(r.status).toBe(200);
    expect(summary((await t.call('GET', '/api/workspace/all', { as: MULTI })).body.content)).toEqual([
      { slug: 'acme', isOwner: false, tenants: ['Acme Inc.', 'Globex LLC'] },
      { slug: 'multihome', isOwner: true, tenants: [] },
    ]);
  });

  it('refuses a workspace that is neither theirs nor holds one of their memberships with 403, and leaves the membership', async () => {
    // multi no longer has anything in 'globex' and does not own it.
    const r = await t.call('POST', '/api/workspace/change', {
      as: MULTI,
      body: { atriumCompanyExternalId: GLOBEX, selectedWorkspace: (await workspaceId('globex'))! },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'FORBIDDEN',
      message: 'You do not have access to this workspace',
    });
    const other = await t.call('POST', '/api/workspace/change', {
      as: MEMBER_ACME,
      body: { atriumCompanyExternalId: ACME, selectedWorkspace: (await workspaceId('solo'))! },
    });
    expect(other.status).toBe(403);
    const tms = (await t.call('GET', '/api/workspace/tenant-memberships/all', { as: MULTI })).body.content;
    expect(
      tms.find((m: { tenant: { externalId: string } }) => m.tenant.externalId === GLOBEX).workspaceExternalId,
    ).toBe(await workspaceId('acme'));
  });

  it('refuses to move a membership of a tenant the caller is not a member of with 403', async () => {
    const r = await t.call('POST', '/api/workspace/change', {
      as: MEMBER_ACME,
      body: { atriumCompanyExternalId: GLOBEX, selectedWorkspace: (await workspaceId('acme'))! },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ errorCode: 'FORBIDDEN', message: 'You are not a member of this tenant' });
  });

  it('answers 404 for an unknown workspace or tenant', async () => {
    const ws = await t.call('POST', '/api/workspace/change', {
      as: MEMBER_ACME,
      body: { atriumCompanyExternalId: ACME, selectedWorkspace: UNKNOWN },
    });
    expect(ws.status).toBe(404);
    expect(ws.body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Workspace not found' });
    const tenant = await t.call('POST', '/api/workspace/change', {
      as: MEMBER_ACME,
      body: { atriumCompanyExternalId: UNKNOWN, selectedWorkspace: (await workspaceId('acme'))! },
    });
    expect(tenant.status).toBe(404);
    expect(tenant.body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Tenant not found' });
  });

  it('refuses a malformed body with 400 and field errors', async () => {
    expectValidation(
      await t.call('POST', '/api/workspace/change', { as: MULTI, body: { atriumCompanyExternalId: ACME } }),
      'body.selectedWorkspace',
    );
    expectValidation(
      await t.call('POST', '/api/workspace/change', {
        as: MULTI,
        body: { atriumCompanyExternalId: 'x', selectedWorkspace: UNKNOWN },
      }),
      'body.atriumCompanyExternalId',
    );
  });
});

describe('POST /api/workspace/create-profile', () => {
  it('creates a company inside a workspace the caller owns, with the caller as its admin', async () => {
    const acmeWs = (await workspaceId('acme'))!;
    const r = await t.call('POST', '/api/workspace/create-profile', {
      as: OWNER_ACME,
      body: { workspaceExternalId: acmeWs, name: '  Acme Labs ', accountType: 'COMPANY' },
    });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({
      tenant: { name: 'Acme Labs', accountType: 'COMPANY', isInternal: false },
      roles: [{ name: ROLES.companyUserAdmin }],
      workspaceExternalId: acmeWs,
    });
    const labs = r.body.content.tenant.externalId;
    expect(labs).toBe(await t.tenantId('Acme Labs'));
    expect(await count('companies c join tenants t on t.id = c.tenant_id', 't.name = $1', ['Acme Labs'])).toBe(1);
    const acmeNow = summary((await t.call('GET', '/api/workspace/all', { as: OWNER_ACME })).body.content).find(
      (w) => w.slug === 'acme',
    );
    expect(acmeNow).toEqual({ slug: 'acme', isOwner: true, tenants: ['Acme Inc.', 'Acme Labs'] });
    // The new profile is selectable at once.
    expect((await t.call('GET', '/api/workspace/all', { as: OWNER_ACME, tenant: labs })).status).toBe(200);
    // Nobody else gets it.
    expect((await t.call('GET', '/api/workspace/all', { as: MEMBER_ACME, tenant: labs })).status).toBe(403);
  });

  it('creates an individual account inside a workspace that holds one of the caller’s memberships', async () => {
    const acmeWs = (await workspaceId('acme'))!;
    const r = await t.call('POST', '/api/workspace/create-profile', {
      as: MULTI,
      body: { workspaceExternalId: acmeWs, name: 'Morgan Personal', accountType: 'INDIVIDUAL' },
    });
    expect(r.status).toBe(200);
    expect(r.body.content.tenant).toMatchObject({ name: 'Morgan Personal', accountType: 'INDIVIDUAL' });
  });

  it("refuses another user's workspace with 403 and an unknown one with 404, creating nothing", async () => {
    const before = await count('tenants');
    const other = await t.call('POST', '/api/workspace/create-profile', {
      as: OWNER_ACME,
      body: { workspaceExternalId: (await workspaceId('solo'))!, name: 'Sneaky Co', accountType: 'COMPANY' },
    });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ errorCode: 'FORBIDDEN', message: 'You do not have access to this workspace' });
    const unknown = await t.call('POST', '/api/workspace/create-profile', {
      as: OWNER_ACME,
      body: { workspaceExternalId: UNKNOWN, name: 'Sneaky Co', accountType: 'COMPANY' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Workspace not found' });
    expect(await count('tenants')).toBe(before);
  });

  it('refuses a user without the company-create permission with 403', async () => {
    const r = await t.call('POST', '/api/workspace/create-profile', {
      as: SOLO,
      body: { workspaceExternalId: (await workspaceId('solo'))!, name: 'Solo Co', accountType: 'COMPANY' },
    });
    expect(r.status).toBe(403);
    expect(await count('tenants', 'name = $1', ['Solo Co'])).toBe(0);
  });

  it('refuses a malformed body with 400 and field errors', async () => {
    const ws = (await workspaceId('acme'))!;
    expectValidation(
      await t.call('POST', '/api/workspace/create-profile', {
        as: OWNER_ACME,
        body: { workspaceExternalId: ws, name: '   ', accountType: 'COMPANY' },
      }),
      'body.name',
    );
    expectValidation(
      await t.call('POST', '/api/workspace/create-profile', {
        as: OWNER_ACME,
        body: { workspaceExternalId: ws, name: 'X Co', accountType: 'PARTNERSHIP' },
      }),
      'body.accountType',
    );
    expectValidation(
      await t.call('POST', '/api/workspace/create-profile', {
        as: OWNER_ACME,
        body: { name: 'X Co', accountType: 'COMPANY' },
      }),
      'body.workspaceExternalId',
    );
  });

  it('leaves no tenant or company behind when the membership insert fails inside the transaction', async () => {
    // A trigger makes the membership insert fail for this one tenant name, after the tenant and company were written.
    await t.database.raw.query(`
      create or replace function test_fail_boom() returns trigger language plpgsql as $$
      begin
        if (select name from tenants where id = new.tenant_id) = 'Boom Co' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await t.database.raw.query(
      'create trigger test_fail_boom before insert on tenant_memberships for each row execute function test_fail_boom()',
    );
    try {
      const r = await t.call('POST', '/api/workspace/create-profile', {
        as: OWNER_ACME,
        body: { workspaceExternalId: (await workspaceId('acme'))!, name: 'Boom Co', accountType: 'COMPANY' },
      });
      expect(r.status).toBe(500);
      expect(r.body).toMatchObject({ success: false, errorCode: 'INTERNAL_ERROR' });
    } finally {
      await t.database.raw.query('drop trigger test_fail_boom on tenant_memberships');
      await t.database.raw.query('drop function test_fail_boom()');
    }
    expect(await count('tenants', 'name = $1', ['Boom Co'])).toBe(0);
    expect(await count('companies', 'company_name = $1', ['Boom Co'])).toBe(0);
  });
});
