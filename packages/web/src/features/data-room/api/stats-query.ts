import { useQuery } from '@tanstack/react-query';
import type { StatsEntry } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { dataRoomKeys } from '../keys';
import { statsApi, statsById } from './stats';

/** POST stats with the taxonomy tree: counts and red flags per entry (invalidated by uploads, moves and flags). */
export const statsQuery = (tenant: string) => ({
  queryKey: dataRoomKeys.stats(tenant),
  queryFn: () => statsApi.stats(),
  enabled: !!tenant,
});

/** The raw reply (the files screen's tree counts). */
export const useDataRoomStatsReply = (tenant: string) => useApiQuery<StatsEntry[]>(statsQuery(tenant));

/** Counts and red flags per taxonomy entry, as a map by static id (the landing cards; no toast on failure). */
export const useDataRoomStats = (tenant: string) => useQuery({ ...statsQuery(tenant), select: statsById });
