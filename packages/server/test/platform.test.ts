import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';

const ALLOWED = 'https://app.example.com';
const t = await useTestApp({ corsOrigins: [ALLOWED] });

describe('security headers and CORS', () => {
  it('sets the helmet headers on API replies', async () => {
    const r = await t.call('GET', '/api/health');
    const h = r.res.headers;
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['x-powered-by']).toBeUndefined();
  });

  it('refuses a request from an origin that is not configured (403 envelope, no CORS header)', async () => {
    const r = await t.call('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({
      success: false,
      content: null,
      errorCode: 'FORBIDDEN',
      message: 'Cross-origin request refused',
    });
    expect(r.res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/current-user',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(pre.statusCode).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a configured origin with Access-Control-Allow-Origin, preflight included', async () => {
    const r = await t.call('GET', '/api/health', { headers: { origin: ALLOWED } });
    expect(r.status).toBe(200);
    expect(r.res.headers['access-control-allow-origin']).toBe(ALLOWED);
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/current-user',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-tenant-id',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('lets same-origin browser requests through (Origin equal to Host)', async () => {
    const r = await t.call('GET', '/api/health', {
      headers: { origin: 'http://atrium.local:8080', host: 'atrium.local:8080' },
    });
    expect(r.status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI document generated from the route schemas at /api/docs/json', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toContain('API');
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(3);
    expect(doc.paths['/ws']).toBeUndefined();
  });

  it('serves the docs UI at /api/docs', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
  });
});

describe('GET /api/health', () => {
  it('reports the database and realtime up, publicly', async () => {
    const r = await t.call('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      content: { status: 'ok', database: 'up', realtime: 'up', version: expect.any(String) },
      errorCode: null,
      message: null,
    });
    expect(r.res.headers['cache-control']).toBe('no-store');
  });

  it('is degraded (still 200) when the realtime fan-out is down', async () => {
    const bus = t.deps.realtime.bus;
    const state = bus.state;
    bus.state = () => 'down';
    try {
      const r = await t.call('GET', '/api/health');
      expect(r.status).toBe(200);
      expect(r.body.content).toMatchObject({ status: 'degraded', database: 'up', realtime: 'down' });
    } finally {
      bus.state = state;
    }
  });

  it('answers 503 in the envelope when the database does not answer', async () => {
    const raw = t.deps.database.raw;
    const query = raw.query;
    raw.query = async () => {
      throw new Error('connection refused');
    };
    try {
      const r = await t.call('GET', '/api/health');
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({
        success: false,
        errorCode: 'INTERNAL_ERROR',
        content: { status: 'degraded', database: 'down', realtime: 'up' },
      });
    } finally {
      raw.query = query;
    }
  });
});

describe('unknown paths', () => {
  it('answers an unknown API path with the 404 envelope', async () => {
    for (const url of ['/api/nope', '/auth/nope', '/oauth/nope']) {
      const r = await t.call('GET', url);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, content: null, errorCode: 'NOT_FOUND' });
    }
    const post = await t.call('POST', '/api/nope', { body: {} });
    expect(post.status).toBe(404);
    expect(post.body.errorCode).toBe('NOT_FOUND');
  });
});

describe('malformed requests (the input guard and the router)', () => {
  const refused = (message: string) => ({
    success: false,
    content: expect.anything(),
    errorCode: 'VALIDATION_ERROR',
    message,
  });

  it('answers 400 naming the place when a parameter, query or body holds a NUL character, storing nothing', async () => {
    const nul = 'Text may not contain the NUL character';
    const param = await t.call('GET', '/api/onboarding/validate-company-name/a%00b');
    expect(param.status).toBe(400);
    expect(param.body).toMatchObject(refused(`params.name: ${nul}`));
    expect(param.body.content.fields).toEqual([{ path: 'params.name', message: nul }]);

    const as = { as: 'owner@acme.example', tenant: await t.tenantId('Acme Inc.') };
    const query = await t.call('GET', '/api/atrium-user/query?term=a%00', as);
    expect(query.status).toBe(400);
    expect(query.body.content.fields).toEqual([{ path: 'querystring.term', message: nul }]);

    const rows = async () => (await t.database.raw.query('select 1 from search_history')).rows.length;
    const before = await rows();
    const body = await t.call('POST', '/api/search-history', { ...as, body: { search: 'a\u0000b', type: 0 } });
    expect(body.status).toBe(400);
    expect(body.body.content.fields).toEqual([{ path: 'body.search', message: nul }]);
    expect(await rows()).toBe(before);
  });

  it('answers 400 in the envelope for bad percent-encoding and 414 for a path parameter past the limit', async () => {
    const bad = await t.call('GET', '/api/onboarding/validate-company-name/a%E0%A4%Az%');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      content: null,
      errorCode: 'VALIDATION_ERROR',
      message: 'The address is not correctly encoded',
    });
    const long = await t.call('GET', `/api/onboarding/validate-company-name/${'x'.repeat(101)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({
      success: false,
      content: null,
      errorCode: 'VALIDATION_ERROR',
      message: 'A part of the address is too long',
    });
  });
});
