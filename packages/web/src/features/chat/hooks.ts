import { useCallback, useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation, UserSuggestion } from '@atrium/contract';
import { CHAT_LIMITS } from '@atrium/contract';
import { useApiQuery } from '../../components/useApi';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useSession } from '../../session/session';
import { chatApi, chatKeys, getPresignedUrl } from './api';
import { appendMessages, flattenPages, type MessagePages } from './messages';
import { addTyper, liveTypers, type Typer } from './typing';
import { useChatEvents } from './useChatEvents';

export const useMyId = () => useSession().user?.externalId;

export function useConversation(conversationExternalId: string | null | undefined) {
  return useApiQuery<Conversation>({
    queryKey: chatKeys.conversation(conversationExternalId ?? ''),
    queryFn: () => chatApi.conversation(conversationExternalId!),
    enabled: !!conversationExternalId,
    refetchOnWindowFocus: false,
  });
}

/** Pages of messages, newest page first; `messages` is flattened oldest→newest without duplicates. */
export function useMessages(conversationExternalId: string | null | undefined) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(conversationExternalId ?? ''),
    queryFn: ({ pageParam }) => chatApi.messages(conversationExternalId!, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    enabled: !!conversationExternalId,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  return { ...query, messages: flattenPages(query.data) };
}

/** Adds messages to a conversation's loaded pages (once each). */
export function useAppendMessages() {
  const queryClient = useQueryClient();
  return useCallback(
    (conversationExternalId: string, messages: ChatMessage[]) =>
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationExternalId), (d) =>
        appendMessages(d, messages),
      ),
    [queryClient],
  );
}

/** Marks a conversation read; the unread badge takes the count from the reply. */
/**
 * Bumped whenever a realtime event sets the unread chat count. A mark-read reply computed before such an event must
 * not overwrite it (a slow reply would reset the badge a newer message had just raised), so it is applied only when
 * no event came in meanwhile; otherwise the count is fetched again.
 */
let unreadCountVersion = 0;
export const bumpUnreadCountVersion = () => void unreadCountVersion++;

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useCallback(
    async (conversationExternalId: string) => {
      try {
        const version = unreadCountVersion;
        const { count } = await chatApi.markRead(conversationExternalId);
        if (version === unreadCountVersion) queryClient.setQueryData(chatKeys.countUnread, { count });
        else void queryClient.invalidateQueries({ queryKey: chatKeys.countUnread });
        queryClient.setQueryData<Conversation>(chatKeys.conversation(conversationExternalId), (c) =>
          c ? { ...c, unreadMessagesCount: 0 } : c,
        );
      } catch {
        // Read state is best effort: the next open marks it again.
      }
    },
    [queryClient],
  );
}

/** Who is typing in a conversation, expiring at each event's time to live. */
export function useTypers(conversationExternalId: string | null | undefined) {
  const myId = useMyId();
  const [typers, setTypers] = useState<Typer[]>([]);
  useChatEvents({
    onTyping: (e) =>
      conversationExternalId &&
      setTypers((t) => addTyper(liveTypers(t, Date.now()), e, conversationExternalId, myId, Date.now())),
    // A message from someone ends their typing line at once.
    onNewMessage: (e) => setTypers((t) => t.filter((x) => x.externalId !== e.message.user?.externalId)),
  });
  useEffect(() => {
    if (typers.length === 0) return;
    const next = Math.min(...typers.map((t) => t.expiresAt)) - Date.now();
    const id = setTimeout(() => setTypers((t) => liveTypers(t, Date.now())), Math.max(0, next) + 10);
    return () => clearTimeout(id);
  }, [typers]);
  useEffect(() => setTypers([]), [conversationExternalId]);
  return typers;
}

/** User suggestions for a term (tenant members and experts, not me, not present members); failures give []. */
export function useUserSuggestions(
  term: string,
  tenantExternalId: string | undefined,
  conversationExternalId?: string,
  delayMs: number = CHAT_LIMITS.debounce.userSuggestion,
  enabled = true,
) {
  const debounced = useDebouncedValue(term.trim(), delayMs);
  return useApiQuery<UserSuggestion[]>({
    queryKey: chatKeys.userSuggestions(debounced, tenantExternalId ?? '', conversationExternalId),
    queryFn: () => chatApi.userSuggestions(debounced, tenantExternalId!, conversationExternalId).catch(() => []),
    enabled: enabled && !!tenantExternalId,
    placeholderData: (prev) => prev,
    staleTime: 30_000,
    silent: true,
  });
}

/** A pre-signed URL for a file (null while loading, 'error' when it failed). */
export function usePresignedUrl(fileExternalId: string, enabled = true): string | null | 'error' {
  const [url, setUrl] = useState<string | null | 'error'>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    if (!enabled) return;
    getPresignedUrl(fileExternalId).then(
      (u) => alive.current && setUrl(u),
      () => alive.current && setUrl('error'),
    );
    return () => {
      alive.current = false;
    };
  }, [fileExternalId, enabled]);
  return url;
}

/** Re-renders every minute (relative message times). */
export function useMinuteTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(id);
  }, []);
}
