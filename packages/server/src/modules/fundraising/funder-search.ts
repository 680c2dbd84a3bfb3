import type { AdvancedSearchBody, FunderNameQuery, FunderPage, FunderType } from '@atrium/contract';
import { advancedSearchBody } from '@atrium/contract';
import { notFound } from '../../platform/errors.ts';
import type { FunderStore } from './funder-store.ts';
import { toFunder } from './funder-shape.ts';
import { funderFilter, type FunderFilterSql } from './search-filter.ts';

/** GET search, search/investor, organization, person; POST advanced-search; a funder and its people (spec 3 §7.10). */
export function createFunderSearch(store: FunderStore) {
  async function page(
    filter: FunderFilterSql,
    q: { page: number; pageSize: number },
    term: string | undefined,
  ): Promise<FunderPage> {
    const r = await store.search(filter, q.page, q.pageSize, term);
    return {
      items: r.records.map(toFunder),
      page: q.page,
      pageSize: q.pageSize,
      total: r.total,
      totalCapped: r.capped,
    };
  }
  return {
    /** Name search, of every kind or of one (investor, organization, person). */
    byName: (q: FunderNameQuery, type?: FunderType) => page(funderFilter({}, type), q, q.name),
    async advanced(body: AdvancedSearchBody) {
      const b = advancedSearchBody.parse(body);
      // The name term is the store's to match (prefix matches first); the filters are conditions.
      return page(funderFilter({ ...b.filters, name: undefined }), b, b.filters.name);
    },
    async get(externalId: string) {
      const r = await store.byExternalId(externalId);
      if (!r) throw notFound('Investor');
      return toFunder(r);
    },
    /** The people of an organization (an empty list for a person or an organization without people). */
    async peopleAssociated(externalId: string) {
      const r = await store.byExternalId(externalId);
      if (!r) throw notFound('Investor');
      return (await store.peopleOf(r.funder.id)).map(toFunder);
    },
  };
}
