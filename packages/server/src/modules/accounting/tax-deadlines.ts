import {
  PERMISSIONS,
  taxFilings,
  type ActivityForm,
  type Company,
  type TaxDeadline,
  type TaxDeadlines,
  type TaxDeadlineStatusBody,
  type TaxFilingStatus,
  type TaxProfile,
} from '@atrium/contract';
import { forbidden, validation } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import type { AccountingStore } from './store.ts';

/** Provider staff (holders of the portal permission) set the status of a filing. */
export const isStaff = (ctx: RequestContext) => ctx.permissions.has(PERMISSIONS.portalAccess.uuid);

/** The inputs of the deadline rules, from the company profile and its activity form. */
export function taxProfileOf(
  company: Pick<
    Company,
    'atriumCompanyAccountType' | 'country' | 'delawareCCorp' | 'yearFounded' | 'address' | 'companyContext'
  >,
  activity: ActivityForm | null,
): TaxProfile {
  return {
    accountType: company.atriumCompanyAccountType,
    country: company.country,
    state: company.address.state,
    delawareCCorp: company.delawareCCorp,
    yearFounded: company.yearFounded,
    ebitda: company.companyContext.ebitda,
    activity: activity
      ? {
          companyType: activity.companyType,
          expenses: activity.expenses,
          statesWithEmployees: activity.statesWithEmployees,
          foreignAccounts: activity.foreignAccounts,
          foreignAccountsAmount: activity.foreignAccountsAmount,
          foreignShareholders: activity.foreignShareholders,
          foreignShareholdersAmount: activity.foreignShareholdersAmount,
          internationalSubsidiaries: activity.internationalSubsidiaries,
          domesticSubsidiaries: activity.domesticSubsidiaries,
        }
      : null,
  };
}

export interface TaxDeadlineDeps {
  companyOfTenant(tenantExternalId: string): Promise<Company>;
  activityOf(tenantId: number): Promise<ActivityForm | null>;
  now?: () => Date;
}

/** Tax deadlines (issue 17 item 3): the rules' filings, one row per due date, with the status staff set. */
export function createTaxDeadlineFlow(store: AccountingStore, d: TaxDeadlineDeps) {
  const now = d.now ?? (() => new Date());
  async function filingsOfTenant(tenant: { id: number; externalId: string }, at?: Date) {
    const company = await d.companyOfTenant(tenant.externalId);
    const activity = await d.activityOf(tenant.id);
    return { filings: taxFilings(taxProfileOf(company, activity), at ?? now()), activity };
  }
  const filingsOf = (scope: TenantScope) => filingsOfTenant(scope.tenant);

  /**
   * Every due date of the filings a company owes in the year of `at` (default: today) and the next, with its status,
   * oldest first (event-driven ones last).
   */
  async function deadlinesOf(tenant: { id: number; externalId: string }, at?: Date) {
    const { filings, activity } = await filingsOfTenant(tenant, at);
    const statuses = new Map(
      (await store.statuses(tenant.id)).map((s) => [`${s.filingId}|${s.dueDate}`, s.status as TaxFilingStatus]),
    );
    const deadlines: TaxDeadline[] = [];
    for (const f of filings) {
      const base = {
        filingId: f.id,
        form: f.form,
        authority: f.authority,
        ruleKey: f.ruleKey,
        params: f.params,
        eventDriven: f.eventDriven,
      };
      if (f.eventDriven)
        deadlines.push({
          ...base,
          dueDate: null,
          period: null,
          extendedDate: null,
          status: statuses.get(`${f.id}|`) ?? 'NOT_STARTED',
        });
      for (const due of f.dueDates)
        deadlines.push({
          ...base,
          dueDate: due.date,
          period: due.period,
          extendedDate: due.extendedDate ?? null,
          status: statuses.get(`${f.id}|${due.date}`) ?? 'NOT_STARTED',
        });
    }
    deadlines.sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
    return { deadlines, activity };
  }

  return {
    /** For the timeline, the portal and the reminders: a company's deadlines (no caller check). */
    deadlinesOf,
    async list(scope: TenantScope): Promise<TaxDeadlines> {
      const { deadlines, activity } = await deadlinesOf(scope.tenant);
      return { canSetStatus: isStaff(scope.ctx), activityAnswered: activity !== null, deadlines };
    },

    /** Staff only; the filing must be one the company owes and the date one of its due dates. */
    async setStatus(scope: TenantScope, body: TaxDeadlineStatusBody): Promise<TaxDeadline> {
      if (!isStaff(scope.ctx)) throw forbidden();
      const { filings } = await filingsOf(scope);
      const filing = filings.find((f) => f.id === body.filingId);
      if (!filing)
        throw validation('The company does not owe this filing', [
          { path: 'body.filingId', message: 'The company does not owe this filing' },
        ]);
      const dueDate = body.dueDate ?? '';
      const due = filing.dueDates.find((x) => x.date === dueDate);
      if (filing.eventDriven ? dueDate !== '' : !due)
        throw validation('Not a due date of this filing', [
          { path: 'body.dueDate', message: 'Not a due date of this filing' },
        ]);
      await store.setStatus({
        tenantId: scope.tenant.id,
        filingId: filing.id,
        dueDate,
        status: body.status,
        userId: scope.ctx.user.id,
      });
      return {
        filingId: filing.id,
        form: filing.form,
        authority: filing.authority,
        ruleKey: filing.ruleKey,
        params: filing.params,
        eventDriven: filing.eventDriven,
        dueDate: due?.date ?? null,
        period: due?.period ?? null,
        extendedDate: due?.extendedDate ?? null,
        status: body.status,
      };
    },
  };
}
