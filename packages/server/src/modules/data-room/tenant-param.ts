import { forbidden } from '../../platform/errors.ts';
import type { TenantContext } from '../../platform/http/context.ts';

/** A `tenantExternalId` query/body parameter must name the selected tenant (or be absent); anything else is 403. */
export function checkTenantParam(ctx: TenantContext, tenantExternalId: string | null | undefined) {
  if (tenantExternalId && tenantExternalId !== ctx.tenant.externalId)
    throw forbidden('tenantExternalId does not match the selected company');
}
