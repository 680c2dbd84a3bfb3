import { useQueryClient } from '@tanstack/react-query';
import {
  API,
  type Dashboard,
  type PortalTaxTimeline,
  type PortalTaxTimelineQuery,
  type ScenarioBody,
  type ScenarioReply,
  type TaxTimeline,
} from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiMutation, useApiQuery } from '../../../components/useApi';
import { useWorkspace } from '../../../workspace/workspace';
import { accountingKeys } from '../keys';

/** The portal timeline's filters as the URL carries them (page is 0-based). */
export type PortalTimelineFilters = Pick<PortalTaxTimelineQuery, 'customer' | 'form' | 'month'> & { page: number };

/** The calls of the tax timelines and the scenario runway. */
export const planningApi = {
  /** Staff: a client company's dashboards. */
  dashboardOf: (customer: string) =>
    http.get<Dashboard>(API.accounting.dashboard, { query: { tenantExternalId: customer } }),
  taxTimeline: (customer?: string) =>
    http.get<TaxTimeline>(API.accounting.taxTimeline, { query: { tenantExternalId: customer } }),
  portalTimeline: (f: PortalTimelineFilters, pageSize: number) =>
    http.get<PortalTaxTimeline>(API.accounting.portalTaxTimeline, {
      query: { customer: f.customer, form: f.form, month: f.month, page: String(f.page), pageSize: String(pageSize) },
    }),
  scenario: (body: ScenarioBody) => http.post<ScenarioReply>(API.accounting.scenario, body),
};

const useTenant = () => useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';

/** The selected company's filings by month. */
export function useTaxTimeline() {
  const tenant = useTenant();
  return useApiQuery({
    queryKey: accountingKeys.taxTimeline(tenant),
    queryFn: () => planningApi.taxTimeline(),
    enabled: !!tenant,
  });
}

/** Provider staff: every client company's deadlines, filtered and paged. */
export function usePortalTaxTimeline(f: PortalTimelineFilters, pageSize: number) {
  return useApiQuery({
    queryKey: accountingKeys.portalTimeline(f, pageSize),
    queryFn: () => planningApi.portalTimeline(f, pageSize),
    placeholderData: (prev) => prev,
  });
}

/** After staff set a status from the portal timeline: the timeline and that company's deadlines are stale. */
export function useRefreshPortalTimeline() {
  const qc = useQueryClient();
  return (company: string) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: accountingKeys.portalTimelineAll }),
      qc.invalidateQueries({ queryKey: accountingKeys.taxDeadlines(company) }),
    ]);
}

/** POST the 'what if' of the selected company. */
export function useScenario() {
  return useApiMutation({
    mutationFn: (body: ScenarioBody) => planningApi.scenario(body),
    errorMode: 'message',
  });
}
