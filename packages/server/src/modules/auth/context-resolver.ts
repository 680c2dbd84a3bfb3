import type { AccountType } from '@atrium/contract';
import type { ContextResolver } from '../../platform/http/auth-guard.js';
import type { UserStore } from '../users/store.js';
import { effectivePermissionUuids, isInternalEmail } from '../users/rights.js';
import type { MembershipStore } from '../tenancy/membership-store.js';
import type { TokenService } from './tokens.js';

/** Turns a bearer token and tenant header into a RequestContext. */
export function createContextResolver(deps: {
  tokens: TokenService;
  users: UserStore;
  memberships: MembershipStore;
  internalEmailDomain: string;
}): ContextResolver {
  return {
    async resolveToken(token, ip) {
      const row = await deps.tokens.resolve(token);
      if (!row) return null;
      const user = await deps.users.byId(row.userId);
      if (!user || !user.active) return null;
      const roleRows = await deps.users.rolesOfUser(user.id);
      return {
        user: {
          id: user.id,
          externalId: user.externalId,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          language: user.language,
          isInternal: isInternalEmail(user.email, deps.internalEmailDomain),
        },
        userRoleNames: roleRows.map((r) => r.name),
        permissions: effectivePermissionUuids(user, roleRows),
        token: { id: row.id, expiresAt: row.expiresAt },
        ip,
      };
    },
    async resolveMembership(userId, tenantExternalId) {
      const row = await deps.memberships.membershipOf(userId, tenantExternalId);
      if (!row) return null;
      const roleNames = (await deps.memberships.roleNamesOfMemberships([row.m.id])).get(row.m.id) ?? [];
      return {
        tenant: { id: row.t.id, externalId: row.t.externalId, name: row.t.name, accountType: row.t.accountType as AccountType, isInternal: row.t.isInternal },
        membership: { id: row.m.id, externalId: row.m.externalId, roleNames },
      };
    },
  };
}
