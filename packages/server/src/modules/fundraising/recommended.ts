import { RECOMMENDED_LISTS, type FunderFilters, type FunderList, type FunderListVisibility } from '@atrium/contract';
import type { RecommendedList } from '@atrium/contract';
import type { TenantContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import type { Db } from '../../platform/db.ts';
import type { FunderStore } from './funder-store.ts';
import type { ListStore } from './list-store.ts';
import type { ListFlows } from './lists.ts';
import { funderFilter } from './search-filter.ts';
import { toFunder } from './funder-shape.ts';
import { nameLangOf } from './names.ts';
import {
  recommendationFilters,
  recommendationId,
  recommendationName,
  type CompanyProfileHints,
} from './recommend-filters.ts';

/**
 * Recommended lists (spec 3 §7.9 GET recommended, PUT /{id}/recommended, POST /{id}/create-custom): lists drawn from
 * the company's profile, each the best-ranked investors of its filters. They are computed, not stored: the caller
 * makes one their own with create-custom (a new list, counted by the plan) or pours one into an existing list.
 */
export function createRecommendedFlows(d: {
  db: Db;
  funders: FunderStore;
  lists: ListStore;
  flows: ListFlows;
  profileOf: (tenantExternalId: string) => Promise<CompanyProfileHints>;
}) {
  async function recommended(ctx: TenantContext): Promise<RecommendedList[]> {
    const out: RecommendedList[] = [];
    for (const filters of recommendationFilters(await d.profileOf(ctx.tenant.externalId))) {
      if (out.length >= RECOMMENDED_LISTS.max) break;
      const r = await d.funders.search(funderFilter(filters), 0, RECOMMENDED_LISTS.preview);
      if (r.total === 0) continue;
      const name = recommendationName(filters, nameLangOf(ctx.user.language));
      out.push({
        externalId: recommendationId(ctx.tenant.externalId, filters),
        name,
        filters,
        matchCount: r.total,
        funderCount: Math.min(r.total, RECOMMENDED_LISTS.size),
        preview: r.records.map(toFunder),
      });
    }
    return out;
  }

  /** The recommendation with this id for the caller's company, or 404 (another company's id alike). */
  async function one(ctx: TenantContext, externalId: string) {
    const r = (await recommended(ctx)).find((x) => x.externalId === externalId);
    if (!r) throw notFound('Recommended list');
    return r;
  }
  async function funderIdsOf(filters: FunderFilters) {
    const r = await d.funders.search(funderFilter(filters), 0, RECOMMENDED_LISTS.size);
    return r.records.map((x) => x.funder.externalId);
  }

  return {
    recommended,
    /** POST /{id}/create-custom: a new list of the caller's with the recommendation's investors. */
    async createCustom(
      ctx: TenantContext,
      externalId: string,
      body: { name: string; visibility?: FunderListVisibility },
    ): Promise<FunderList> {
      const r = await one(ctx, externalId);
      return d.flows.createWithFunder(ctx, { ...body, funders: await funderIdsOf(r.filters) });
    },
    /** PUT /{id}/recommended: adds a recommendation's investors to the caller's list {id} (those already in stay). */
    async applyTo(ctx: TenantContext, listExternalId: string, recommendedExternalId: string) {
      const { list } = await d.flows.visibleListRow(ctx, listExternalId);
      const r = await one(ctx, recommendedExternalId);
      const ids = await d.flows.resolveFunders(await funderIdsOf(r.filters));
      const added = await withTransaction(d.db, () => d.lists.addEntries(list.id, ids, ctx.user.id));
      return { added };
    },
  };
}
export type RecommendedFlows = ReturnType<typeof createRecommendedFlows>;
