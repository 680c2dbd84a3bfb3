import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { CLIENT_ERROR_LIMIT } from './service.ts';

const t = await useTestApp();

const ME = 'member@acme.example';
const OTHER = 'owner@globex.example';
const me = (await t.services.users.byEmail(ME))!;
const other = (await t.services.users.byEmail(OTHER))!;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AtriumTest/1.0';

const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await t.database.raw.query<T>(sql, params)).rows;
const errorReport = (message: string) => ({
  message,
  stack: 'Error: x\n    at App (app.tsx:1:1)',
  componentStack: '\n    in App',
  time: '2026-01-01T10:00:00.000Z',
});

afterEach(() => vi.restoreAllMocks());

function expectValidation(r: Awaited<ReturnType<typeof t.call>>, path: string) {
  expect(r.status).toBe(400);
  expect(r.body.errorCode).toBe('VALIDATION_ERROR');
  expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain(path);
}

describe('POST /api/atrium-user-visit-session', () => {
  it('records a LOGIN visit of the caller with ip and user agent', async () => {
    const r = await t.call('POST', '/api/atrium-user-visit-session', {
      as: ME,
      body: { sessionEvent: 'LOGIN', userExternalId: me.externalId },
      headers: { 'user-agent': UA, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, content: null, errorCode: null, message: null });
    const visits = await rows<{ session_event: string; ip: string; user_agent: string }>(
      'select * from user_visit_sessions where user_id = $1',
      [me.id],
    );
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ session_event: 'LOGIN', ip: '198.51.100.7', user_agent: UA });
  });

  it("refuses to record another user's visit with 403 and stores nothing", async () => {
    const r = await t.call('POST', '/api/atrium-user-visit-session', {
      as: ME,
      body: { sessionEvent: 'LOGIN', userExternalId: other.externalId },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'FORBIDDEN',
      message: 'You can only record your own visits',
    });
    expect(await rows('select * from user_visit_sessions where user_id = $1', [other.id])).toEqual([]);
  });

  it('refuses a bad body with 400 and field errors', async () => {
    expectValidation(
      await t.call('POST', '/api/atrium-user-visit-session', {
        as: ME,
        body: { sessionEvent: 'LOGOUT', userExternalId: me.externalId },
      }),
      'body.sessionEvent',
    );
    expectValidation(
      await t.call('POST', '/api/atrium-user-visit-session', {
        as: ME,
        body: { sessionEvent: 'LOGIN', userExternalId: 'me' },
      }),
      'body.userExternalId',
    );
  });

  it('refuses no token with 401 and another tenant header with 403', async () => {
    const body = { sessionEvent: 'LOGIN', userExternalId: me.externalId };
    expect((await t.call('POST', '/api/atrium-user-visit-session', { body })).body.errorCode).toBe('UNAUTHORIZED');
    expect((await t.call('POST', '/api/atrium-user-visit-session', { token: 'nope', body })).body.errorCode).toBe(
      'INVALID_TOKEN',
    );
    const foreign = await t.call('POST', '/api/atrium-user-visit-session', {
      as: ME,
      tenant: await t.tenantId('Globex LLC'),
      body,
    });
    expect(foreign.status).toBe(403);
    expect(await rows('select * from user_visit_sessions where user_id = $1', [me.id])).toHaveLength(1);
  });
});

describe('POST /api/log-error/', () => {
  it('stores an anonymous report and logs it as a warning', async () => {
    const warn = vi.spyOn(t.deps.log, 'warn');
    const r = await t.call('POST', '/api/log-error/', {
      body: errorReport('anon boom'),
      headers: { 'user-agent': UA },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, content: null, errorCode: null, message: null });
    const [row] = await rows<Record<string, unknown>>('select * from client_error_logs where message = $1', [
      'anon boom',
    ]);
    expect(row).toMatchObject({
      user_id: null,
      stack: errorReport('').stack,
      component_stack: '\n    in App',
      client_time: '2026-01-01T10:00:00.000Z',
      user_agent: UA,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ clientError: expect.objectContaining({ message: 'anon boom' }), userId: null }),
      'client error reported',
    );
  });

  it('names the signed-in user, with or without the trailing slash', async () => {
    for (const url of ['/api/log-error/', '/api/log-error']) {
      const r = await t.call('POST', url, { as: ME, body: errorReport(`signed in ${url}`) });
      expect(r.status).toBe(200);
      const [row] = await rows<{ user_id: number }>('select user_id from client_error_logs where message = $1', [
        `signed in ${url}`,
      ]);
      expect(row.user_id).toBe(me.id);
    }
  });

  it('stores the report anonymously when the token is bad or the tenant header is not theirs, without failing', async () => {
    const bad = await t.call('POST', '/api/log-error/', { token: 'expired-or-forged', body: errorReport('bad token') });
    expect(bad.status).toBe(200);
    const foreign = await t.call('POST', '/api/log-error/', {
      as: ME,
      tenant: await t.tenantId('Globex LLC'),
      body: errorReport('foreign tenant'),
    });
    expect(foreign.status).toBe(200);
    const stored = await rows<{ message: string; user_id: number | null }>(
      "select message, user_id from client_error_logs where message in ('bad token', 'foreign tenant') order by message",
    );
    expect(stored).toEqual([
      { message: 'bad token', user_id: null },
      { message: 'foreign tenant', user_id: null },
    ]);
  });

  it('accepts a report without stacks', async () => {
    const r = await t.call('POST', '/api/log-error', { body: { message: 'no stack', time: '12:00' } });
    expect(r.status).toBe(200);
    const [row] = await rows<{ stack: string | null }>('select stack from client_error_logs where message = $1', [
      'no stack',
    ]);
    expect(row.stack).toBeNull();
  });

  it('refuses a bad body with 400 and field errors, storing nothing', async () => {
    const before = (await rows('select id from client_error_logs')).length;
    expectValidation(await t.call('POST', '/api/log-error/', { body: { stack: 's', time: 't' } }), 'body.message');
    expectValidation(await t.call('POST', '/api/log-error/', { body: { message: 'm' } }), 'body.time');
    expectValidation(
      await t.call('POST', '/api/log-error/', { body: { message: 'x'.repeat(5001), time: 't' } }),
      'body.message',
    );
    expect((await rows('select id from client_error_logs')).length).toBe(before);
  });

  it(`answers 429 past ${CLIENT_ERROR_LIMIT.max} anonymous reports a minute from one address, other addresses unaffected`, async () => {
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < CLIENT_ERROR_LIMIT.max; i++) {
      expect((await t.call('POST', '/api/log-error/', { body: errorReport(`flood ${i}`), headers })).status).toBe(200);
    }
    const over = await t.call('POST', '/api/log-error/', { body: errorReport('flood over'), headers });
    expect(over.status).toBe(429);
    expect(over.body.errorCode).toBe('TOO_MANY_REQUESTS');
    expect(await rows('select id from client_error_logs where message = $1', ['flood over'])).toEqual([]);
    expect(
      (
        await t.call('POST', '/api/log-error/', {
          body: errorReport('elsewhere'),
          headers: { 'x-forwarded-for': '203.0.113.51' },
        })
      ).status,
    ).toBe(200);
  });
});
