import { PERMISSIONS } from '@atrium/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
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
  tenantByExternalId(
    externalId: string,
  ): Promise<{ id: number; externalId: string; name: string; accountType: string; isInternal: boolean } | null>;
  tenantById(id: number): Promise<{ id: number; externalId: string; isInternal: boolean } | null>;
}

/**
 * The document center a tenant-scoped call addresses, from the request's tenant scope (platform/http/tenant-scope.ts):
 * the caller's company, or (staff with portal access, provider mode) a client company named by tenantExternalId.
 */
export const docScope = (s: TenantScope): Scope => ({
  tenantId: s.tenant.id,
  tenantExternalId: s.tenant.externalId,
  provider: s.mode === 'provider',
  userId: s.ctx.user.id,
});

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
