import { useQueryClient } from '@tanstack/react-query';
import type { TaxDeadlineStatusBody } from '@atrium/contract';
import { useApiMutation, useApiQuery } from '../../../components/useApi';
import { useWorkspace } from '../../../workspace/workspace';
import { accountingKeys } from '../keys';
import { accountingApi } from './accounting-api';

const useTenant = () => useWorkspace().selectedTenantMembership?.tenant.externalId ?? '';

/** GET /api/accounting/dashboard of the selected company. */
export function useDashboard() {
  const tenant = useTenant();
  return useApiQuery({
    queryKey: accountingKeys.dashboard(tenant),
    queryFn: accountingApi.dashboard,
    enabled: !!tenant,
  });
}

/** GET /api/merge/status: integration failures are only logged (spec 1 §8), so no toast. */
export function useIntegrationStatus() {
  const tenant = useTenant();
  return useApiQuery({
    queryKey: accountingKeys.status(tenant),
    queryFn: accountingApi.status,
    enabled: !!tenant,
    silent: true,
  });
}

/** The tax deadlines of the selected company, or (staff, `customer`) of a client company. */
export function useTaxDeadlines(customer?: string) {
  const tenant = useTenant();
  const company = customer ?? tenant;
  return useApiQuery({
    queryKey: accountingKeys.taxDeadlines(company),
    queryFn: () => accountingApi.taxDeadlines(customer),
    enabled: !!company,
  });
}

export function useSetTaxStatus(successMessage: string, customer?: string) {
  const tenant = useTenant();
  return useApiMutation({
    mutationFn: (body: TaxDeadlineStatusBody) => accountingApi.setStatus({ ...body, tenantExternalId: customer }),
    errorMode: 'action',
    successMessage,
    invalidate: [accountingKeys.taxDeadlines(customer ?? tenant)],
  });
}

export function useRemoveIntegration(successMessage: string) {
  const tenant = useTenant();
  return useApiMutation({
    mutationFn: (id: string) => accountingApi.removeIntegration(id),
    successMessage,
    invalidate: [accountingKeys.all(tenant)],
  });
}

/** After an import: every accounting query of the company is stale. */
export function useRefreshAccounting() {
  const tenant = useTenant();
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: accountingKeys.all(tenant) });
}
