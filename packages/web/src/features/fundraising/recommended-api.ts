import {
  API,
  FUNDRAISING_LIMITS,
  apiPath,
  type FunderFilters,
  type FunderList,
  type FunderListVisibility,
  type NextContactItem,
  type RecommendedList,
  type SharedWithItem,
} from '@atrium/contract';
import { http } from '../../lib/http';
import { useApiQuery } from '../../components/useApi';
import { useFundraisingTenant } from './queries';
import { fundraisingKeys } from './keys';

const L = API.funderList;

/** Recommended lists, create-custom, list settings and next contacts (spec 3 §7.9). */
export const recommendedApi = {
  recommended: () => http.get<RecommendedList[]>(L.recommended, { timeoutMs: FUNDRAISING_LIMITS.timeoutMs.search }),
  createCustom: (id: string, name: string) =>
    http.post<FunderList>(
      apiPath(L.createCustom, { id }),
      { name },
      { timeoutMs: FUNDRAISING_LIMITS.timeoutMs.listCreate },
    ),
  applyRecommended: (listId: string, recommendedExternalId: string) =>
    http.put<{ added: number }>(apiPath(L.applyRecommended, { id: listId }), { recommendedExternalId }),
  filterNames: (filters: FunderFilters) =>
    http.post<{ names: string[] }>(L.recommendedNames, { origin: 'ADVANCED_SEARCH', filters }),
  update: (id: string, body: { name?: string; visibility?: FunderListVisibility }) =>
    http.put<FunderList>(apiPath(L.byId, { id }), body),
  sharedWith: (id: string) => http.get<SharedWithItem[]>(apiPath(L.sharedWith, { id })),
  nextContacts: (limit: number) => http.get<NextContactItem[]>(L.nextContacts, { query: { limit } }),
};

/** Query keys under the lists' key, so every list write refreshes them too. */
export const recommendedKeys = {
  recommended: (tenant: string) => [...fundraisingKeys.lists(tenant), 'recommended'] as const,
  nextContacts: (tenant: string, limit: number) => [...fundraisingKeys.lists(tenant), 'next-contacts', limit] as const,
  sharedWith: (tenant: string, id: string) => [...fundraisingKeys.lists(tenant), id, 'shared-with'] as const,
  filterNames: (tenant: string, filters: FunderFilters) => ['fundraising', tenant, 'filter-names', filters] as const,
};

export function useRecommendedLists() {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: recommendedKeys.recommended(tenant),
    queryFn: recommendedApi.recommended,
    enabled: !!tenant,
    silent: true,
  });
}

/** Suggested names for a list of these filters (asked once the dialog has settled). */
export function useFilterNames(filters: FunderFilters | null) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: recommendedKeys.filterNames(tenant, filters ?? {}),
    queryFn: () => recommendedApi.filterNames(filters!),
    enabled: !!tenant && !!filters,
    silent: true,
    staleTime: Infinity,
  });
}

export function useNextContacts(limit: number, enabled = true) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: recommendedKeys.nextContacts(tenant, limit),
    queryFn: () => recommendedApi.nextContacts(limit),
    enabled: !!tenant && enabled,
    silent: true,
  });
}

/** The 'shared with investor' links of a list's funders, by funder. */
export function useSharedWith(listId: string) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: recommendedKeys.sharedWith(tenant, listId),
    queryFn: () => recommendedApi.sharedWith(listId),
    enabled: !!tenant && !!listId,
    silent: true,
  });
}
