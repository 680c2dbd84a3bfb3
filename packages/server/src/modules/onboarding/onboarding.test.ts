import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '@atrium/contract';
import { useTestApp } from '../../../test/harness.ts';
import { onboardBody } from './fixtures.ts';

const t = await useTestApp();
const acme = await t.tenantId('Acme Inc.');
const globex = await t.tenantId('Globex LLC');

const fields = (body: { content: { fields?: { path: string; message: string }[] } | null }) =>
  Object.fromEntries((body.content?.fields ?? []).map((f) => [f.path, f.message]));
const count = async (sql: string, params: unknown[] = []) => (await t.database.raw.query(sql, params)).rows.length;
async function lastSmsCode(phone: string) {
  const r = await t.database.raw.query<{ text_body: string }>(
    "select text_body from mail_outbox where template = 'SMS_PHONE_CODE' and to_address = $1 order by id desc limit 1",
    [phone],
  );
  return /(\d{6})/.exec(r.rows[0]?.text_body ?? '')?.[1] ?? '';
}

describe('GET /api/onboarding/validate-company-name/{name}', () => {
  it('answers available for a free name and 409 with the message for a taken one (any case)', async () => {
    const free = await t.call('GET', '/api/onboarding/validate-company-name/Brand%20New%20Co');
    expect(free.status).toBe(200);
    expect(free.body.content).toEqual({ available: true });
    const taken = await t.call('GET', '/api/onboarding/validate-company-name/acme%20inc.');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(M.companyNameTaken);
  });
});

describe('POST /api/onboarding/onboard-user', () => {
  it('creates user, company, tenant, workspace and admin membership; sends the verification e-mail; answers the spec shape', async () => {
    const body = onboardBody();
    const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      event: 'signup',
      userIp: expect.any(String),
      companyExternalId: expect.any(String),
    });
    const { tenantExternalId, userExternalId } = r.body.content;

    const user = await t.services.users.byExternalId(userExternalId);
    expect(user).toMatchObject({ email: body.user.email, emailVerifiedAt: null });
    const company = await t.services.companies.companyOfTenant(tenantExternalId);
    expect(company).toMatchObject({
      companyName: body.company.companyName,
      atriumCompanyAccountType: 'COMPANY',
      url: 'https://engines.example.org',
      address: { zipCode: 94107, state: 'CA' },
      companyContext: { ebitda: -1000, industry: 'Fintech', companyDescription: 'Mechanical computing' },
    });
    const ws = await t.call('GET', '/api/workspace/all', {
      token: (await t.services.auth.tokens.issue(user!.id)).token,
    });
    expect(ws.body.content).toHaveLength(1);
    expect(ws.body.content[0].tenantMemberships[0].roles.map((x: { name: string }) => x.name)).toContain(
      'atrium-company-user-admin',
    );
    expect(
      await count("select 1 from mail_outbox where template = 'VERIFY_EMAIL' and to_address = $1", [body.user.email]),
    ).toBe(1);
    expect(
      await count('select 1 from activity_answers a join tenants t on t.id = a.tenant_id where t.external_id = $1', [
        tenantExternalId,
      ]),
    ).toBe(1);
    // Password sign-in waits for the e-mail to be verified.
    const login = await t.call('POST', '/auth/login', {
      body: { email: body.user.email, password: body.user.password },
    });
    expect(login.body.errorCode).toBe('EMAIL_NOT_VERIFIED');
  });

  it('stores no activity answer when the form was skipped; Others takes the free-text industry', async () => {
    const body = onboardBody({
      skip: true,
      activity: null,
      company: { industry: 'Others', otherIndustry: 'Space mining' },
    });
    const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
    expect(r.status).toBe(200);
    const c = await t.services.companies.companyOfTenant(r.body.content.tenantExternalId);
    expect(c.companyContext.industry).toBe('Space mining');
    expect(
      await count('select 1 from activity_answers a join tenants t on t.id = a.tenant_id where t.external_id = $1', [
        r.body.content.tenantExternalId,
      ]),
    ).toBe(0);
  });

  it("answers 400 with every failing field and the spec's messages", async () => {
    const body = onboardBody({
      company: {
        companyName: '',
        legalName: ' ',
        url: '',
        telephone: '12ab',
        description: 'x'.repeat(251),
        startupStage: '',
        zipCode: 'abc',
        ebitda: 'lots',
        cashOnHand: '',
        industry: 'Others',
        otherIndustry: '',
      },
      activity: {
        expenses: '',
        statesWithEmployees: 'two',
        bookkeeper: '',
        foreignShareholders: true,
        internationalSubsidiaries: true,
        taxAssistance: true,
      },
    });
    const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('VALIDATION_ERROR');
    expect(fields(r.body)).toMatchObject({
      'body.company.companyName': M.companyName,
      'body.company.legalName': M.legalName,
      'body.company.url': M.url,
      'body.company.telephone': M.telephoneNumber,
      'body.company.description': M.descriptionMax,
      'body.company.startupStage': M.startupStage,
      'body.company.zipCode': M.zipCodeNumber,
      'body.company.ebitda': M.fieldNumber,
      'body.company.cashOnHand': M.fieldRequired,
      'body.company.otherIndustry': M.otherIndustry,
      'body.activity.expenses': M.fieldRequired,
      'body.activity.statesWithEmployees': M.fieldNumber,
      'body.activity.bookkeeper': M.fieldRequired,
      'body.activity.foreignShareholdersAmount': M.fieldRequired,
      'body.activity.internationalSubsidiariesAmount': M.fieldRequired,
      'body.activity.lastYearExpenses': M.fieldRequired,
      'body.activity.lastYearStatesWithEmployees': M.fieldRequired,
    });
  });

  it('answers 400 naming the part (never 500) when a form is missing, null or not an object', async () => {
    const users = await count('select 1 from users');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...onboardBody({ skip: true }), activity: undefined }, 'body.activity'],
      [{ ...onboardBody(), company: undefined }, 'body.company'],
      [{ ...onboardBody(), company: null }, 'body.company'],
      [{ ...onboardBody(), company: 'Acme' }, 'body.company'],
      [{ ...onboardBody(), activity: [1] }, 'body.activity'],
      [{ ...onboardBody(), user: null }, 'body.user'],
    ];
    for (const [body, path] of cases) {
      const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
      expect(r.status, path).toBe(400);
      expect(r.body.errorCode).toBe('VALIDATION_ERROR');
      expect(Object.keys(fields(r.body))).toContain(path);
    }
    expect(await count('select 1 from users')).toBe(users);
  });

  it('refuses a negative expense and a taken company name, creating nothing', async () => {
    const neg = await t.call('POST', '/api/onboarding/onboard-user', {
      body: onboardBody({ activity: { expenses: -5 } }),
    });
    expect(neg.status).toBe(400);
    expect(fields(neg.body)['body.activity.expenses']).toBe(M.minZero);

    const body = onboardBody({ company: { companyName: 'ACME INC.' } });
    const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(M.companyNameTaken);
    expect(await count('select 1 from users where email = $1', [body.user.email])).toBe(0);
  });

  it('refuses an e-mail that already has an account', async () => {
    const r = await t.call('POST', '/api/onboarding/onboard-user', {
      body: onboardBody({ user: { email: 'owner@acme.example' } }),
    });
    expect(r.status).toBe(409);
    expect(r.body.errorCode).toBe('EMAIL_TAKEN');
  });

  it('leaves nothing half-created when the last step (the activity answer) fails', async () => {
    await t.database.raw.query(`create or replace function fail_activity() returns trigger language plpgsql as $$
      begin raise exception 'activity store down'; end $$`);
    await t.database.raw.query(
      'create trigger fail_activity before insert on activity_answers for each row execute function fail_activity()',
    );
    try {
      const body = onboardBody();
      const before = await Promise.all(
        ['users', 'tenants', 'companies', 'workspaces', 'tenant_memberships'].map((tb) => count(`select 1 from ${tb}`)),
      );
      const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
      expect(r.status).toBe(500);
      const after = await Promise.all(
        ['users', 'tenants', 'companies', 'workspaces', 'tenant_memberships'].map((tb) => count(`select 1 from ${tb}`)),
      );
      expect(after).toEqual(before);
      expect(await count('select 1 from users where email = $1', [body.user.email])).toBe(0);
      expect(await count('select 1 from companies where company_name = $1', [body.company.companyName])).toBe(0);
      expect(
        await count("select 1 from mail_outbox where template = 'VERIFY_EMAIL' and to_address = $1", [body.user.email]),
      ).toBe(0);
    } finally {
      await t.database.raw.query('drop trigger fail_activity on activity_answers');
      await t.database.raw.query('drop function fail_activity()');
    }
  });

  it('refuses a phone that was not verified, and takes one that was', async () => {
    const phone = '+1 415 555 0199';
    const unverified = await t.call('POST', '/api/onboarding/onboard-user', { body: onboardBody({ user: { phone } }) });
    expect(unverified.status).toBe(400);
    expect(fields(unverified.body)['body.user.phone']).toBe(M.phoneNotVerified);

    expect((await t.call('POST', '/api/onboarding/phone', { body: { phone } })).status).toBe(200);
    const code = await lastSmsCode('+14155550199');
    expect(code).toMatch(/^\d{6}$/);
    expect((await t.call('POST', '/api/onboarding/phone/verify-code', { body: { phone, code } })).body.content).toEqual(
      { verified: true },
    );
    const r = await t.call('POST', '/api/onboarding/onboard-user', { body: onboardBody({ user: { phone } }) });
    expect(r.status).toBe(200);
  });

  it('matches an earlier lead with the same e-mail', async () => {
    const body = onboardBody();
    await t.call('POST', '/api/atrium-lead/create', {
      body: { firstName: 'Ada', lastName: 'L', email: body.user.email.toUpperCase(), utmSource: 'newsletter' },
    });
    const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
    const rows = await t.database.raw.query<{ user_id: number | null }>('select user_id from leads where email = $1', [
      body.user.email,
    ]);
    const user = await t.services.users.byExternalId(r.body.content.userExternalId);
    expect(rows.rows).toEqual([{ user_id: user!.id }]);
  });
});

describe('phone verification', () => {
  it('rejects a bad phone (400) and a wrong code; a code works once; the SMS is in the dev outbox', async () => {
    const bad = await t.call('POST', '/api/onboarding/phone', { body: { phone: 'call me' } });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)['body.phone']).toBe(M.phoneNumber);
    const badCode = await t.call('POST', '/api/onboarding/phone/verify-code', {
      body: { phone: '+15550100', code: '12' },
    });
    expect(fields(badCode.body)['body.code']).toBe(M.phoneCode);

    const phone = '+34600111222';
    await t.call('POST', '/api/onboarding/phone', { body: { phone } });
    const code = await lastSmsCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const w = await t.call('POST', '/api/onboarding/phone/verify-code', { body: { phone, code: wrong } });
    expect(w.status).toBe(400);
    expect(w.body.errorCode).toBe('INVALID_CODE');
    expect((await t.call('POST', '/api/onboarding/phone/verify-code', { body: { phone, code } })).status).toBe(200);
    expect((await t.call('POST', '/api/onboarding/phone/verify-code', { body: { phone, code } })).status).toBe(400);
    const outbox = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    expect(outbox.body.content.items[0]).toMatchObject({ template: 'SMS_PHONE_CODE', subject: 'SMS' });
  });

  it('stops a code after 5 wrong tries and limits codes per phone', async () => {
    const phone = '+34600999888';
    await t.call('POST', '/api/onboarding/phone', { body: { phone } });
    const code = await lastSmsCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      await t.call('POST', '/api/onboarding/phone/verify-code', { body: { phone, code: wrong } });
    expect((await t.call('POST', '/api/onboarding/phone/verify-code', { body: { phone, code } })).status).toBe(400);
    for (let i = 0; i < 4; i++)
      expect((await t.call('POST', '/api/onboarding/phone', { body: { phone } })).status).toBe(200);
    expect((await t.call('POST', '/api/onboarding/phone', { body: { phone } })).status).toBe(429);
  });
});

describe('POST /api/onboarding/validate-personal-information', () => {
  const person = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.org',
    password: 'Str0ng-password!',
    passwordConfirmation: 'Str0ng-password!',
  };
  it('accepts a free address and refuses a taken one, a short password and a mismatch', async () => {
    expect(
      (await t.call('POST', '/api/onboarding/validate-personal-information', { body: person })).body.content,
    ).toEqual({ valid: true });
    const taken = await t.call('POST', '/api/onboarding/validate-personal-information', {
      body: { ...person, email: 'owner@acme.example' },
    });
    expect(taken.status).toBe(409);
    expect(fields(taken.body)['body.email']).toBeTruthy();
    const bad = await t.call('POST', '/api/onboarding/validate-personal-information', {
      body: { ...person, firstName: '', password: 'x', passwordConfirmation: 'y' },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toMatchObject({
      'body.firstName': 'First name required',
      'body.password': expect.stringContaining('at least'),
    });
  });
});

describe('POST /api/onboarding/answer-activity-form/{companyExternalId}', () => {
  const answers = { expenses: 5000, statesWithEmployees: 0, bookkeeper: 'In house' };
  it('saves once for the company admin; the second time is refused with the spec message', async () => {
    const acmeCompany = await t.services.companies.companyOfTenant(acme);
    const path = `/api/onboarding/answer-activity-form/${acmeCompany.externalId}`;
    const first = await t.call('POST', path, { as: 'owner@acme.example', body: answers });
    expect(first.status).toBe(200);
    const again = await t.call('POST', path, { as: 'owner@acme.example', body: answers });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyAnswered);
  });

  it('401 without a token, 403 for another company, 404 for an unknown one, 400 for bad answers', async () => {
    const globexCompany = await t.services.companies.companyOfTenant(globex);
    const path = `/api/onboarding/answer-activity-form/${globexCompany.externalId}`;
    expect((await t.call('POST', path, { body: answers })).status).toBe(401);
    expect((await t.call('POST', path, { as: 'owner@acme.example', body: answers })).status).toBe(403);
    expect((await t.call('POST', path, { as: 'member@globex.example', body: answers })).status).toBe(403);
    expect(
      (
        await t.call('POST', '/api/onboarding/answer-activity-form/00000000-0000-4000-8000-000000000000', {
          as: 'owner@acme.example',
          body: answers,
        })
      ).status,
    ).toBe(404);
    const bad = await t.call('POST', path, { as: 'owner@globex.example', body: { expenses: 'x' } });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toMatchObject({
      'body.expenses': M.fieldNumber,
      'body.statesWithEmployees': M.fieldRequired,
    });
  });
});

describe('POST /api/onboarding/resend-verification-email/{id}', () => {
  it('sends a new link to an onboarded user still unverified', async () => {
    const body = onboardBody();
    const r = await t.call('POST', '/api/onboarding/onboard-user', { body });
    const resend = await t.call('POST', `/api/onboarding/resend-verification-email/${r.body.content.userExternalId}`);
    expect(resend.status).toBe(200);
    expect(
      await count("select 1 from mail_outbox where template = 'VERIFY_EMAIL' and to_address = $1", [body.user.email]),
    ).toBe(2);
  });
});
