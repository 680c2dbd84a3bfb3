import {
  savedStatisticsFilterSchema,
  type SavedStatisticsFilter,
  type StatisticsBody,
  type StatisticsCriteria,
} from '@atrium/contract';
import { storage } from '../../lib/storage';

export const EMPTY_CRITERIA: StatisticsCriteria = {
  startups: [],
  atriumUsers: [],
  clientUsers: [],
  kams: [],
  status: [],
};

/** Criteria (what the chips show, with names) → the statistics request body (ids only). */
export function toStatisticsBody(c: StatisticsCriteria): StatisticsBody {
  const ids = (list: { externalId: string }[]) => list.map((x) => x.externalId);
  return {
    tenantExternalIds: ids(c.startups),
    employeesExternalIds: ids(c.atriumUsers),
    clientExternalIds: ids(c.clientUsers),
    kamExternalIds: ids(c.kams),
    status: [...c.status],
  };
}

/** Saved statistics filters live in the browser (spec 2 §3), per signed-in user so colleagues on one machine don't mix. */
const key = (userExternalId: string) => `atrium.chat.statisticsFilters.${userExternalId}`;

export function loadSavedFilters(userExternalId: string): SavedStatisticsFilter[] {
  const raw = storage.getJson<unknown[]>(key(userExternalId));
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x) => {
    const parsed = savedStatisticsFilterSchema.safeParse(x);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Saves under a name (trimmed, required); a filter with the same name is replaced. Returns the new list, or null when
 * the name is blank.
 */
export function saveFilter(
  userExternalId: string,
  name: string,
  criteria: StatisticsCriteria,
): SavedStatisticsFilter[] | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const list = loadSavedFilters(userExternalId).filter((f) => f.name !== trimmed);
  const next = [...list, { name: trimmed, criteria }];
  storage.setJson(key(userExternalId), next);
  return next;
}

export function deleteFilter(userExternalId: string, name: string): SavedStatisticsFilter[] {
  const next = loadSavedFilters(userExternalId).filter((f) => f.name !== name);
  storage.setJson(key(userExternalId), next);
  return next;
}
