import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const B = '/api/atrium-user';
const ACME_OWNER = 'owner@acme.example';
const ACME_MEMBER = 'member@acme.example';
const MULTI = 'multi@example.com';
const STAFF = 'staff@atrium.dev';
const KAM = 'kam@atrium.dev';
const SUPPORT = 'support@atrium.dev';

const uid = async (email: string) => (await t.services.users.byEmail(email))!.externalId;
const emails = (r: { body: { content: { email: string }[] } }) => r.body.content.map((u) => u.email).sort();
const suggest = async (as: string, tenant: string, term = '') =>
  t.call(
    'GET',
    `${B}/chat/user-suggestions?term=${encodeURIComponent(term)}&tenantExternalId=${await t.tenantId(tenant)}`,
    { as },
  );

describe('GET chat/user-suggestions', () => {
  it("offers the tenant's members, its experts and support — not the caller", async () => {
    const r = await suggest(ACME_OWNER, 'Acme Inc.');
    expect(r.status).toBe(200);
    expect(emails(r)).toEqual([KAM, ACME_MEMBER, MULTI, STAFF, SUPPORT].sort());
    const kim = r.body.content.find((u: { email: string }) => u.email === KAM);
    expect(kim).toMatchObject({
      firstName: 'Kim',
      lastName: 'Manager',
      fullName: 'Kim Manager',
      isAtriumEmployee: true,
      externalId: await uid(KAM),
    });
    expect(r.body.content.find((u: { email: string }) => u.email === MULTI).isAtriumEmployee).toBe(false);
  });

  it('filters by term and never lists people of other tenants', async () => {
    expect(emails(await suggest(ACME_OWNER, 'Acme Inc.', 'kim'))).toEqual([KAM]);
    // Ada (Globex's Legal expert) and Globex's people do not appear for Acme.
    expect(emails(await suggest(ACME_OWNER, 'Acme Inc.', 'admin'))).toEqual([]);
    expect(emails(await suggest(ACME_OWNER, 'Acme Inc.', 'globex'))).toEqual([]);
    // Staff pick in any client tenant (the caller excluded).
    expect(emails(await suggest(STAFF, 'Globex LLC'))).toEqual(
      ['admin@atrium.dev', KAM, 'member@globex.example', MULTI, 'owner@globex.example', SUPPORT].sort(),
    );
  });

  it('leaves out the current members of the given conversation; another tenant’s conversation is not found', async () => {
    const acme = await t.tenantId('Acme Inc.');
    const created = await t.call(
      'POST',
      `/api/atrium-chat-conversation/create-private-chat?coreUserExternalId=${await uid(ACME_MEMBER)}&tenantExternalId=${acme}`,
      {
        as: ACME_OWNER,
        tenant: acme,
        body: { message: 'Hello' },
      },
    );
    expect(created.status).toBe(200);
    const conv = created.body.content.externalId;
    const r = await t.call(
      'GET',
      `${B}/chat/user-suggestions?tenantExternalId=${acme}&conversationExternalId=${conv}`,
      { as: ACME_OWNER },
    );
    expect(r.status).toBe(200);
    expect(emails(r)).toEqual([KAM, MULTI, STAFF, SUPPORT].sort());
    // Globex's owner may not look into an Acme conversation, even through suggestions.
    const globex = await t.tenantId('Globex LLC');
    const other = await t.call(
      'GET',
      `${B}/chat/user-suggestions?tenantExternalId=${globex}&conversationExternalId=${conv}`,
      { as: 'owner@globex.example' },
    );
    expect([403, 404]).toContain(other.status);
  });

  it("refuses another tenant's suggestions (403), unknown tenants (404) and bad input (400)", async () => {
    const other = await suggest(ACME_OWNER, 'Globex LLC');
    expect(other.status).toBe(403);
    expect(other.body.content).toBeNull();
    expect(
      (
        await t.call('GET', `${B}/chat/user-suggestions?tenantExternalId=00000000-0000-4000-8000-000000000000`, {
          as: ACME_OWNER,
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', `${B}/chat/user-suggestions?tenantExternalId=acme`, { as: ACME_OWNER })).status).toBe(
      400,
    );
    expect((await t.call('GET', `${B}/chat/user-suggestions`, { as: ACME_OWNER })).status).toBe(400);
    expect(
      (await t.call('GET', `${B}/chat/user-suggestions?tenantExternalId=${await t.tenantId('Acme Inc.')}`)).status,
    ).toBe(401);
  });
});

describe('GET support-user', () => {
  it('answers the configured support account for any signed-in user', async () => {
    const r = await t.call('GET', `${B}/support-user`, { as: 'solo@example.com' });
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({
      email: SUPPORT,
      user: { externalId: await uid(SUPPORT), firstName: 'Atrium', lastName: 'Support' },
      title: 'Product support',
    });
    expect((await t.call('GET', `${B}/support-user`)).status).toBe(401);
  });
});

describe('portal look-ups (staff only)', () => {
  it('search/chat-user-data finds users with their client tenants, the caller filtered out', async () => {
    const r = await t.call('GET', `${B}/search/chat-user-data?term=multi`, { as: STAFF });
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual([
      {
        externalId: await uid(MULTI),
        firstName: 'Morgan',
        lastName: 'Multi',
        email: MULTI,
        tenantNames: ['Acme Inc.', 'Globex LLC'],
        tenantExternalIds: [await t.tenantId('Acme Inc.'), await t.tenantId('Globex LLC')],
      },
    ]);
    const staffSearch = await t.call('GET', `${B}/search/chat-user-data?term=atrium.dev`, { as: STAFF });
    expect(emails(staffSearch)).not.toContain(STAFF);
    expect(emails(staffSearch)).toContain(KAM);
    // Staff have no client tenants.
    expect(staffSearch.body.content.find((u: { email: string }) => u.email === KAM).tenantNames).toEqual([]);
  });

  it('service-team lists the provider team; atrium-clients-by-tenant the members of the given tenants', async () => {
    expect(emails(await t.call('GET', `${B}/service-team`, { as: KAM }))).toContain(SUPPORT);
    const acme = await t.tenantId('Acme Inc.');
    const solo = await t.tenantId('Sol Solo');
    const r = await t.call('GET', `${B}/atrium-clients-by-tenant?tenantExternalIds=${acme},${solo}`, { as: STAFF });
    expect(r.status).toBe(200);
    expect(emails(r)).toEqual([ACME_MEMBER, MULTI, ACME_OWNER, 'solo@example.com'].sort());
    // The internal tenant is no client: its staff are not listed.
    const internal = await t.call(
      'GET',
      `${B}/atrium-clients-by-tenant?tenantExternalIds=${await t.tenantId('AtriumTenant0')}`,
      { as: STAFF },
    );
    expect(internal.body.content).toEqual([]);
    expect((await t.call('GET', `${B}/atrium-clients-by-tenant?tenantExternalIds=x`, { as: STAFF })).status).toBe(400);
  });

  it('companies by term and the list of client tenants', async () => {
    const byTerm = await t.call('GET', '/api/atrium-company/by-term?term=glo', { as: STAFF });
    expect(byTerm.body.content).toEqual([
      { companyName: 'Globex LLC', tenantExternalId: await t.tenantId('Globex LLC') },
    ]);
    const all = await t.call('GET', '/api/atrium-company/tenants', { as: STAFF });
    expect(all.body.content.map((x: { name: string }) => x.name)).toEqual(['Acme Inc.', 'Globex LLC', 'Sol Solo']);
    expect((await t.call('GET', '/api/atrium-company/by-term?term=%25', { as: STAFF })).body.content).toEqual([]);
  });

  it('refuses every portal look-up to clients: they cannot enumerate other tenants or their users', async () => {
    const globex = await t.tenantId('Globex LLC');
    for (const url of [
      `${B}/search/chat-user-data?term=`,
      `${B}/service-team`,
      `${B}/atrium-clients-by-tenant?tenantExternalIds=${globex}`,
      '/api/atrium-company/by-term?term=',
      '/api/atrium-company/tenants',
    ]) {
      const r = await t.call('GET', url, { as: ACME_OWNER });
      expect(r.status, url).toBe(403);
      expect(JSON.stringify(r.body)).not.toContain('globex.example');
    }
  });
});

describe('GET by-core-user-external-id (hover card)', () => {
  const card = async (as: string, email: string) =>
    t.call('GET', `${B}/by-core-user-external-id?coreUserExternalId=${await uid(email)}`, { as });

  it('shows co-members, experts and support to a client', async () => {
    const r = await card(ACME_MEMBER, STAFF);
    expect(r.status).toBe(200);
    expect(r.body.content).toEqual({
      externalId: await uid(STAFF),
      firstName: 'Stu',
      lastName: 'Staff',
      email: STAFF,
      title: null,
    });
    expect((await card(ACME_MEMBER, ACME_OWNER)).status).toBe(200);
    expect((await card(ACME_MEMBER, SUPPORT)).body.content.title).toBe('Product support');
  });

  it('answers 404 for people outside the caller’s tenants; staff see anyone', async () => {
    expect((await card(ACME_MEMBER, 'owner@globex.example')).status).toBe(404);
    expect((await card(ACME_MEMBER, 'admin@atrium.dev')).status).toBe(404); // Globex's expert only
    expect((await card(MULTI, 'admin@atrium.dev')).status).toBe(200); // Multi belongs to Globex too
    expect((await card(STAFF, 'owner@globex.example')).status).toBe(200);
    expect(
      (
        await t.call('GET', `${B}/by-core-user-external-id?coreUserExternalId=00000000-0000-4000-8000-000000000000`, {
          as: STAFF,
        })
      ).status,
    ).toBe(404);
  });
});
