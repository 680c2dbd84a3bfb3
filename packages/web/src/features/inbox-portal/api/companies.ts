import type { TenantName } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { portalKeys } from '../keys';
import { portalApi } from './portal-api';

/** GET the client companies (the companies filter); kept a minute. */
export const companiesQuery = () => ({
  queryKey: portalKeys.companies,
  queryFn: portalApi.companies,
  staleTime: 60_000,
});

export const useCompanies = (enabled: boolean) =>
  useApiQuery<TenantName[]>({ ...companiesQuery(), enabled, silent: true });
