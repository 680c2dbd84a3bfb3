import { useApiQuery } from '../../../components/useApi';
import { useFundraisingTenant } from '../queries';
import { investorToolsApi } from '../investor-tools-api';

/** Whether the live Crunchbase search works here (configured on the server, the add-on held), per company. */
export function useCrunchbaseStatus() {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: ['fundraising', tenant, 'crunchbase-status'],
    queryFn: investorToolsApi.crunchbaseStatus,
    enabled: !!tenant,
    // Not offering the search is the answer to a failure: no toast.
    silent: true,
    staleTime: 5 * 60_000,
  });
}
