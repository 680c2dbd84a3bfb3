import { useQueryClient } from '@tanstack/react-query';
import type { NewMessageEvent } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { useSession } from '../../session/session';
import { useWorkspace, workspaceStore } from '../../workspace/workspace';
import { createStore } from '../../lib/store';
import { notify } from '../../lib/notify';
import { chatKeys, useChatEvents, bumpUnreadCountVersion, useUnreadCount } from '../chat';

/**
 * The conversation the user is looking at right now (set by the inbox pages while it is on screen), so the shell
 * does not toast about messages the user is already reading.
 */
export const openConversationStore = createStore<string | null>(null);

/**
 * The unread chat badge: conversations with unread messages. Kept fresh by NEW_MESSAGE / CONVERSATION_READ. The call
 * needs the tenant header, so it waits until the workspace has chosen a tenant (a full page load restores the
 * session before the workspaces arrive).
 */
export function useChatUnreadCount() {
  const session = useSession();
  const tenant = useWorkspace().selectedTenantMembership?.tenant.externalId;
  return useUnreadCount(session.status === 'authenticated' && !!session.user && !!tenant);
}

/** The portal inbox keeps its open conversation in the address (/portal/inbox/{id}). */
export function portalConversationInPath(pathname: string): string | null {
  const m = /^\/portal\/inbox\/([^/:][^/]*)$/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}

/** Whether a NEW_MESSAGE deserves the shell's toast: not the user's own, not the conversation open in a visible tab. */
export function shouldToast(
  event: NewMessageEvent,
  myExternalId: string | undefined,
  openConversationId: string | null,
  pageVisible: boolean,
): boolean {
  if (!event?.message) return false;
  // System lines (member changes, thread dividers) have no sender: nobody "sent" them, so no toast.
  if (!event.message.user || event.message.user.externalId === myExternalId || event.message.isBotMessage) return false;
  const open =
    openConversationId !== null &&
    (event.conversationExternalId === openConversationId || event.parentConversationExternalId === openConversationId);
  return !(open && pageVisible);
}

/**
 * Shell-level chat events (spec 1 §4.7, spec 2 §4): NEW_MESSAGE sets the unread chat count and shows
 * 'You received a new message from {name}'; CONVERSATION_READ sets the count. After a reconnect the count is fetched
 * again, since events may have been missed.
 */
export function useChatShellRealtime() {
  const queryClient = useQueryClient();
  const myId = useSession().user?.externalId;
  const setCount = (count: unknown) => {
    bumpUnreadCountVersion();
    if (typeof count === 'number') queryClient.setQueryData(chatKeys.countUnread, { count });
    else void queryClient.invalidateQueries({ queryKey: chatKeys.countUnread });
  };
  useChatEvents({
    onNewMessage: (e) => {
      if (!e?.message) return;
      // A client's badge counts the selected company's chats; the event's count is for the message's company.
      const ws = workspaceStore.get();
      const sameScope = !!ws.atriumMembership || e.tenantExternalId === ws.selectedTenantMembership?.tenant.externalId;
      setCount(sameScope ? e.unreadChatCount : undefined);
      if (
        shouldToast(
          e,
          myId,
          openConversationStore.get() ?? portalConversationInPath(window.location.pathname),
          document.visibilityState === 'visible',
        )
      ) {
        notify(i18n.t('inboxClient.toast.newMessage', { name: e.senderName }), 'info');
      }
    },
    onRead: (e) => setCount(e?.unreadChatCount),
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: chatKeys.countUnread }),
  });
}
