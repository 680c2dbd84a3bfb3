import { describe, expect, it } from 'vitest';
import { CUSTOMER_CREATION_MESSAGES as M } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const SUPER = 'superadmin@atrium.dev';
const URL = '/api/customer-management/create-customer';

const company = (name: string, extra: Record<string, unknown> = {}) => ({
  companyName: name,
  legalName: `${name} Corp.`,
  description: 'We make rockets for small birds.',
  zipCode: '33101',
  country: 'US',
  state: 'Florida',
  city: 'Miami',
  address: '1 Ocean Dr',
  website: 'birdrockets.example',
  telephone: '',
  keyInvestors: 'Seed Fund',
  delawareCCorp: true,
  latestFinancialStage: 'Seed',
  yearFounded: 2021,
  numberOfEmployees: '2-10',
  industry: 'Fintech',
  ebitda: 1000,
  cashOnHand: 50000,
  monthlyRevenue: '1,200',
  totalFundingReceived: 0,
  ...extra,
});
const owner = (email: string, extra: Record<string, unknown> = {}) => ({
  title: 'CEO',
  hasAcceptedTerms: true,
  email,
  firstName: 'Olga',
  lastName: 'Owner',
  password: 'Owner-pass-123',
  repeatedPassword: 'Owner-pass-123',
  isOAuthSignUp: false,
  ...extra,
});
const post = (body: unknown, as = SUPER) => t.call('POST', URL, { as, body });
const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.database.raw.query<{ n: string }>(sql, params)).rows[0].n);
async function roleId(name: string) {
  return (await t.database.raw.query<{ external_id: string }>('select external_id from roles where name = $1', [name]))
    .rows[0].external_id;
}

describe('POST /api/customer-management/create-customer', () => {
  it('creates a company: owner, tenant, company profile, workspace and membership; the owner can sign in and sees it', async () => {
    const r = await post({
      accountType: 'COMPANY',
      workspaceName: 'birdrockets',
      companyOnboarding: company('Bird Rockets'),
      userCreation: owner('olga@birds.example'),
      invitations: [],
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Company created successfully');
    expect(r.body.content).toMatchObject({ workspaceSlug: 'birdrockets', ownerCreated: true, invitationsSent: 0 });
    const login = await t.call('POST', '/auth/login', {
      body: { email: 'olga@birds.example', password: 'Owner-pass-123' },
    });
    expect(login.status).toBe(200);
    const ws = await t.call('GET', '/api/workspace/all', { token: login.body.content.token });
    expect(ws.body.content[0]).toMatchObject({ slug: 'birdrockets', isOwner: true });
    expect(ws.body.content[0].tenantMemberships[0]).toMatchObject({
      tenant: { name: 'Bird Rockets', accountType: 'COMPANY' },
      roles: [{ name: 'atrium-company-user-admin' }],
    });
    const co = await t.call('GET', '/api/atrium-company/tenant', {
      token: login.body.content.token,
      tenant: r.body.content.tenantExternalId,
    });
    expect(co.body.content).toMatchObject({
      companyName: 'Bird Rockets',
      legalName: 'Bird Rockets Corp.',
      url: 'https://birdrockets.example',
      telephone: null,
      startupStage: 'Seed',
      delawareCCorp: true,
      address: { city: 'Miami', state: 'FL', zipCode: 33101, streetAddress: '1 Ocean Dr' },
      companyContext: {
        monthlyRevenue: 1200,
        cashOnHand: 50000,
        industry: 'Fintech',
        companyDescription: 'We make rockets for small birds.',
      },
    });
    const me = await t.call('GET', '/auth/current-user', { token: login.body.content.token });
    expect(me.body.content.user).toMatchObject({ firstName: 'Olga' });
    // the portal's customer list and its search see it
    const list = await t.call('GET', '/api/customer-management/search?term=bird', { as: 'staff@atrium.dev' });
    expect(list.body.content.items.map((c: { name: string }) => c.name)).toEqual(['Bird Rockets']);
  });

  it('creates an individual account without company details, named after the owner, with a generated workspace', async () => {
    const r = await post({
      accountType: 'INDIVIDUAL',
      userCreation: owner('ivy@solo.example', { firstName: 'Ivy', lastName: 'Indie' }),
    });
    expect(r.status).toBe(200);
    const tenant = await t.database.raw.query<{ name: string; account_type: string }>(
      'select name, account_type from tenants where external_id = $1',
      [r.body.content.tenantExternalId],
    );
    expect(tenant.rows[0]).toEqual({ name: 'Ivy Indie', account_type: 'INDIVIDUAL' });
    expect(r.body.content.workspaceSlug).toMatch(/^ivyindie\d+$/);
    // a second Ivy Indie is told apart by e-mail, not refused
    const twin = await post({
      accountType: 'INDIVIDUAL',
      userCreation: owner('ivy2@solo.example', { firstName: 'Ivy', lastName: 'Indie' }),
    });
    expect(twin.status).toBe(200);
  });

  it('makes an existing account the owner without touching its password', async () => {
    const r = await post({
      accountType: 'COMPANY',
      companyOnboarding: company('Second Venture'),
      userCreation: owner('member@acme.example', { password: '', repeatedPassword: '' }),
    });
    expect(r.status).toBe(200);
    expect(r.body.content.ownerCreated).toBe(false);
    const login = await t.call('POST', '/auth/login', {
      body: { email: 'member@acme.example', password: 'Test-demo-pass-1' },
    });
    expect(login.status).toBe(200);
  });

  it('creates pending invitations with their company role and e-mails them after the commit', async () => {
    const r = await post({
      accountType: 'COMPANY',
      companyOnboarding: company('Invite Co'),
      userCreation: owner('inviter@invite.example'),
      invitations: [{ email: 'a@invite.example', roleExternalId: await roleId('atrium-company-viewer') }],
    });
    expect(r.status).toBe(200);
    expect(r.body.content.invitationsSent).toBe(1);
    const rows = await t.database.raw.query<{ status: string; initiator_email: string; role: string }>(
      "select i.status, i.initiator_email, r.name as role from invitations i join roles r on r.id = i.role_id join tenants t on t.id = i.tenant_id where i.email = 'a@invite.example' and t.name = 'Invite Co'",
    );
    expect(rows.rows).toEqual([{ status: 'PENDING', initiator_email: SUPER, role: 'atrium-company-viewer' }]);
    expect(
      await count(
        "select count(*) n from mail_outbox where to_address = 'a@invite.example' and template = 'INVITE_USER_TO_COMPANY'",
      ),
    ).toBe(1);
    // the invitation is the invitations module's own: its list shows it to the new company's owner
    const token = (
      await t.call('POST', '/auth/login', { body: { email: 'inviter@invite.example', password: 'Owner-pass-123' } })
    ).body.content.token;
    const list = await t.call('GET', `/api/invitations?tenantExternalId=${r.body.content.tenantExternalId}`, {
      token,
      tenant: r.body.content.tenantExternalId,
    });
    expect(list.status).toBe(200);
    expect(list.body.content.items.map((i: { email: string }) => i.email)).toEqual(['a@invite.example']);
  });

  it('answers 400 with the spec messages on each failing field', async () => {
    const r = await post({
      accountType: 'COMPANY',
      companyOnboarding: {
        companyName: '',
        legalName: '',
        description: 'x'.repeat(251),
        zipCode: 'abc',
        country: '',
        city: '',
        address: '',
        latestFinancialStage: '',
        yearFounded: '',
        numberOfEmployees: '',
        industry: '',
        cashOnHand: -5,
      },
      userCreation: {
        title: '',
        email: '',
        firstName: '',
        lastName: '',
        password: 'Owner-pass-123',
        repeatedPassword: 'other',
      },
    });
    expect(r.status).toBe(400);
    const fields: { path: string; message: string }[] = r.body.content.fields;
    const msg = (p: string) => fields.find((f) => f.path === p || f.path === `body.${p}`)?.message;
    expect(msg('companyOnboarding.companyName')).toBe(M.companyName);
    expect(msg('companyOnboarding.legalName')).toBe(M.legalName);
    expect(msg('companyOnboarding.description')).toBe(M.descriptionMax);
    expect(msg('companyOnboarding.zipCode')).toBe(M.notANumber);
    expect(msg('companyOnboarding.country')).toBe(M.country);
    expect(msg('companyOnboarding.city')).toBe(M.city);
    expect(msg('companyOnboarding.address')).toBe(M.address);
    expect(msg('companyOnboarding.latestFinancialStage')).toBe(M.latestFinancialStage);
    expect(msg('companyOnboarding.yearFounded')).toBe(M.yearFounded);
    expect(msg('companyOnboarding.numberOfEmployees')).toBe(M.numberOfEmployees);
    expect(msg('companyOnboarding.industry')).toBe(M.industry);
    expect(msg('companyOnboarding.cashOnHand')).toBe(M.notNegative);
    expect(msg('userCreation.title')).toBe(M.title);
    expect(msg('userCreation.email')).toBe(M.email);
    expect(msg('userCreation.firstName')).toBe(M.firstName);
    expect(msg('userCreation.lastName')).toBe(M.lastName);
  });

  it("refuses telephone 'abc', EBITDA −5 and an empty state, creating nothing (issue 13)", async () => {
    const before = await count('select count(*) as n from tenants');
    const r = await post({
      accountType: 'COMPANY',
      workspaceName: 'badphone',
      companyOnboarding: company('Bad Phone Co', { telephone: 'abc', ebitda: -5, state: '' }),
      userCreation: owner('badphone@x.example'),
    });
    expect(r.status).toBe(400);
    const fields: { path: string; message: string }[] = r.body.content.fields;
    const msg = (p: string) => fields.find((f) => f.path === p || f.path === `body.${p}`)?.message;
    expect(msg('companyOnboarding.telephone')).toBe(M.telephone);
    expect(msg('companyOnboarding.ebitda')).toBe(M.notNegative);
    expect(msg('companyOnboarding.state')).toBe(M.state);
    expect(await count('select count(*) as n from tenants')).toBe(before);
    const ok = await post({
      accountType: 'COMPANY',
      workspaceName: 'goodphone',
      companyOnboarding: company('Good Phone Co', { telephone: '+1 (415) 555-0100', ebitda: 0 }),
      userCreation: owner('goodphone@x.example'),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('needs company details for a company, a state where the country has states, and a password for a new owner', async () => {
    const noDetails = await post({ accountType: 'COMPANY', userCreation: owner('x@x.example') });
    expect(noDetails.status).toBe(400);
    expect(JSON.stringify(noDetails.body.content.fields)).toContain('companyOnboarding');
    const noState = await post({
      accountType: 'COMPANY',
      companyOnboarding: company('No State', { state: '' }),
      userCreation: owner('ns@x.example', { password: '', repeatedPassword: '' }),
    });
    expect(noState.status).toBe(400);
    const paths = noState.body.content.fields.map((f: { path: string }) => f.path.replace(/^body\./, ''));
    expect(paths).toContain('companyOnboarding.state');
    const noPassword = await post({
      accountType: 'COMPANY',
      companyOnboarding: company('No Password'),
      userCreation: owner('ns@x.example', { password: '', repeatedPassword: '' }),
    });
    expect(noPassword.status).toBe(400);
    expect(
      noPassword.body.content.fields.find((f: { path: string }) => f.path === 'userCreation.password').message,
    ).toBe('Password required');
    // a country without a list of states takes its region as text, but still needs one (spec 1 §5)
    const frBlank = await post({
      accountType: 'COMPANY',
      companyOnboarding: company('Paris Birds', { country: 'FR', state: '' }),
      userCreation: owner('fr@x.example'),
    });
    expect(frBlank.status).toBe(400);
    expect(frBlank.body.content.fields.map((f: { path: string }) => f.path)).toContain('body.companyOnboarding.state');
    const fr = await post({
      accountType: 'COMPANY',
      companyOnboarding: company('Paris Birds', { country: 'FR', state: 'Île-de-France' }),
      userCreation: owner('fr@x.example'),
    });
    expect(fr.status).toBe(200);
    const kamRole = await post({
      accountType: 'INDIVIDUAL',
      userCreation: owner('k@x.example'),
      invitations: [{ email: 'b@x.example', roleExternalId: await roleId('atrium-portal-kam') }],
    });
    expect(kamRole.status).toBe(400);
    expect(kamRole.body.content.fields[0].path).toBe('invitations.0.roleExternalId');
  });

  it('refuses a taken company name and a taken workspace name with the message on the field', async () => {
    const name = await post({
      accountType: 'COMPANY',
      companyOnboarding: company('acme inc.'),
      userCreation: owner('dup@x.example'),
    });
    expect(name.status).toBe(409);
    expect(name.body.message).toBe('This company name is already in use');
    expect(name.body.content.fields[0].path).toBe('companyOnboarding.companyName');
    const slug = await post({
      accountType: 'COMPANY',
      workspaceName: 'acme',
      companyOnboarding: company('Fresh Name'),
      userCreation: owner('dup2@x.example'),
    });
    expect(slug.status).toBe(409);
    expect(slug.body.message).toBe('This Workspace name is already in use');
    expect(await t.services.users.byEmail('dup@x.example')).toBeNull();
    expect(await t.services.users.byEmail('dup2@x.example')).toBeNull();
  });

  it('401 without a token; 403 for portal staff without admin tools and for customers', async () => {
    const body = { accountType: 'INDIVIDUAL', userCreation: owner('nobody@x.example') };
    expect((await t.call('POST', URL, { body })).status).toBe(401);
    expect((await post(body, 'admin@atrium.dev')).status).toBe(403);
    expect((await post(body, 'owner@acme.example')).status).toBe(403);
    expect(await t.services.users.byEmail('nobody@x.example')).toBeNull();
  });

  it('leaves nothing half-created when the last step fails', async () => {
    const before = {
      tenants: await count('select count(*) n from tenants'),
      companies: await count('select count(*) n from companies'),
      workspaces: await count('select count(*) n from workspaces'),
      memberships: await count('select count(*) n from tenant_memberships'),
    };
    const addMembership = t.services.tenancy.addMembership;
    t.services.tenancy.addMembership = async () => {
      throw new Error('the membership step failed');
    };
    try {
      const r = await post({
        accountType: 'COMPANY',
        workspaceName: 'halfmade',
        companyOnboarding: company('Half Made'),
        userCreation: owner('half@x.example'),
      });
      expect(r.status).toBe(500);
    } finally {
      t.services.tenancy.addMembership = addMembership;
    }
    expect(await t.services.users.byEmail('half@x.example')).toBeNull();
    expect(await t.services.tenancy.workspaceBySlug('halfmade')).toBeNull();
    expect({
      tenants: await count('select count(*) n from tenants'),
      companies: await count('select count(*) n from companies'),
      workspaces: await count('select count(*) n from workspaces'),
      memberships: await count('select count(*) n from tenant_memberships'),
    }).toEqual(before);
    // the very last step (the invitation rows) failing leaves nothing either, and sends no e-mail
    const createPending = t.services.invitations.createPendingInTx;
    t.services.invitations.createPendingInTx = async () => {
      throw new Error('the invitation step failed');
    };
    try {
      const r = await post({
        accountType: 'COMPANY',
        workspaceName: 'halfmade',
        companyOnboarding: company('Half Made'),
        userCreation: owner('half@x.example'),
        invitations: [{ email: 'never@x.example', roleExternalId: await roleId('atrium-company-viewer') }],
      });
      expect(r.status).toBe(500);
    } finally {
      t.services.invitations.createPendingInTx = createPending;
    }
    expect(await t.services.users.byEmail('half@x.example')).toBeNull();
    expect(await t.services.tenancy.workspaceBySlug('halfmade')).toBeNull();
    expect(await count("select count(*) n from mail_outbox where to_address = 'never@x.example'")).toBe(0);
    expect(await count('select count(*) n from tenants')).toBe(before.tenants);
    // and the same request succeeds once the step works
    const again = await post({
      accountType: 'COMPANY',
      workspaceName: 'halfmade',
      companyOnboarding: company('Half Made'),
      userCreation: owner('half@x.example'),
    });
    expect(again.status).toBe(200);
  });
});

describe('POST /api/customer-management/import', () => {
  it('creates each valid row in its own transaction and reports every row', async () => {
    const r = await t.call('POST', '/api/customer-management/import', {
      as: SUPER,
      body: {
        rows: [
          {
            row: 2,
            customer: {
              accountType: 'COMPANY',
              companyOnboarding: company('Import One'),
              userCreation: owner('imp1@x.example'),
            },
          },
          {
            row: 3,
            customer: {
              accountType: 'COMPANY',
              companyOnboarding: company('Import One'),
              userCreation: owner('imp2@x.example'),
            },
          },
          {
            row: 4,
            customer: {
              accountType: 'COMPANY',
              companyOnboarding: company('', {}),
              userCreation: owner('imp3@x.example'),
            },
          },
          {
            row: 5,
            customer: {
              accountType: 'INDIVIDUAL',
              userCreation: owner('imp4@x.example', {
                firstName: 'Ina',
                lastName: 'Import',
                password: '',
                repeatedPassword: '',
              }),
            },
          },
        ],
      },
    });
    expect(r.status).toBe(200);
    const results = r.body.content.results;
    expect(results.map((x: { row: number; success: boolean }) => [x.row, x.success])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, true],
    ]);
    expect(results[1].message).toBe('This company name is already in use');
    expect(results[2].fields[0]).toEqual({ path: 'companyOnboarding.companyName', message: M.companyName });
    expect(await t.services.users.byEmail('imp2@x.example')).toBeNull();
    expect(await t.services.users.byEmail('imp3@x.example')).toBeNull();
    // a row without a password gives an account that signs in with an e-mailed code
    expect((await t.services.users.byEmail('imp4@x.example'))!.passwordHash).toBeNull();
    const method = await t.call('GET', '/auth/login-method?email=imp4@x.example');
    expect(method.body.content.method).toBe('CODE');
  });

  it('refuses an empty or oversized batch with 400, anonymous 401, non-admin 403', async () => {
    expect((await t.call('POST', '/api/customer-management/import', { as: SUPER, body: { rows: [] } })).status).toBe(
      400,
    );
    const many = Array.from({ length: 26 }, (_, i) => ({ row: i + 2, customer: {} }));
    expect((await t.call('POST', '/api/customer-management/import', { as: SUPER, body: { rows: many } })).status).toBe(
      400,
    );
    expect(
      (await t.call('POST', '/api/customer-management/import', { body: { rows: [{ row: 2, customer: {} }] } })).status,
    ).toBe(401);
    expect(
      (
        await t.call('POST', '/api/customer-management/import', {
          as: 'staff@atrium.dev',
          body: { rows: [{ row: 2, customer: {} }] },
        })
      ).status,
    ).toBe(403);
  });
});
