import { useDataRoomTenant } from '../useTenant';
import { useDataRoomStats as useStatsOf } from '../api/stats-query';

/** Counts and red flags per taxonomy entry (POST stats) of the selected tenant, as a map by static id. */
export const useDataRoomStats = () => useStatsOf(useDataRoomTenant());
