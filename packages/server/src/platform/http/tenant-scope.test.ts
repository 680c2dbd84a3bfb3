import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, TENANT_HEADER } from '@atrium/contract';
import { registerAuthGuard, type ContextResolver } from './auth-guard.ts';
import { registerErrorHandler } from './error-handler.ts';
import { scopeOf } from './tenant-scope.ts';
import type { ContextTenant } from './context.ts';

const tenant = (n: number, isInternal = false): ContextTenant => ({
  id: n,
  externalId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `T${n}`,
  accountType: 'COMPANY' as ContextTenant['accountType'],
  isInternal,
});
const ACME = tenant(1);
const GLOBEX = tenant(2);
const PROVIDER = tenant(3, true);
const UNKNOWN = '00000000-0000-4000-8000-000000000009';

/** Tokens: 'client' is a member of ACME only; 'staff' is a member of PROVIDER and holds portal access. */
const resolver: ContextResolver = {
  async resolveToken(token, ip) {
    if (token !== 'client' && token !== 'staff') return null;
    const staff = token === 'staff';
    return {
      user: {
        id: staff ? 20 : 10,
        externalId: token,
        email: `${token}@x`,
        firstName: token,
        lastName: '',
        language: 'en',
        isInternal: staff,
      },
      userRoleNames: [],
      permissions: new Set(staff ? [PERMISSIONS.portalAccess.uuid] : []),
      token: { id: 1, expiresAt: new Date(Date.now() + 60_000) },
      ip,
    };
  },
  async resolveMembership(userId, externalId) {
    const t =
      userId === 10 && externalId === ACME.externalId
        ? ACME
        : userId === 20 && externalId === PROVIDER.externalId
          ? PROVIDER
          : null;
    return t ? { tenant: t, membership: { id: userId, externalId: `m${userId}`, roleNames: ['OWNER'] } } : null;
  },
};
const lookup = async (externalId: string) => [ACME, GLOBEX, PROVIDER].find((t) => t.externalId === externalId) ?? null;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  const guard = registerAuthGuard(app, resolver);
  const show = async (req: Parameters<typeof scopeOf>[0]) => {
    const s = scopeOf(req);
    return { tenant: s.tenant.externalId, mode: s.mode, membership: s.membership?.externalId ?? null };
  };
  app.get('/plain', guard.requireTenantScope(), show);
  app.get('/member', guard.requireTenantScope({ param: 'tenantExternalId' }), show);
  app.get('/company/:companyExternalId', guard.requireTenantScope({ param: 'companyExternalId', in: 'params' }), show);
  app.post('/body', guard.requireTenantScope({ param: 'tenantExternalId', in: 'body' }), show);
  app.get(
    '/provider',
    guard.requireTenantScope({
      param: 'tenantExternalId',
      provider: { permission: 'portalAccess', tenant: lookup },
    }),
    show,
  );
  await app.ready();
});
afterAll(() => app.close());

const call = (url: string, token: string | null, tenantId?: string, body?: unknown) =>
  app.inject({
    method: body ? 'POST' : 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(tenantId ? { [TENANT_HEADER]: tenantId } : {}),
    },
    ...(body ? { payload: body as object } : {}),
  });

describe('requireTenantScope', () => {
  it('answers 401 without a token', async () => {
    const r = await call(`/member?tenantExternalId=${ACME.externalId}`, null, ACME.externalId);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
  });

  it('takes the tenant from the header alone', async () => {
    const r = await call('/plain', 'client', ACME.externalId);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ tenant: ACME.externalId, mode: 'member', membership: 'm10' });
  });

  it('requires the header when no parameter names the tenant', async () => {
    const r = await call('/plain', 'client');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('accepts a parameter naming the header tenant (query, path, body)', async () => {
    for (const r of [
      await call(`/member?tenantExternalId=${ACME.externalId}`, 'client', ACME.externalId),
      await call(`/company/${ACME.externalId}`, 'client', ACME.externalId),
      await call('/body', 'client', ACME.externalId, { tenantExternalId: ACME.externalId }),
    ]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ tenant: ACME.externalId, mode: 'member' });
    }
  });

  it('refuses a header/parameter mismatch with 403 in the envelope', async () => {
    const r = await call(`/member?tenantExternalId=${GLOBEX.externalId}`, 'client', ACME.externalId);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      success: false,
      content: null,
      errorCode: 'FORBIDDEN',
      message: 'tenantExternalId does not match the selected company',
    });
    const p = await call(`/company/${GLOBEX.externalId}`, 'client', ACME.externalId);
    expect(p.statusCode).toBe(403);
    expect(p.json().message).toBe('companyExternalId does not match the selected company');
  });

  it('refuses a header naming a tenant the caller is not a member of (403)', async () => {
    const r = await call(`/member?tenantExternalId=${GLOBEX.externalId}`, 'client', GLOBEX.externalId);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
  });

  it('wants the header when only the parameter is sent and the route has no provider mode (400)', async () => {
    const r = await call(`/member?tenantExternalId=${ACME.externalId}`, 'client');
    expect(r.statusCode).toBe(400);
  });

  it('lets staff with the permission act on a client tenant (provider mode), with or without a header', async () => {
    for (const h of [PROVIDER.externalId, undefined]) {
      const r = await call(`/provider?tenantExternalId=${GLOBEX.externalId}`, 'staff', h);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ tenant: GLOBEX.externalId, mode: 'provider', membership: null });
    }
    // Their own tenant stays member mode.
    const own = await call(`/provider?tenantExternalId=${PROVIDER.externalId}`, 'staff', PROVIDER.externalId);
    expect(own.json()).toMatchObject({ mode: 'member' });
  });

  it('answers 404 in provider mode for an unknown or internal tenant', async () => {
    expect((await call(`/provider?tenantExternalId=${UNKNOWN}`, 'staff')).statusCode).toBe(404);
    expect((await call(`/provider?tenantExternalId=${PROVIDER.externalId}`, 'staff')).statusCode).toBe(404);
  });

  it('refuses provider mode to a customer (403 with a header, 400 without)', async () => {
    const r = await call(`/provider?tenantExternalId=${GLOBEX.externalId}`, 'client', ACME.externalId);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect((await call(`/provider?tenantExternalId=${GLOBEX.externalId}`, 'client')).statusCode).toBe(400);
  });
});
