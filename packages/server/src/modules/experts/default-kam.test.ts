import { describe, expect, it } from 'vitest';
import { ROLES } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { onboardBody } from '../onboarding/fixtures.ts';

// Issue 13: a new customer gets a KAM in the transaction that creates it (the provider's KAM with the fewest
// customers; the support user when the provider has no active KAM), and the title chosen at sign-up is kept.
const t = await useTestApp();
const KAM = 'kam@atrium.dev';

async function onboard(over: Parameters<typeof onboardBody>[0] = {}) {
  const body = onboardBody(over);
  const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const user = (await t.services.users.byExternalId(r.body.content.userExternalId))!;
  const token = (await t.services.auth.tokens.issue(user.id)).token;
  return { tenant: r.body.content.tenantExternalId as string, token, user };
}
async function kamEmailOf(tenantExternalId: string) {
  const tenant = (await t.services.tenancy.tenantByExternalId(tenantExternalId))!;
  const kam = await t.services.experts.kamOf(tenant.id);
  return kam ? (await t.services.users.byIds([kam.userId]))[0].email : null;
}

describe('a new customer and its KAM', () => {
  it('keeps the job title chosen at onboarding (get-by-core-user)', async () => {
    const { token } = await onboard({ user: { title: 'Chief Engine Officer' } });
    const me = await t.call('GET', '/api/atrium-user/get-by-core-user', { token });
    expect(me.status).toBe(200);
    expect(me.body.content.title).toBe('Chief Engine Officer');
  });

  it('an onboarded company has a KAM at once: Contact KAM starts the chat instead of "no KAM assigned"', async () => {
    const { tenant, token } = await onboard();
    expect(await kamEmailOf(tenant)).toBe(KAM);
    const chat = await t.call('POST', '/api/atrium-chat-conversation/with-kam', { token, tenant });
    expect(chat.status, JSON.stringify(chat.body)).toBe(200);
    expect(chat.body.content.members.map((m: { email: string }) => m.email)).toContain(KAM);
  });

  it('an individual who signs up has a KAM too', async () => {
    const email = `solo.${Date.now()}@example.org`;
    const r = await t.call('POST', '/auth/sign-up', {
      body: {
        firstName: 'Ina',
        lastName: 'Dividual',
        email,
        password: 'Sturdy-pass-42',
        passwordConfirmation: 'Sturdy-pass-42',
      },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const user = (await t.services.users.byEmail(email))!;
    const [tenant] = await t.services.tenancy.tenantsOfUser(user.id);
    expect(await kamEmailOf(tenant.externalId)).toBe(KAM);
  });

  it('goes to the KAM with the fewest customers', async () => {
    const created = await t.call('POST', '/api/atrium-user/admin/create-user', {
      as: 'admin@atrium.dev',
      body: await newKamBody('nova.kam@atrium.dev'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // Kim is KAM of the demo customers and the ones above; Nova of none.
    expect(await kamEmailOf((await onboard()).tenant)).toBe('nova.kam@atrium.dev');
  });

  it('falls back to the support user when the provider has no active KAM', async () => {
    await t.database.raw.query(`update users set active = false where email in ('${KAM}', 'nova.kam@atrium.dev')`);
    try {
      expect(await kamEmailOf((await onboard()).tenant)).toBe(t.config.supportUserEmail);
    } finally {
      await t.database.raw.query(`update users set active = true where email in ('${KAM}', 'nova.kam@atrium.dev')`);
    }
  });
});

describe("a KAM's customers on the team page", () => {
  it('lists the customers a KAM serves although she holds no membership in them', async () => {
    const kim = (await t.services.users.byEmail(KAM))!;
    const r = await t.call(
      'POST',
      `/api/atrium-team/employee/associated-products?page=0&pageSize=100&atriumUserExternalId=${kim.externalId}`,
      { as: 'staff@atrium.dev' },
    );
    expect(r.status).toBe(200);
    const names = r.body.content.items.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Acme Inc.', 'Globex LLC', 'Sol Solo']));
    expect(r.body.content.items.find((p: { name: string }) => p.name === 'Acme Inc.').roles).toContain(ROLES.portalKam);
  });
});

async function newKamBody(email: string) {
  const role = await t.database.raw.query<{ external_id: string }>('select external_id from roles where name = $1', [
    ROLES.portalKam,
  ]);
  return {
    title: 'KAM',
    hasAcceptedTerms: true,
    email,
    firstName: 'Nova',
    lastName: 'Kam',
    password: 'Brand-new-pass-1',
    roleExternalId: role.rows[0].external_id,
    atriumOneRoleExternalId: '',
  };
}
