import { PRODUCT } from '@atrium/contract';

/**
 * The name people see for a tenant. The provider's own tenant travels as its internal name ('{product}Tenant0', spec 1
 * §2.4 and spec 2 §3 match on it); people see the provider's display name instead (issue 13 item 21).
 */
export function tenantDisplayName(name: string): string;
export function tenantDisplayName(name: string | null | undefined): string | undefined;
export function tenantDisplayName(name: string | null | undefined): string | undefined {
  if (name == null) return undefined;
  return name === PRODUCT.internalTenantName ? PRODUCT.displayName : name;
}
