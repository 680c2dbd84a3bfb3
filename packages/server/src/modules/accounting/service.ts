import type { ContextTenant } from '../../platform/http/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import type { AccountType } from '@atrium/contract';
import type { TenancyService } from '../tenancy/service.ts';
import type { CompanyService } from '../companies/service.ts';
import type { OnboardingService } from '../onboarding/service.ts';
import { createAccountingStore } from './store.ts';
import { createLedgerFlow } from './ledger.ts';
import { createTaxDeadlineFlow } from './tax-deadlines.ts';
import { computeDashboard } from './metrics.ts';
import { seedDemoLedger } from './demo-ledger.ts';
import { createMergeStore } from './merge-store.ts';
import { createMergeClient } from './merge-client.ts';
import { createTokenBox } from './merge-crypto.ts';
import { createMergeLinkFlow, type MergeKit } from './merge-link.ts';
import { createMergeSync } from './merge-sync.ts';
import { createIntegrationsFlow } from './integrations.ts';
import { createTrialBalanceFlow } from './trial-balance.ts';
import type { UserService } from '../users/service.ts';

/**
 * Accounting (issue 17): the ledger and its import, the dashboards computed from it, and the tax deadlines.
 * A composer of flow files (see README.md for which file does what).
 */
export function createAccountingService(
  deps: AppDeps,
  s: {
    tenancy: Pick<TenancyService, 'tenantByExternalId'>;
    companies: Pick<CompanyService, 'companyOfTenant'>;
    onboarding: Pick<OnboardingService, 'activityOf'>;
    /** The person who linked the books, told by e-mail when the first sync is done. */
    users: Pick<UserService, 'byIds'>;
  },
  opts: { now?: () => Date } = {},
) {
  const db = deps.database.db;
  const store = createAccountingStore(db);
  const ledger = createLedgerFlow(db, store);
  const taxDeadlines = createTaxDeadlineFlow(store, {
    companyOfTenant: s.companies.companyOfTenant,
    activityOf: s.onboarding.activityOf,
    now: opts.now,
  });
  const mergeKit = mergeKitOf(deps);
  const mergeStore = createMergeStore(db);
  const merge = createMergeLinkFlow(deps, mergeStore, store, mergeKit);
  return {
    ledger,
    trialBalance: createTrialBalanceFlow(db, store),
    merge,
    /** The job-queue handler of Merge syncs (app.ts registers it). */
    mergeSyncJob: createMergeSync(deps, mergeStore, store, mergeKit, s.users),
    /** The /api/merge reads and delete over the Merge link and the ledger import. */
    integrations: createIntegrationsFlow(ledger, merge),
    taxDeadlines,
    /** GET /api/accounting/dashboard: every dashboard of the accounting home. */
    async dashboard(scope: TenantScope) {
      return computeDashboard(await store.monthly(scope.tenant.id));
    },
    /** The same dashboards by tenant id, for the assistant's ledger tools (asOfMonth null: no books yet). */
    dashboardOf: async (tenantId: number) => computeDashboard(await store.monthly(tenantId)),
    /** The client company staff name in provider mode (the tenant-scope guard's lookup). */
    async providerTenant(externalId: string): Promise<ContextTenant | null> {
      const t = await s.tenancy.tenantByExternalId(externalId);
      return t
        ? {
            id: t.id,
            externalId: t.externalId,
            name: t.name,
            accountType: t.accountType as AccountType,
            isInternal: t.isInternal,
          }
        : null;
    },
    /** Demo data: a ledger for a demo company (seed only). */
    seedDemoLedger: (tenantId: number) => seedDemoLedger(db, store, tenantId),
  };
}
export type AccountingService = ReturnType<typeof createAccountingService>;

/** The Merge link's parts when MERGE_API_KEY and MERGE_TOKEN_KEY are set; without the token key it stays off. */
function mergeKitOf(deps: AppDeps): MergeKit | null {
  const m = deps.config.merge;
  if (!m.apiKey) return null;
  if (!m.tokenKey) {
    deps.log.warn('MERGE_API_KEY is set without MERGE_TOKEN_KEY: the Merge link stays off (tokens need the key)');
    return null;
  }
  return {
    client: createMergeClient({ baseUrl: m.baseUrl, apiKey: m.apiKey }),
    box: createTokenBox(m.tokenKey),
    scriptUrl: m.linkScriptUrl,
  };
}
