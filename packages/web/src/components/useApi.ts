import { useEffect } from 'react';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import i18n from '../lib/i18n';
import { ApiError } from '../lib/api-error';
import { notify, notifyActionError } from '../lib/notify';

/** Text of a failed data fetch (spec 1 §8): the error's message, else the query's message, else 'Error fetching data'. */
export function fetchErrorText(err: unknown, queryMessage?: string): string {
  if (err instanceof Error && err.message) return err.message;
  return queryMessage || i18n.t('errors.fetchData');
}

/** Text of a failed mutation (spec 1 §8): the error's message, else 'An unexpected error occurred'. */
export function mutationErrorText(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return i18n.t('errors.unexpected');
}

/** The session layer already alerts and logs out on an invalid token. */
const isSessionEnd = (err: unknown) => err instanceof ApiError && err.code === 'INVALID_TOKEN';

// One toast per failed fetch, even when several components read the same query.
const reported = new Map<string, number>();

export type ApiQueryOptions<T> = UseQueryOptions<T, Error, T, QueryKey> & {
  /** The query's own message, used when the error carries none. */
  errorMessage?: string;
  /** No toast: the screen shows the failure itself. */
  silent?: boolean;
};

/** useQuery with the §8 toast on failure. */
export function useApiQuery<T>({ errorMessage, silent, ...options }: ApiQueryOptions<T>) {
  const query = useQuery<T, Error, T, QueryKey>(options);
  const key = JSON.stringify(options.queryKey);
  useEffect(() => {
    if (!query.isError || silent || isSessionEnd(query.error)) return;
    if (reported.get(key) === query.errorUpdatedAt) return;
    reported.set(key, query.errorUpdatedAt);
    notify(fetchErrorText(query.error, errorMessage), 'error');
  }, [query.isError, query.error, query.errorUpdatedAt, silent, key, errorMessage]);
  return query;
}

export type ApiMutationOptions<TData, TVars> = Omit<
  UseMutationOptions<TData, Error, TVars>,
  'onError' | 'onSuccess'
> & {
  /**
   * How a failure is shown: 'message' (the server's message, else 'An unexpected error occurred'), 'action'
   * ('Access denied' for 401/403, else 'There was an error processing the action'), or 'none' (the caller does).
   */
  errorMode?: 'message' | 'action' | 'none';
  /** Optional info toast on success. */
  successMessage?: string | ((data: TData) => string);
  /** Queries to refresh on success. */
  invalidate?: QueryKey[];
  onSuccess?: (data: TData, vars: TVars) => unknown;
  onError?: (err: Error, vars: TVars) => unknown;
};

/** useMutation with the §8 rules: failure toast, optional success toast, refresh of the named queries. */
export function useApiMutation<TData = unknown, TVars = void>({
  errorMode = 'message',
  successMessage,
  invalidate,
  onSuccess,
  onError,
  ...options
}: ApiMutationOptions<TData, TVars>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVars>({
    ...options,
    onSuccess: async (data, vars) => {
      if (successMessage) notify(typeof successMessage === 'function' ? successMessage(data) : successMessage, 'info');
      await Promise.all((invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(data, vars);
    },
    onError: (err, vars) => {
      if (!isSessionEnd(err)) {
        if (errorMode === 'action') notifyActionError(err);
        else if (errorMode === 'message') notify(mutationErrorText(err), 'error');
      }
      onError?.(err, vars);
    },
  });
}
