import { ROLES, type ScenarioInput } from '@atrium/contract';
import type { AppDeps } from '../../platform/deps.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import type { TenancyService } from '../tenancy/service.ts';
import type { SubscriptionService } from '../subscriptions/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { UserService } from '../users/service.ts';
import type { AccountingService } from './service.ts';
import { createAccountingStore } from './store.ts';
import { createReminderStore } from './reminder-store.ts';
import { createTaxTimelineFlow, type TimelineCompany } from './tax-timeline.ts';
import { createTaxReminderFlow } from './tax-reminders.ts';
import { computeDashboard } from './metrics.ts';
import { scenarioRunway } from './scenario.ts';

/**
 * Accounting, second part (issue 17 items 3 and 7): the tax timeline of a company and of the portal, the daily tax
 * reminders, and the scenario runway. A composer of flow files over the accounting service's deadlines.
 */
export function createAccountingPlanningService(
  deps: AppDeps,
  s: {
    accounting: Pick<AccountingService, 'taxDeadlines' | 'providerTenant'>;
    tenancy: Pick<
      TenancyService,
      'clientTenants' | 'tenantByExternalId' | 'membershipsOfTenant' | 'roleNamesOfMemberships'
    >;
    subscriptions: Pick<SubscriptionService, 'accessOf'>;
    notifications: Pick<NotificationService, 'notifyMany'>;
    users: Pick<UserService, 'byIds'>;
  },
  opts: { now?: () => Date } = {},
) {
  const store = createAccountingStore(deps.database.db);
  const deadlinesOf = s.accounting.taxDeadlines.deadlinesOf;

  /** Client companies whose plan holds tax-due-dates (individuals owe none of the company filings). */
  async function companiesWithTaxDeadlines(): Promise<TimelineCompany[]> {
    const out: TimelineCompany[] = [];
    for (const t of await s.tenancy.clientTenants()) {
      if (t.accountType !== 'COMPANY') continue;
      if ((await s.subscriptions.accessOf(t.id)).taxDeadlines)
        out.push({ id: t.id, externalId: t.externalId, name: t.name });
    }
    return out;
  }

  /** The company's owner (its workspace's owner) and its admins, active users only. */
  async function recipientsOf(tenantId: number) {
    const ms = await s.tenancy.membershipsOfTenant(tenantId);
    const roles = await s.tenancy.roleNamesOfMemberships(ms.map((m) => m.m.id));
    const ids = ms
      .filter((m) => m.w.ownerUserId === m.m.userId || (roles.get(m.m.id) ?? []).includes(ROLES.companyUserAdmin))
      .map((m) => m.m.userId);
    return (await s.users.byIds([...new Set(ids)]))
      .filter((u) => u.active)
      .map((u) => ({ id: u.id, email: u.email, language: u.language === 'es' ? 'es' : 'en' }))
      .sort((a, b) => a.id - b.id);
  }

  const timeline = createTaxTimelineFlow({
    deadlinesOf,
    companiesWithTaxDeadlines,
    tenantByExternalId: s.tenancy.tenantByExternalId,
    now: opts.now,
  });
  const reminders = createTaxReminderFlow(deps, createReminderStore(deps.database.db), {
    companies: companiesWithTaxDeadlines,
    deadlinesOf,
    recipientsOf,
    notifyMany: s.notifications.notifyMany,
  });

  return {
    timeline,
    reminders,
    recipientsOf,
    /** POST /api/accounting/dashboard/scenario: the runway of a 'what if', beside the actual one. */
    async scenario(scope: TenantScope, input: ScenarioInput) {
      return scenarioRunway(computeDashboard(await store.monthly(scope.tenant.id)), input);
    },
  };
}
export type AccountingPlanningService = ReturnType<typeof createAccountingPlanningService>;
