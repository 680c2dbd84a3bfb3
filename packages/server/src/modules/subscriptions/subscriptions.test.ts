import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES as M, TRIAL_DAYS } from '@atrium/contract';
import { createTestApp, useTestApp } from '../../../test/harness.ts';
import { ok } from '../../platform/http/envelope.ts';
import { tenantCtxOf } from '../../platform/http/auth-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { BILLING, newCompany } from './test-support.ts';

// Probe routes under every gated API prefix, mounted with the app's own guards: the module guard must refuse them
// for a plan without the module. (The real data-room, fundraising and accounting routes come with their issues.)
const PROBES = {
  dashboard: '/api/accounting/dashboard/probe',
  taxDeadlines: '/api/accounting/tax-deadlines/probe',
  fundraising: '/api/funder-list/probe',
  masterDataRoom: '/api/data-room/probe',
  sharedRooms: '/api/virtual-data-room/probe',
  pipelines: '/api/funder-pipeline/probe',
} as const;
const t = await useTestApp(
  {},
  {
    extraRoutes: (api, r) => {
      for (const url of Object.values(PROBES))
        api.get(url, { onRequest: r.guard.requireTenant }, async (req) => ok({ tenant: tenantCtxOf(req).tenant.name }));
    },
  },
);

const ACME_OWNER = 'owner@acme.example';
const ACME_MEMBER = 'member@acme.example';
const GLOBEX_MEMBER = 'member@globex.example';
const SOLO = 'solo@example.com';
const SUPERADMIN = 'superadmin@atrium.dev';
const PORTAL_ADMIN = 'admin@atrium.dev';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ACME = await t.tenantId('Acme Inc.');
const GLOBEX = await t.tenantId('Globex LLC');
const SOLO_TENANT = await t.tenantId('Sol Solo');
const BASE = '/api/subscription-purchase';
const UTILS = '/api/utils/subscription-purchase';

const sql = (q: string, p: unknown[] = []) => t.database.raw.query<Record<string, any>>(q, p);
const companyIdOf = async (tenantExternalId: string) =>
  (
    await sql('select c.external_id from companies c join tenants t on t.id = c.tenant_id where t.external_id = $1', [
      tenantExternalId,
    ])
  ).rows[0].external_id as string;
const active = async (as: string, tenant: string) =>
  (await t.call('GET', `${BASE}/active/tenant`, { as, tenant })).body.content;

function expectValidation(r: Awaited<ReturnType<typeof t.call>>, path: string) {
  expect(r.status).toBe(400);
  expect(r.body.errorCode).toBe('VALIDATION_ERROR');
  expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain(path);
}
async function createCode(body: Record<string, unknown>) {
  const r = await t.call('POST', `${UTILS}/promotion-code`, { as: SUPERADMIN, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.content;
}

describe('authentication and tenant checks on every route', () => {
  const tenantRoutes: [string, string, unknown?][] = [
    ['GET', `${BASE}/active/tenant`],
    ['GET', `${BASE}/invoices`],
    ['GET', `${BASE}/invoices/${UNKNOWN}/download`],
    ['GET', `${BASE}/details/${UNKNOWN}`],
    ['GET', `${BASE}/details/${UNKNOWN}/price`],
    ['GET', `${BASE}/price/tenant`],
    ['POST', `${BASE}/preview/subscription`, { planKey: 'core', billingPeriod: 'MONTHLY' }],
    ['GET', `${BASE}/preview/WELCOME`],
    ['POST', `${BASE}/purchase`, { planKey: 'core', billingPeriod: 'MONTHLY', billingDetails: BILLING }],
    ['GET', `${BASE}/cancel/subscription?externalId=${UNKNOWN}`],
  ];
  const userRoutes: [string, string, unknown?][] = [
    ['GET', '/api/subscription/all'],
    ['GET', `${BASE}/active/company?companyExternalId=${UNKNOWN}`],
    ['PUT', `${BASE}/trial?companyExternalId=${UNKNOWN}`],
    ['GET', `${BASE}/payment-config`],
  ];
  it.each([...tenantRoutes, ...userRoutes])(
    '%s %s: 401 without a token and with a bad one',
    async (method, url, body) => {
      expect((await t.call(method, url, { body })).status).toBe(401);
      const bad = await t.call(method, url, { token: 'nope', body });
      expect(bad.body.errorCode).toBe('INVALID_TOKEN');
    },
  );
  it.each(tenantRoutes)("%s %s: 403 with another tenant's X-Tenant-Id, 400 without one", async (method, url, body) => {
    const r = await t.call(method, url, { as: ACME_MEMBER, tenant: GLOBEX, body });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('You are not a member of this tenant');
    expectValidation(await t.call(method, url, { as: ACME_MEMBER, body }), 'X-Tenant-Id');
  });
});

describe('GET /api/subscription/all (catalogue)', () => {
  it('lists the five plans with price, seats, included add-ons and canBuy, and the add-ons with module and price', async () => {
    const r = await t.call('GET', '/api/subscription/all', { as: ACME_MEMBER });
    expect(r.status).toBe(200);
    const { plans, addOns } = r.body.content;
    expect(plans.map((p: { objectKey: string }) => p.objectKey)).toEqual(['solo', 'basic', 'core', 'growth', 'scale']);
    expect(plans.find((p: { objectKey: string }) => p.objectKey === 'basic')).toMatchObject({
      price: 0,
      canBuy: false,
      seatLimit: 3,
    });
    expect(plans.find((p: { objectKey: string }) => p.objectKey === 'core')).toMatchObject({
      name: 'Core',
      price: 49,
      seatLimit: 5,
      canBuy: true,
    });
    expect(addOns).toHaveLength(12);
    expect(addOns.find((a: { objectKey: string }) => a.objectKey === 'each-additional-user')).toEqual({
      objectKey: 'each-additional-user',
      name: 'Each additional user',
      module: 'USERS',
      monthlyIndividualPrice: 9.99,
    });
    expect(new Set(addOns.map((a: { module: string }) => a.module))).toEqual(
      new Set(['USERS', 'ACCOUNTING', 'INTELLIGENCE', 'DATA_ROOM', 'VIEW_DATA_SHARED_BY_OTHERS']),
    );
  });

  it("strips '-old-version-N' from stored keys; the current row wins over a legacy one", async () => {
    await sql(
      `insert into subscription_plans (key, name, price_cents, seat_limit, can_buy, sort_order) values ('core-old-version-1', 'Core (2023)', 3900, 3, false, 99)`,
    );
    await sql(
      `insert into subscription_add_ons (key, name, module, monthly_price_cents, sort_order) values ('pipelines-old-version-2', 'Pipelines v1', 'INTELLIGENCE', 500, 99)`,
    );
    const { plans, addOns } = (await t.call('GET', '/api/subscription/all', { as: ACME_MEMBER })).body.content;
    expect(plans.filter((p: { objectKey: string }) => p.objectKey === 'core')).toEqual([
      expect.objectContaining({ name: 'Core', price: 49 }),
    ]);
    expect(addOns.filter((a: { objectKey: string }) => a.objectKey === 'pipelines')).toEqual([
      expect.objectContaining({ name: 'Pipelines', monthlyIndividualPrice: 19 }),
    ]);
  });
});

describe('GET active/tenant and active/company', () => {
  it('shows the demo purchases: Acme on Growth (paid), Globex on the free Basic plan, Sol Solo on Solo', async () => {
    const acme = await active(ACME_MEMBER, ACME);
    expect(acme).toMatchObject({
      subscription: { objectKey: 'growth', seatLimit: 10 },
      extraAddOns: [expect.objectContaining({ objectKey: 'pipelines' })],
      extraUsers: 1,
      seatLimit: 11,
      seatsUsed: 3,
      purchaseType: 'PAID',
      accountType: 'PAID',
      billingPeriod: 'MONTHLY',
      total: 99 + 19 + 9.99,
      canEnableTrial: false,
      canCancel: true,
      cancelAtPeriodEnd: false,
      access: {
        dashboard: true,
        taxDeadlines: true,
        fundraising: true,
        masterDataRoom: true,
        sharedRooms: true,
        pipelines: true,
      },
      hasActiveItems: true,
    });
    const offered = acme.availableAddOns.map((a: { objectKey: string }) => a.objectKey);
    expect(offered).not.toContain('file-shared-rooms-up-to-1');
    expect(offered).not.toContain('smartlists-up-to-1');
    expect(offered).not.toContain('pipelines');
    expect(offered).toContain('shared-smartlists');

    const globex = await active(GLOBEX_MEMBER, GLOBEX);
    expect(globex).toMatchObject({
      externalId: null,
      subscription: { objectKey: 'basic', price: 0 },
      purchaseType: null,
      accountType: 'DEFAULT',
      total: 0,
      seatLimit: 3,
      seatsUsed: 3,
      canEnableTrial: true,
      canCancel: false,
      access: {
        dashboard: false,
        taxDeadlines: false,
        fundraising: false,
        masterDataRoom: false,
        sharedRooms: true,
        pipelines: false,
      },
    });
    const solo = await active(SOLO, SOLO_TENANT);
    expect(solo).toMatchObject({
      subscription: { objectKey: 'solo' },
      billingPeriod: 'YEARLY',
      total: 108,
      canEnableTrial: false,
      access: { masterDataRoom: true, dashboard: false },
    });
  });

  it('answers active/company for the header tenant (by company or tenant externalId) and to staff; 404 when unknown', async () => {
    const company = await companyIdOf(ACME);
    for (const id of [company, ACME])
      expect(
        (await t.call('GET', `${BASE}/active/company?companyExternalId=${id}`, { as: ACME_MEMBER, tenant: ACME })).body
          .content,
      ).toMatchObject({ tenantExternalId: ACME, subscription: { objectKey: 'growth' } });
    // Portal staff name a client company without being its member (provider mode), with or without a header.
    const staff = await t.call('GET', `${BASE}/active/company?companyExternalId=${company}`, {
      as: 'staff@atrium.dev',
    });
    expect(staff.status).toBe(200);
    expect(staff.body.content.tenantExternalId).toBe(ACME);
    expect(
      (await t.call('GET', `${BASE}/active/company?companyExternalId=${UNKNOWN}`, { as: ACME_MEMBER, tenant: ACME }))
        .status,
    ).toBe(404);
    expectValidation(
      await t.call('GET', `${BASE}/active/company?companyExternalId=nope`, { as: ACME_MEMBER, tenant: ACME }),
      'querystring.companyExternalId',
    );
    // The tenant comes from the header: without one it is 400 (staff aside).
    expectValidation(
      await t.call('GET', `${BASE}/active/company?companyExternalId=${company}`, { as: ACME_MEMBER }),
      'X-Tenant-Id',
    );
  });

  it("refuses another tenant's company: 403 when it is not the header's tenant, 403 for a header not one's own", async () => {
    const acmeCompany = await companyIdOf(ACME);
    const globexCompany = await companyIdOf(GLOBEX);
    for (const id of [globexCompany, GLOBEX]) {
      const r = await t.call('GET', `${BASE}/active/company?companyExternalId=${id}`, {
        as: ACME_MEMBER,
        tenant: ACME,
      });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({
        errorCode: 'FORBIDDEN',
        message: 'companyExternalId does not match the selected company',
      });
    }
    const other = await t.call('GET', `${BASE}/active/company?companyExternalId=${acmeCompany}`, {
      as: GLOBEX_MEMBER,
      tenant: GLOBEX,
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('companyExternalId does not match the selected company');
    const notMember = await t.call('GET', `${BASE}/active/company?companyExternalId=${acmeCompany}`, {
      as: GLOBEX_MEMBER,
      tenant: ACME,
    });
    expect(notMember.status).toBe(403);
    expect(notMember.body.message).toBe('You are not a member of this tenant');

    // A company admin cannot start a trial for another company by naming it; that company's plan stays.
    const before = await active(GLOBEX_MEMBER, GLOBEX);
    for (const id of [globexCompany, GLOBEX]) {
      const trial = await t.call('PUT', `${BASE}/trial?companyExternalId=${id}`, { as: ACME_OWNER, tenant: ACME });
      expect(trial.status).toBe(403);
      expect(trial.body.message).toBe('companyExternalId does not match the selected company');
    }
    expect(await active(GLOBEX_MEMBER, GLOBEX)).toEqual(before);
  });
});

describe('POST preview/subscription and GET preview/{code}', () => {
  it('prices a selection on the server (monthly, yearly, extra users) and ignores any price sent by the browser', async () => {
    const monthly = await t.call('POST', `${BASE}/preview/subscription`, {
      as: GLOBEX_MEMBER,
      tenant: GLOBEX,
      body: {
        planKey: 'core',
        billingPeriod: 'MONTHLY',
        addOnKeys: ['search-crunchbase'],
        extraUsers: 2,
        total: 1,
        price: { total: 1 },
      },
    });
    expect(monthly.status).toBe(200);
    expect(monthly.body.content).toMatchObject({
      plan: { objectKey: 'core' },
      addOns: [expect.objectContaining({ objectKey: 'search-crunchbase' })],
      seatLimit: 7,
      price: {
        planPrice: 49,
        addOnsPrice: 25,
        extraUsersPrice: 19.98,
        monthlySubtotal: 93.98,
        subtotal: 93.98,
        discount: 0,
        total: 93.98,
      },
      promotionCode: null,
    });
    const yearly = await t.call('POST', `${BASE}/preview/subscription`, {
      as: GLOBEX_MEMBER,
      tenant: GLOBEX,
      body: { planKey: 'growth', billingPeriod: 'YEARLY' },
    });
    expect(yearly.body.content.price).toMatchObject({ monthlySubtotal: 99, subtotal: 1068, total: 1068 });
  });

  it('refuses unknown plans and add-ons, the free plan, included add-ons and bad bodies with 400', async () => {
    const call = (body: unknown) =>
      t.call('POST', `${BASE}/preview/subscription`, { as: GLOBEX_MEMBER, tenant: GLOBEX, body });
    const unknownPlan = await call({ planKey: 'platinum', billingPeriod: 'MONTHLY' });
    expectValidation(unknownPlan, 'body.planKey');
    expect(unknownPlan.body.content.fields[0].message).toBe(M.unknownPlan);
    expectValidation(
      await call({ planKey: 'core', billingPeriod: 'MONTHLY', addOnKeys: ['gold'] }),
      'body.addOnKeys.0',
    );
    expectValidation(await call({ planKey: 'core', billingPeriod: 'WEEKLY' }), 'body.billingPeriod');
    expectValidation(await call({ planKey: 'core', billingPeriod: 'MONTHLY', extraUsers: -1 }), 'body.extraUsers');
    const basic = await call({ planKey: 'basic', billingPeriod: 'MONTHLY' });
    expect(basic.status).toBe(400);
    expect(basic.body.message).toBe(M.planNotForSale);
    const included = await call({ planKey: 'core', billingPeriod: 'MONTHLY', addOnKeys: ['master-data-room'] });
    expect(included.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: M.addOnIncluded });
    const seat = await call({ planKey: 'core', billingPeriod: 'MONTHLY', addOnKeys: ['each-additional-user'] });
    expect(seat.body.message).toBe(M.unknownAddOn);
  });

  it("shows a code's effect before paying, and says why a code cannot be used", async () => {
    await createCode({ code: 'preview20', percentOff: 20 });
    await createCode({ code: 'OLDCODE', amountOff: 5, expiresAt: new Date(Date.now() - 1000).toISOString() });
    await createCode({ code: 'USEDUP', amountOff: 5, maxRedemptions: 1 });
    await sql(`update promotion_codes set times_redeemed = 1 where code = 'USEDUP'`);
    const off = await createCode({ code: 'OFFCODE', amountOff: 5 });
    await t.call('PUT', `${UTILS}/promotion-code/${off.couponId}/deactivate`, { as: SUPERADMIN });

    const plain = await t.call('GET', `${BASE}/preview/Preview20`, { as: GLOBEX_MEMBER, tenant: GLOBEX });
    expect(plain.status).toBe(200);
    expect(plain.body.content).toMatchObject({
      promotionCode: { code: 'PREVIEW20', percentOff: 20, amountOff: null, active: true, timesRedeemed: 0 },
      price: null,
    });
    const priced = await t.call(
      'GET',
      `${BASE}/preview/PREVIEW20?planKey=core&billingPeriod=MONTHLY&addOnKeys=pipelines&extraUsers=1`,
      { as: GLOBEX_MEMBER, tenant: GLOBEX },
    );
    expect(priced.body.content.price).toMatchObject({ subtotal: 77.99, discount: 15.6, total: 62.39 });
    const viaPost = await t.call('POST', `${BASE}/preview/subscription`, {
      as: GLOBEX_MEMBER,
      tenant: GLOBEX,
      body: { planKey: 'core', billingPeriod: 'MONTHLY', promotionCode: 'preview20' },
    });
    expect(viaPost.body.content).toMatchObject({ promotionCode: 'PREVIEW20', price: { discount: 9.8, total: 39.2 } });

    for (const [code, message] of [
      ['NOSUCH', M.codeNotFound],
      ['OLDCODE', M.codeExpired],
      ['USEDUP', M.codeUsedUp],
      ['OFFCODE', M.codeInactive],
    ]) {
      const r = await t.call('GET', `${BASE}/preview/${code}`, { as: GLOBEX_MEMBER, tenant: GLOBEX });
      expect(r.status, code).toBe(400);
      expect(r.body).toMatchObject({ errorCode: 'INVALID_CODE', message });
    }
    expectValidation(
      await t.call('GET', `${BASE}/preview/PREVIEW20?planKey=nope`, { as: GLOBEX_MEMBER, tenant: GLOBEX }),
      'querystring.planKey',
    );
  });
});

describe('POST purchase', () => {
  it('activates the plan at once, records the invoice and counts the code; the old plan is replaced', async () => {
    const c = await newCompany(t, 'Buyer');
    await createCode({ code: 'TENOFF', amountOff: 10, maxRedemptions: 5 });
    const r = await t.call('POST', `${BASE}/purchase`, {
      as: c.owner,
      tenant: c.tenantId,
      body: {
        planKey: 'core',
        billingPeriod: 'MONTHLY',
        addOnKeys: ['search-crunchbase'],
        extraUsers: 1,
        promotionCode: 'tenoff',
        billingDetails: BILLING,
        total: 0,
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Subscription purchased');
    expect(r.body.content).toMatchObject({
      subscription: { objectKey: 'core' },
      purchaseType: 'PAID',
      accountType: 'PAID',
      total: 49 + 25 + 9.99 - 10,
      seatLimit: 6,
      canCancel: true,
    });
    expect(r.body.content.access).toMatchObject({ dashboard: true, masterDataRoom: true });
    const end = new Date(r.body.content.currentPeriodEnd);
    expect(end.getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);

    const invoices = (await t.call('GET', `${BASE}/invoices`, { as: c.member, tenant: c.tenantId })).body.content;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      amount: 73.99,
      currency: 'usd',
      status: 'OPEN',
      description: 'Core plan, monthly',
      number: expect.stringMatching(/^INV-\d{8}-[0-9A-F]{6}$/),
    });
    const codes = (await t.call('GET', `${UTILS}/promotion-code`, { as: SUPERADMIN })).body.content;
    expect(codes.find((x: { code: string }) => x.code === 'TENOFF').timesRedeemed).toBe(1);

    const again = await t.call('POST', `${BASE}/purchase`, {
      as: c.owner,
      tenant: c.tenantId,
      body: { planKey: 'scale', billingPeriod: 'YEARLY', billingDetails: BILLING },
    });
    expect(again.body.content).toMatchObject({
      subscription: { objectKey: 'scale' },
      billingPeriod: 'YEARLY',
      total: 12 * (199 - 10),
    });
    const history = await sql(
      'select status from subscription_purchases p join tenants t on t.id = p.tenant_id where t.external_id = $1 order by p.id',
      [c.tenantId],
    );
    expect(history.rows.map((x) => x.status)).toEqual(['REPLACED', 'ACTIVE']);
  });

  it('is refused to a member who is not a company admin, and for a bad code or bad billing details; nothing changes', async () => {
    const c = await newCompany(t, 'Refused');
    const body = { planKey: 'core', billingPeriod: 'MONTHLY', billingDetails: BILLING };
    const member = await t.call('POST', `${BASE}/purchase`, { as: c.member, tenant: c.tenantId, body });
    expect(member.status).toBe(403);
    expect(member.body.message).toBe(M.notCompanyAdmin);
    const staffInternal = await t.call('POST', `${BASE}/purchase`, {
      as: SUPERADMIN,
      tenant: await t.tenantId('AtriumTenant0'),
      body,
    });
    expect(staffInternal.status).toBe(403);
    const badCode = await t.call('POST', `${BASE}/purchase`, {
      as: c.owner,
      tenant: c.tenantId,
      body: { ...body, promotionCode: 'NOSUCH' },
    });
    expect(badCode.body).toMatchObject({ errorCode: 'INVALID_CODE', message: M.codeNotFound });
    expectValidation(
      await t.call('POST', `${BASE}/purchase`, {
        as: c.owner,
        tenant: c.tenantId,
        body: { ...body, billingDetails: { ...BILLING, email: 'x' } },
      }),
      'body.billingDetails.email',
    );
    expectValidation(
      await t.call('POST', `${BASE}/purchase`, {
        as: c.owner,
        tenant: c.tenantId,
        body: { planKey: 'core', billingPeriod: 'MONTHLY' },
      }),
      'body.billingDetails',
    );
    expect((await active(c.owner, c.tenantId)).subscription.objectKey).toBe('basic');
    expect((await t.call('GET', `${BASE}/invoices`, { as: c.owner, tenant: c.tenantId })).body.content).toEqual([]);
  });

  it('two purchases racing for the last redemption of a code: one wins, the other is refused and keeps its plan', async () => {
    const a = await newCompany(t, 'RaceA');
    const b = await newCompany(t, 'RaceB');
    await createCode({ code: 'LASTONE', percentOff: 50, maxRedemptions: 3 });
    await sql(`update promotion_codes set times_redeemed = 2 where code = 'LASTONE'`);
    const buy = (c: typeof a) =>
      t.call('POST', `${BASE}/purchase`, {
        as: c.owner,
        tenant: c.tenantId,
        body: { planKey: 'core', billingPeriod: 'MONTHLY', promotionCode: 'LASTONE', billingDetails: BILLING },
      });
    const results = await Promise.all([buy(a), buy(b)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    const loser = results.find((r) => r.status === 400)!;
    expect(loser.body).toMatchObject({ errorCode: 'INVALID_CODE', message: M.codeUsedUp });
    const code = (await sql(`select times_redeemed from promotion_codes where code = 'LASTONE'`)).rows[0];
    expect(code.times_redeemed).toBe(3);
    const plans = [
      (await active(a.owner, a.tenantId)).subscription.objectKey,
      (await active(b.owner, b.tenantId)).subscription.objectKey,
    ].sort();
    expect(plans).toEqual(['basic', 'core']);
  });
});

describe('trials', () => {
  it('PUT trial enables Core for 14 days once, shows TRIAL and the days left, then expires to Basic from the stored date', async () => {
    const c = await newCompany(t, 'Trial');
    const before = await active(c.member, c.tenantId);
    expect(before.canEnableTrial).toBe(true);
    const trial = (id: string, as: string, tenant?: string) =>
      t.call('PUT', `${BASE}/trial?companyExternalId=${id}`, { as, tenant });
    const byMember = await trial(c.company.externalId, c.member, c.tenantId);
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(M.notCompanyAdmin);
    expect((await trial(c.company.externalId, GLOBEX_MEMBER, GLOBEX)).status).toBe(403);
    expect((await trial(UNKNOWN, c.owner, c.tenantId)).status).toBe(404);
    expectValidation(await trial('x', c.owner, c.tenantId), 'querystring.companyExternalId');
    expectValidation(await trial(c.company.externalId, c.owner), 'X-Tenant-Id');
    // Staff are not the company's admins: no provider mode here.
    expect((await trial(c.company.externalId, 'staff@atrium.dev')).status).toBe(400);
    expect((await active(c.member, c.tenantId)).canEnableTrial).toBe(true);

    const r = await trial(c.company.externalId, c.owner, c.tenantId);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      message: 'Trial enabled',
      content: {
        subscription: { objectKey: 'core' },
        purchaseType: 'TRIAL',
        accountType: 'TRIAL',
        trialDaysLeft: TRIAL_DAYS,
        canEnableTrial: false,
        canCancel: false,
        total: 0,
      },
    });
    expect((await active(c.member, c.tenantId)).access.masterDataRoom).toBe(true);
    const twice = await trial(c.tenantId, c.owner, c.tenantId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.trialNotAvailable);

    await sql(`update subscription_purchases set trial_ends_at = now() + interval '36 hours' where external_id = $1`, [
      r.body.content.externalId,
    ]);
    expect((await active(c.member, c.tenantId)).trialDaysLeft).toBe(2);

    // Expiry comes from the stored date: a fresh server on the same database (a restart) sees it too.
    await sql(`update subscription_purchases set trial_ends_at = now() - interval '1 minute' where external_id = $1`, [
      r.body.content.externalId,
    ]);
    const restarted = await createTestApp({}, { database: t.database, seed: false });
    const after = (await restarted.call('GET', `${BASE}/active/tenant`, { as: c.member, tenant: c.tenantId })).body
      .content;
    await restarted.app.close();
    expect(after).toMatchObject({
      subscription: { objectKey: 'basic' },
      purchaseType: null,
      canEnableTrial: false,
      access: { masterDataRoom: false },
    });
    const history = await sql(
      'select status, purchase_type from subscription_purchases p join tenants t on t.id = p.tenant_id where t.external_id = $1 order by p.id',
      [c.tenantId],
    );
    expect(history.rows).toEqual([
      { status: 'EXPIRED', purchase_type: 'TRIAL' },
      { status: 'ACTIVE', purchase_type: null },
    ]);
  });

  it('is not offered to individual accounts or tenants on a paid plan', async () => {
    expect((await active(SOLO, SOLO_TENANT)).canEnableTrial).toBe(false);
    const r = await t.call('PUT', `${BASE}/trial?companyExternalId=${ACME}`, { as: ACME_OWNER, tenant: ACME });
    expect(r.status).toBe(409);
  });
});

describe('cancellation', () => {
  it('cancels a paid plan at the period end, then downgrades to Basic', async () => {
    const c = await newCompany(t, 'Cancel');
    const bought = (
      await t.call('POST', `${BASE}/purchase`, {
        as: c.owner,
        tenant: c.tenantId,
        body: { planKey: 'growth', billingPeriod: 'MONTHLY', billingDetails: BILLING },
      })
    ).body.content;
    const url = `${BASE}/cancel/subscription?externalId=${bought.externalId}`;
    expect((await t.call('GET', url, { as: c.member, tenant: c.tenantId })).body.message).toBe(M.notCompanyAdmin);
    expect((await t.call('GET', url, { as: ACME_OWNER, tenant: ACME })).status).toBe(404);
    expectValidation(
      await t.call('GET', `${BASE}/cancel/subscription?externalId=1`, { as: c.owner, tenant: c.tenantId }),
      'querystring.externalId',
    );

    const r = await t.call('GET', url, { as: c.owner, tenant: c.tenantId });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      message: 'Subscription cancelled',
      content: {
        subscription: { objectKey: 'growth' },
        cancelAtPeriodEnd: true,
        canCancel: false,
        currentPeriodEnd: bought.currentPeriodEnd,
      },
    });
    const again = await t.call('GET', url, { as: c.owner, tenant: c.tenantId });
    expect(again.body).toMatchObject({ errorCode: 'CONFLICT', message: M.alreadyCancelled });

    await sql(
      `update subscription_purchases set current_period_end = now() - interval '1 second' where external_id = $1`,
      [bought.externalId],
    );
    expect(await active(c.member, c.tenantId)).toMatchObject({
      subscription: { objectKey: 'basic' },
      cancelAtPeriodEnd: false,
      canEnableTrial: true,
    });
    const detail = await t.call('GET', `${BASE}/details/${bought.externalId}`, { as: c.member, tenant: c.tenantId });
    expect(detail.body.content.status).toBe('CANCELLED');
  });

  it('refuses to cancel the free plan, a trial, or a replaced purchase', async () => {
    const c = await newCompany(t, 'NoCancel');
    await t.call('PUT', `${BASE}/trial?companyExternalId=${c.tenantId}`, { as: c.owner, tenant: c.tenantId });
    const trial = await active(c.owner, c.tenantId);
    const r = await t.call('GET', `${BASE}/cancel/subscription?externalId=${trial.externalId}`, {
      as: c.owner,
      tenant: c.tenantId,
    });
    expect(r.body).toMatchObject({ errorCode: 'CONFLICT', message: M.cannotCancel });
  });
});

describe('renewal, invoices, details and price', () => {
  it('renews a default-provider period from the stored end date, with an invoice per period', async () => {
    const c = await newCompany(t, 'Renew');
    const bought = (
      await t.call('POST', `${BASE}/purchase`, {
        as: c.owner,
        tenant: c.tenantId,
        body: { planKey: 'core', billingPeriod: 'MONTHLY', billingDetails: BILLING },
      })
    ).body.content;
    await sql(
      `update subscription_purchases set current_period_start = now() - interval '65 days', current_period_end = now() - interval '35 days' where external_id = $1`,
      [bought.externalId],
    );
    const now = await active(c.owner, c.tenantId);
    expect(now.externalId).toBe(bought.externalId);
    expect(new Date(now.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    const invoices = (await t.call('GET', `${BASE}/invoices`, { as: c.owner, tenant: c.tenantId })).body.content;
    expect(invoices).toHaveLength(3);
    expect(invoices.filter((i: { description: string }) => i.description.startsWith('Renewal'))).toHaveLength(2);
  });

  it("lists and downloads the tenant's invoices as PDF; another tenant's invoice is 404", async () => {
    const invoices = (await t.call('GET', `${BASE}/invoices`, { as: ACME_MEMBER, tenant: ACME })).body.content;
    expect(invoices.length).toBeGreaterThanOrEqual(1);
    expect(invoices[0]).toMatchObject({ amount: 127.99, status: 'PAID', description: 'Growth plan, monthly' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/invoices/${invoices[0].externalId}/download`,
      headers: { authorization: `Bearer ${await t.tokenFor(ACME_MEMBER)}`, 'x-tenant-id': ACME },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoices[0].number}.pdf"`);
    expect(res.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(res.rawPayload.toString('latin1')).toContain('Growth plan');
    const other = await t.call('GET', `${BASE}/invoices/${invoices[0].externalId}/download`, {
      as: GLOBEX_MEMBER,
      tenant: GLOBEX,
    });
    expect(other.status).toBe(404);
    expect((await t.call('GET', `${BASE}/invoices`, { as: GLOBEX_MEMBER, tenant: GLOBEX })).body.content).toEqual([]);
  });

  it('answers details/{id}, details/{id}/price and price/tenant for the own tenant only', async () => {
    const acme = await active(ACME_MEMBER, ACME);
    const d = await t.call('GET', `${BASE}/details/${acme.externalId}`, { as: ACME_MEMBER, tenant: ACME });
    expect(d.body.content).toMatchObject({
      externalId: acme.externalId,
      status: 'ACTIVE',
      subscription: { objectKey: 'growth' },
    });
    expect(
      (await t.call('GET', `${BASE}/details/${acme.externalId}/price`, { as: ACME_MEMBER, tenant: ACME })).body.content,
    ).toEqual({ total: 127.99, billingPeriod: 'MONTHLY', monthlyEquivalent: 127.99 });
    const solo = await active(SOLO, SOLO_TENANT);
    expect(
      (await t.call('GET', `${BASE}/details/${solo.externalId}/price`, { as: SOLO, tenant: SOLO_TENANT })).body.content,
    ).toEqual({ total: 108, billingPeriod: 'YEARLY', monthlyEquivalent: 9 });
    expect(
      (await t.call('GET', `${BASE}/details/${acme.externalId}`, { as: GLOBEX_MEMBER, tenant: GLOBEX })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `${BASE}/details/${acme.externalId}/price`, { as: GLOBEX_MEMBER, tenant: GLOBEX })).status,
    ).toBe(404);
    expectValidation(await t.call('GET', `${BASE}/details/nope`, { as: ACME_MEMBER, tenant: ACME }), 'params.id');
    expect((await t.call('GET', `${BASE}/price/tenant`, { as: ACME_MEMBER, tenant: ACME })).body.content).toBe(127.99);
    expect((await t.call('GET', `${BASE}/price/tenant`, { as: GLOBEX_MEMBER, tenant: GLOBEX })).body.content).toBe(0);
  });
});

describe('seats: assertSeatAvailable', () => {
  it('refuses when every seat is taken, by internal id or externalId, inside a transaction too', async () => {
    const globex = await t.services.tenancy.tenantByExternalId(GLOBEX);
    const err = await t.services.subscriptions.assertSeatAvailable(GLOBEX).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'SEAT_LIMIT_REACHED', message: M.seatLimit(3) });
    expect(err.message).toBe(
      'Your plan allows 3 users and every seat is taken. Upgrade your plan or add users to invite more.',
    );
    await expect(t.services.subscriptions.assertSeatAvailable(globex!.id)).rejects.toMatchObject({
      code: 'SEAT_LIMIT_REACHED',
    });
    await expect(
      t.deps.database.withTransaction(async () => t.services.subscriptions.assertSeatAvailable(GLOBEX)),
    ).rejects.toMatchObject({ code: 'SEAT_LIMIT_REACHED' });
    await expect(t.services.subscriptions.assertSeatAvailable(ACME)).resolves.toBeUndefined();
    await expect(
      t.services.subscriptions.assertSeatAvailable(await t.tenantId('AtriumTenant0')),
    ).resolves.toBeUndefined();
    await expect(t.services.subscriptions.assertSeatAvailable(UNKNOWN)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts extra users bought on top of the plan seats', async () => {
    const c = await newCompany(t, 'Seats');
    await expect(t.services.subscriptions.assertSeatAvailable(c.tenantId)).resolves.toBeUndefined();
    const third = await t.services.users.create({
      email: `third-${c.tenantId}@test.example`,
      firstName: 'T',
      lastName: 'Third',
      passwordHash: 'x',
      emailVerified: true,
      roleNames: [],
    });
    const ws = await t.services.tenancy.createWorkspace(`w${c.tenantId.slice(0, 8)}`, third.id);
    await t.services.tenancy.addMembership({
      userId: third.id,
      tenantId: c.tenant.id,
      workspaceId: ws.id,
      roleNames: [],
    });
    await expect(t.services.subscriptions.assertSeatAvailable(c.tenantId)).rejects.toMatchObject({
      code: 'SEAT_LIMIT_REACHED',
    });
    await t.call('POST', `${UTILS}/create`, {
      as: SUPERADMIN,
      body: { tenantExternalId: c.tenantId, planKey: 'basic', extraUsers: 1 },
    });
    await expect(t.services.subscriptions.assertSeatAvailable(c.tenantId)).resolves.toBeUndefined();
  });
});

describe('module access on the API', () => {
  it.each(Object.entries(PROBES))(
    '%s: 403 MODULE_NOT_IN_PLAN for Globex on Basic (except shared rooms), 200 for Acme',
    async (module, url) => {
      const acme = await t.call('GET', url, { as: ACME_MEMBER, tenant: ACME });
      expect(acme.status).toBe(200);
      const globex = await t.call('GET', url, { as: GLOBEX_MEMBER, tenant: GLOBEX });
      if (module === 'sharedRooms') expect(globex.status).toBe(200);
      else {
        expect(globex.status).toBe(403);
        expect(globex.body).toEqual({
          success: false,
          content: null,
          errorCode: 'MODULE_NOT_IN_PLAN',
          message: M.moduleNotInPlan,
        });
      }
    },
  );

  it('opens when the plan gains the module, and the internal tenant is never gated', async () => {
    const c = await newCompany(t, 'Gate');
    expect((await t.call('GET', PROBES.masterDataRoom, { as: c.member, tenant: c.tenantId })).status).toBe(403);
    await t.call('POST', `${UTILS}/create`, {
      as: SUPERADMIN,
      body: { tenantExternalId: c.tenantId, planKey: 'basic', addOnKeys: ['master-data-room'] },
    });
    expect((await t.call('GET', PROBES.masterDataRoom, { as: c.member, tenant: c.tenantId })).status).toBe(200);
    expect((await t.call('GET', PROBES.fundraising, { as: c.member, tenant: c.tenantId })).status).toBe(403);
    expect(
      (await t.call('GET', PROBES.fundraising, { as: SUPERADMIN, tenant: await t.tenantId('AtriumTenant0') })).status,
    ).toBe(200);
  });
});

describe('admin utilities (api/utils/subscription-purchase)', () => {
  const adminRoutes: [string, string, unknown?][] = [
    ['POST', `${UTILS}/create`, { tenantExternalId: UNKNOWN, planKey: 'core' }],
    ['POST', `${UTILS}/create/batch`, { items: [{ tenantExternalId: UNKNOWN, planKey: 'core' }] }],
    ['GET', `${UTILS}/active/tenant?tenantExternalId=${UNKNOWN}`],
    ['PUT', `${UTILS}/disable?companyExternalId=${UNKNOWN}`],
    ['GET', `${UTILS}/promotion-code`],
    ['POST', `${UTILS}/promotion-code`, { code: 'ABCDEF', amountOff: 1 }],
    ['PUT', `${UTILS}/promotion-code/coupon_x/deactivate`],
    ['PUT', `${UTILS}/plan/core`, { price: 1 }],
    ['PUT', `${UTILS}/add-on/pipelines`, { monthlyIndividualPrice: 1 }],
  ];
  it.each(adminRoutes)('%s %s: 401 without a token, 403 without App:Administration', async (method, url, body) => {
    expect((await t.call(method, url, { body })).status).toBe(401);
    for (const who of [ACME_OWNER, PORTAL_ADMIN]) {
      const r = await t.call(method, url, { as: who, body });
      expect(r.status, who).toBe(403);
      expect(r.body.errorCode).toBe('FORBIDDEN');
    }
  });

  it("create grants a plan (keys with '-old-version-N' accepted), active/tenant shows it, disable falls back to Basic", async () => {
    const c = await newCompany(t, 'Grant');
    const r = await t.call('POST', `${UTILS}/create`, {
      as: SUPERADMIN,
      body: {
        tenantExternalId: c.tenantId,
        planKey: 'growth-old-version-3',
        addOnKeys: ['pipelines-old-version-1'],
        accountType: 'VIP',
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatchObject({
      subscription: { objectKey: 'growth' },
      extraAddOns: [expect.objectContaining({ objectKey: 'pipelines' })],
      accountType: 'VIP',
      purchaseType: null,
      total: 0,
      canCancel: false,
    });
    expect(
      (await t.call('GET', `${UTILS}/active/tenant?tenantExternalId=${c.tenantId}`, { as: SUPERADMIN })).body.content
        .accountType,
    ).toBe('VIP');
    const stored = await sql('select plan_key, extra_add_on_keys from subscription_purchases where external_id = $1', [
      r.body.content.externalId,
    ]);
    expect(stored.rows[0]).toEqual({ plan_key: 'growth', extra_add_on_keys: ['pipelines'] });

    const off = await t.call('PUT', `${UTILS}/disable?companyExternalId=${c.company.externalId}`, { as: SUPERADMIN });
    expect(off.body.content).toMatchObject({ subscription: { objectKey: 'basic' }, accountType: 'DEFAULT' });
    expect((await t.call('PUT', `${UTILS}/disable?companyExternalId=${UNKNOWN}`, { as: SUPERADMIN })).status).toBe(404);
    expect((await t.call('GET', `${UTILS}/active/tenant?tenantExternalId=${UNKNOWN}`, { as: SUPERADMIN })).status).toBe(
      404,
    );
  });

  it('a grant with an end date falls back to Basic once it has passed; a past end date is refused', async () => {
    const c = await newCompany(t, 'Ends');
    const past = await t.call('POST', `${UTILS}/create`, {
      as: SUPERADMIN,
      body: { tenantExternalId: c.tenantId, planKey: 'core', endsAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.status).toBe(400);
    const r = await t.call('POST', `${UTILS}/create`, {
      as: SUPERADMIN,
      body: { tenantExternalId: c.tenantId, planKey: 'core', endsAt: new Date(Date.now() + 86400_000).toISOString() },
    });
    await sql(
      `update subscription_purchases set current_period_end = now() - interval '1 second' where external_id = $1`,
      [r.body.content.externalId],
    );
    expect((await active(c.owner, c.tenantId)).subscription.objectKey).toBe('basic');
  });

  it('create/batch is all or nothing, and reports which item failed', async () => {
    const a = await newCompany(t, 'BatchA');
    const b = await newCompany(t, 'BatchB');
    const bad = await t.call('POST', `${UTILS}/create/batch`, {
      as: SUPERADMIN,
      body: {
        items: [
          { tenantExternalId: a.tenantId, planKey: 'scale' },
          { tenantExternalId: UNKNOWN, planKey: 'core' },
        ],
      },
    });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('Item 2: Tenant not found');
    expect((await active(a.owner, a.tenantId)).subscription.objectKey).toBe('basic');
    const good = await t.call('POST', `${UTILS}/create/batch`, {
      as: SUPERADMIN,
      body: {
        items: [
          { tenantExternalId: a.tenantId, planKey: 'scale' },
          { tenantExternalId: b.tenantId, planKey: 'core', accountType: 'MANUAL' },
        ],
      },
    });
    expect(good.status).toBe(200);
    expect(good.body.content.map((p: { subscription: { objectKey: string } }) => p.subscription.objectKey)).toEqual([
      'scale',
      'core',
    ]);
    expectValidation(
      await t.call('POST', `${UTILS}/create/batch`, { as: SUPERADMIN, body: { items: [] } }),
      'body.items',
    );
    expectValidation(
      await t.call('POST', `${UTILS}/create`, {
        as: SUPERADMIN,
        body: { tenantExternalId: a.tenantId, planKey: 'gold' },
      }),
      'body.planKey',
    );
  });

  it('lists, creates and deactivates promotion codes; refuses duplicates and bad input', async () => {
    const created = await createCode({
      code: 'spring-25',
      percentOff: 25,
      maxRedemptions: 100,
      expiresAt: '2099-01-01T00:00:00Z',
    });
    expect(created).toMatchObject({
      code: 'SPRING-25',
      percentOff: 25,
      amountOff: null,
      active: true,
      maxRedemptions: 100,
      timesRedeemed: 0,
      expiresAt: '2099-01-01T00:00:00.000Z',
      couponId: expect.stringMatching(/^coupon_/),
    });
    const dup = await t.call('POST', `${UTILS}/promotion-code`, {
      as: SUPERADMIN,
      body: { code: 'SPRING-25', amountOff: 5 },
    });
    expect(dup.body).toMatchObject({ errorCode: 'CONFLICT', message: M.codeTaken });
    expectValidation(
      await t.call('POST', `${UTILS}/promotion-code`, {
        as: SUPERADMIN,
        body: { code: 'BOTH', amountOff: 5, percentOff: 5 },
      }),
      'body.amountOff',
    );
    expectValidation(
      await t.call('POST', `${UTILS}/promotion-code`, { as: SUPERADMIN, body: { code: 'NONE' } }),
      'body.amountOff',
    );
    expectValidation(
      await t.call('POST', `${UTILS}/promotion-code`, { as: SUPERADMIN, body: { code: 'x', amountOff: 5 } }),
      'body.code',
    );
    expectValidation(
      await t.call('POST', `${UTILS}/promotion-code`, { as: SUPERADMIN, body: { code: 'PCT', percentOff: 101 } }),
      'body.percentOff',
    );
    const list = (await t.call('GET', `${UTILS}/promotion-code`, { as: SUPERADMIN })).body.content;
    expect(list.map((c: { code: string }) => c.code)).toContain('SPRING-25');
    const off = await t.call('PUT', `${UTILS}/promotion-code/${created.couponId}/deactivate`, { as: SUPERADMIN });
    expect(off.body.content.active).toBe(false);
    expect((await t.call('PUT', `${UTILS}/promotion-code/coupon_nope/deactivate`, { as: SUPERADMIN })).status).toBe(
      404,
    );
  });

  it('edits a plan in the catalogue without a code change', async () => {
    const r = await t.call('PUT', `${UTILS}/plan/scale`, { as: SUPERADMIN, body: { price: 249, seatLimit: 30 } });
    expect(r.body.content).toMatchObject({ objectKey: 'scale', price: 249, seatLimit: 30 });
    const preview = await t.call('POST', `${BASE}/preview/subscription`, {
      as: GLOBEX_MEMBER,
      tenant: GLOBEX,
      body: { planKey: 'scale', billingPeriod: 'MONTHLY' },
    });
    expect(preview.body.content.price.total).toBe(249);
    expectValidation(await t.call('PUT', `${UTILS}/plan/scale`, { as: SUPERADMIN, body: {} }), 'body');
    expectValidation(await t.call('PUT', `${UTILS}/plan/gold`, { as: SUPERADMIN, body: { price: 1 } }), 'params.key');
  });

  it('edits an add-on in the catalogue: the catalogue and the server-computed price show it, and a restart keeps it', async () => {
    const r = await t.call('PUT', `${UTILS}/add-on/pipelines`, {
      as: SUPERADMIN,
      body: { name: 'Pipelines Pro', monthlyIndividualPrice: 24.5 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Add-on updated');
    expect(r.body.content).toEqual({
      objectKey: 'pipelines',
      name: 'Pipelines Pro',
      module: 'INTELLIGENCE',
      monthlyIndividualPrice: 24.5,
    });
    // A key with '-old-version-N' names the current add-on; a name-only edit keeps the price.
    const renamed = await t.call('PUT', `${UTILS}/add-on/pipelines-old-version-7`, {
      as: SUPERADMIN,
      body: { name: '  Deal pipelines  ' },
    });
    expect(renamed.body.content).toMatchObject({
      objectKey: 'pipelines',
      name: 'Deal pipelines',
      monthlyIndividualPrice: 24.5,
    });

    const listed = async (app: typeof t) =>
      (await app.call('GET', '/api/subscription/all', { as: ACME_MEMBER })).body.content.addOns.filter(
        (a: { objectKey: string }) => a.objectKey === 'pipelines',
      );
    expect(await listed(t)).toEqual([
      { objectKey: 'pipelines', name: 'Deal pipelines', module: 'INTELLIGENCE', monthlyIndividualPrice: 24.5 },
    ]);
    const preview = async (billingPeriod: string) =>
      (
        await t.call('POST', `${BASE}/preview/subscription`, {
          as: GLOBEX_MEMBER,
          tenant: GLOBEX,
          body: { planKey: 'growth', billingPeriod, addOnKeys: ['pipelines'] },
        })
      ).body.content;
    const monthly = await preview('MONTHLY');
    expect(monthly.addOns).toEqual([expect.objectContaining({ objectKey: 'pipelines', monthlyIndividualPrice: 24.5 })]);
    expect(monthly.price).toMatchObject({ planPrice: 99, addOnsPrice: 24.5, total: 123.5 });
    expect((await preview('YEARLY')).price.total).toBe(12 * (123.5 - 10));

    // A restart runs the catalogue seed again on the same database: the edit stays, and no second row appears.
    const restarted = await createTestApp({}, { database: t.database, seed: false });
    expect(await listed(restarted)).toEqual([
      expect.objectContaining({ name: 'Deal pipelines', monthlyIndividualPrice: 24.5 }),
    ]);
    await restarted.app.close();
    expect((await sql(`select count(*)::int as n from subscription_add_ons where key = 'pipelines'`)).rows[0].n).toBe(
      1,
    );
  });

  it('refuses bad add-on edits with 400 and field errors, and an unknown add-on with 404; nothing changes', async () => {
    const before = (await t.call('GET', '/api/subscription/all', { as: SUPERADMIN })).body.content.addOns;
    expectValidation(await t.call('PUT', `${UTILS}/add-on/smartlists`, { as: SUPERADMIN, body: {} }), 'body');
    expectValidation(
      await t.call('PUT', `${UTILS}/add-on/smartlists`, { as: SUPERADMIN, body: { monthlyIndividualPrice: -1 } }),
      'body.monthlyIndividualPrice',
    );
    expectValidation(
      await t.call('PUT', `${UTILS}/add-on/smartlists`, { as: SUPERADMIN, body: { monthlyIndividualPrice: '29' } }),
      'body.monthlyIndividualPrice',
    );
    expectValidation(
      await t.call('PUT', `${UTILS}/add-on/smartlists`, { as: SUPERADMIN, body: { name: '   ' } }),
      'body.name',
    );
    expectValidation(
      await t.call('PUT', `${UTILS}/add-on/Smart%20Lists`, { as: SUPERADMIN, body: { name: 'x' } }),
      'params.key',
    );
    // Extra users are charged at the spec's fixed price, so the seat add-on's price cannot be edited (its name can).
    const seat = await t.call('PUT', `${UTILS}/add-on/each-additional-user`, {
      as: SUPERADMIN,
      body: { monthlyIndividualPrice: 5 },
    });
    expectValidation(seat, 'monthlyIndividualPrice');
    expect(seat.body.message).toBe(M.extraUserPriceFixed);
    const unknown = await t.call('PUT', `${UTILS}/add-on/gold-support`, {
      as: SUPERADMIN,
      body: { monthlyIndividualPrice: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Add-on not found' });
    expect((await t.call('GET', '/api/subscription/all', { as: SUPERADMIN })).body.content.addOns).toEqual(before);
  });
});

describe('payment config', () => {
  it('names the default provider and no public key when Stripe is not configured', async () => {
    expect((await t.call('GET', `${BASE}/payment-config`, { as: ACME_MEMBER })).body.content).toEqual({
      provider: 'default',
      publicKey: null,
    });
  });
});
