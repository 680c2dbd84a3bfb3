import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatPage, Conversation, NewMessageEvent } from '@atrium/contract';
import { useSession } from '../../session/session';
import { chatKeys, useChatEvents } from '../chat';

type ListData = InfiniteData<ChatPage<Conversation>, number>;
/** Every cached portal list (any kind and filter): what the live updates below patch and refetch. */
const PORTAL_LISTS = chatKeys.portalLists;

/**
 * Applies a NEW_MESSAGE to one cached list (spec 2 §4): the row moves to the top with the new last text and thread
 * status; a reply-channel message sets the unread count the event carries, a team-channel message (it names its parent
 * conversation) bumps the internal unread count. The open conversation stays at zero. Returns false when the row is not
 * in the list, so the caller refetches to bring it in.
 */
export function applyNewMessage(
  data: ListData,
  e: NewMessageEvent,
  opts: { selectedId: string | null; myId: string; now?: number },
): ListData | false {
  const rowId = e.parentConversationExternalId ?? e.conversationExternalId;
  const team = e.parentConversationExternalId !== null;
  let found: Conversation | null = null;
  const pages = data.pages.map((p) => ({
    ...p,
    content: p.content.filter((c) => {
      if (c.externalId !== rowId) return true;
      found = c;
      return false;
    }),
  }));
  if (!found) return false;
  const row: Conversation = found;
  const mine = e.message.user?.externalId === opts.myId;
  const open = opts.selectedId === rowId;
  const updated: Conversation = {
    ...row,
    currentThreadStatus: e.currentThreadStatus ?? e.message.associatedThreadStepStatus ?? row.currentThreadStatus,
    ...(team ? {} : threadTimesAfter(row, e, opts.now ?? Date.now())),
    ...(team
      ? {
          internalUnreadMessageCount:
            mine || open ? row.internalUnreadMessageCount : row.internalUnreadMessageCount + 1,
        }
      : {
          lastMessageText: e.message.message ?? row.lastMessageText,
          lastMessageAt: e.message.createdAt,
          unreadMessagesCount: open || mine ? 0 : e.unreadMessagesCount,
        }),
  };
  if (pages.length > 0) pages[0] = { ...pages[0], content: [updated, ...pages[0].content] };
  return { ...data, pages };
}

/**
 * The thread times (the O and A figures) after a reply-channel message, as the server sets them (spec 2 §4): a client
 * message after a finalized thread starts a new thread (O and A from the message), one after an answer starts waiting
 * again (A), an answer or a finalize stops the waiting (no A).
 */
export function threadTimesAfter(
  row: Conversation,
  e: NewMessageEvent,
  now: number,
): Partial<Pick<Conversation, 'currentThreadStarted' | 'lastOpenTime' | 'timeSinceOpen' | 'timeWithNoResponse'>> {
  const next = e.currentThreadStatus ?? e.message.associatedThreadStepStatus;
  if (!next) return {};
  const at = e.message.createdAt;
  const since = Math.max(0, now - Date.parse(at));
  const prev = row.currentThreadStatus;
  if (next !== 'OPEN') return { timeWithNoResponse: null };
  if (prev === 'OPEN') return { timeWithNoResponse: row.timeWithNoResponse ?? since };
  if (prev === 'ANSWERED') return { lastOpenTime: at, timeWithNoResponse: since };
  return { currentThreadStarted: at, lastOpenTime: at, timeSinceOpen: since, timeWithNoResponse: since };
}

/** Sets a field of one row in every cached portal list (after read, finalize, rename in the pane). */
export function patchRow(queryClient: QueryClient, externalId: string, patch: Partial<Conversation>) {
  queryClient.setQueriesData<ListData>({ queryKey: PORTAL_LISTS }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            content: p.content.map((c) => (c.externalId === externalId ? { ...c, ...patch } : c)),
          })),
        }
      : data,
  );
}

/** Puts a conversation at the top of every cached list (a chat just created), replacing an older copy. */
export function putOnTop(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueriesData<ListData>({ queryKey: PORTAL_LISTS }, (data) => {
    if (!data) return data;
    const pages = data.pages.map((p) => ({
      ...p,
      content: p.content.filter((c) => c.externalId !== conversation.externalId),
    }));
    if (pages.length > 0) pages[0] = { ...pages[0], content: [conversation, ...pages[0].content] };
    return { ...data, pages };
  });
}

/** Live list: NEW_MESSAGE and CONVERSATION_UPDATED on the user's channel; a reconnect refetches. */
export function usePortalInboxRealtime(selectedId: string | null) {
  const queryClient = useQueryClient();
  const myId = useSession().user?.externalId ?? '';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PORTAL_LISTS });
  useChatEvents({
    onNewMessage: (e) => {
      let missing = false;
      for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: PORTAL_LISTS })) {
        if (!data) continue;
        const next = applyNewMessage(data, e, { selectedId, myId });
        if (next === false) missing = true;
        else queryClient.setQueryData(key, next);
      }
      if (missing) refresh();
    },
    onRead: (e) => patchRow(queryClient, e.conversationExternalId, { unreadMessagesCount: e.unreadMessagesCount }),
    onUpdated: refresh,
    onReconnect: refresh,
  });
}
