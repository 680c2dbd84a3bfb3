import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, ROLES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();

const OWNER = 'owner@acme.example';
const MEMBER = 'member@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const GLOBEX_MEMBER = 'member@globex.example';
const ADMIN = 'admin@atrium.dev';
const KAM = 'kam@atrium.dev';
const STAFF = 'staff@atrium.dev';
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const INTERNAL = await t.tenantId('AtriumTenant0');

const roleId = async (name: string) =>
  (await t.database.raw.query<{ external_id: string }>('select external_id from roles where name = $1', [name])).rows[0]
    .external_id;
const STANDARD = await roleId(ROLES.companyStandard);
const VIEWER = await roleId(ROLES.companyViewer);
const PORTAL_STANDARD = await roleId(ROLES.portalStandard);
const PORTAL_KAM = await roleId(ROLES.portalKam);

const body = (
  email: string,
  initiator: string,
  tenant = ACME,
  role = STANDARD,
  extra: Record<string, string> = {},
) => ({
  content: { tenantExternalId: tenant, roleExternalId: role, ...extra },
  type: 'USER_TO_COMPANY',
  email,
  initiatorEmail: initiator,
});
const invite = (as: string, b: unknown) => t.call('POST', '/api/invitations/company/invite-user', { as, body: b });

describe('seats', () => {
  // Runs first: the demo Globex is on the free Basic plan (3 seats) with 3 members.
  it('refuses an invitation to a company whose plan has no free seat, until the plan grows', async () => {
    const full = await invite(GLOBEX_OWNER, body('seat.seeker@example.com', GLOBEX_OWNER, GLOBEX));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ success: false, errorCode: 'SEAT_LIMIT_REACHED' });
    expect(full.body.message).toContain('3 users');
    expect((await t.services.auth.outbox({ to: 'seat.seeker@example.com', page: 0, pageSize: 5 })).total).toBe(0);
    // The rest of this file invites to Globex too: give it the Growth plan.
    const grant = await t.call('POST', '/api/utils/subscription-purchase/create', {
      as: 'superadmin@atrium.dev',
      body: { tenantExternalId: GLOBEX, planKey: 'growth' },
    });
    expect(grant.status).toBe(200);
    expect((await invite(GLOBEX_OWNER, body('seat.seeker@example.com', GLOBEX_OWNER, GLOBEX))).status).toBe(200);
  });
});

/** The newest invitation e-mail to an address: its link's path and the invitation id in it. */
async function latestLink(to: string) {
  const page = await t.services.auth.outbox({ to, page: 0, pageSize: 5 });
  const mail = page.items.find((m) => m.template === 'INVITE_USER_TO_COMPANY');
  if (!mail) throw new Error(`no invitation mail to ${to}`);
  const url = /(https?:\/\/\S+)/.exec(mail.text)![1];
  const path = new URL(url).pathname;
  return { mail, path, id: path.split('/').pop()! };
}
const membershipRoles = async (email: string, tenantExternalId: string) =>
  (
    await t.database.raw.query<{ name: string }>(
      `select r.name from tenant_memberships m join users u on u.id = m.user_id join tenants tn on tn.id = m.tenant_id
       join membership_roles mr on mr.membership_id = m.id join roles r on r.id = mr.role_id
       where lower(u.email) = $1 and tn.external_id = $2 order by r.name`,
      [email, tenantExternalId],
    )
  ).rows.map((r) => r.name);
const userRoleNames = async (email: string) =>
  (
    await t.database.raw.query<{ name: string }>(
      'select r.name from user_roles ur join users u on u.id = ur.user_id join roles r on r.id = ur.role_id where lower(u.email) = $1 order by r.name',
      [email],
    )
  ).rows.map((r) => r.name);

describe('POST /api/invitations/company/invite-user', () => {
  it('lets a company admin invite a new address: invitationSent, and an e-mail linking to the registration page', async () => {
    const r = await invite(OWNER, body('New.Person@Example.com', OWNER));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('invitationSent');
    expect(r.body.content).toMatchObject({
      email: 'new.person@example.com',
      status: 'PENDING',
      type: 'USER_TO_COMPANY',
      initiatorEmail: OWNER,
      tenant: { externalId: ACME, name: 'Acme Inc.' },
      role: { externalId: STANDARD, name: ROLES.companyStandard },
      atriumOneRole: null,
    });
    const ttl = new Date(r.body.content.expiresAt).getTime() - new Date(r.body.content.createdAt).getTime();
    expect(Math.abs(ttl - INVITATION_TTL_MS)).toBeLessThan(5000);
    const { mail, path } = await latestLink('new.person@example.com');
    expect(path).toBe(`/company/invitation/register-user/new.person%40example.com/${r.body.content.externalId}`);
    expect(mail.subject).toBe('Olivia Acme invited you to Acme Inc. on Atrium');
    expect(mail.text).toContain('as Standard');
  });

  it("links an existing account to the accept-or-reject page, in that user's language", async () => {
    await t.database.raw.query("update users set language = 'es' where email = $1", [GLOBEX_MEMBER]);
    const r = await invite(OWNER, body(GLOBEX_MEMBER, OWNER));
    expect(r.status).toBe(200);
    const { mail, path } = await latestLink(GLOBEX_MEMBER);
    expect(path).toBe(`/invitation/company/member%40globex.example/${r.body.content.externalId}`);
    expect(mail.subject).toBe('Olivia Acme te ha invitado a Acme Inc. en Atrium');
    await t.database.raw.query("update users set language = 'en' where email = $1", [GLOBEX_MEMBER]);
  });

  it('answers 400 invitationAlreadySent while an invitation of that address is open, and sends no second e-mail', async () => {
    const before = (await t.services.auth.outbox({ to: 'new.person@example.com', page: 0, pageSize: 50 })).total;
    const r = await invite(OWNER, body('NEW.PERSON@example.com', OWNER, ACME, VIEWER));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR', message: 'invitationAlreadySent' });
    expect((await t.services.auth.outbox({ to: 'new.person@example.com', page: 0, pageSize: 50 })).total).toBe(before);
  });

  it('refuses an address that is already a member with 400 userAlreadyMember', async () => {
    const r = await invite(OWNER, body(MEMBER, OWNER));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('userAlreadyMember');
  });

  it('refuses bad input with 400 and the failing fields', async () => {
    const r = await invite(OWNER, {
      content: { tenantExternalId: 'x' },
      type: 'OTHER',
      email: 'nope',
      initiatorEmail: OWNER,
    });
    expect(r.status).toBe(400);
    const paths = r.body.content.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.content.tenantExternalId',
        'body.content.roleExternalId',
        'body.type',
        'body.email',
      ]),
    );
  });

  it('refuses a KAM role, a portal role for a company and a second-product role outside the internal tenant', async () => {
    const kam = await invite(ADMIN, body('k1@example.com', ADMIN, ACME, PORTAL_KAM));
    expect(kam.status).toBe(400);
    expect(kam.body.content.fields[0].path).toBe('content.roleExternalId');
    const portal = await invite(OWNER, body('k2@example.com', OWNER, ACME, PORTAL_STANDARD));
    expect(portal.status).toBe(400);
    const one = await invite(OWNER, body('k3@example.com', OWNER, ACME, STANDARD, { atriumOneRoleExternalId: VIEWER }));
    expect(one.status).toBe(400);
    expect(one.body.content.fields[0].path).toBe('content.atriumOneRoleExternalId');
  });

  it('refuses an initiatorEmail that is not the caller', async () => {
    const r = await invite(OWNER, body('k4@example.com', GLOBEX_OWNER));
    expect(r.status).toBe(400);
    expect(r.body.content.fields[0].path).toBe('initiatorEmail');
  });

  it('enforces who may invite: 401 without token, 403 for a plain member, another company, a standard employee; 404 unknown tenant', async () => {
    expect(
      (await t.call('POST', '/api/invitations/company/invite-user', { body: body('a@example.com', OWNER) })).status,
    ).toBe(401);
    expect((await invite(MEMBER, body('a@example.com', MEMBER))).status).toBe(403);
    expect((await invite(GLOBEX_OWNER, body('a@example.com', GLOBEX_OWNER))).status).toBe(403);
    expect((await invite(STAFF, body('a@example.com', STAFF))).status).toBe(403);
    const unknown = await invite(OWNER, body('a@example.com', OWNER, '00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    // A company admin cannot invite into the internal tenant; a KAM neither.
    expect((await invite(OWNER, body('a@example.com', OWNER, INTERNAL, PORTAL_STANDARD))).status).toBe(403);
    expect((await invite(KAM, body('a@example.com', KAM, INTERNAL, PORTAL_STANDARD))).status).toBe(403);
    const count = await t.database.raw.query<{ n: number }>(
      "select count(*)::int as n from invitations where email = 'a@example.com'",
    );
    expect(count.rows[0].n).toBe(0);
  });

  it('lets a KAM and a portal admin invite to a customer company', async () => {
    expect((await invite(KAM, body('bykam@example.com', KAM))).status).toBe(200);
    expect((await invite(ADMIN, body('byadmin@example.com', ADMIN, GLOBEX))).status).toBe(200);
  });
});

describe('accepting and rejecting (existing users)', () => {
  it('user-accept adds the membership with the role; used turns true; a second accept is refused', async () => {
    const { id } = await latestLink(GLOBEX_MEMBER);
    const me = (await t.services.users.byEmail(GLOBEX_MEMBER))!;
    const status = await t.call(
      'GET',
      `/api/invitations/blocked-status/${id}?email=${encodeURIComponent(GLOBEX_MEMBER)}`,
    );
    expect(status.body.content).toMatchObject({
      status: 'PENDING',
      blocked: false,
      userExists: true,
      tenant: { name: 'Acme Inc.' },
      initiatorName: 'Olivia Acme',
      roleName: ROLES.companyStandard,
    });
    expect((await t.call('GET', `/api/invitations/used/${id}`)).body.content).toEqual({ used: false });

    const r = await t.call('POST', '/api/invitations/user-accept', {
      as: GLOBEX_MEMBER,
      body: { userExternalId: me.externalId, tenantExternalId: ACME, invitationExternalId: id },
    });
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({ tenantExternalId: ACME, tenantName: 'Acme Inc.' });
    expect(await membershipRoles(GLOBEX_MEMBER, ACME)).toEqual([ROLES.companyStandard]);
    // The new tenant is usable at once with the tenant header.
    expect(
      (await t.call('GET', '/api/workspace/tenant-memberships/all', { as: GLOBEX_MEMBER, tenant: ACME })).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/invitations/used/${id}`)).body.content).toEqual({ used: true });
    const after = await t.call(
      'GET',
      `/api/invitations/blocked-status/${id}?email=${encodeURIComponent(GLOBEX_MEMBER)}`,
    );
    expect(after.body.content).toMatchObject({ status: 'ACCEPTED', blocked: true });

    const again = await t.call('POST', '/api/invitations/user-accept', {
      as: GLOBEX_MEMBER,
      body: { userExternalId: me.externalId, tenantExternalId: ACME, invitationExternalId: id },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('invitationNotPending');
  });

  it('refuses someone else answering: another signed-in user 403, a userExternalId that is not the caller 403, the wrong tenant 404', async () => {
    const inv = await invite(OWNER, body('solo@example.com', OWNER));
    expect(inv.status).toBe(200);
    const id = inv.body.content.externalId;
    const solo = (await t.services.users.byEmail('solo@example.com'))!;
    const multi = (await t.services.users.byEmail('multi@example.com'))!;
    const asOther = await t.call('POST', '/api/invitations/user-accept', {
      as: 'multi@example.com',
      body: { userExternalId: multi.externalId, tenantExternalId: ACME, invitationExternalId: id },
    });
    expect(asOther.status).toBe(403);
    const notMe = await t.call('POST', '/api/invitations/user-accept', {
      as: 'multi@example.com',
      body: { userExternalId: solo.externalId, tenantExternalId: ACME },
    });
    expect(notMe.status).toBe(403);
    const wrongTenant = await t.call('POST', '/api/invitations/user-accept', {
      as: 'solo@example.com',
      body: { userExternalId: solo.externalId, tenantExternalId: GLOBEX, invitationExternalId: id },
    });
    expect(wrongTenant.status).toBe(404);
    const bad = await t.call('POST', '/api/invitations/user-accept', {
      as: 'solo@example.com',
      body: { userExternalId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await t.call('POST', '/api/invitations/user-accept', {
          body: { userExternalId: solo.externalId, tenantExternalId: ACME },
        })
      ).status,
    ).toBe(401);
    expect(await membershipRoles('solo@example.com', ACME)).toEqual([]);
  });

  it('user-reject (found by user and tenant) marks it rejected without a membership; accepting afterwards is refused', async () => {
    const solo = (await t.services.users.byEmail('solo@example.com'))!;
    const r = await t.call('POST', '/api/invitations/user-reject', {
      as: 'solo@example.com',
      body: { userExternalId: solo.externalId, tenantExternalId: ACME },
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('invitationRejected');
    expect(await membershipRoles('solo@example.com', ACME)).toEqual([]);
    const accept = await t.call('POST', '/api/invitations/user-accept', {
      as: 'solo@example.com',
      body: { userExternalId: solo.externalId, tenantExternalId: ACME },
    });
    expect(accept.status).toBe(404);
  });

  it('blocked-status and used: unknown id or another e-mail 404, bad id 400', async () => {
    const { id } = await latestLink('new.person@example.com');
    expect((await t.call('GET', `/api/invitations/blocked-status/${id}?email=other%40example.com`)).status).toBe(404);
    expect((await t.call('GET', `/api/invitations/blocked-status/not-a-uuid?email=a%40b.com`)).status).toBe(400);
    expect((await t.call('GET', `/api/invitations/used/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("answers under the spec's own paths too: used and blocked-status with the id in the query", async () => {
    const { id } = await latestLink('new.person@example.com');
    const used = await t.call('GET', `/api/invitations/used?invitationExternalId=${id}`);
    expect(used.status).toBe(200);
    expect(used.body.content).toEqual({ used: false });
    const status = await t.call(
      'GET',
      `/api/invitations/blocked-status?invitationExternalId=${id}&email=${encodeURIComponent('new.person@example.com')}`,
    );
    expect(status.status).toBe(200);
    expect(status.body.content).toMatchObject({ status: 'PENDING', blocked: false, userExists: false });
    expect((await t.call('GET', '/api/invitations/used?invitationExternalId=nope')).status).toBe(400);
    expect((await t.call('GET', '/api/invitations/used')).status).toBe(400);
    expect(
      (await t.call('GET', `/api/invitations/blocked-status?invitationExternalId=${id}&email=other%40example.com`))
        .status,
    ).toBe(404);
  });
});

describe('expiry, resend and the list', () => {
  it('an invitation past its expiry is EXPIRED: it cannot be accepted, a new one may be sent, and resend renews', async () => {
    const first = await invite(GLOBEX_OWNER, body(MEMBER, GLOBEX_OWNER, GLOBEX));
    expect(first.status).toBe(200);
    const id = first.body.content.externalId;
    await t.database.raw.query(
      "update invitations set expires_at = now() - interval '1 minute' where external_id = $1",
      [id],
    );

    const me = (await t.services.users.byEmail(MEMBER))!;
    const accept = await t.call('POST', '/api/invitations/user-accept', {
      as: MEMBER,
      body: { userExternalId: me.externalId, tenantExternalId: GLOBEX, invitationExternalId: id },
    });
    expect(accept.status).toBe(400);
    expect(accept.body.message).toBe('invitationExpired');
    const expiredList = await t.call('GET', `/api/invitations?tenantExternalId=${GLOBEX}&status=EXPIRED`, {
      as: GLOBEX_OWNER,
    });
    expect(expiredList.body.content.items.map((i: { externalId: string }) => i.externalId)).toEqual([id]);

    const resent = await t.call('POST', '/api/invitations/company/resend', {
      as: GLOBEX_OWNER,
      body: { invitationExternalId: id },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('invitationSent');
    expect(resent.body.content.status).toBe('PENDING');
    expect(new Date(resent.body.content.expiresAt).getTime()).toBeGreaterThan(Date.now() + INVITATION_TTL_MS - 60000);
    expect((await latestLink(MEMBER)).id).toBe(id);

    // Expired again: inviting anew stores EXPIRED on the old one and opens a new one.
    await t.database.raw.query(
      "update invitations set expires_at = now() - interval '1 minute' where external_id = $1",
      [id],
    );
    const fresh = await invite(GLOBEX_OWNER, body(MEMBER, GLOBEX_OWNER, GLOBEX));
    expect(fresh.status).toBe(200);
    expect(fresh.body.content.externalId).not.toBe(id);
    const old = await t.database.raw.query<{ status: string }>(
      'select status from invitations where external_id = $1',
      [id],
    );
    expect(old.rows[0].status).toBe('EXPIRED');
    // The old one cannot be resent while the new one is open.
    const resendOld = await t.call('POST', '/api/invitations/company/resend', {
      as: GLOBEX_OWNER,
      body: { invitationExternalId: id },
    });
    expect(resendOld.status).toBe(400);
    expect(resendOld.body.message).toBe('invitationAlreadySent');
  });

  it('resend: another company 403, answered invitation 400, unknown 404, bad body 400, no token 401', async () => {
    const { id } = await latestLink(MEMBER);
    expect(
      (await t.call('POST', '/api/invitations/company/resend', { as: OWNER, body: { invitationExternalId: id } }))
        .status,
    ).toBe(403);
    const accepted = (
      await t.database.raw.query<{ external_id: string }>(
        "select external_id from invitations where status = 'ACCEPTED' limit 1",
      )
    ).rows[0].external_id;
    const r = await t.call('POST', '/api/invitations/company/resend', {
      as: OWNER,
      body: { invitationExternalId: accepted },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('invitationNotPending');
    expect(
      (
        await t.call('POST', '/api/invitations/company/resend', {
          as: OWNER,
          body: { invitationExternalId: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/invitations/company/resend', { as: OWNER, body: {} })).status).toBe(400);
    expect(
      (await t.call('POST', '/api/invitations/company/resend', { body: { invitationExternalId: id } })).status,
    ).toBe(401);
  });

  it("lists a tenant's invitations newest first, paged and filtered by status", async () => {
    const all = await t.call('GET', `/api/invitations?tenantExternalId=${ACME}&page=0&pageSize=2`, { as: OWNER });
    expect(all.status).toBe(200);
    expect(all.body.content.items).toHaveLength(2);
    const total = all.body.content.total;
    // new.person (pending), member@globex (accepted), solo (rejected), bykam (pending)
    expect(total).toBe(4);
    const times = all.body.content.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const statuses = async (s: string) =>
      (
        await t.call('GET', `/api/invitations?tenantExternalId=${ACME}&status=${s}&pageSize=50`, { as: OWNER })
      ).body.content.items.map((i: { status: string }) => i.status);
    expect(await statuses('ACCEPTED')).toEqual(['ACCEPTED']);
    expect(await statuses('REJECTED')).toEqual(['REJECTED']);
    expect((await statuses('PENDING')).every((s: string) => s === 'PENDING')).toBe(true);
    expect((await t.call('GET', `/api/invitations?tenantExternalId=${ACME}`, { as: ADMIN })).status).toBe(200);
  });

  it('list: another tenant 403, a member 403, bad status 400, unknown tenant 404, no token 401', async () => {
    expect((await t.call('GET', `/api/invitations?tenantExternalId=${GLOBEX}`, { as: OWNER })).status).toBe(403);
    expect((await t.call('GET', `/api/invitations?tenantExternalId=${ACME}`, { as: MEMBER })).status).toBe(403);
    expect((await t.call('GET', `/api/invitations?tenantExternalId=${ACME}&status=NOPE`, { as: OWNER })).status).toBe(
      400,
    );
    expect(
      (await t.call('GET', `/api/invitations?tenantExternalId=00000000-0000-4000-8000-000000000000`, { as: OWNER }))
        .status,
    ).toBe(404);
    expect((await t.call('GET', `/api/invitations?tenantExternalId=${ACME}`)).status).toBe(401);
  });

  it('check/user-to-company tells member, pending and existing; only for who may invite', async () => {
    const q = (email: string) =>
      `/api/invitations/check/user-to-company?email=${encodeURIComponent(email)}&tenantExternalId=${ACME}`;
    expect((await t.call('GET', q(MEMBER), { as: OWNER })).body.content).toEqual({
      userExists: true,
      isMember: true,
      hasPendingInvitation: false,
    });
    expect((await t.call('GET', q('new.person@example.com'), { as: OWNER })).body.content).toEqual({
      userExists: false,
      isMember: false,
      hasPendingInvitation: true,
    });
    expect((await t.call('GET', q(MEMBER), { as: MEMBER })).status).toBe(403);
    expect((await t.call('GET', q('bad'), { as: OWNER })).status).toBe(400);
  });
});

describe('registering a new user from an invitation', () => {
  const reg = (id: string, email: string, extra: Record<string, unknown> = {}) => ({
    invitationExternalId: id,
    email,
    firstName: 'Nina',
    lastName: 'New',
    password: 'Strong-pass-1',
    passwordConfirmation: 'Strong-pass-1',
    ...extra,
  });

  it('refuses bad input with field errors, another e-mail with 404', async () => {
    const { id } = await latestLink('new.person@example.com');
    const bad = await t.call('POST', '/api/invitations/register-user', {
      body: reg(id, 'new.person@example.com', { firstName: '', password: 'short', passwordConfirmation: 'x' }),
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.content.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.firstName', 'body.password']));
    expect(
      (await t.call('POST', '/api/invitations/register-user', { body: reg(id, 'someone.else@example.com') })).status,
    ).toBe(404);
  });

  it('creates nothing when the last step (marking the invitation accepted) fails', async () => {
    const { id } = await latestLink('new.person@example.com');
    await t.database.raw.query(`
      create or replace function fail_invitation_accept() returns trigger language plpgsql as $$
      begin
        if new.status = 'ACCEPTED' then raise exception 'injected failure of the last step'; end if;
        return new;
      end $$;`);
    await t.database.raw.query(
      'create trigger fail_accept before update on invitations for each row execute function fail_invitation_accept()',
    );
    try {
      const r = await t.call('POST', '/api/invitations/register-user', { body: reg(id, 'new.person@example.com') });
      expect(r.status).toBe(500);
    } finally {
      await t.database.raw.query('drop trigger fail_accept on invitations');
    }
    expect(await t.services.users.byEmail('new.person@example.com')).toBeNull();
    const left = await t.database.raw.query<{ n: number }>(
      "select count(*)::int as n from tenant_memberships m join users u on u.id = m.user_id where lower(u.email) = 'new.person@example.com'",
    );
    expect(left.rows[0].n).toBe(0);
    const inv = await t.database.raw.query<{ status: string }>(
      'select status from invitations where external_id = $1',
      [id],
    );
    expect(inv.rows[0].status).toBe('PENDING');
  });

  it('registers, joins with the role, verifies the address and signs in; the link then stops working', async () => {
    const { id } = await latestLink('new.person@example.com');
    const r = await t.call('POST', '/api/invitations/register-user', {
      body: reg(id, 'new.person@example.com', { phone: '+1 555 0100' }),
    });
    expect(r.status).toBe(200);
    expect(r.body.content.user).toMatchObject({ email: 'new.person@example.com', firstName: 'Nina', lastName: 'New' });
    const user = (await t.services.users.byEmail('new.person@example.com'))!;
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.phone).toBe('+1 555 0100');
    expect(await membershipRoles('new.person@example.com', ACME)).toEqual([ROLES.companyStandard]);
    expect(await userRoleNames('new.person@example.com')).toEqual([ROLES.one]);
    const me = await t.call('GET', '/auth/current-user', { token: r.body.content.token, tenant: ACME });
    expect(me.status).toBe(200);
    // The password works for a normal sign-in too.
    expect(
      (await t.call('POST', '/auth/login', { body: { email: 'new.person@example.com', password: 'Strong-pass-1' } }))
        .status,
    ).toBe(200);

    const again = await t.call('POST', '/api/invitations/register-user', { body: reg(id, 'new.person@example.com') });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('invitationNotPending');
  });

  it('an address that has an account meanwhile gets 409 EMAIL_TAKEN', async () => {
    const inv = await invite(OWNER, body('late@example.com', OWNER));
    const id = inv.body.content.externalId;
    await t.call('POST', '/auth/sign-up', {
      body: {
        firstName: 'L',
        lastName: 'Ate',
        email: 'late@example.com',
        password: 'Strong-pass-1',
        passwordConfirmation: 'Strong-pass-1',
      },
    });
    const r = await t.call('POST', '/api/invitations/register-user', { body: reg(id, 'late@example.com') });
    expect(r.status).toBe(409);
    expect(r.body.errorCode).toBe('EMAIL_TAKEN');
  });

  it('the internal tenant: portal role plus the optional customer-view role, portal and customer access', async () => {
    const inv = await invite(
      ADMIN,
      body('new.staff@atrium.dev', ADMIN, INTERNAL, PORTAL_STANDARD, { atriumOneRoleExternalId: VIEWER }),
    );
    expect(inv.status).toBe(200);
    expect(inv.body.content.atriumOneRole).toEqual({ externalId: VIEWER, name: ROLES.companyViewer });
    const { id } = await latestLink('new.staff@atrium.dev');
    const r = await t.call('POST', '/api/invitations/register-user', { body: reg(id, 'new.staff@atrium.dev') });
    expect(r.status).toBe(200);
    expect(await membershipRoles('new.staff@atrium.dev', INTERNAL)).toEqual([
      ROLES.companyViewer,
      ROLES.portalStandard,
    ]);
    expect(await userRoleNames('new.staff@atrium.dev')).toEqual([ROLES.one, ROLES.portalEmployee]);
  });
});

describe('POST /auth/sign-up-with-tenant', () => {
  const signUp = (email: string, tenantId: string, extra: Record<string, unknown> = {}) =>
    t.call('POST', '/auth/sign-up-with-tenant', {
      body: {
        firstName: 'Tia',
        lastName: 'Tenant',
        email,
        phone: '+34 600 000 000',
        password: 'Strong-pass-1',
        passwordConfirmation: 'Strong-pass-1',
        tenantId,
        ...extra,
      },
    });

  it('registers an invited address into the tenant', async () => {
    expect((await invite(OWNER, body('tia@example.com', OWNER, ACME, VIEWER))).status).toBe(200);
    const r = await signUp('tia@example.com', ACME);
    expect(r.status).toBe(200);
    expect(await membershipRoles('tia@example.com', ACME)).toEqual([ROLES.companyViewer]);
  });

  it('refuses an address without an invitation (403), bad input (400) and an unknown tenant (404)', async () => {
    expect((await signUp('nobody@example.com', ACME)).status).toBe(403);
    expect(await t.services.users.byEmail('nobody@example.com')).toBeNull();
    const bad = await signUp('nobody@example.com', 'x', { passwordConfirmation: 'different' });
    expect(bad.status).toBe(400);
    expect(bad.body.content.fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['body.tenantId']),
    );
    expect((await signUp('nobody@example.com', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
