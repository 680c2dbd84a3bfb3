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
  return {
    ledger,
    taxDeadlines,
    /** GET /api/accounting/dashboard: every dashboard of the accounting home. */
    async dashboard(scope: TenantScope) {
      return computeDashboard(await store.monthly(scope.tenant.id));
    },
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
