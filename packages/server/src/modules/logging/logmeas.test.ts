import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../platform/config.ts';
import { LOG_RETENTION_EVERY_MS } from './retention.ts';

// The runner is not started, so the retention job runs when the test drains the queue.
const t = await useTestApp({
  logRetentionMs: 30 * 24 * 60 * 60 * 1000,
  jobs: { ...loadConfig({ JOBS_ENABLED: 'false' }).jobs },
});

const SUPER = 'superadmin@atrium.dev';
const ADMIN = 'admin@atrium.dev';
const MEMBER = 'member@acme.example';
const OWNER = 'owner@acme.example';
const DAY = 24 * 60 * 60 * 1000;

const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await t.database.raw.query<T>(sql, params)).rows;
const report = (as: string | undefined, message: string, page = '/one/home') =>
  t.call('POST', '/api/log-error/', {
    as,
    body: {
      message,
      stack: `Error: ${message}\n    at Home (home.tsx:3:7)`,
      componentStack: '\n    in Home',
      time: 't',
      page,
    },
  });
/** Moves a report's arrival back in time, as if it came `days` ago. */
const age = (message: string, days: number) =>
  rows(`update client_error_logs set created_at = now() - ($2::int * interval '1 day') where message = $1`, [
    message,
    days,
  ]);

describe('who may read the logs', () => {
  it('refuses non admin-tools users with 403 and no token with 401, on every read', async () => {
    for (const url of [
      '/api/log-error/groups',
      '/api/log-error/occurrences?message=x',
      '/api/log-error/per-day',
      '/api/atrium-user-visit-session/paged',
    ]) {
      expect((await t.call('GET', url)).status, url).toBe(401);
      // A portal admin is not an admin-tools user (spec 1 §6: App:Administration).
      for (const who of [ADMIN, MEMBER, OWNER]) expect((await t.call('GET', url, { as: who })).status, who).toBe(403);
      expect((await t.call('GET', url, { as: SUPER })).status, url).toBe(200);
    }
  });
});

describe('GET /api/log-error/groups', () => {
  it('groups reports by message with count, users, first and last seen, the latest user and page', async () => {
    await report(MEMBER, 'Cannot read properties of undefined', '/one/home');
    await report(undefined, 'Cannot read properties of undefined', '/login');
    await report(OWNER, 'Cannot read properties of undefined', '/one/document-center');
    await report(MEMBER, 'Network down', '/one/settings');
    await age('Network down', 2);

    const r = await t.call('GET', '/api/log-error/groups', { as: SUPER });
    expect(r.status).toBe(200);
    const [first, second] = r.body.content.items;
    expect(first).toMatchObject({
      message: 'Cannot read properties of undefined',
      count: 3,
      users: 2,
      lastPage: '/one/document-center',
      lastUser: { email: OWNER },
    });
    expect(Date.parse(first.firstSeen)).toBeLessThanOrEqual(Date.parse(first.lastSeen));
    expect(second).toMatchObject({ message: 'Network down', count: 1, lastUser: { email: MEMBER } });
    expect(r.body.content.total).toBe(2);
  });

  it('searches message, page and the user by name or e-mail, and pages', async () => {
    const search = async (q: string) =>
      (
        await t.call('GET', `/api/log-error/groups?search=${encodeURIComponent(q)}`, { as: SUPER })
      ).body.content.items.map((g: { message: string }) => g.message);
    expect(await search('network')).toEqual(['Network down']);
    expect(await search('/one/settings')).toEqual(['Network down']);
    expect(await search('owner@acme')).toEqual(['Cannot read properties of undefined']);
    expect(await search('nothing like it')).toEqual([]);
    const p0 = await t.call('GET', '/api/log-error/groups?page=0&pageSize=1', { as: SUPER });
    const p1 = await t.call('GET', '/api/log-error/groups?page=1&pageSize=1', { as: SUPER });
    expect(p0.body.content.items[0].message).toBe('Cannot read properties of undefined');
    expect(p1.body.content.items[0].message).toBe('Network down');
    expect(p1.body.content.total).toBe(2);
  });

  it('refuses bad paging with 400 naming the field', async () => {
    const r = await t.call('GET', '/api/log-error/groups?pageSize=1000', { as: SUPER });
    expect(r.status).toBe(400);
    expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain('querystring.pageSize');
  });
});

describe('GET /api/log-error/occurrences and per-day', () => {
  it("lists one message's reports, newest first, with stack, component stack, page and user", async () => {
    const r = await t.call(
      'GET',
      `/api/log-error/occurrences?message=${encodeURIComponent('Cannot read properties of undefined')}`,
      { as: SUPER },
    );
    expect(r.status).toBe(200);
    expect(r.body.content.total).toBe(3);
    expect(r.body.content.items.map((o: { page: string }) => o.page)).toEqual([
      '/one/document-center',
      '/login',
      '/one/home',
    ]);
    expect(r.body.content.items[0]).toMatchObject({
      stack: expect.stringContaining('at Home'),
      componentStack: '\n    in Home',
      user: { email: OWNER },
    });
    expect(r.body.content.items[1].user).toBeNull();
    const missing = await t.call('GET', '/api/log-error/occurrences', { as: SUPER });
    expect(missing.status).toBe(400);
  });

  it('counts reports per day, zeros included, today last', async () => {
    const r = await t.call('GET', '/api/log-error/per-day?days=7', { as: SUPER });
    expect(r.status).toBe(200);
    const days = r.body.content as { day: string; count: number }[];
    expect(days).toHaveLength(7);
    expect(days[6]).toEqual({ day: new Date().toISOString().slice(0, 10), count: 3 });
    expect(days[4]).toEqual({ day: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10), count: 1 });
    expect(days.reduce((n, d) => n + d.count, 0)).toBe(4);
  });
});

describe('GET /api/atrium-user-visit-session/paged', () => {
  it('lists visits newest first with user and page, searchable by user', async () => {
    const member = (await t.services.users.byEmail(MEMBER))!;
    const owner = (await t.services.users.byEmail(OWNER))!;
    await t.call('POST', '/api/atrium-user-visit-session', {
      as: MEMBER,
      body: { sessionEvent: 'LOGIN', userExternalId: member.externalId, page: '/one/home' },
    });
    await t.call('POST', '/api/atrium-user-visit-session', {
      as: OWNER,
      body: { sessionEvent: 'LOGIN', userExternalId: owner.externalId, page: '/one/settings' },
    });
    const r = await t.call('GET', '/api/atrium-user-visit-session/paged', { as: SUPER });
    expect(r.status).toBe(200);
    expect(r.body.content.items.slice(0, 2)).toMatchObject([
      { sessionEvent: 'LOGIN', page: '/one/settings', user: { email: OWNER } },
      { sessionEvent: 'LOGIN', page: '/one/home', user: { email: MEMBER } },
    ]);
    const search = await t.call('GET', '/api/atrium-user-visit-session/paged?search=member%40acme', { as: SUPER });
    expect(search.body.content.items.map((v: { user: { email: string } }) => v.user.email)).toEqual([MEMBER]);
  });
});

describe('retention', () => {
  it('prunes only reports and visits older than the retention, on the daily job, which queues its next run', async () => {
    await report(MEMBER, 'ancient error');
    await age('ancient error', 31);
    await report(MEMBER, 'recent error');
    await age('recent error', 29);
    await rows(`update user_visit_sessions set created_at = now() - interval '40 days' where page = '/one/home'`);
    const visitsBefore = (await rows('select id from user_visit_sessions')).length;

    // Start-up queued a run for now; the runner (drained here) runs it.
    await t.jobs.drain();

    const messages = (await rows<{ message: string }>('select distinct message from client_error_logs')).map(
      (r) => r.message,
    );
    expect(messages).not.toContain('ancient error');
    expect(messages).toEqual(
      expect.arrayContaining(['recent error', 'Network down', 'Cannot read properties of undefined']),
    );
    expect((await rows('select id from user_visit_sessions')).length).toBe(visitsBefore - 1);

    const next = await rows<{ run_at: Date; status: string }>(
      `select run_at, status from jobs where queue = 'log-retention' and status = 'queued'`,
    );
    expect(next).toHaveLength(1);
    expect(new Date(next[0].run_at).getTime() - Date.now()).toBeGreaterThan(LOG_RETENTION_EVERY_MS - 60_000);
  });
});
