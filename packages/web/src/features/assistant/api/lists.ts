import { useCallback } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ASSISTANT_LIMITS, type AssistantConversation, type ChatPage } from '@atrium/contract';
import { conversationTypeOf, type AssistantScope } from '../context';
import { assistantKeys } from '../keys';
import { lastLoadedPage, nextPageAfter, reloadSize } from '../paging';
import { assistantApi } from './assistant-api';

type ListPages = InfiniteData<ChatPage<AssistantConversation>, unknown>;

const loadedRows = (d: ListPages | undefined) => (d ? d.pages.reduce((n, p) => n + p.content.length, 0) : 0);

/** The conversations of a list, each once (a reload page overlaps nothing, a later page may overlap a moved row). */
export function listRows(d: ListPages | undefined): AssistantConversation[] {
  const seen = new Set<string>();
  const out: AssistantConversation[] = [];
  for (const p of d?.pages ?? [])
    for (const c of p.content) {
      if (seen.has(c.externalId)) continue;
      seen.add(c.externalId);
      out.push(c);
    }
  return out;
}

/**
 * GET type-paginated: the scope's conversations, 15 per page. The next page follows the rows already loaded, so a
 * list reloaded as one page of 15·n+15 rows carries on from there.
 */
export function useConversationList(tenant: string, scope: AssistantScope) {
  const type = conversationTypeOf(scope);
  return useInfiniteQuery({
    queryKey: assistantKeys.list(tenant, type, scope.entity),
    queryFn: ({ pageParam }) => assistantApi.byType(tenant, type, scope.entity, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, all) =>
      nextPageAfter(
        all.reduce((n, p) => n + p.content.length, 0),
        last.page.totalElements,
      ),
    enabled: !!tenant,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });
}

/**
 * Reloads a scope's list after a change by the rule of spec 2 §7: page 0 with size 15·n+15 for the n+1 pages shown,
 * as one request, replacing the loaded pages. Other lists (archived, search) are refetched.
 */
export function useReloadLists(tenant: string, scope: AssistantScope) {
  const qc = useQueryClient();
  return useCallback(async () => {
    const type = conversationTypeOf(scope);
    const key = assistantKeys.list(tenant, type, scope.entity);
    const data = qc.getQueryData<ListPages>(key);
    const size = reloadSize(lastLoadedPage(loadedRows(data)));
    await qc.cancelQueries({ queryKey: key });
    try {
      const page = await assistantApi.byType(tenant, type, scope.entity, 0, size);
      qc.setQueryData<ListPages>(key, { pages: [page], pageParams: [0] });
    } catch {
      await qc.invalidateQueries({ queryKey: key });
    }
    await qc.invalidateQueries({
      queryKey: assistantKeys.lists,
      predicate: (q) => q.queryKey[2] !== 'type',
    });
  }, [qc, tenant, scope]);
}

/** GET archived. */
export const useArchivedList = (tenant: string, enabled: boolean) =>
  useQuery({
    queryKey: assistantKeys.archived(tenant),
    queryFn: () => assistantApi.archived(tenant),
    enabled: enabled && !!tenant,
  });

/** GET query?term: the search over the caller's assistant conversations (the term is debounced by the caller). */
export const useConversationSearch = (tenant: string, term: string) =>
  useQuery({
    queryKey: assistantKeys.query(tenant, term),
    queryFn: () => assistantApi.query(tenant, term),
    enabled: !!tenant && term.trim() !== '',
  });

export const PAGE_SIZE = ASSISTANT_LIMITS.pageSize;
