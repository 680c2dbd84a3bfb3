import type { TeamMember } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { portalKeys } from '../keys';
import { portalApi } from './portal-api';

/** The employee picker's look-up: the first team page matching the term. */
export const employeesQuery = (term: string) => ({
  queryKey: portalKeys.employees(term),
  queryFn: () => portalApi.employees(term),
});

export const useEmployees = (term: string, enabled: boolean) =>
  useApiQuery<TeamMember[]>({ ...employeesQuery(term), enabled, silent: true });
