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
import { nameLangOf, namesFromFilters, namesFromFunders } from './names.ts';
import { seedDemoFunders } from './demo-seed.ts';
import { importFunderRows } from './import-run.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { createPipelineFlows } from './pipeline.ts';
import { createPipelineStore } from './pipeline-store.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { CompanyService } from '../companies/service.ts';
import { createRecommendedFlows } from './recommended.ts';
import { createModelNamer } from './ai-namer.ts';
import { topValues } from './names.ts';
import { createNextContactStore } from './next-contact-store.ts';
import { createNextContactFlows } from './next-contacts.ts';
import { createFunderImageFlows } from './funder-image.ts';
import { createCrunchbaseSearch } from './crunchbase.ts';
import { createSharedWithStore } from './shared-with-store.ts';

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
    /** The company profile the recommended lists are drawn from; absent = no profile hints. */
    companies?: Pick<CompanyService, 'companyOfTenant'>;
    notifications?: Pick<NotificationService, 'notifyMany'>;
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
  const recommended = createRecommendedFlows({
    db,
    funders,
    lists,
    flows,
    profileOf: async (tenantExternalId) => {
      const c = s.companies ? await s.companies.companyOfTenant(tenantExternalId).catch(() => null) : null;
      return {
        startupStage: c?.startupStage ?? null,
        industry: c?.companyContext.industry ?? null,
        country: c?.country ?? null,
      };
    },
  });
  const nextContacts = createNextContactFlows(deps, createNextContactStore(db), lists, {
    people: s.users.byIds,
    notifyMany: async (ids, n) => s.notifications?.notifyMany(ids, n),
  });
  const modelNames = createModelNamer(deps.config.ai, deps.log);
  const sharedWithStore = createSharedWithStore(db);
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
    recommended,
    nextContacts,
    images: createFunderImageFlows(deps, funders),
    /** GET /{id}/shared-with: the 'shared with investor' links of a visible list's funders. */
    async sharedWith(ctx: TenantContext, listExternalId: string) {
      const { list } = await flows.visibleListRow(ctx, listExternalId);
      const rows = await sharedWithStore.ofList(ctx.tenant.id, list.id);
      const by = new Map<string, { externalId: string; name: string }[]>();
      for (const r of rows)
        by.set(r.funderExternalId, [
          ...(by.get(r.funderExternalId) ?? []),
          { externalId: r.roomExternalId, name: r.roomName },
        ]);
      return [...by.entries()].map(([funderExternalId, rooms]) => ({ funderExternalId, rooms }));
    },
    crunchbase: createCrunchbaseSearch({
      db,
      config: deps.config.crunchbase,
      funders,
      addOnKeysOf: s.subscriptions.addOnKeysOf,
      log: deps.log,
    }),
    /**
     * POST generate-recommended-smartlist-names: the configured OpenAI-compatible model's names when AI_BASE_URL is
     * set and it answers well, else (and on any failure) the built-in namer's, drawn from the filters or the funders;
     * in the caller's language.
     */
    async recommendedNames(
      body: { origin: 'ADVANCED_SEARCH'; filters: FunderFilters } | { origin: 'SMARTLIST'; funders: string[] },
      language?: string,
    ) {
      const lang = nameLangOf(language);
      if (body.origin === 'ADVANCED_SEARCH')
        return { names: (await modelNames(body, lang)) ?? namesFromFilters(body.filters, lang) };
      const found = (await Promise.all(body.funders.slice(0, 200).map((id) => funders.byExternalId(id)))).flatMap(
        (r) => (r ? [r.funder] : []),
      );
      const fromModel = await modelNames(
        {
          origin: 'SMARTLIST',
          count: found.length,
          stages: topValues(
            found.flatMap((f) => f.stages),
            2,
          ),
          sectors: topValues(
            found.flatMap((f) => f.sectors),
            3,
          ),
          cities: topValues(found.map((f) => f.city ?? '').filter(Boolean), 2),
          examples: found.slice(0, 5).map((f) => f.name),
        },
        lang,
      );
      return { names: fromModel ?? namesFromFunders(found, lang) };
    },
    /** In one transaction: about half the time of separate statements on PGlite. */
    seedDemo: () => withTransaction(db, () => seedDemoFunders(funders)),
    importRows: importFunderRows(db, funders),
  };
}
export type FundraisingService = ReturnType<typeof createFundraisingService>;
