import { and, eq, isNull, gt, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { authTokens } from './tables.ts';

export function createTokenStore(db: Db) {
  return {
    insert: async (v: typeof authTokens.$inferInsert) => (await db.insert(authTokens).values(v).returning())[0],
    /** A live token: not revoked and not expired. */
    findLive: async (tokenHash: string, now: Date) =>
      (
        await db
          .select()
          .from(authTokens)
          .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
      )[0] ?? null,
    extend: async (id: number, expiresAt: Date) =>
      db.update(authTokens).set({ expiresAt }).where(eq(authTokens.id, id)),
    revoke: async (tokenHash: string) =>
      db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt))),
    revokeAllOfUser: async (userId: number) =>
      db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt))),
    /** Every live token of the user except this one (after a password change, other sessions end). */
    revokeOthersOfUser: async (userId: number, keepTokenId: number) =>
      db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt))),
    revokeById: async (id: number) =>
      db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt))),
    byId: async (id: number) => (await db.select().from(authTokens).where(eq(authTokens.id, id)))[0] ?? null,
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;
