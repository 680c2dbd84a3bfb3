import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, TENANT_HEADER, type PermissionKey } from '@atrium/contract';
import { AppError, forbidden, notFound, validation } from '../errors.ts';
import type { ContextTenant, RequestContext, TenantContext } from './context.ts';

/**
 * The one tenant a tenant-scoped request works on, resolved once per request by `requireTenantScope`.
 * - member: the tenant of the X-Tenant-Id header (the caller's membership, checked by the auth guard);
 * - provider: staff (holders of the route's provider permission) acting on a client tenant named by the parameter.
 */
export interface TenantScope {
  tenant: ContextTenant;
  mode: 'member' | 'provider';
  /** The caller's membership in `tenant`; null in provider mode. */
  membership: TenantContext['membership'] | null;
  /** The request context the scope was resolved for: the user and their permissions. */
  ctx: RequestContext;
}

/** Looks a tenant up by its externalId (provider mode only): null when unknown. */
export type TenantLookup = (externalId: string) => Promise<ContextTenant | null>;

export interface TenantScopeOptions {
  /**
   * The parameter that names the tenant, where the route has one, e.g. 'tenantExternalId' or 'companyExternalId'
   * (anything holding a tenant externalId). Read from the validated query, path parameters or body.
   */
  param?: string;
  /** Where the parameter is; default 'query'. */
  in?: 'query' | 'params' | 'body';
  /**
   * Staff 'provider' mode: a caller holding `permission` may name another (non-internal) tenant by the parameter,
   * with or without a header. Unknown or internal tenants answer 404.
   */
  provider?: { permission: PermissionKey; tenant: TenantLookup };
}

declare module 'fastify' {
  interface FastifyRequest {
    tenantScope: TenantScope | null;
  }
}

const headerRequired = () =>
  validation(`The ${TENANT_HEADER} header is required`, [{ path: TENANT_HEADER, message: 'Required' }]);

function paramOf(req: FastifyRequest, opts: TenantScopeOptions): string | null {
  if (!opts.param) return null;
  const source = (opts.in === 'params' ? req.params : opts.in === 'body' ? req.body : req.query) as
    Record<string, unknown> | null | undefined;
  const v = source?.[opts.param];
  return typeof v === 'string' && v !== '' ? v : null;
}

/**
 * Resolves the scope from the context the auth guard built (header tenant + membership) and the route's parameter:
 * - no parameter: the header tenant (400 when the header is missing);
 * - parameter equal to the header tenant: member scope;
 * - otherwise provider mode when the route allows it and the caller holds the permission (404 for an unknown or
 *   internal tenant); else 403 FORBIDDEN on a header/parameter mismatch, 400 when the header is missing.
 */
export async function resolveTenantScope(
  ctx: RequestContext,
  named: string | null,
  opts: TenantScopeOptions,
): Promise<TenantScope> {
  const member = (): TenantScope => ({
    tenant: ctx.tenant!,
    mode: 'member',
    membership: ctx.membership,
    ctx,
  });
  if (ctx.tenant && (!named || named.toLowerCase() === ctx.tenant.externalId.toLowerCase())) return member();
  if (!named) throw headerRequired();
  const p = opts.provider;
  if (p && ctx.permissions.has(PERMISSIONS[p.permission].uuid)) {
    const t = await p.tenant(named);
    if (!t || t.isInternal) throw notFound('Company');
    return { tenant: t, mode: 'provider', membership: null, ctx };
  }
  if (ctx.tenant) throw forbidden(`${opts.param} does not match the selected company`);
  throw headerRequired();
}

/** The preHandler half of `guard.requireTenantScope` (runs after validation, so body parameters are available). */
export function tenantScopeHook(opts: TenantScopeOptions) {
  return async (req: FastifyRequest) => {
    if (!req.ctx) throw new AppError('INTERNAL_ERROR', 'Tenant scope without auth guard');
    req.tenantScope = await resolveTenantScope(req.ctx, paramOf(req, opts), opts);
  };
}

/** The scope set by `requireTenantScope`; throws if the route forgot its guard. */
export function scopeOf(req: FastifyRequest): TenantScope {
  if (!req.tenantScope) throw new AppError('INTERNAL_ERROR', 'Route has no tenant-scope guard');
  return req.tenantScope;
}
