import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();
const ADMIN = 'admin@atrium.dev';
const STAFF = 'staff@atrium.dev';
const OWNER = 'owner@acme.example';
const GLOBEX_OWNER = 'owner@globex.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const C = '/api/atrium-company';

describe('GET required-profile-information and one/activity-survey (selected company)', () => {
  it("answers the header company's missing form fields and activity answers; another company's header is 403", async () => {
    const acme = await t.tenantId('Acme Inc.');
    const globex = await t.tenantId('Globex LLC');
    const req = await t.call('GET', `${C}/required-profile-information`, { as: OWNER, tenant: acme });
    expect(req.status).toBe(200);
    expect(req.body.content).toEqual({
      complete: req.body.content.missing.length === 0,
      missing: expect.any(Array),
    });
    // Clearing the description makes it missing.
    const company = await t.services.companies.companyOfTenant(acme);
    await t.database.raw.query('update companies set description = null where external_id = $1', [company.externalId]);
    const after = await t.call('GET', `${C}/required-profile-information`, { as: OWNER, tenant: acme });
    expect(after.body.content.missing).toContain('description');
    expect(after.body.content.complete).toBe(false);

    const none = await t.call('GET', `${C}/one/activity-survey`, { as: OWNER, tenant: acme });
    expect(none.status).toBe(200);
    expect(none.body.content).toEqual({ answered: false, answers: null });
    const answers = { expenses: 5000, statesWithEmployees: 0, bookkeeper: 'In house' };
    const saved = await t.call('POST', `/api/onboarding/answer-activity-form/${company.externalId}`, {
      as: OWNER,
      body: answers,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const got = await t.call('GET', `${C}/one/activity-survey`, { as: OWNER, tenant: acme });
    expect(got.body.content.answered).toBe(true);
    expect(got.body.content.answers).toMatchObject(answers);

    for (const path of ['required-profile-information', 'one/activity-survey']) {
      expect((await t.call('GET', `${C}/${path}`, { as: OWNER, tenant: globex })).status, path).toBe(403);
      expect((await t.call('GET', `${C}/${path}`, { as: GLOBEX_OWNER, tenant: globex })).status, path).toBe(200);
      expect((await t.call('GET', `${C}/${path}`, { as: OWNER })).status, path).toBe(400);
    }
  });
});

describe('GET from-task/{id}', () => {
  it("gives staff and the company's members the task's company; another company's member 404", async () => {
    const acme = await t.tenantId('Acme Inc.');
    const globex = await t.tenantId('Globex LLC');
    const f = await t.call('POST', '/api/product-flow', {
      as: ADMIN,
      body: { tenantExternalId: acme, serviceCode: 'DELAWARE_INCORPORATION' },
    });
    const tasks = await t.call('GET', `/api/product-flow/${f.body.content.externalId}/tasks`, { as: ADMIN });
    const customerTask = tasks.body.content.find((x: { doneByCustomer: boolean }) => x.doneByCustomer).externalId;
    const staff = await t.call('GET', `${C}/from-task/${customerTask}`, { as: STAFF });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    expect(staff.body.content).toMatchObject({ companyName: 'Acme Inc.', tenant: { externalId: acme } });
    const owner = await t.call('GET', `${C}/from-task/${customerTask}`, { as: OWNER, tenant: acme });
    expect(owner.status).toBe(200);
    expect(owner.body.content.companyName).toBe('Acme Inc.');
    expect((await t.call('GET', `${C}/from-task/${customerTask}`, { as: GLOBEX_OWNER, tenant: globex })).status).toBe(
      404,
    );
    expect((await t.call('GET', `${C}/from-task/${UNKNOWN}`, { as: STAFF })).status).toBe(404);
    const bad = await t.call('GET', `${C}/from-task/nope`, { as: STAFF });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
  });
});
