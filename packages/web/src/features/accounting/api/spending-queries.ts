import { keepPreviousData } from '@tanstack/react-query';
import type { SpendingDetailsQuery } from '@atrium/contract';
import { useApiMutation, useApiQuery } from '../../../components/useApi';
import { useWorkspace } from '../../../workspace/workspace';
import { documentCenterKeys } from '../../document-center';
import { spendingKeys } from '../spending-keys';
import { spendingApi } from './spending-api';

const useTenant = () => useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';

/** GET /api/accounting/spending of the selected company: a month (the newest when none) against the one before. */
export function useSpending(month?: string) {
  const tenant = useTenant();
  return useApiQuery({
    queryKey: spendingKeys.spending(tenant, month),
    queryFn: () => spendingApi.spending(month),
    enabled: !!tenant,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/accounting/spending/details: one page of the filtered transactions; the last page stays while the next loads. */
export function useSpendingDetails(q: Partial<SpendingDetailsQuery>) {
  const tenant = useTenant();
  return useApiQuery({
    queryKey: spendingKeys.details(tenant, q),
    queryFn: () => spendingApi.details(q),
    enabled: !!tenant,
    placeholderData: keepPreviousData,
  });
}

/** Downloads the founder update PDF of a month. */
export function useDownloadFounderUpdate() {
  return useApiMutation({ mutationFn: (month: string) => spendingApi.downloadFounderUpdate(month) });
}

/** Stores the founder update PDF of a month into the company's document center. */
export function useStoreFounderUpdate(successMessage: (name: string) => string) {
  const tenant = useTenant();
  return useApiMutation({
    mutationFn: (month: string) => spendingApi.storeFounderUpdate(month),
    successMessage: (item) => successMessage(item.name),
    invalidate: [documentCenterKeys.all(tenant)],
  });
}
