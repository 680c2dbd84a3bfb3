import { LIMITS } from '@atrium/contract';
import { hashToken, newToken } from '../../platform/ids.ts';
import type { TokenStore } from './token-store.ts';
import type { IdentityChange } from '../../platform/identity-invalidation.ts';

/** Issues, resolves, extends and revokes opaque bearer tokens. */
export function createTokenService(
  store: TokenStore,
  ttlMs: number,
  onRevoked: (c: IdentityChange) => Promise<void> = async () => {},
) {
  return {
    async issue(userId: number, impersonatorUserId: number | null = null) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await store.insert({ tokenHash: hashToken(token), userId, expiresAt, impersonatorUserId });
      return { token, expiresAt };
    },
    /** The live token row; extended to a full lifetime when fewer than 2 days remain (spec 1 §4.1). */
    async resolve(token: string) {
      const now = new Date();
      const row = await store.findLive(hashToken(token), now);
      if (!row) return null;
      if (row.expiresAt.getTime() - now.getTime() < LIMITS.tokenExtensionWindowMs) {
        const expiresAt = new Date(now.getTime() + ttlMs);
        await store.extend(row.id, expiresAt);
        return { ...row, expiresAt };
      }
      return row;
    },
    async revoke(token: string) {
      const tokenHash = hashToken(token);
      await store.revoke(tokenHash);
      await onRevoked({ tokenHash });
    },
    revokeById: async (id: number) => {
      await store.revokeById(id);
      await onRevoked({ tokenId: id });
    },
    async revokeAllOfUser(userId: number) {
      await store.revokeAllOfUser(userId);
      await onRevoked({ userId });
    },
    async revokeOthersOfUser(userId: number, keepTokenId: number) {
      await store.revokeOthersOfUser(userId, keepTokenId);
      await onRevoked({ userId }); // the kept token simply resolves again
    },
    /** The stored row of a token the guard resolved (to read who, if anyone, is impersonating). */
    row: (id: number) => store.byId(id),
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
