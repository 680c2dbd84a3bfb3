import type { ProductFlowFilterBody, TaskFilterBody, View } from '@atrium/contract';
import { useApiQuery } from '../../../components/useApi';
import { flowKeys, taskKeys } from '../keys';
import { flowsApi, tasksApi } from './tasks-api';

export const useTaskPage = (view: View, scope: string, filter: TaskFilterBody, page: number, pageSize: number) =>
  useApiQuery({
    queryKey: taskKeys.list(scope, filter, page, pageSize),
    queryFn: () => tasksApi.list(view, filter, page, pageSize),
    placeholderData: (prev) => prev,
  });

export const useTaskDetail = (view: View, scope: string, externalId: string) =>
  useApiQuery({
    queryKey: taskKeys.detail(scope, externalId),
    queryFn: () => tasksApi.get(view, externalId),
    retry: false,
    silent: true,
  });

export const useFlowPage = (
  body: ProductFlowFilterBody,
  page: number,
  pageSize: number,
  showAll: boolean,
  enabled = true,
) =>
  useApiQuery({
    queryKey: flowKeys.list({ body, page, pageSize, showAll }),
    queryFn: () => flowsApi.filter(body, { page, pageSize, showAll }),
    placeholderData: (prev) => prev,
    enabled,
  });

export const useFlowFilterData = (enabled = true) =>
  useApiQuery({ queryKey: flowKeys.filterData, queryFn: flowsApi.filterData, enabled, staleTime: 60_000 });

export const useFlow = (id: string) =>
  useApiQuery({ queryKey: flowKeys.one(id), queryFn: () => flowsApi.one(id), retry: false, silent: true });
export const useFlowTasks = (id: string) =>
  useApiQuery({ queryKey: flowKeys.tasks(id), queryFn: () => flowsApi.tasks(id) });
export const useFlowUsers = (id: string, enabled = true) =>
  useApiQuery({ queryKey: flowKeys.users(id), queryFn: () => flowsApi.users(id), enabled });
