import {
  API,
  apiPath,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type FlowRecurrence,
  type RecurrenceFrequency,
  type View,
  type Workload,
} from '@atrium/contract';
import { http } from '../../../lib/http';
import { useApiQuery } from '../../../components/useApi';
import { planningKeys } from '../keys-planning';

const P = API.taskPlanning;
const opt = (view: View) => ({ noTenant: view === 'portal' });

/** Recurrence of a flow, the caller's calendar feed and the staff workload (issue 14 item 8). */
export const planningApi = {
  recurrence: (id: string) => http.get<FlowRecurrence | null>(apiPath(P.recurrence, { id }), { noTenant: true }),
  setRecurrence: (id: string, frequency: RecurrenceFrequency) =>
    http.put<FlowRecurrence | null>(apiPath(P.recurrence, { id }), { frequency }, { noTenant: true }),
  clearRecurrence: (id: string) => http.delete<null>(apiPath(P.recurrence, { id }), { noTenant: true }),
  feed: (view: View) => http.get<CalendarFeedStatus>(P.calendarFeed, opt(view)),
  createFeed: (view: View) => http.post<CalendarFeedCreated>(P.calendarFeed, undefined, opt(view)),
  revokeFeed: (view: View) => http.delete<CalendarFeedStatus>(P.calendarFeed, opt(view)),
  workload: () => http.get<Workload>(P.workload, { noTenant: true }),
};

export const useRecurrence = (id: string) =>
  useApiQuery({ queryKey: planningKeys.recurrence(id), queryFn: () => planningApi.recurrence(id) });
export const useCalendarFeed = (view: View, enabled: boolean) =>
  useApiQuery({ queryKey: planningKeys.feed(view), queryFn: () => planningApi.feed(view), enabled });
export const useWorkload = () => useApiQuery({ queryKey: planningKeys.workload, queryFn: planningApi.workload });
