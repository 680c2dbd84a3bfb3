import { PRODUCT, type PortalChatUser } from '@atrium/contract';

/**
 * The suggested group name (spec 2 §4): the first company of each selected user joined by commas, skipping users whose
 * first tenant is the internal tenant. A company named twice (two people of Acme) is written once.
 */
export function suggestGroupName(users: Pick<PortalChatUser, 'tenantNames'>[]): string {
  const names: string[] = [];
  for (const u of users) {
    const first = u.tenantNames[0];
    if (!first || first === PRODUCT.internalTenantName) continue;
    if (!names.includes(first)) names.push(first);
  }
  return names.join(', ');
}

/** The tenant a new group belongs to: the first company of the first selected client (staff-only groups: the first user's). */
export function groupTenant(users: Pick<PortalChatUser, 'tenantNames' | 'tenantExternalIds'>[]): string | null {
  const client = users.find((u) => u.tenantNames[0] && u.tenantNames[0] !== PRODUCT.internalTenantName);
  return (client ?? users[0])?.tenantExternalIds[0] ?? null;
}
