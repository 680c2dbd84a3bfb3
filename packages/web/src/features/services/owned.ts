import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API, apiPath, type ProductFlow } from '@atrium/contract';
import { http } from '../../lib/http';
import { useSession } from '../../session/session';
import { useWorkspace } from '../../workspace/workspace';
import { servicesKeys } from './keys';

/**
 * The codes of the services the customer's company has: a company has a service when a product flow of it exists
 * (`GET /api/product-flow/all-by-user/{own id}`, deactivated flows left out). A request in the chat is not a service
 * yet, and individual accounts have none. Until the answer arrives nothing is marked.
 */
export function useOwnedServiceCodes(): ReadonlySet<string> {
  const userExternalId = useSession().user?.externalId ?? null;
  const tenant = useWorkspace().selectedTenantMembership?.tenant ?? null;
  const enabled = !!userExternalId && !!tenant && tenant.accountType !== 'INDIVIDUAL' && !tenant.isInternal;
  const { data } = useQuery({
    queryKey: servicesKeys.owned(tenant?.externalId ?? null, userExternalId),
    queryFn: () => http.get<ProductFlow[]>(apiPath(API.productFlow.allByUser, { id: userExternalId! })),
    enabled,
    staleTime: 60_000,
  });
  return useMemo(() => (data ? new Set(data.map((f) => f.serviceCode)) : NO_CODES), [data]);
}
const NO_CODES: ReadonlySet<string> = new Set();
