import type { FunderFilters } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantContext } from '../../platform/http/context.ts';
import type { UserService } from '../users/service.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { SubscriptionService } from '../subscriptions/service.ts';
import { createFunderStore } from './funder-store.ts';
import { createListStore } from './list-store.ts';
import { createFunderSearch } from './funder-search.ts';
import { createSavedSearches } from './saved-searches.ts';
import { createListFlows } from './lists.ts';
import { createEntryFlows } from './entries.ts';
import { planOfAddOns } from './plan-rules.ts';
import { funderListWorkbook } from './export-xlsx.ts';
import { namesFromFilters, namesFromFunders } from './names.ts';
import { seedDemoFunders } from './demo-seed.ts';
import { importFunderRows } from './import-run.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { createPipelineFlows } from './pipeline.ts';
import { createPipelineStore } from './pipeline-store.ts';

/**
 * Fundraising (spec 3 §2.14, §7.9, §7.10): the investor database and its searches, saved searches, smartlists with
 * their funders, notes, next contacts and collaborators, the xlsx export and the import. Composes the flow files.
 */
export function createFundraisingService(
  deps: AppDeps,
  s: {
    users: Pick<UserService, 'byIds' | 'byExternalId'>;
    tenancy: Pick<TenancyService, 'isMember'>;
    subscriptions: Pick<SubscriptionService, 'addOnKeysOf'>;
  },
) {
  const db = deps.database.db;
  const funders = createFunderStore(db);
  const lists = createListStore(db);
  const flows = createListFlows({
    db,
    lists,
    funders,
    planOf: async (tenantId) => planOfAddOns(await s.subscriptions.addOnKeysOf(tenantId)),
    people: async (ids) =>
      new Map(
        (await s.users.byIds(ids)).map((u) => [
          u.id,
          { externalId: u.externalId, name: `${u.firstName} ${u.lastName}` },
        ]),
      ),
    memberId: async (tenantExternalId, userExternalId) => {
      const u = await s.users.byExternalId(userExternalId);
      return u && (await s.tenancy.isMember(u.id, tenantExternalId)) ? u.id : null;
    },
  });
  const entries = createEntryFlows({ db, lists, funders, flows });
  const pipeline = createPipelineFlows({
    db,
    store: createPipelineStore(db),
    lists,
    flows,
    funders,
    addOnKeysOf: (tenantId) => s.subscriptions.addOnKeysOf(tenantId),
    people: async (ids) =>
      new Map(
        (await s.users.byIds(ids)).map((u) => [
          u.id,
          { externalId: u.externalId, name: `${u.firstName} ${u.lastName}` },
        ]),
      ),
  });
  return {
    search: createFunderSearch(funders),
    savedSearches: createSavedSearches(db),
    lists: flows,
    entries,
    /** A smartlist's pipeline (pipeline.ts). */
    pipeline,
    /** GET /{id}/export/xlsx: the list's name and the workbook. */
    async exportXlsx(ctx: TenantContext, listExternalId: string) {
      const { list, rows } = await entries.allEntries(ctx, listExternalId);
      return { name: list.name, data: await funderListWorkbook(list.name, rows) };
    },
    /** POST generate-recommended-smartlist-names, by the built-in namer. */
    async recommendedNames(
      body: { origin: 'ADVANCED_SEARCH'; filters: FunderFilters } | { origin: 'SMARTLIST'; funders: string[] },
    ) {
      if (body.origin === 'ADVANCED_SEARCH') return { names: namesFromFilters(body.filters) };
      const found = await Promise.all(body.funders.slice(0, 200).map((id) => funders.byExternalId(id)));
      return { names: namesFromFunders(found.flatMap((r) => (r ? [r.funder] : []))) };
    },
    /** In one transaction: about half the time of separate statements on PGlite. */
    seedDemo: () => withTransaction(db, () => seedDemoFunders(funders)),
    importRows: importFunderRows(db, funders),
  };
}
export type FundraisingService = ReturnType<typeof createFundraisingService>;
