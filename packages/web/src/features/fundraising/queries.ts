import { keepPreviousData } from '@tanstack/react-query';
import type { FunderFilters } from '@atrium/contract';
import { useApiMutation, useApiQuery } from '../../components/useApi';
import { useWorkspace } from '../../workspace/workspace';
import { fundraisingKeys as K } from './keys';
import { fundraisingApi as api } from './api';

export const useFundraisingTenant = () => useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';

export function useFunderSearch(filters: FunderFilters, page: number) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: K.search(tenant, filters, page),
    queryFn: () => api.search(filters, page),
    enabled: !!tenant,
    placeholderData: keepPreviousData,
  });
}

export function useSavedSearch(id: string | undefined) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: K.savedSearch(tenant, id ?? ''),
    queryFn: () => api.savedSearch(id!),
    enabled: !!tenant && !!id,
  });
}

export function useSmartlists() {
  const tenant = useFundraisingTenant();
  return useApiQuery({ queryKey: K.lists(tenant), queryFn: api.lists, enabled: !!tenant });
}

export function useSmartlistCapability() {
  const tenant = useFundraisingTenant();
  return useApiQuery({ queryKey: K.capability(tenant), queryFn: api.capability, enabled: !!tenant });
}

export function useSmartlist(id: string) {
  const tenant = useFundraisingTenant();
  return useApiQuery({ queryKey: K.list(tenant, id), queryFn: () => api.list(id), enabled: !!tenant && !!id });
}

export function useSmartlistEntries(id: string, page: number) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: K.entries(tenant, id, page),
    queryFn: () => api.entries(id, page),
    enabled: !!tenant && !!id,
    placeholderData: keepPreviousData,
  });
}

/** Suggested names for a new list from the chosen investors (asked once the selection has settled). */
export function useSuggestedNames(funders: string[], enabled: boolean) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: K.names(tenant, funders),
    queryFn: () => api.names(funders),
    enabled: !!tenant && enabled && funders.length > 0,
    silent: true,
    staleTime: Infinity,
  });
}

/** Any write to a list: refreshes the lists and their entries. */
export function useListMutation<TVars, TData = unknown>(
  mutationFn: (v: TVars) => Promise<TData>,
  successMessage?: string,
  onSuccess?: (data: TData, vars: TVars) => unknown,
) {
  const tenant = useFundraisingTenant();
  return useApiMutation<TData, TVars>({
    mutationFn,
    successMessage,
    onSuccess,
    invalidate: [K.lists(tenant)],
  });
}

export function useSaveSearch() {
  const tenant = useFundraisingTenant();
  return useApiMutation({
    mutationFn: (v: { name: string; filters: FunderFilters }) => api.saveSearch(v.name, v.filters),
    invalidate: [K.savedSearches(tenant)],
  });
}

export function useSavedSearches() {
  const tenant = useFundraisingTenant();
  return useApiQuery({ queryKey: K.savedSearches(tenant), queryFn: api.savedSearches, enabled: !!tenant });
}

/** The company's members, offered as collaborators. */
export function useMembers(enabled: boolean) {
  const tenant = useFundraisingTenant();
  return useApiQuery({ queryKey: K.members(tenant), queryFn: () => api.members(tenant), enabled: !!tenant && enabled });
}
