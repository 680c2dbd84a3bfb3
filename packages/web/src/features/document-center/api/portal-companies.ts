import { useApiQuery } from '../../../components/useApi';
import { portalApi, portalKeys } from '../../inbox-portal';

/** The portal's client companies (GET through the portal inbox's call, under its key, so both share the cache). */
export const portalCompaniesQuery = () => ({
  queryKey: portalKeys.companies,
  queryFn: () => portalApi.companies(),
  staleTime: 60_000,
});

export const usePortalCompanies = () => useApiQuery({ ...portalCompaniesQuery(), silent: true });
