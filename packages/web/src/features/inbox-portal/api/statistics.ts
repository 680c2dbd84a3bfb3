import type { ChatPage, StatisticsBody, StatisticsRow } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { portalKeys } from '../keys';
import { portalApi } from './portal-api';

/** PUT filter/statistics: one page of the statistics table. */
export const statisticsQuery = (page: number, body: StatisticsBody) => ({
  queryKey: portalKeys.statistics(page, body),
  queryFn: () => portalApi.statistics(page, body),
});

/** Keeps the previous page on screen while the next one (or a new filter) loads. */
export const useStatistics = (page: number, body: StatisticsBody, enabled: boolean) =>
  useApiQuery<ChatPage<StatisticsRow>>({
    ...statisticsQuery(page, body),
    enabled,
    placeholderData: (prev) => prev,
    silent: true,
  });
