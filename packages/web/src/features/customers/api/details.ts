import { API, apiPath, withQuery, type CustomerDetails, type Expert, type UserSummary } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiMutation, useApiQuery } from '../../../components/useApi';
import { customerKeys } from '../keys';

/** GET portal/general/{id}: the customer details page. */
export const useCustomerDetails = (tenantExternalId: string | null) =>
  useApiQuery({
    queryKey: customerKeys.details(tenantExternalId ?? ''),
    queryFn: () =>
      http.get<CustomerDetails>(apiPath(API.company.portalGeneral, { id: tenantExternalId! }), { noTenant: true }),
    enabled: !!tenantExternalId,
    silent: true,
  });

/** GET all-kam: staff holding the KAM role, for the assignment picker. */
export const useAllKams = () =>
  useApiQuery({
    queryKey: customerKeys.kams,
    queryFn: () => http.get<UserSummary[]>(API.user.allKam, { noTenant: true }),
    staleTime: 60_000,
  });

/** GET atrium-employees: every staff member, for the preparer and reviewer filters. */
export const useStaff = () =>
  useApiQuery({
    queryKey: customerKeys.staff,
    queryFn: () => http.get<UserSummary[]>(API.user.employees, { noTenant: true }),
    staleTime: 60_000,
  });

/** POST assign-kam: the customer's new KAM; the details page and the list refresh. */
export const useAssignKam = (tenantExternalId: string) =>
  useApiMutation<Expert[], string>({
    mutationFn: (userExternalId) =>
      http.post<Expert[]>(API.company.assignKam, { tenantExternalId, userExternalId }, { noTenant: true }),
    invalidate: [customerKeys.all],
  });

/** GET get-kam-user-by-tenant?externalId: a tenant's KAM, or null. */
export const fetchKamOfTenant = (tenantExternalId: string) =>
  http.get<UserSummary | null>(withQuery(API.user.kamUserByTenant, { externalId: tenantExternalId }));
