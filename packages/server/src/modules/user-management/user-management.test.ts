import { describe, expect, it } from 'vitest';
import { ROLES } from '@atrium/contract';
import { DEMO_PASSWORD, useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();

const ADMIN = 'admin@atrium.dev';
const SUPER = 'superadmin@atrium.dev';
const KAM = 'kam@atrium.dev';
const STAFF = 'staff@atrium.dev';
const OWNER = 'owner@acme.example';
const MEMBER = 'member@acme.example';
const BASE = '/api/atrium-user/admin/users';

const page = (as: string, body: unknown = {}, query = '') => t.call('POST', `${BASE}/paged${query}`, { as, body });
const idOf = async (email: string) => (await t.services.users.byEmail(email))!.externalId;
const login = (email: string) => t.call('POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });

describe('who may manage users', () => {
  it('refuses everyone but portal admins with 403, and no token with 401 (every endpoint)', async () => {
    const member = await idOf(MEMBER);
    const calls = [
      (as?: string) => t.call('POST', `${BASE}/paged`, { as, body: {} }),
      (as?: string) => t.call('GET', `${BASE}/${member}`, { as }),
      (as?: string) => t.call('PUT', `${BASE}/${member}/status`, { as, body: { status: 'INACTIVE' } }),
      (as?: string) => t.call('POST', `${BASE}/${member}/resend-verification`, { as }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      for (const who of [KAM, STAFF, OWNER, MEMBER]) {
        const r = await call(who);
        expect(r.status, who).toBe(403);
        expect(r.body.errorCode).toBe('FORBIDDEN');
      }
    }
    // Nothing changed on the way.
    expect((await t.services.users.byEmail(MEMBER))!.active).toBe(true);
  });

  it('lets a portal admin and a superadmin in', async () => {
    expect((await page(ADMIN)).status).toBe(200);
    expect((await page(SUPER)).status).toBe(200);
  });
});

describe('POST /api/atrium-user/admin/users/paged', () => {
  it('lists the users of every customer and the staff, by name, with companies, roles and status', async () => {
    const r = await page(ADMIN, {}, '?page=0&pageSize=200');
    expect(r.status).toBe(200);
    const emails = r.body.content.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([OWNER, MEMBER, 'owner@globex.example', 'solo@example.com', ADMIN]));
    expect(r.body.content.total).toBe(emails.length);
    const owner = r.body.content.items.find((u: { email: string }) => u.email === OWNER);
    expect(owner).toMatchObject({
      firstName: expect.any(String),
      status: 'ACTIVE',
      emailVerified: true,
      companies: [expect.objectContaining({ name: 'Acme Inc.', isInternal: false, roles: [ROLES.companyUserAdmin] })],
    });
    const names = r.body.content.items.map((u: { firstName: string }) => u.firstName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('searches by name, e-mail and company name, and pages', async () => {
    const byCompany = await page(ADMIN, { search: 'globex' });
    const emails = byCompany.body.content.items.map((u: { email: string }) => u.email);
    expect(emails).toContain('owner@globex.example');
    expect(emails).toContain('multi@example.com'); // a member of Globex whose address says nothing of it
    expect(emails).not.toContain(OWNER);
    const byEmail = await page(ADMIN, { search: 'solo@' });
    expect(byEmail.body.content.items.map((u: { email: string }) => u.email)).toEqual(['solo@example.com']);

    const first = await page(ADMIN, {}, '?page=0&pageSize=2');
    const second = await page(ADMIN, {}, '?page=1&pageSize=2');
    expect(first.body.content.items).toHaveLength(2);
    expect(second.body.content.items).toHaveLength(2);
    expect(first.body.content.total).toBe(second.body.content.total);
    expect(second.body.content.items[0].externalId).not.toBe(first.body.content.items[0].externalId);
  });

  it('filters staff or customers, one company, and status', async () => {
    const staff = await page(ADMIN, { kind: 'STAFF' }, '?pageSize=200');
    const staffEmails = staff.body.content.items.map((u: { email: string }) => u.email);
    expect(staffEmails).toContain(KAM);
    expect(staffEmails).not.toContain(OWNER);
    const customers = await page(ADMIN, { kind: 'CUSTOMER' }, '?pageSize=200');
    expect(customers.body.content.items.map((u: { email: string }) => u.email)).not.toContain(KAM);
    const acme = await page(ADMIN, { tenantExternalId: await t.tenantId('Acme Inc.') }, '?pageSize=200');
    const acmeEmails = acme.body.content.items.map((u: { email: string }) => u.email);
    expect(acmeEmails).toEqual(expect.arrayContaining([OWNER, MEMBER, 'multi@example.com']));
    expect(acmeEmails).not.toContain('owner@globex.example');
    const inactive = await page(ADMIN, { status: 'INACTIVE' });
    expect(inactive.body.content.items.every((u: { status: string }) => u.status === 'INACTIVE')).toBe(true);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, query, field] of [
      [{ status: 'GONE' }, '', 'body.status'],
      [{ kind: 'ROBOT' }, '', 'body.kind'],
      [{ tenantExternalId: 'acme' }, '', 'body.tenantExternalId'],
      [{}, '?pageSize=0', 'querystring.pageSize'],
    ] as const) {
      const r = await page(ADMIN, body, query);
      expect(r.status).toBe(400);
      expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });
});

describe('GET /api/atrium-user/admin/users/:id', () => {
  it('shows one user with companies and last sign-in, and whether login-as is possible', async () => {
    const id = await idOf(OWNER);
    expect((await login(OWNER)).status).toBe(200);
    const r = await t.call('GET', `${BASE}/${id}`, { as: ADMIN });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({ email: OWNER, openInvitations: [], canLoginAs: false });
    expect(Date.now() - Date.parse(r.body.content.lastSignInAt)).toBeLessThan(60_000);
    // Only a superadmin may sign in as someone.
    expect((await t.call('GET', `${BASE}/${id}`, { as: SUPER })).body.content.canLoginAs).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await t.call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`, { as: ADMIN })).status).toBe(404);
    expect((await t.call('GET', `${BASE}/nope`, { as: ADMIN })).status).toBe(400);
  });
});

describe('PUT /api/atrium-user/admin/users/:id/status', () => {
  it('deactivates: the user cannot sign in and their open sessions end; reactivating lets them back', async () => {
    const id = await idOf(MEMBER);
    const before = await login(MEMBER);
    expect(before.status).toBe(200);
    const token = before.body.content.token as string;
    expect((await t.call('GET', '/auth/current-user', { token })).status).toBe(200);

    const off = await t.call('PUT', `${BASE}/${id}/status`, { as: ADMIN, body: { status: 'INACTIVE' } });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('User deactivated');
    expect(off.body.content.status).toBe('INACTIVE');
    expect((await login(MEMBER)).status).toBe(401);
    const old = await t.call('GET', '/auth/current-user', { token });
    expect(old.status).toBe(401);
    expect(old.body.errorCode).toBe('INVALID_TOKEN');
    expect(
      (await page(ADMIN, { status: 'INACTIVE' })).body.content.items.map((u: { email: string }) => u.email),
    ).toContain(MEMBER);

    const on = await t.call('PUT', `${BASE}/${id}/status`, { as: ADMIN, body: { status: 'ACTIVE' } });
    expect(on.body).toMatchObject({ success: true, message: 'User reactivated', content: { status: 'ACTIVE' } });
    expect((await login(MEMBER)).status).toBe(200);
  });

  it('refuses to deactivate oneself (400 on status) and a superadmin by a non-superadmin (403)', async () => {
    const self = await t.call('PUT', `${BASE}/${await idOf(ADMIN)}/status`, {
      as: ADMIN,
      body: { status: 'INACTIVE' },
    });
    expect(self.status).toBe(400);
    expect(self.body.content.fields).toEqual([{ path: 'status', message: 'You cannot deactivate yourself' }]);
    const sup = await t.call('PUT', `${BASE}/${await idOf(SUPER)}/status`, {
      as: ADMIN,
      body: { status: 'INACTIVE' },
    });
    expect(sup.status).toBe(403);
    expect((await t.services.users.byEmail(SUPER))!.active).toBe(true);
    const bad = await t.call('PUT', `${BASE}/${await idOf(OWNER)}/status`, { as: ADMIN, body: { status: 'x' } });
    expect(bad.status).toBe(400);
  });
});

describe('resending', () => {
  it('resends the verification e-mail of an unverified account: a new mail in the outbox', async () => {
    const user = await t.services.users.create({
      email: 'unverified@example.com',
      firstName: 'Una',
      lastName: 'Verified',
      passwordHash: null,
      emailVerified: false,
      roleNames: [ROLES.one],
    });
    const outbox = () => t.services.auth.outbox({ to: 'unverified@example.com', page: 0, pageSize: 10 });
    const before = (await outbox()).total;
    const r = await t.call('POST', `${BASE}/${user.externalId}/resend-verification`, { as: ADMIN });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Verification e-mail sent');
    const after = await outbox();
    expect(after.total).toBe(before + 1);
    expect(after.items[0].text).toContain('/verifying-email/');
  });

  it('refuses to resend a verification to a verified address with 400', async () => {
    const r = await t.call('POST', `${BASE}/${await idOf(OWNER)}/resend-verification`, { as: ADMIN });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('This e-mail address is already verified');
  });

  it("lists a user's open invitation and resends it: a new invitation mail; another user's invitation is 404", async () => {
    const roles = await t.database.raw.query<{ external_id: string }>('select external_id from roles where name = $1', [
      ROLES.companyStandard,
    ]);
    const invited = await t.call('POST', '/api/invitations/company/invite-user', {
      as: OWNER,
      body: {
        content: { tenantExternalId: await t.tenantId('Acme Inc.'), roleExternalId: roles.rows[0].external_id },
        type: 'USER_TO_COMPANY',
        email: 'solo@example.com',
        initiatorEmail: OWNER,
      },
    });
    expect(invited.status).toBe(200);
    const invitationId = invited.body.content.externalId as string;
    const solo = await idOf('solo@example.com');
    const detail = await t.call('GET', `${BASE}/${solo}`, { as: ADMIN });
    expect(detail.body.content.openInvitations).toEqual([
      expect.objectContaining({ externalId: invitationId, tenant: expect.objectContaining({ name: 'Acme Inc.' }) }),
    ]);

    const outbox = () => t.services.auth.outbox({ to: 'solo@example.com', page: 0, pageSize: 10 });
    const before = (await outbox()).total;
    const r = await t.call('POST', `${BASE}/${solo}/invitations/${invitationId}/resend`, { as: ADMIN });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({ externalId: invitationId, status: 'PENDING' });
    expect((await outbox()).total).toBe(before + 1);

    const elsewhere = await t.call('POST', `${BASE}/${await idOf(OWNER)}/invitations/${invitationId}/resend`, {
      as: ADMIN,
    });
    expect(elsewhere.status).toBe(404);
    expect((await t.call('POST', `${BASE}/${solo}/invitations/${invitationId}/resend`, { as: KAM })).status).toBe(403);
  });
});
