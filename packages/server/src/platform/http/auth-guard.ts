import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS, TENANT_HEADER, type PermissionKey } from '@atrium/contract';
import { AppError, forbidden, invalidToken, unauthorized, validation } from '../errors.ts';
import type { RequestContext, TenantContext } from './context.ts';
import { tenantScopeHook, type TenantScopeOptions } from './tenant-scope.ts';

/** Implemented by the auth and tenancy modules; the platform only knows this interface. */
export interface ContextResolver {
  /** Resolves a bearer token to its user and rights; null when unknown, revoked or expired. Extends the token near expiry. */
  resolveToken(token: string, ip: string): Promise<Omit<RequestContext, 'tenant' | 'membership'> | null>;
  /** The caller's membership in a tenant, or null when they have none. */
  resolveMembership(
    userId: number,
    tenantExternalId: string,
  ): Promise<Pick<RequestContext, 'tenant' | 'membership'> | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Adds request.ctx and the guards `app.requireUser` and `app.requireTenant`. */
export function registerAuthGuard(app: FastifyInstance, resolver: ContextResolver) {
  app.decorateRequest('ctx', null);
  app.decorateRequest('tenantScope', null);

  async function loadUser(req: FastifyRequest): Promise<RequestContext> {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const base = await resolver.resolveToken(token, req.ip);
    if (!base) throw invalidToken();
    const ctx: RequestContext = { ...base, tenant: null, membership: null };
    const tenantId = req.headers[TENANT_HEADER.toLowerCase()];
    if (typeof tenantId === 'string' && tenantId !== '') {
      if (!UUID.test(tenantId))
        throw validation(`${TENANT_HEADER} must be a tenant externalId`, [
          { path: TENANT_HEADER, message: 'Invalid uuid' },
        ]);
      const m = await resolver.resolveMembership(ctx.user.id, tenantId);
      if (!m) throw forbidden('You are not a member of this tenant');
      ctx.tenant = m.tenant;
      ctx.membership = m.membership;
    }
    req.ctx = ctx;
    return ctx;
  }

  return {
    /** onRequest hook: a signed-in user; the tenant header, when sent, must be one of theirs. */
    requireUser: async (req: FastifyRequest) => {
      await loadUser(req);
    },
    /** onRequest hook: a signed-in user with a selected tenant. */
    requireTenant: async (req: FastifyRequest) => {
      const ctx = await loadUser(req);
      if (!ctx.tenant)
        throw validation(`The ${TENANT_HEADER} header is required`, [{ path: TENANT_HEADER, message: 'Required' }]);
    },
    /**
     * Route options for a tenant-scoped route: a signed-in user (onRequest), then the one tenant scope of the request
     * (preHandler, see tenant-scope.ts); read it with `scopeOf(req)`.
     */
    requireTenantScope: (opts: TenantScopeOptions = {}) => ({
      onRequest: async (req: FastifyRequest) => {
        await loadUser(req);
      },
      preHandler: tenantScopeHook(opts),
    }),
    /** onRequest hook factory: a signed-in user holding one of these permissions. */
    requirePermission:
      (...keys: PermissionKey[]) =>
      async (req: FastifyRequest) => {
        const ctx = await loadUser(req);
        if (!keys.some((k) => ctx.permissions.has(PERMISSIONS[k].uuid))) throw forbidden();
      },
  };
}
export type AuthGuard = ReturnType<typeof registerAuthGuard>;

/** The context set by a guard; throws if a route forgot its guard. */
export function ctxOf(req: FastifyRequest): RequestContext {
  if (!req.ctx) throw new AppError('INTERNAL_ERROR', 'Route has no auth guard');
  return req.ctx;
}
export function tenantCtxOf(req: FastifyRequest): TenantContext {
  const ctx = ctxOf(req);
  if (!ctx.tenant || !ctx.membership) throw new AppError('INTERNAL_ERROR', 'Route has no tenant guard');
  return ctx as TenantContext;
}
