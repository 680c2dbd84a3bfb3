import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ChatPage, Conversation, PrivateChatFilter } from '@atrium/contract';
import { chatApi, chatKeys, nextChatPage } from '../../chat';
import type { ChatListData } from '../listState';

/** POST chat/private: the client chat list of a tenant, 20 a page, newest activity first. */
export const clientListQuery = (tenantExternalId: string | undefined, filter: PrivateChatFilter) =>
  infiniteQueryOptions<ChatPage<Conversation>, Error, ChatListData, QueryKey, number>({
    queryKey: chatKeys.clientList(tenantExternalId ?? '', filter),
    queryFn: ({ pageParam }) => chatApi.clientList(tenantExternalId!, pageParam, filter),
    initialPageParam: 0,
    getNextPageParam: nextChatPage,
    enabled: !!tenantExternalId,
    refetchOnWindowFocus: false,
  });

/** The client chat list, page by page; live-updates.ts keeps every loaded one current. */
export const useClientChatList = (tenantExternalId: string | undefined, filter: PrivateChatFilter) =>
  useInfiniteQuery(clientListQuery(tenantExternalId, filter));
