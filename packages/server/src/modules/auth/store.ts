import { and, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { mailOutbox } from '../../platform/mail/tables.ts';
import { authCodes, authMailRequests, loginAsAudit, loginFailures, oidcIdentities, oidcRequests } from './tables.ts';

/** The request kind that records a started single sign-on in the throttle table (it sends no e-mail). */
export const SIGN_ON_START = 'SSO_START';

export type AuthCodeRow = typeof authCodes.$inferSelect;

/** SQL of the auth module: one-time codes, throttle records, the login-as audit and the dev outbox. */
export function createAuthStore(db: Db) {
  return {
    // ---- one-time codes -------------------------------------------------------------------------------------
    insertCode: async (v: typeof authCodes.$inferInsert) => (await db.insert(authCodes).values(v).returning())[0],

    /** Marks every live code of this user and purpose used (a new code replaces the old ones). */
    retireCodes: async (userId: number, purpose: string, now: Date) =>
      db
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt))),

    /** The newest unused, unexpired code of this user and purpose. */
    latestLiveCode: async (userId: number, purpose: string, now: Date) =>
      (
        await db
          .select()
          .from(authCodes)
          .where(
            and(
              eq(authCodes.userId, userId),
              eq(authCodes.purpose, purpose),
              isNull(authCodes.usedAt),
              gt(authCodes.expiresAt, now),
            ),
          )
          .orderBy(desc(authCodes.id))
          .limit(1)
      )[0] ?? null,

    /**
     * Takes one try of a code: atomically counts it, and only while tries remain, so parallel guesses cannot go past
     * the limit. Returns false when the code is used up, expired or out of tries.
     */
    async takeTry(id: number, maxTries: number, now: Date) {
      const rows = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(
          and(
            eq(authCodes.id, id),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, now),
            lt(authCodes.attempts, maxTries),
          ),
        )
        .returning({ id: authCodes.id });
      return rows.length > 0;
    },

    /** Marks a code used; false when another request used it first. */
    async useCode(id: number, now: Date) {
      const rows = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
        .returning({ id: authCodes.id });
      return rows.length > 0;
    },

    /** A live code found by its hash (verification links and OTCs, which are long random tokens). */
    liveCodeByHash: async (purpose: string, codeHash: string, now: Date) =>
      (
        await db
          .select()
          .from(authCodes)
          .where(
            and(
              eq(authCodes.codeHash, codeHash),
              eq(authCodes.purpose, purpose),
              isNull(authCodes.usedAt),
              gt(authCodes.expiresAt, now),
            ),
          )
      )[0] ?? null,

    // ---- throttle ---------------------------------------------------------------------------------------------
    recordLoginFailure: async (email: string, ip: string, now: Date) =>
      db.insert(loginFailures).values({ email, ip, createdAt: now }),
    loginFailuresSince: async (email: string, ip: string, since: Date) => {
      const [byEmail] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
      const [byIp] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
      return { byEmail: Number(byEmail.n), byIp: Number(byIp.n) };
    },
    clearLoginFailures: async (email: string) => db.delete(loginFailures).where(eq(loginFailures.email, email)),

    recordMailRequest: async (kind: string, subject: string, ip: string, now: Date) =>
      db.insert(authMailRequests).values({ kind, subject, ip, createdAt: now }),
    mailRequestsSince: async (kind: string, subject: string, ip: string, since: Date) => {
      const [bySubject] = await db
        .select({ n: count() })
        .from(authMailRequests)
        .where(
          and(
            eq(authMailRequests.subject, subject),
            eq(authMailRequests.kind, kind),
            gt(authMailRequests.createdAt, since),
          ),
        );
      const [byIp] = await db
        .select({ n: count() })
        .from(authMailRequests)
        .where(
          and(
            eq(authMailRequests.ip, ip),
            ne(authMailRequests.kind, SIGN_ON_START),
            gt(authMailRequests.createdAt, since),
          ),
        );
      return { bySubject: Number(bySubject.n), byIp: Number(byIp.n) };
    },

    /** Requests of one kind from one IP since `since` (sign-on starts, which name no address). */
    requestsFromIpSince: async (kind: string, ip: string, since: Date) => {
      const [row] = await db
        .select({ n: count() })
        .from(authMailRequests)
        .where(
          and(eq(authMailRequests.kind, kind), eq(authMailRequests.ip, ip), gt(authMailRequests.createdAt, since)),
        );
      return Number(row.n);
    },

    /** Drops throttle records older than `before` and codes that expired or were used before it. */
    async prune(before: Date) {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
      await db.delete(authMailRequests).where(lt(authMailRequests.createdAt, before));
      await db.delete(authCodes).where(or(lt(authCodes.expiresAt, before), lt(authCodes.usedAt, before)));
    },

    // ---- single sign-on ------------------------------------------------------------------------------------
    insertOidcRequest: async (v: typeof oidcRequests.$inferInsert) => db.insert(oidcRequests).values(v),
    /** Removes and returns the sign-on started with this state (single use); null when unknown or already used. */
    takeOidcRequest: async (stateHash: string) =>
      (await db.delete(oidcRequests).where(eq(oidcRequests.stateHash, stateHash)).returning())[0] ?? null,
    pruneOidcRequests: async (now: Date) => db.delete(oidcRequests).where(lt(oidcRequests.expiresAt, now)),
    oidcIdentity: async (provider: string, subject: string) =>
      (
        await db
          .select()
          .from(oidcIdentities)
          .where(and(eq(oidcIdentities.provider, provider), eq(oidcIdentities.subject, subject)))
      )[0] ?? null,
    insertOidcIdentity: async (v: typeof oidcIdentities.$inferInsert) =>
      (await db.insert(oidcIdentities).values(v).returning())[0],
    touchOidcIdentity: async (id: number, now: Date) =>
      db.update(oidcIdentities).set({ lastSignInAt: now }).where(eq(oidcIdentities.id, id)),

    // ---- login-as ---------------------------------------------------------------------------------------------
    insertLoginAsAudit: async (v: typeof loginAsAudit.$inferInsert) => db.insert(loginAsAudit).values(v),

    // ---- dev outbox ---------------------------------------------------------------------------------------------
    async outboxPage(to: string | undefined, page: number, pageSize: number) {
      const where = to ? eq(mailOutbox.toAddress, to) : undefined;
      const [{ n }] = await db.select({ n: count() }).from(mailOutbox).where(where);
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(pageSize)
        .offset(page * pageSize);
      return { rows, total: Number(n) };
    },
  };
}
export type AuthStore = ReturnType<typeof createAuthStore>;
