import type {
  PortalTaxDeadline,
  PortalTaxTimeline,
  PortalTaxTimelineQuery,
  TaxDeadline,
  TaxTimeline,
} from '@atrium/contract';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { TenantScope } from '../../platform/http/tenant-scope.ts';
import { isStaff } from './tax-deadlines.ts';

/** A client company the timeline may cover. */
export interface TimelineCompany {
  id: number;
  externalId: string;
  name: string;
}

export interface TaxTimelineDeps {
  deadlinesOf(
    tenant: { id: number; externalId: string },
    at?: Date,
  ): Promise<{ deadlines: TaxDeadline[]; activity: unknown }>;
  /** Client companies (not individuals, not the provider) whose plan holds tax-due-dates, ordered by name. */
  companiesWithTaxDeadlines(): Promise<TimelineCompany[]>;
  /** Any tenant by externalId (to tell an unknown company from one without the add-on). */
  tenantByExternalId(externalId: string): Promise<{ isInternal: boolean } | null>;
  now?: () => Date;
}

/** Every month (YYYY-MM) of `year` and the next, each with its deadlines; event-driven filings apart. */
export function groupByMonth(
  deadlines: readonly TaxDeadline[],
  year: number,
): Omit<TaxTimeline, 'canSetStatus' | 'activityAnswered'> {
  const months = Array.from({ length: 24 }, (_, i) => ({
    month: `${year + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
    deadlines: [] as TaxDeadline[],
  }));
  const byMonth = new Map(months.map((m) => [m.month, m.deadlines]));
  const undated: TaxDeadline[] = [];
  for (const d of deadlines) {
    if (!d.dueDate) undated.push(d);
    else byMonth.get(d.dueDate.slice(0, 7))?.push(d);
  }
  return { months, undated };
}

/**
 * Tax timeline (issue 17 item 3): the company's filings by month (/one/accounting/tax-timeline), and for provider
 * staff the dated deadlines of every client company holding tax-due-dates, filtered by company, form and month, paged
 * (/portal/tax-timeline). Staff are whoever holds the portal permission — the customers module's rule: they see every
 * client company.
 */
export function createTaxTimelineFlow(d: TaxTimelineDeps) {
  const now = d.now ?? (() => new Date());
  return {
    async company(scope: TenantScope): Promise<TaxTimeline> {
      const { deadlines, activity } = await d.deadlinesOf(scope.tenant);
      return {
        canSetStatus: isStaff(scope.ctx),
        activityAnswered: activity !== null,
        ...groupByMonth(deadlines, now().getUTCFullYear()),
      };
    },

    async portal(ctx: RequestContext, q: PortalTaxTimelineQuery): Promise<PortalTaxTimeline> {
      if (!isStaff(ctx)) throw forbidden();
      const companies = await d.companiesWithTaxDeadlines();
      let covered = companies;
      if (q.customer) {
        const wanted = q.customer.toLowerCase();
        covered = companies.filter((c) => c.externalId.toLowerCase() === wanted);
        if (covered.length === 0) {
          const t = await d.tenantByExternalId(q.customer);
          if (!t || t.isInternal) throw notFound('Company');
        }
      }
      const all: PortalTaxDeadline[] = [];
      for (const c of covered) {
        const { deadlines } = await d.deadlinesOf(c);
        for (const x of deadlines) {
          if (!x.dueDate) continue;
          if (q.form && x.filingId !== q.form) continue;
          if (q.month && !x.dueDate.startsWith(q.month)) continue;
          all.push({ ...x, tenantExternalId: c.externalId, companyName: c.name });
        }
      }
      all.sort(
        (a, b) =>
          a.dueDate!.localeCompare(b.dueDate!) ||
          a.companyName.localeCompare(b.companyName) ||
          a.form.localeCompare(b.form),
      );
      const start = q.page * q.pageSize;
      return {
        items: all.slice(start, start + q.pageSize),
        page: q.page,
        pageSize: q.pageSize,
        total: all.length,
        companies: companies.map((c) => ({ externalId: c.externalId, name: c.name })),
      };
    },
  };
}
