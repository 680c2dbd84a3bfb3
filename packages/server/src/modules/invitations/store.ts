import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { InvitationStatus } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import { invitations } from './tables.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * SQL of invitations. "Open" means PENDING and not yet past its expiry. Built on `database.db`, so a call made inside
 * `withTransaction` joins that transaction by itself (platform/transaction.ts).
 */
export function createInvitationStore(db: Db) {
  const sameEmail = (email: string) => sql`lower(${invitations.email}) = ${email.toLowerCase()}`;
  /** The filter of a status as the outside world sees it (a PENDING row past expiry is EXPIRED). */
  const statusFilter = (status: InvitationStatus, now: Date): SQL => {
    if (status === 'PENDING') return and(eq(invitations.status, 'PENDING'), gt(invitations.expiresAt, now))!;
    if (status === 'EXPIRED')
      return sql`(${invitations.status} = 'EXPIRED' or (${invitations.status} = 'PENDING' and ${invitations.expiresAt} <= ${now}))`;
    return eq(invitations.status, status);
  };

  return {
    insert: async (v: typeof invitations.$inferInsert) => (await db.insert(invitations).values(v).returning())[0],
    byExternalId: async (externalId: string) =>
      (await db.select().from(invitations).where(eq(invitations.externalId, externalId)))[0] ?? null,
    /** The PENDING row (expired or not) of an address for a tenant; at most one exists. */
    pendingOf: async (tenantId: number, email: string) =>
      (
        await db
          .select()
          .from(invitations)
          .where(and(eq(invitations.tenantId, tenantId), eq(invitations.status, 'PENDING'), sameEmail(email)))
      )[0] ?? null,
    /** Every PENDING row (expired or not) of an address, across tenants, newest first. */
    pendingOfEmail: async (email: string) =>
      db
        .select()
        .from(invitations)
        .where(and(eq(invitations.status, 'PENDING'), sameEmail(email)))
        .orderBy(desc(invitations.createdAt), desc(invitations.id)),
    /** Stores EXPIRED on the tenant's PENDING rows of this address that are past expiry. */
    expireStale: async (tenantId: number, email: string, now: Date) =>
      db
        .update(invitations)
        .set({ status: 'EXPIRED' })
        .where(
          and(
            eq(invitations.tenantId, tenantId),
            eq(invitations.status, 'PENDING'),
            sameEmail(email),
            lte(invitations.expiresAt, now),
          ),
        ),
    /** Moves an open invitation to ACCEPTED or REJECTED; null when it was no longer open (someone else won). */
    answer: async (id: number, status: 'ACCEPTED' | 'REJECTED', userId: number, now: Date) =>
      (
        await db
          .update(invitations)
          .set({ status, userId, respondedAt: now })
          .where(and(eq(invitations.id, id), eq(invitations.status, 'PENDING'), gt(invitations.expiresAt, now)))
          .returning()
      )[0] ?? null,
    /** A resend: the link works again for a full period. */
    renew: async (id: number, expiresAt: Date, now: Date) =>
      (
        await db
          .update(invitations)
          .set({ status: 'PENDING', expiresAt, lastSentAt: now })
          .where(eq(invitations.id, id))
          .returning()
      )[0],
    async page(tenantId: number, opts: { status?: InvitationStatus; page: number; pageSize: number; now: Date }) {
      const filters: SQL[] = [eq(invitations.tenantId, tenantId)];
      if (opts.status) filters.push(statusFilter(opts.status, opts.now));
      const where = and(...filters);
      const rows = await db
        .select()
        .from(invitations)
        .where(where)
        .orderBy(desc(invitations.createdAt), desc(invitations.id))
        .limit(opts.pageSize)
        .offset(opts.page * opts.pageSize);
      const [{ total }] = await db.select({ total: count() }).from(invitations).where(where);
      return { rows, total: Number(total) };
    },
  };
}
export type InvitationStore = ReturnType<typeof createInvitationStore>;
