import { API, type WaitingTasks } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { taskKeys } from '../keys';

/** GET /api/task/waiting-on-customer: the first tasks the selected company has to act on, with the total. */
export const useWaitingTasks = (tenantExternalId: string | null, size = 5) =>
  useApiQuery({
    queryKey: [...taskKeys.all, tenantExternalId ?? 'none', 'waiting', size],
    queryFn: () => http.get<WaitingTasks>(API.taskWaiting.customer, { query: { size } }),
    enabled: !!tenantExternalId,
    silent: true,
  });
