import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = await useTestApp();

const ME = 'member@acme.example';
const OTHER = 'member@globex.example';
const meId = (await t.services.users.byEmail(ME))!.externalId;
const otherId = (await t.services.users.byEmail(OTHER))!.externalId;
const url = (id: string, q = '') => `/api/atrium-user/${id}/language${q}`;

describe('GET /api/atrium-user/:id/language', () => {
  it("answers the caller's saved language", async () => {
    const r = await t.call('GET', url(meId), { as: ME });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, content: { language: 'en' }, errorCode: null, message: null });
  });

  it("refuses another user's language with 403", async () => {
    const r = await t.call('GET', url(otherId), { as: ME });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN', message: 'Access denied' });
  });

  it('refuses a malformed id with 400, no token with 401, and another tenant header with 403', async () => {
    const bad = await t.call('GET', url('not-a-uuid'), { as: ME });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
    expect(bad.body.content.fields[0].path).toBe('params.id');
    const anon = await t.call('GET', url(meId));
    expect(anon.status).toBe(401);
    expect(anon.body.errorCode).toBe('UNAUTHORIZED');
    const foreign = await t.call('GET', url(meId), { as: ME, tenant: await t.tenantId('Globex LLC') });
    expect(foreign.status).toBe(403);
  });
});

describe('PATCH /api/atrium-user/:id/language', () => {
  it('saves es, then en, and GET reads it back', async () => {
    const es = await t.call('PATCH', url(meId, '?locale=es'), { as: ME });
    expect(es.status).toBe(200);
    expect(es.body.content).toEqual({ language: 'es' });
    expect((await t.call('GET', url(meId), { as: ME })).body.content).toEqual({ language: 'es' });
    expect((await t.services.users.byEmail(ME))!.language).toBe('es');
    const en = await t.call('PATCH', url(meId, '?locale=en'), { as: ME, tenant: await t.tenantId('Acme Inc.') });
    expect(en.body.content).toEqual({ language: 'en' });
    expect((await t.call('GET', url(meId), { as: ME })).body.content).toEqual({ language: 'en' });
  });

  it.each(['fr', 'EN', ''])('refuses the locale %j with 400 VALIDATION_ERROR on querystring.locale', async (locale) => {
    const r = await t.call('PATCH', url(meId, `?locale=${locale}`), { as: ME });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('VALIDATION_ERROR');
    expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain('querystring.locale');
  });

  it('refuses a missing locale with 400', async () => {
    const r = await t.call('PATCH', url(meId), { as: ME });
    expect(r.status).toBe(400);
    expect(r.body.content.fields.map((f: { path: string }) => f.path)).toContain('querystring.locale');
  });

  it("refuses to change another user's language with 403 and leaves it unchanged", async () => {
    const r = await t.call('PATCH', url(otherId, '?locale=es'), { as: ME });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('FORBIDDEN');
    expect((await t.services.users.byEmail(OTHER))!.language).toBe('en');
  });

  it('refuses no token with 401 and another tenant header with 403', async () => {
    expect((await t.call('PATCH', url(meId, '?locale=es'))).status).toBe(401);
    expect((await t.call('PATCH', url(meId, '?locale=es'), { token: 'nope' })).body.errorCode).toBe('INVALID_TOKEN');
    const foreign = await t.call('PATCH', url(meId, '?locale=es'), { as: ME, tenant: await t.tenantId('Sol Solo') });
    expect(foreign.status).toBe(403);
    expect((await t.services.users.byEmail(ME))!.language).toBe('en');
  });
});
