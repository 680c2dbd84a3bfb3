import { API, type ErrorGroup, type ErrorOccurrence, type ErrorsPerDay, type Page, type Visit } from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { logmeasKeys } from '../keys';

const keep = <T>(prev: T | undefined) => prev;

/** GET /api/log-error/groups: reports grouped by message. */
export const fetchErrorGroups = (page: number, pageSize: number, search: string) =>
  http.get<Page<ErrorGroup>>(API.logError.groups, {
    noTenant: true,
    query: { page, pageSize, ...(search ? { search } : {}) },
  });
export const useErrorGroups = (page: number, pageSize: number, search: string) =>
  useApiQuery({
    queryKey: logmeasKeys.groups(page, search),
    queryFn: () => fetchErrorGroups(page, pageSize, search),
    placeholderData: keep,
    silent: true,
  });

/** GET /api/log-error/occurrences: one message's reports with their stacks. */
export const fetchOccurrences = (message: string, page: number, pageSize: number) =>
  http.get<Page<ErrorOccurrence>>(API.logError.occurrences, { noTenant: true, query: { message, page, pageSize } });
export const useOccurrences = (message: string | null, page: number, pageSize: number) =>
  useApiQuery({
    queryKey: logmeasKeys.occurrences(message ?? '', page),
    queryFn: () => fetchOccurrences(message!, page, pageSize),
    enabled: message !== null,
    placeholderData: keep,
    silent: true,
  });

/** GET /api/log-error/per-day: reports per day, zeros included. */
export const fetchErrorsPerDay = (days: number) =>
  http.get<ErrorsPerDay>(API.logError.perDay, { noTenant: true, query: { days } });
export const useErrorsPerDay = (days: number) =>
  useApiQuery({ queryKey: logmeasKeys.perDay(days), queryFn: () => fetchErrorsPerDay(days), silent: true });

/** GET /api/atrium-user-visit-session/paged: the recorded visits. */
export const fetchVisits = (page: number, pageSize: number, search: string) =>
  http.get<Page<Visit>>(API.visitSession.paged, {
    noTenant: true,
    query: { page, pageSize, ...(search ? { search } : {}) },
  });
export const useVisits = (page: number, pageSize: number, search: string) =>
  useApiQuery({
    queryKey: logmeasKeys.visits(page, search),
    queryFn: () => fetchVisits(page, pageSize, search),
    placeholderData: keep,
    silent: true,
  });
