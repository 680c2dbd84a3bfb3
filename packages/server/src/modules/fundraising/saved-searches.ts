import { and, count, desc, eq } from 'drizzle-orm';
import { FUNDRAISING_LIMITS, type FunderFilters, type SavedSearch } from '@atrium/contract';
import type { Db } from '../../platform/db.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { funderSavedSearches } from './tables.ts';

type Row = typeof funderSavedSearches.$inferSelect;
const toSaved = (r: Row): SavedSearch => ({
  externalId: r.externalId,
  name: r.name,
  filters: r.filters,
  createdAt: r.createdAt.toISOString(),
});

/** A member's saved advanced searches, in the selected tenant (another member's or tenant's answer 404). */
export function createSavedSearches(db: Db) {
  const mine = (ctx: TenantContext) =>
    and(eq(funderSavedSearches.tenantId, ctx.tenant.id), eq(funderSavedSearches.userId, ctx.user.id));
  return {
    async list(ctx: TenantContext) {
      const rows = await db.select().from(funderSavedSearches).where(mine(ctx)).orderBy(desc(funderSavedSearches.id));
      return rows.map(toSaved);
    },
    async get(ctx: TenantContext, externalId: string) {
      const [r] = await db
        .select()
        .from(funderSavedSearches)
        .where(and(mine(ctx), eq(funderSavedSearches.externalId, externalId)));
      if (!r) throw notFound('Saved search');
      return toSaved(r);
    },
    async save(ctx: TenantContext, body: { name: string; filters: FunderFilters }) {
      const [{ n: existing }] = await db.select({ n: count() }).from(funderSavedSearches).where(mine(ctx));
      if (existing >= FUNDRAISING_LIMITS.savedSearchesMax)
        throw new AppError('CONFLICT', `You can keep up to ${FUNDRAISING_LIMITS.savedSearchesMax} saved searches`);
      const [r] = await db
        .insert(funderSavedSearches)
        .values({ tenantId: ctx.tenant.id, userId: ctx.user.id, name: body.name, filters: body.filters })
        .returning();
      return toSaved(r);
    },
    async remove(ctx: TenantContext, externalId: string) {
      const r = await db
        .delete(funderSavedSearches)
        .where(and(mine(ctx), eq(funderSavedSearches.externalId, externalId)))
        .returning({ id: funderSavedSearches.id });
      if (!r.length) throw notFound('Saved search');
      return { externalId };
    },
  };
}
