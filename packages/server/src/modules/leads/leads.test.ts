import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { LEADS_PER_IP_PER_HOUR } from './service.ts';

const t = await useTestApp();
const leadOf = async (email: string) =>
  (
    await t.database.raw.query<{ user_id: number | null; utm_source: string | null; job_title: string | null }>(
      'select user_id, utm_source, job_title from leads where email = $1',
      [email],
    )
  ).rows;

describe('POST /api/atrium-lead/create', () => {
  it('stores a lead with its utm fields, without a token; an address with an account is matched at once', async () => {
    const r = await t.call('POST', '/api/atrium-lead/create', {
      body: {
        firstName: 'Lin',
        lastName: 'Lead',
        email: 'Lin.Lead@Example.org',
        jobTitle: 'CFO',
        utmSource: 'google',
        utmCampaign: 'spring',
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.content).toMatchObject({ email: 'lin.lead@example.org', matchedUserExternalId: null });
    expect(await leadOf('lin.lead@example.org')).toEqual([{ user_id: null, utm_source: 'google', job_title: 'CFO' }]);

    const known = await t.call('POST', '/api/atrium-lead/create', {
      body: { firstName: 'O', lastName: 'W', email: 'owner@acme.example' },
    });
    const owner = await t.services.users.byEmail('owner@acme.example');
    expect(known.body.content.matchedUserExternalId).toBe(owner!.externalId);
  });

  it('answers 400 with the failing fields', async () => {
    const r = await t.call('POST', '/api/atrium-lead/create', {
      body: { firstName: '', lastName: 'X', email: 'nope', user: 'not-a-uuid' },
    });
    expect(r.status).toBe(400);
    const paths = r.body.content.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.firstName', 'body.email', 'body.user']));
  });

  it(`throttles one address after ${LEADS_PER_IP_PER_HOUR} leads an hour`, async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const from = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/atrium-lead/create',
        remoteAddress: '203.0.113.9',
        headers,
        payload: { firstName: 'F', lastName: 'L', email: `flood${i}@example.org` },
      });
    for (let i = 0; i < LEADS_PER_IP_PER_HOUR; i++) expect((await from(i)).statusCode).toBe(200);
    expect((await from(99)).statusCode).toBe(429);
  });
});

describe('lead matching on sign-up', () => {
  it('matches the leads of the address when the person signs up, and PUT match-lead-to-user matches later ones', async () => {
    await t.call('POST', '/api/atrium-lead/create', {
      body: { firstName: 'Sam', lastName: 'Signup', email: 'sam.signup@example.org' },
    });
    const su = await t.call('POST', '/auth/sign-up', {
      body: {
        firstName: 'Sam',
        lastName: 'Signup',
        email: 'sam.signup@example.org',
        password: 'Str0ng-password!',
        passwordConfirmation: 'Str0ng-password!',
      },
    });
    expect(su.status).toBe(200);
    const user = await t.services.users.byEmail('sam.signup@example.org');
    expect((await leadOf('sam.signup@example.org')).map((l) => l.user_id)).toEqual([user!.id]);

    // A lead left with the address later (here written directly, as a CRM import would) is matched on request.
    await t.database.raw.query(
      "insert into leads (first_name, last_name, email) values ('Sam', 'S', 'sam.signup@example.org')",
    );
    const token = (await t.services.auth.tokens.issue(user!.id)).token;
    const m = await t.call('PUT', '/api/atrium-lead/match-lead-to-user', { token });
    expect(m.status).toBe(200);
    expect(m.body.content).toEqual({ matched: 1 });
    expect((await leadOf('sam.signup@example.org')).every((l) => l.user_id === user!.id)).toBe(true);
  });

  it('PUT match-lead-to-user needs a token', async () => {
    expect((await t.call('PUT', '/api/atrium-lead/match-lead-to-user')).status).toBe(401);
  });
});
