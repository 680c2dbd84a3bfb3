import type { CompanyByTerm, UserSummary } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { portalKeys } from '../keys';
import { portalApi } from './portal-api';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Startups by name; each term's hits are kept 5 minutes (the key ignores case, the request keeps it). */
export const startupsQuery = (term: string) => ({
  queryKey: portalKeys.startups(term.toLowerCase()),
  queryFn: () => portalApi.startupsByTerm(term),
  staleTime: FIVE_MINUTES,
  gcTime: FIVE_MINUTES,
});

export const useStartups = (term: string, enabled: boolean) =>
  useApiQuery<CompanyByTerm[]>({ ...startupsQuery(term), enabled, silent: true });

/** The service team or every key account manager, kept 5 minutes. */
export const staffQuery = (source: 'staff' | 'kams') => ({
  queryKey: source === 'staff' ? portalKeys.serviceTeam : portalKeys.kams,
  queryFn: source === 'staff' ? portalApi.serviceTeam : portalApi.allKam,
  staleTime: FIVE_MINUTES,
});

export const useStaff = (source: 'staff' | 'kams') =>
  useApiQuery<UserSummary[]>({ ...staffQuery(source), silent: true });

/** The client users of some companies. */
export const clientsByTenantQuery = (tenantExternalIds: string[]) => ({
  queryKey: portalKeys.clients(tenantExternalIds),
  queryFn: () => portalApi.clientsByTenant(tenantExternalIds),
});

/** Asked only once a company is chosen. */
export const useClientsByTenant = (tenantExternalIds: string[]) =>
  useApiQuery<UserSummary[]>({
    ...clientsByTenantQuery(tenantExternalIds),
    enabled: tenantExternalIds.length > 0,
    silent: true,
  });
