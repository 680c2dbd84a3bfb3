import { useQuery } from '@tanstack/react-query';
import { dataRoomKeys } from '../keys';
import { useDataRoomTenant } from '../useTenant';
import { statsApi, statsById } from '../api/stats';

/** Counts and red flags per taxonomy entry (POST stats), as a map by static id. */
export function useDataRoomStats() {
  const tenant = useDataRoomTenant();
  return useQuery({
    queryKey: dataRoomKeys.stats(tenant),
    queryFn: () => statsApi.stats(),
    select: statsById,
    enabled: !!tenant,
  });
}
