import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PortalFilterInput, PortalListKind } from '@atrium/contract';
import { chatApi, chatKeys, nextChatPage } from '../../chat';
import { toInboxRequest, type PortalListState } from '../filters';

/** POST filter/get-inbox-chats-by-filter: one portal list (a kind and a filter), 20 a page. */
export const portalListQuery = (kind: PortalListKind, body: PortalFilterInput) =>
  infiniteQueryOptions({
    queryKey: chatKeys.portalList(kind, body),
    queryFn: ({ pageParam }) => chatApi.portalList(kind, pageParam, body),
    initialPageParam: 0,
    getNextPageParam: nextChatPage,
    refetchOnWindowFocus: false,
  });

/** The portal list, page by page; more pages load as the list scrolls. live-updates.ts keeps it current. */
export function usePortalInbox(state: PortalListState) {
  const { kind, body } = toInboxRequest(state);
  return useInfiniteQuery(portalListQuery(kind, body));
}
