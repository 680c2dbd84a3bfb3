import type { AccountType } from '@atrium/contract';
import type { ContextResolver } from '../../platform/http/auth-guard.ts';
import type { UserService } from '../users/service.ts';
import { effectivePermissionUuids, isInternalEmail } from '../users/rights.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { TokenService } from './tokens.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LIMITS } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { hashToken } from '../../platform/ids.ts';
import { authTokens } from './tables.ts';
import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import { createTokenContextCache } from './token-context-cache.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { roles, userRoles, users } from '../users/tables.ts';

/**
 * The hot path of every signed-in request: token, user and the user's roles in one prepared statement
 * (one round trip, planned once per connection) instead of three queries. Nothing is cached, so a revoked
 * or expired token is refused on the very next request.
 */
function prepareTokenContextQuery(db: Db) {
  return db
    .select({ tokenId: authTokens.id, expiresAt: authTokens.expiresAt, user: users, role: roles })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('hash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(roles.id)
    .prepare('atrium_token_context');
}

/** Turns a bearer token and tenant header into a RequestContext. */
export function createContextResolver(deps: {
  tokens: TokenService;
  users: Pick<UserService, 'byId' | 'rolesOfUser'>;
  tenancy: Pick<TenancyService, 'requestMembership'>;
  internalEmailDomain: string;
  /** When given, tokens resolve in one prepared query (see prepareTokenContextQuery). */
  db?: Db;
  /** With a bus and a positive TTL, resolved tokens are kept briefly (see token-context-cache.ts). */
  cache?: { bus: RealtimeBus; ttlMs: number };
}): ContextResolver {
  const tokenContext = deps.db ? prepareTokenContextQuery(deps.db) : null;
  type Resolved = Omit<RequestContext, 'tenant' | 'membership' | 'ip'>;
  const cache = deps.cache ? createTokenContextCache<Resolved>(deps.cache) : null;

  async function load(token: string) {
    if (tokenContext) {
      const now = new Date();
      const rows = await tokenContext.execute({ hash: hashToken(token), now });
      if (rows.length === 0) return null;
      let row = { id: rows[0].tokenId, expiresAt: rows[0].expiresAt };
      // Near expiry: the token service extends it (spec 1 §4.1); rare, so the extra queries do not matter.
      if (row.expiresAt.getTime() - now.getTime() < LIMITS.tokenExtensionWindowMs) {
        const extended = await deps.tokens.resolve(token);
        if (!extended) return null;
        row = { id: extended.id, expiresAt: extended.expiresAt };
      }
      return { row, user: rows[0].user, roleRows: rows.flatMap((r) => (r.role ? [r.role] : [])) };
    }
    const row = await deps.tokens.resolve(token);
    if (!row) return null;
    const [user, roleRows] = await Promise.all([deps.users.byId(row.userId), deps.users.rolesOfUser(row.userId)]);
    return user ? { row, user, roleRows } : null;
  }

  return {
    async resolveToken(token, ip) {
      const now = Date.now();
      const hash = cache?.enabled ? hashToken(token) : '';
      const hit = cache?.enabled ? cache.get(hash, now) : null;
      // A token inside its extension window always goes to the database, which extends it.
      if (hit && hit.token.expiresAt.getTime() - now >= LIMITS.tokenExtensionWindowMs) return { ...hit, ip };
      const found = await load(token);
      if (!found) return null;
      const { row, user, roleRows } = found;
      if (!user.active) return null;
      const resolved: Resolved = {
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
        snapshot: {
          options: (user.options ?? {}) as Record<string, unknown>,
          roles: roleRows.map((r) => ({ name: r.name, permissionUuids: r.permissionUuids })),
        },
      };
      cache?.set(hash, resolved, { userId: user.id, tokenId: row.id, expiresAt: row.expiresAt }, now);
      return { ...resolved, ip };
    },
    async resolveMembership(userId, tenantExternalId) {
      const found = await deps.tenancy.requestMembership(userId, tenantExternalId);
      if (!found) return null;
      return { ...found, tenant: { ...found.tenant, accountType: found.tenant.accountType as AccountType } };
    },
  };
}
