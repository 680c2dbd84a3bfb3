import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';

const t = await useTestApp();

describe('app', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const r = await t.call('GET', '/api/does-not-exist');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      success: false,
      content: null,
      errorCode: 'NOT_FOUND',
      message: 'No API route /api/does-not-exist',
    });
  });
});

describe('guards run before validation', () => {
  it('answers 401 to a request without a token even when its input is also invalid', async () => {
    const r = await t.call('GET', '/api/customer-management?pageSize=0');
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe('UNAUTHORIZED');
  });

  it('answers 403 for a tenant header naming a tenant the caller is not a member of', async () => {
    const globex = await t.tenantId('Globex LLC');
    const r = await t.call('GET', '/auth/current-user', { as: 'owner@acme.example', tenant: globex });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('FORBIDDEN');
  });

  it('answers 400 naming the header when it is not a uuid', async () => {
    const r = await t.call('GET', '/auth/current-user', { as: 'owner@acme.example', tenant: 'not-a-uuid' });
    expect(r.status).toBe(400);
    expect(r.body.content.fields[0].path).toBe('X-Tenant-Id');
  });
});
