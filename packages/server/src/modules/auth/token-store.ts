import { and, eq, isNull, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { authTokens } from './tables.js';

export function createTokenStore(db: Db) {
  return {
    insert: async (v: typeof authTokens.$inferInsert) => (await db.insert(authTokens).values(v).returning())[0],
    /** A live token: not revoked and not expired. */
    findLive: async (tokenHash: string, now: Date) =>
      (await db.select().from(authTokens).where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now))))[0] ?? null,
    extend: async (id: number, expiresAt: Date) => db.update(authTokens).set({ expiresAt }).where(eq(authTokens.id, id)),
    revoke: async (tokenHash: string) => db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt))),
    revokeAllOfUser: async (userId: number) => db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt))),
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;
