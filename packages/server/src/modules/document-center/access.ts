import { PERMISSIONS } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { forbidden, notFound, validation } from '../../platform/errors.ts';
import type { DocItemRow } from './store.ts';

/** Staff = holders of the portal permission. */
export const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);

/** Whose document center a call works on, and whether the caller is provider staff acting for a client company. */
export interface Scope {
  tenantId: number;
  tenantExternalId: string;
  /** Staff acting on a client company: new items are PROVIDER and nobody's PERSONAL items are shown. */
  provider: boolean;
  userId: number;
}

export interface TenantLookup {
  tenantByExternalId(externalId: string): Promise<{ id: number; externalId: string; isInternal: boolean } | null>;
  tenantById(id: number): Promise<{ id: number; externalId: string; isInternal: boolean } | null>;
}

/**
 * The document center a call addresses. Without tenantExternalId (or with the selected tenant's): the caller's own
 * company. With another company's id: staff only (portal), 403 for anyone else; an unknown or internal tenant → 404.
 */
export async function scopeOf(
  ctx: RequestContext,
  tenants: TenantLookup,
  tenantExternalId?: string | null,
): Promise<Scope> {
  if (ctx.tenant && (!tenantExternalId || tenantExternalId === ctx.tenant.externalId)) {
    return { tenantId: ctx.tenant.id, tenantExternalId: ctx.tenant.externalId, provider: false, userId: ctx.user.id };
  }
  if (!tenantExternalId)
    throw validation('The X-Tenant-Id header is required', [{ path: 'X-Tenant-Id', message: 'Required' }]);
  if (!isStaff(ctx)) throw forbidden();
  const t = await tenants.tenantByExternalId(tenantExternalId);
  if (!t || t.isInternal) throw notFound('Company');
  return { tenantId: t.id, tenantExternalId: t.externalId, provider: true, userId: ctx.user.id };
}

/** The scope of an existing item: the caller's company, or (staff) a client company. Anything else is 404. */
export async function scopeOfItem(
  ctx: RequestContext,
  tenants: TenantLookup,
  item: DocItemRow | null,
  what = 'File',
): Promise<Scope> {
  if (!item) throw notFound(what);
  if (ctx.tenant && item.tenantId === ctx.tenant.id)
    return { tenantId: ctx.tenant.id, tenantExternalId: ctx.tenant.externalId, provider: false, userId: ctx.user.id };
  if (isStaff(ctx)) {
    const t = await tenants.tenantById(item.tenantId);
    if (t && !t.isInternal)
      return { tenantId: t.id, tenantExternalId: t.externalId, provider: true, userId: ctx.user.id };
  }
  throw notFound(what);
}

/** PERSONAL items are their owner's alone. */
export const visibleTo = (scope: Scope, row: DocItemRow) =>
  row.ownership !== 'PERSONAL' || row.ownerUserId === scope.userId;
